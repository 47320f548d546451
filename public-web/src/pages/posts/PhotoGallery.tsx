import type { PublicationPhoto } from '@hashar/common';
import { useState, type KeyboardEvent } from 'react';
import { useI18n } from '../../i18n';

/**
 * A publication's photos: the chosen one large, every photo as a button below (Tab and Enter),
 * ← and → move between them; images load lazily.
 */
export function PhotoGallery({ photos, title }: { photos: readonly PublicationPhoto[]; title: string }) {
  const { t } = useI18n();
  const [index, setIndex] = useState(0);
  if (!photos.length) return null;
  const current = photos[Math.min(index, photos.length - 1)]!;
  const label = (i: number) => photos[i]?.alt || t('post.photo', { n: i + 1, total: photos.length });
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step || photos.length < 2) return;
    event.preventDefault();
    const next = (index + step + photos.length) % photos.length;
    setIndex(next);
    document.getElementById(`gallery-thumb-${next}`)?.focus();
  };
  return (
    <section className="gallery" aria-labelledby="post-photos" data-testid="post-photos">
      <h2 id="post-photos">{t('post.photos')}</h2>
      <img className="gallery__main" src={current.url} alt={label(index)} loading="lazy" decoding="async" data-testid="gallery-main" />
      {photos.length > 1 && (
        <>
          <p className="visually-hidden" id="gallery-hint">
            {t('post.photos.hint')}
          </p>
          <ul className="gallery__thumbs" aria-label={title} aria-describedby="gallery-hint" onKeyDown={onKeyDown}>
            {photos.map((photo, i) => (
              <li key={`${photo.url}-${i}`}>
                <button
                  type="button"
                  id={`gallery-thumb-${i}`}
                  className="gallery__thumb"
                  aria-current={i === index}
                  aria-label={label(i)}
                  onClick={() => setIndex(i)}
                >
                  <img src={photo.url} alt="" loading="lazy" decoding="async" width="72" height="72" />
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
