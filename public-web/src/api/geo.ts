import type { DistrictDto, DistrictsResponse, Locale, MapMarkersResponse, MapTiles, SiteInfo } from '@hashar/common';
import { apiRequest } from './client';
import type { Request } from './events';

type Opts = { signal?: AbortSignal };

/** Districts by region: the names of both languages come in one answer, so one read per region serves every page. */
const districtReads = new Map<number, Promise<DistrictDto[]>>();
/** GET /api/site, read once per page load (the map's tiles do not change while a page is open). */
let siteRead: Promise<SiteInfo> | null = null;

/** The map's calls (docs/map-api.md, docs/districts-api.md), typed. */
export const geoApi = {
  /** GET /api/districts?region=<id>: the region's active districts (an unknown region gives none). */
  districts(request: Request, regionId: number): Promise<DistrictDto[]> {
    let read = districtReads.get(regionId);
    if (!read) {
      read = request<DistrictsResponse>(`/api/districts?region=${regionId}`).then((r) => (Array.isArray(r.data) ? r.data : []));
      read.catch(() => districtReads.delete(regionId)); // a failed read may be retried
      districtReads.set(regionId, read);
    }
    return read;
  },
  /** GET /api/<api>/map?<the list's filters> (events, visits, projects) or /api/orgs/map: the markers of the matching rows with a point. */
  markers: (request: Request, api: string, query: string, o: Opts = {}) =>
    request<MapMarkersResponse>(`/api/${api}/map${query ? `?${query}` : ''}`, o),
  /** The map's tiles from GET /api/site (SiteInfo.map); no tiles when the site does not say. */
  tiles(locale: Locale): Promise<MapTiles> {
    if (!siteRead) {
      siteRead = apiRequest<SiteInfo>('/api/site', { locale });
      siteRead.catch(() => (siteRead = null));
    }
    return siteRead.then((site) => site.map ?? { tileUrl: null, attribution: '' });
  },
};
