import { mapsAppLink, type GeoPoint } from '@hashar/common';
import { useEffect, useRef } from 'react';
import { useI18n } from '../../i18n';
import { loadMapModule } from './mapModule';
import { useMapLabels, useTiles } from './useTiles';
import './geo.css';

/** The small map of an event's or an organization's page: the pin, and a link that opens the place in a maps app. */
export function SmallMap({ point }: { point: GeoPoint }) {
  const { t } = useI18n();
  const tiles = useTiles();
  const labels = useMapLabels();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element || !tiles) return;
    let handle: { destroy(): void } | null = null;
    let gone = false;
    loadMapModule()
      .then((m) => {
        if (!gone) handle = m.smallMap(element, { tiles, labels, point });
      })
      .catch((err: unknown) => console.error(err));
    return () => {
      gone = true;
      handle?.destroy();
    };
  }, [tiles, point.lat, point.lng]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <section className="small-map" aria-label={t('events.geo.smallMap')}>
      <div ref={box} className="geo-map geo-map--small" data-testid="small-map" />
      <a className="small-map__link" href={mapsAppLink(point)} target="_blank" rel="noopener noreferrer" data-testid="maps-app-link">
        {t('events.geo.openInMaps')}
      </a>
    </section>
  );
}
