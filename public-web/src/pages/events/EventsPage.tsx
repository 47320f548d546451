import { EVENTS_PAGE_SIZE, pagePath, type EventCard as EventCardDto, type Page, type VisitCard as VisitCardDto } from '@hashar/common';
import { useCallback, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { eventsApi } from '../../api/events';
import { ActivityCard, EAGER_CARDS } from '../../activity/ActivityCard';
import { EventsFilters } from '../../activity/EventsFilters';
import { Empty, LoadError, Loading } from '../../components/LoadState';
import { Pager } from '../../components/Pager';
import { GeoBar } from '../../components/geo/GeoBar';
import { markersQuery, NO_GEO } from '../../components/geo/geoState';
import { MarkersMap } from '../../components/geo/MarkersMap';
import { useI18n } from '../../i18n';
import { useLoad } from '../../hooks/useLoad';
import { activityUi } from '../../activity/registry';
import type { ActivityCardItem } from '../../activity/shapes';
import '../../activity/events.css';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useSession } from '../../session/SessionProvider';
import {
  changeFilters,
  DEFAULT_FILTERS,
  eventsApiQuery,
  filtersToSearch,
  hasActiveFilters,
  parseFilters,
  visitsApiQuery,
  type EventFilters,
} from '../../activity/eventFilters';
import { totalCount } from '../../i18n/numbers';

/** The kind each tab lists. */
const TAB_KINDS = { events: 'event', visits: 'visit' } as const;

type Listing = { tab: 'events'; page: Page<EventCardDto> } | { tab: 'visits'; page: Page<VisitCardDto> };

/** `/{locale}/events`: approved events with filters in the query string, and the standing visit offers. */
export default function EventsPage() {
  const { locale, t, plural } = useI18n();
  const { request } = useSession();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseFilters(params), [params]);
  useDocumentTitle(t('events.list.title'));

  const query = filters.tab === 'events' ? eventsApiQuery(filters) : visitsApiQuery(filters);
  const mapView = filters.view === 'map';
  const list = useLoad<Listing>(
    (signal) =>
      filters.tab === 'events'
        ? eventsApi.events(request, query, { signal }).then((page) => ({ tab: 'events' as const, page }))
        : eventsApi.visits(request, query, { signal }).then((page) => ({ tab: 'visits' as const, page })),
    `${locale}|${filters.tab}|${query}`,
    !mapView,
  );
  const directions = useLoad((signal) => eventsApi.directions(request, { signal }).then((r) => r.data), locale);
  const regions = useLoad((signal) => eventsApi.regions(request, { signal }).then((r) => r.data), locale);

  const go = useCallback((next: EventFilters) => setParams(filtersToSearch(next)), [setParams]);
  const change = (c: Partial<EventFilters>) => go(changeFilters(filters, c));
  const toPage = (page: number) => {
    go({ ...filters, page });
    document.getElementById('events-results')?.focus();
  };
  const current = list.data && list.data.tab === filters.tab ? list.data : null;
  const active = hasActiveFilters(filters);

  return (
    <section className="events-page">
      <h1 className="events-page__title">{t('events.list.title')}</h1>
      <nav className="tabs" aria-label={t('events.list.tabs')}>
        {(['events', 'visits'] as const).map((tab) => (
          <Link
            key={tab}
            className="tabs__tab"
            aria-current={filters.tab === tab ? 'page' : undefined}
            data-testid={`events-tab-${tab}`}
            to={{
              search: filtersToSearch({
                ...DEFAULT_FILTERS,
                tab,
                directions: filters.directions,
                region: filters.region,
                organization: filters.organization,
                district: filters.district,
                view: filters.view,
                near: filters.near,
                radiusKm: filters.radiusKm,
                byDistance: filters.byDistance,
              }),
            }}
          >
            {t(tab === 'events' ? 'events.list.tab.events' : 'events.list.tab.visits')}
          </Link>
        ))}
      </nav>
      {filters.tab === 'visits' && <p className="events-page__intro">{t('events.list.visitsIntro')}</p>}
      <EventsFilters
        filters={filters}
        onChange={change}
        onReset={() => go({ ...DEFAULT_FILTERS, tab: filters.tab, view: filters.view })}
        directions={directions.data ?? []}
        regions={regions.data ?? []}
        canReset={active}
      />
      <GeoBar idPrefix="events" geo={filters} regionId={filters.region} onChange={change} />

      {mapView ? (
        <MarkersMap
          api={filters.tab}
          query={markersQuery(new URLSearchParams(query))}
          href={(m) => pagePath(locale, activityUi(TAB_KINDS[filters.tab]).info.pages.view, { id: m.id })}
          near={filters.near}
          radiusKm={filters.radiusKm}
        />
      ) : (
        <div
          id="events-results"
          className="events-page__results"
          role="region"
          aria-label={t(filters.tab === 'events' ? 'events.list.tab.events' : 'events.list.tab.visits')}
          tabIndex={-1}
          aria-busy={list.status === 'loading'}
        >
          {current && (
            <p className="events-page__count" role="status" data-testid="events-count">
              {plural(
                filters.tab === 'events' ? 'events.list.found' : 'events.list.foundVisits',
                current.page.total,
                totalCount(locale, current.page),
              )}
            </p>
          )}
          {list.status === 'error' && <LoadError onRetry={list.reload} />}
          {list.status === 'loading' && !current && <Loading />}
          {current && current.page.total === 0 && list.status !== 'error' && (
            <Empty
              action={
                active ? (
                  <button
                    type="button"
                    className="btn btn--secondary"
                    onClick={() => go({ ...DEFAULT_FILTERS, ...NO_GEO, tab: filters.tab })}
                  >
                    {t('events.filters.reset')}
                  </button>
                ) : undefined
              }
            >
              {t(active ? 'events.list.emptyFiltered' : filters.tab === 'events' ? 'events.list.empty' : 'events.list.emptyVisits')}
            </Empty>
          )}
          {current && current.page.total > 0 && (
            <>
              <h2 className="visually-hidden">{t('events.list.results')}</h2>
              <ul className="card-grid">
                {current.page.data.map((item: ActivityCardItem, index) => (
                  <li key={item.id}>
                    <ActivityCard entry={activityUi(TAB_KINDS[current.tab])} item={item} eager={index < EAGER_CARDS} />
                  </li>
                ))}
              </ul>
              <Pager page={filters.page} total={current.page.total} perPage={current.page.perPage || EVENTS_PAGE_SIZE} onPage={toPage} />
            </>
          )}
        </div>
      )}
    </section>
  );
}
