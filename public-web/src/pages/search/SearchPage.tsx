import { pagePath, type PageName } from '@hashar/common';
import { Link, useSearchParams } from 'react-router-dom';
import { SearchForm } from '../../components/SearchForm';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useTexts } from '../../hooks/useTexts';
import { useI18n, type MessageKey } from '../../i18n';
import { interpolate } from '../../i18n/format';
import './search.css';
import * as texts from './searchTexts';

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
  const x = useTexts(texts);
  const [params] = useSearchParams();
  const query = (params.get('q') ?? '').trim();
  useDocumentTitle(t('meta.titleTemplate', { page: query ? `${x.title}: ${query}` : x.title }));

  return (
    <section className="search-page">
      <h1>{x.title}</h1>
      <SearchForm key={query} id="search-page-input" defaultValue={query} className="search-form--large" />
      <div className="search-page__result" role="status">
        {query ? (
          <>
            <p className="search-page__query">{interpolate(x.youSearched, { query })}</p>
            <p>{x.notYet}</p>
          </>
        ) : (
          <p>{x.prompt}</p>
        )}
      </div>
      <p>{x.meanwhile}</p>
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
