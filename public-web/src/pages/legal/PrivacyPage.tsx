import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useI18n } from '../../i18n';
import { legalBlocks } from './blocks';
import { effectiveLine, fetchOperator, NO_OPERATOR, operatorParams } from './operator';
import './legal.css';

const TERMS = [
  'general',
  'definitions',
  'account',
  'participation',
  'content',
  'points',
  'liability',
  'ip',
  'changes',
  'contacts',
] as const;
const PRIVACY = [
  'general',
  'data',
  'purposes',
  'bases',
  'storage',
  'sharing',
  'cookies',
  'security',
  'rights',
  'minors',
  'changes',
  'contacts',
] as const;

type Part = { id: 'terms'; sections: typeof TERMS } | { id: 'privacy'; sections: typeof PRIVACY };
const PARTS: readonly Part[] = [
  { id: 'terms', sections: TERMS },
  { id: 'privacy', sections: PRIVACY },
];

type SectionKey = `terms.${(typeof TERMS)[number]}` | `privacy.${(typeof PRIVACY)[number]}`;
const titleKey = (key: SectionKey) => `privacyDocs.${key}.title` as const;
const textKey = (key: SectionKey) => `privacyDocs.${key}.text` as const;

/** Terms of use (#terms) and privacy policy (#privacy) on one page (spec §2 "privacy"). */
export default function PrivacyPage() {
  const { locale, t } = useI18n();
  const { hash } = useLocation();
  const [operator, setOperator] = useState(NO_OPERATOR);
  useEffect(() => {
    const controller = new AbortController();
    void fetchOperator(locale, controller.signal).then((details) => {
      if (!controller.signal.aborted) setOperator(details);
    });
    return () => controller.abort();
  }, [locale]);
  const params = useMemo(() => operatorParams(locale, operator, window.location.host), [locale, operator]);
  useDocumentTitle(t('meta.titleTemplate', { page: t('legal.title') }));

  // The page arrives after the browser looked for the #anchor: scroll to it once it exists.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);

  return (
    <article className="legal">
      <header className="legal__header" id="top">
        <h1 className="legal__title">{t('legal.title')}</h1>
        <p className="legal__effective">{effectiveLine(locale, operator.policyDate)}</p>
      </header>

      <nav className="legal__toc" aria-labelledby="legal-toc-title">
        <h2 id="legal-toc-title" className="legal__toc-title">
          {t('legal.toc')}
        </h2>
        <ol className="legal__toc-list">
          {PARTS.map((part) => (
            <li key={part.id}>
              <a href={`#${part.id}`}>{t(`legal.${part.id}.title`)}</a>
              <ol className="legal__toc-sub">
                {part.sections.map((section) => (
                  <li key={section}>
                    <a href={`#${part.id}-${section}`}>{t(titleKey(`${part.id}.${section}` as SectionKey))}</a>
                  </li>
                ))}
              </ol>
            </li>
          ))}
        </ol>
      </nav>

      {PARTS.map((part) => (
        <section key={part.id} id={part.id} className="legal__part" aria-labelledby={`${part.id}-title`}>
          <h2 id={`${part.id}-title`} className="legal__part-title">
            {t(`legal.${part.id}.title`)}
          </h2>
          {part.sections.map((section) => {
            const key = `${part.id}.${section}` as SectionKey;
            return (
              <section key={section} id={`${part.id}-${section}`} className="legal__section">
                <h3 className="legal__section-title">{t(titleKey(key))}</h3>
                {legalBlocks(t(textKey(key), params)).map((block, index) =>
                  block.kind === 'list' ? (
                    <ul key={index}>
                      {block.items.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                  ) : (
                    <p key={index}>{block.text}</p>
                  ),
                )}
              </section>
            );
          })}
          <p className="legal__back">
            <a href="#top">↑ {t('legal.toTop')}</a>
          </p>
        </section>
      ))}
    </article>
  );
}
