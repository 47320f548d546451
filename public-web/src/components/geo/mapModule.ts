/** The map code (Leaflet and its clusters), fetched by the first map a page shows: never part of the home page's bundle. */
export const loadMapModule = () => import('./leafletMap');
export type MapModule = Awaited<ReturnType<typeof loadMapModule>>;
