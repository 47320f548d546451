import { pagePath } from '@hashar/common';
import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useI18n } from '../../i18n';
import { backgroundOf } from './backgrounds';
import { prefersReducedMotion, scrollToElement } from './reducedMotion';
import './dev.css';

const SECTIONS = [1, 2, 3, 4, 5];

/** `/{locale}/animatescroll`: buttons that scroll smoothly to sections (at once under prefers-reduced-motion). */
export default function AnimateScrollPage() {
  const { t, locale } = useI18n();
  useDocumentTitle(t('dev.scroll.title'));
  const top = useRef<HTMLHeadingElement>(null);
  const go = (id: string) => {
    const el = document.getElementById(id);
    if (el) scrollToElement(el);
  };
  return (
    <section className="dev-page">
      <h1 ref={top} tabIndex={-1}>
        {t('dev.scroll.title')}
      </h1>
      <p>{t('dev.scroll.intro')}</p>
      {prefersReducedMotion() && <p data-testid="reduced-motion">{t('dev.scroll.reduced')}</p>}
      <p>
        <Link to={pagePath(locale, 'animateScrollPagination')}>{t('dev.scroll.pagination')}</Link>
      </p>
      <nav className="dev-scroll__nav" aria-label={t('dev.scroll.title')}>
        {SECTIONS.map((n) => (
          <button key={n} type="button" className="btn btn--secondary" onClick={() => go(`scroll-section-${n}`)}>
            {t('dev.scroll.goto', { n })}
          </button>
        ))}
      </nav>
      {SECTIONS.map((n) => (
        <section
          key={n}
          id={`scroll-section-${n}`}
          className="dev-scroll__section"
          tabIndex={-1}
          style={{ background: backgroundOf(n * 6) }}
          aria-labelledby={`scroll-title-${n}`}
        >
          <h2 id={`scroll-title-${n}`}>{t('dev.scroll.section', { n })}</h2>
          <p>{t('dev.scroll.sectionText', { n })}</p>
          <button type="button" className="btn btn--link" onClick={() => top.current && scrollToElement(top.current)}>
            {t('dev.scroll.top')}
          </button>
        </section>
      ))}
    </section>
  );
}
