import type { GeoPoint, MapMarker } from '@hashar/common';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { geoApi } from '../../api/geo';
import { useLoad } from '../../hooks/useLoad';
import { useI18n } from '../../i18n';
import { formatNumber } from '../../i18n/numbers';
import { useSession } from '../../session/SessionProvider';
import { loadMapModule, type MapModule } from './mapModule';
import { TASHKENT, ZOOM } from './places';
import { useMapLabels, useTiles } from './useTiles';
import './geo.css';

/**
 * A list's map (`view=map`): the markers of GET /api/<api>/map with the list's filters, clustered;
 * a marker's popup links to its card. An addition to the list, which stays the keyboard path.
 */
export function MarkersMap({
  api,
  query,
  href,
  near,
  radiusKm,
  fallback,
}: {
  /** `events`, `visits`, `projects` or `orgs`. */
  api: string;
  /** The list's API query (markersQuery drops paging). */
  query: string;
  href: (marker: MapMarker) => string;
  near: GeoPoint | null;
  radiusKm: number | null;
  /** Where the map looks when nothing has a point: the chosen district's or region's centre. */
  fallback?: GeoPoint | null;
}) {
  const { locale, t } = useI18n();
  const { request } = useSession();
  const navigate = useNavigate();
  const tiles = useTiles();
  const labels = useMapLabels();
  const markers = useLoad((signal) => geoApi.markers(request, api, query, { signal }), `${locale}|${api}|${query}`);
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const data = markers.status === 'ok' ? markers.data : null;

  useEffect(() => {
    const element = box.current;
    if (!element || !tiles || !data) return;
    let handle: { destroy(): void } | null = null;
    let gone = false;
    loadMapModule()
      .then((m: MapModule) =>
        m.markersMap(element, {
          tiles,
          labels,
          markers: data.data,
          href,
          onOpen: (to) => void navigate(to),
          near,
          radiusKm,
          fallback: fallback ? { centre: fallback, zoom: ZOOM.district } : { centre: TASHKENT, zoom: ZOOM.city },
        }),
      )
      .then((h) => (gone ? h.destroy() : (handle = h)))
      .catch((err: unknown) => {
        console.error(err);
        if (!gone) setFailed(true);
      });
    return () => {
      gone = true;
      handle?.destroy();
    };
  }, [tiles, data]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <div className="geo-map-block">
      <p className="geo-note">{t('events.geo.mapHint')}</p>
      {(markers.status === 'loading' || !tiles) && !failed && (
        <p className="geo-note" role="status">
          {t('events.geo.mapLoading')}
        </p>
      )}
      {(failed || markers.status === 'error') && (
        <p className="geo-note geo-note--error" role="alert">
          {t('events.geo.mapFailed')}
        </p>
      )}
      {data && data.data.length === 0 && (
        <p className="geo-note" role="status">
          {t('events.geo.mapEmpty')}
        </p>
      )}
      {data?.capped && <p className="geo-note">{t('events.geo.mapCapped', { count: formatNumber(locale, data.data.length) })}</p>}
      <div ref={box} className="geo-map geo-map--list" role="region" aria-label={t('events.geo.mapLabel')} data-testid="map" />
    </div>
  );
}
