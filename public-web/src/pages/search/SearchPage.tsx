import { pagePath, type PageName } from '@hashar/common';
import { Link, useSearchParams } from 'react-router-dom';
import { SearchForm } from '../../components/SearchForm';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useI18n, type MessageKey } from '../../i18n';
import './search.css';

const AVAILABLE: readonly [PageName, MessageKey][] = [
  ['aboutUs', 'more.aboutUs'],
  ['instruction', 'more.instruction'],
  ['sdg', 'more.sdg'],
  ['partners', 'more.partners'],
];

/**
 * /search?q=…: the query in a search form. Events, projects and news do not exist yet, so
 * the page says so plainly (and keeps the query) instead of showing made-up results.
 */
export default function SearchPage() {
  const { locale, t } = useI18n();
  const [params] = useSearchParams();
  const query = (params.get('q') ?? '').trim();
  useDocumentTitle(t('meta.titleTemplate', { page: query ? `${t('searchPage.title')}: ${query}` : t('searchPage.title') }));

  return (
    <section className="search-page">
      <h1>{t('searchPage.title')}</h1>
      <SearchForm key={query} id="search-page-input" defaultValue={query} className="search-form--large" />
      <div className="search-page__result" role="status">
        {query ? (
          <>
            <p className="search-page__query">{t('searchPage.youSearched', { query })}</p>
            <p>{t('searchPage.notYet')}</p>
          </>
        ) : (
          <p>{t('searchPage.prompt')}</p>
        )}
      </div>
      <p>{t('searchPage.meanwhile')}</p>
      <ul className="search-page__links">
        {AVAILABLE.map(([page, label]) => (
          <li key={page}>
            <Link to={pagePath(locale, page)}>{t(label)}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
