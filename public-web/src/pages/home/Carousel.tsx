import { useCallback, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useI18n } from '../../i18n';

/**
 * A hand-written carousel: the slides scroll with CSS scroll-snap (a swipe works natively on
 * touch screens), prev/next buttons and dots move by one slide, ←/→ do the same while focus is
 * inside. No autoplay. Smooth scrolling only without prefers-reduced-motion.
 */
export function Carousel<T extends { id: number }>({
  label,
  items,
  renderSlide,
  className = '',
  testId,
}: {
  label: string;
  items: readonly T[];
  renderSlide: (item: T, index: number) => ReactNode;
  className?: string;
  testId?: string;
}) {
  const { t } = useI18n();
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  /** The slide a button or key asked for, while the smooth scroll runs (its passing positions are not the current slide). */
  const target = useRef<{ index: number; until: number } | null>(null);
  const total = items.length;

  const go = useCallback(
    (index: number) => {
      const el = track.current;
      if (!el || total === 0) return;
      const next = (index + total) % total;
      const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
      target.current = { index: next, until: Date.now() + 1000 };
      el.scrollTo({ left: next * el.clientWidth, behavior: still ? 'auto' : 'smooth' });
      setCurrent(next);
    },
    [total],
  );

  // A swipe (or a scroll by other means) makes the slide it settles on the current one.
  const onScroll = () => {
    const el = track.current;
    if (!el || el.clientWidth === 0) return;
    const at = Math.min(total - 1, Math.max(0, Math.round(el.scrollLeft / el.clientWidth)));
    const asked = target.current;
    if (asked && Date.now() < asked.until && Math.abs(el.scrollLeft - asked.index * el.clientWidth) > 2) return;
    target.current = null;
    setCurrent(at);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    go(current + (event.key === 'ArrowRight' ? 1 : -1));
  };

  if (total === 0) return null;
  return (
    <section
      className={`carousel ${className}`}
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
      data-testid={testId}
    >
      <div className="carousel__track" ref={track} onScroll={onScroll} tabIndex={0} aria-live="polite">
        {items.map((item, i) => (
          <div
            key={item.id}
            className="carousel__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={t('home.carousel.slide', { n: i + 1, total })}
            aria-hidden={i === current ? undefined : true}
            inert={i === current ? undefined : true}
          >
            {renderSlide(item, i)}
          </div>
        ))}
      </div>
      {total > 1 && (
        <div className="carousel__controls">
          <button type="button" className="carousel__arrow" onClick={() => go(current - 1)} aria-label={t('home.carousel.prev')}>
            <span aria-hidden="true">‹</span>
          </button>
          <div className="carousel__dots">
            {items.map((item, i) => (
              <button
                key={item.id}
                type="button"
                className="carousel__dot"
                aria-label={t('home.carousel.goTo', { n: i + 1 })}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => go(i)}
              />
            ))}
          </div>
          <button type="button" className="carousel__arrow" onClick={() => go(current + 1)} aria-label={t('home.carousel.next')}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </section>
  );
}
