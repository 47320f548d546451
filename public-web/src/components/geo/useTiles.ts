import type { MapTiles } from '@hashar/common';
import type { MapLabels } from './leafletMap';
import { geoApi } from '../../api/geo';
import { useLoad } from '../../hooks/useLoad';
import { useI18n } from '../../i18n';

const NO_TILES: MapTiles = { tileUrl: null, attribution: '' };

/** The map's tiles (SiteInfo.map); while /api/site is read: none yet; when it fails: none (markers on a plain background). */
export function useTiles(): MapTiles | null {
  const { locale } = useI18n();
  const site = useLoad(() => geoApi.tiles(locale), 'tiles');
  if (site.status === 'error') return NO_TILES;
  return site.data;
}

/** The map controls' labels in the page's language. */
export function useMapLabels(): MapLabels {
  const { t } = useI18n();
  return { zoomIn: t('events.geo.zoomIn'), zoomOut: t('events.geo.zoomOut'), close: t('events.geo.closePopup') };
}
