import { EVENTS_PAGE_SIZE, type ActivityKind } from '@hashar/common';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ActivityCard } from '../../activity/ActivityCard';
import { activityUi } from '../../activity/registry';
import type { ActivityCardItem } from '../../activity/shapes';
import { Empty, LoadError, Loading } from '../../components/LoadState';
import { Pager } from '../../components/Pager';
import { useLoad, type Loaded } from '../../hooks/useLoad';
import { useI18n } from '../../i18n';
import { useSession } from '../../session/SessionProvider';
import { NothingFound } from './NothingFound';
import { isKnownKind, searchApi, searchQuery } from '../../api/search';
import { formatNumber } from '../../i18n/numbers';

const formatCount = (locale: string, n: number) => formatNumber(locale, n);

/** A count as shown in a heading: "1 000+" when the search stopped counting. */
const countText = (locale: string, n: number, capped: boolean) => `${formatCount(locale, n)}${capped ? '+' : ''}`;

/** A kind's cards in a grid. */
function Cards({ kind, items }: { kind: ActivityKind; items: ActivityCardItem[] }) {
  return (
    <ul className="card-grid">
      {items.map((item) => (
        <li key={item.id}>
          <ActivityCard entry={activityUi(kind)} item={item} />
        </li>
      ))}
    </ul>
  );
}

/** Loading, or a failure with its message (a refused query says why) and a retry. */
function LoadStates<T>({ load }: { load: Loaded<T> }) {
  if (load.status === 'error')
    return <LoadError onRetry={load.reload} message={load.errorStatus === 400 ? (load.errorMessage ?? undefined) : undefined} />;
  if (load.status === 'loading' && !load.data) return <Loading />;
  return null;
}

/** Every kind's first matches under a heading with its count, and a link to all of them. */
export function GroupedResults({ q }: { q: string }) {
  const { locale, t, plural } = useI18n();
  const { request } = useSession();
  const load = useLoad((signal) => searchApi.all(request, q, { signal }), `${locale}|${q}`);
  const result = load.data?.q === q ? load.data : null;
  const groups = result?.groups.filter((g) => isKnownKind(g.kind)) ?? [];
  return (
    <div className="search-page__results" aria-busy={load.status === 'loading'}>
      <LoadStates load={load} />
      {result && load.status !== 'error' && (
        <>
          {groups.length > 0 ? (
            <p className="search-page__count" role="status" data-testid="search-count">
              {groups.some((g) => g.capped)
                ? t('searchPage.foundMany', { count: formatCount(locale, result.total) })
                : plural('searchPage.found', result.total)}
            </p>
          ) : (
            <div role="status">
              <NothingFound q={q} />
            </div>
          )}
          {groups.map(({ kind, count, capped, items }) => {
            const known = kind as ActivityKind;
            return (
              <section key={kind} className="search-group" aria-labelledby={`search-group-${kind}`} data-testid={`search-group-${kind}`}>
                <h2 id={`search-group-${kind}`} className="search-group__title">
                  {t('searchPage.heading', { name: t(`searchPage.kind.${known}`), count: countText(locale, count, capped) })}
                </h2>
                <Cards kind={known} items={items} />
                {count > items.length && (
                  <Link
                    className="btn btn--secondary search-group__all"
                    to={{ search: searchQuery(q, known) }}
                    data-testid={`search-all-${kind}`}
                  >
                    {capped ? t('searchPage.showAllMany') : plural('searchPage.showAll', count)}
                  </Link>
                )}
              </section>
            );
          })}
        </>
      )}
    </div>
  );
}

/** One kind's matches, a page at a time. */
export function KindResults({ q, kind, page }: { q: string; kind: ActivityKind; page: number }) {
  const { locale, t } = useI18n();
  const { request } = useSession();
  const navigate = useNavigate();
  const load = useLoad((signal) => searchApi.kind(request, q, kind, page, { signal }), `${locale}|${q}|${kind}|${page}`);
  const toPage = (next: number) => void navigate({ search: searchQuery(q, kind, next) });
  // Opened from "show all" at the end of a group, or a new page: its heading comes into view and takes the focus.
  useEffect(() => document.getElementById('search-kind-title')?.focus(), [kind, page]);
  const data = load.data;
  return (
    <section className="search-page__results search-group" aria-labelledby="search-kind-title" aria-busy={load.status === 'loading'}>
      <Link className="search-group__back" to={{ search: searchQuery(q) }} data-testid="search-back">
        {t('searchPage.allResults', { query: q })}
      </Link>
      <h2 id="search-kind-title" className="search-group__title" tabIndex={-1} data-testid="search-kind-title">
        {t('searchPage.heading', { name: t(`searchPage.kind.${kind}`), count: data ? countText(locale, data.total, data.capped) : '…' })}
      </h2>
      <LoadStates load={load} />
      {data && load.status !== 'error' && data.total === 0 && <Empty>{t('searchPage.empty', { query: q })}</Empty>}
      {data && load.status !== 'error' && data.total > 0 && (
        <>
          <Cards kind={kind} items={data.data} />
          <Pager page={page} total={data.total} perPage={data.perPage || EVENTS_PAGE_SIZE} onPage={toPage} />
        </>
      )}
    </section>
  );
}
