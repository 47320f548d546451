import { pagePath, type NewsSectionDto } from '@hashar/common';
import { useEffect, useState } from 'react';
import { Link, NavLink, useParams } from 'react-router-dom';
import { ListFilters, ListResults, useListState } from '../../activity/ListParts';
import { NewsCard } from '../../components/content/NewsCard';
import { Empty } from '../../components/LoadState';
import { TextField } from '../../components/forms';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useLoad } from '../../hooks/useLoad';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import { newsApi } from '../../api/news';
import { EMPTY_NEWS, narrowsNews, newsStateToParams, parseNewsState, type NewsState } from './newsQuery';
import './news.css';

/** Text and tag, applied on "Найти" (tags on the items link here with `?tag=`). */
function NewsFilters({ state, onChange, onReset }: { state: NewsState; onChange: (c: Partial<NewsState>) => void; onReset: () => void }) {
  const { t } = useI18n();
  const [q, setQ] = useState(state.q);
  const [tag, setTag] = useState(state.tag);
  useEffect(() => setQ(state.q), [state.q]);
  useEffect(() => setTag(state.tag), [state.tag]);
  return (
    <ListFilters
      id="news"
      label={t('news.filters.label')}
      submitLabel={t('news.filters.apply')}
      toggleKeys={{ show: 'news.filters.show', hide: 'news.filters.hide' }}
      resetLabel={t('news.filters.reset')}
      search={
        <TextField
          id="news-q"
          type="search"
          className="filters__q"
          label={t('news.filters.q')}
          value={q}
          maxLength={200}
          onValueChange={setQ}
        />
      }
      onSubmit={() => onChange({ q: q.trim(), tag: tag.trim() })}
      state={{}}
      onChange={onChange}
      narrowed={narrowsNews(state)}
      onReset={onReset}
      without={['directions', 'region']}
      testId="news-filters"
    >
      <TextField id="news-tag" label={t('news.filters.tag')} value={tag} maxLength={40} onValueChange={setTag} />
    </ListFilters>
  );
}

/** The sections as links: all news, then each active section in its order (NavLink marks the current one). */
export function SectionTabs({ sections }: { sections: readonly NewsSectionDto[] }) {
  const { locale, t } = useI18n();
  return (
    <nav className="news-sections" aria-label={t('news.sections.label')} data-testid="news-sections">
      <ul>
        <li>
          <NavLink to={pagePath(locale, 'news')} end>
            {t('news.sections.all')}
          </NavLink>
        </li>
        {sections.map((s) => (
          <li key={s.id}>
            <NavLink to={pagePath(locale, 'newsSection', { section: s.slug })}>{s.name}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** `/{locale}/news` and `/{locale}/news/{section}`: public news, newest first, filtered by text and tag, with the sections. */
export default function NewsListPage() {
  const { locale, t } = useI18n();
  const { request } = useSession();
  const section = useParams()['section'] ?? null;
  const { state, query, go, change, toPage } = useListState(parseNewsState, newsStateToParams, 'news-results');
  const sections = useLoad((signal) => newsApi.sections(request, { signal }).then((r) => r.data), locale);
  const apiQuery = [section ? `section=${encodeURIComponent(section)}` : '', query].filter(Boolean).join('&');
  const list = useLoad((signal) => newsApi.list(request, apiQuery, { signal }), `${locale}|${apiQuery}`);
  const current = sections.data?.find((s) => s.slug === section);
  const title = current ? current.name : t('news.title');
  useDocumentTitle(title);
  const missing = section !== null && list.status === 'error' && (list.errorStatus === 404 || list.errorStatus === 400);
  const reset = () => go(EMPTY_NEWS);
  const filtered = narrowsNews(state);
  return (
    <section className="events-page news-page" data-testid="news-list">
      <h1 className="events-page__title">{title}</h1>
      {!section && <p className="events-page__intro">{t('news.intro')}</p>}
      {sections.data && sections.data.length > 0 && <SectionTabs sections={sections.data} />}
      <p className="news-page__aside">
        <Link to={pagePath(locale, 'posts')}>{t('news.posts.link')}</Link>
      </p>
      {missing ? (
        <Empty testId="news-section-not-found" action={<Link to={pagePath(locale, 'news')}>{t('news.sections.all')}</Link>}>
          {t('news.section.notFound')}
        </Empty>
      ) : (
        <>
          <NewsFilters state={state} onChange={change} onReset={reset} />
          <ListResults
            id="news-results"
            label={title}
            list={list}
            page={state.page}
            found="news.found"
            empty={t(filtered ? 'news.emptyFiltered' : 'news.empty')}
            filtered={filtered}
            resetLabel={t('news.filters.reset')}
            onReset={reset}
            onPage={toPage}
            renderItem={(item) => <NewsCard item={item} />}
          />
        </>
      )}
    </section>
  );
}
