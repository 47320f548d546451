import { useSearchParams } from 'react-router-dom';
import { SearchForm } from '../../components/SearchForm';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useI18n } from '../../i18n';
import '../../activity/events.css';
import { isKnownKind } from '../../api/search';
import { GroupedResults, KindResults } from './SearchResults';
import './search.css';

/** A positive page number from the query string, else 1. */
const pageParam = (value: string | null) => (value && /^\d{1,5}$/.test(value) && Number(value) > 0 ? Number(value) : 1);

/**
 * /search?q=…: events, visit offers, projects, tasks and vacancies matching the query, grouped
 * by kind with their counts (GET /api/search); with &kind= one kind's matches, page by page.
 * Latin and Cyrillic spellings find each other.
 */
export default function SearchPage() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const query = (params.get('q') ?? '').trim();
  const kind = params.get('kind');
  useDocumentTitle(t('meta.titleTemplate', { page: query ? `${t('searchPage.title')}: ${query}` : t('searchPage.title') }));

  return (
    <section className="search-page">
      <h1>{t('searchPage.title')}</h1>
      <SearchForm key={query} id="search-page-input" defaultValue={query} className="search-form--large" />
      {query ? (
        <>
          <p className="search-page__query">{t('searchPage.youSearched', { query })}</p>
          {isKnownKind(kind) ? <KindResults q={query} kind={kind} page={pageParam(params.get('page'))} /> : <GroupedResults q={query} />}
        </>
      ) : (
        <p className="search-page__prompt" role="status">
          {t('searchPage.prompt')}
        </p>
      )}
    </section>
  );
}
