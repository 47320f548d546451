import type * as Leaflet from 'leaflet';
import type { GeoPoint, MapMarker, MapTiles } from '@hashar/common';
// The cluster plugin is a browser script that extends the global `L`: served as a file of the
// build and run by a <script> of our origin (as a bundled module it would pull a CommonJS runtime
// chunk into every page, the home page included).
import clusterScript from 'leaflet.markercluster/dist/leaflet.markercluster.js?url';
import { L } from './leafletNamespace';
import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import 'leaflet.markercluster/dist/MarkerCluster.Default.css';

/**
 * The maps themselves (Leaflet 1.9, clusters by leaflet.markercluster): loaded with import() only
 * by the pages that show a map (MapBox.tsx), never with the home page. Three kinds: a list's
 * markers, the form's point picker and a page's small map.
 */

let clusterLoad: Promise<void> | null = null;
/** leaflet.markercluster, loaded once (a failed load may be retried). */
function loadClusters(): Promise<void> {
  if (!clusterLoad) {
    (globalThis as { L?: unknown }).L = L;
    clusterLoad = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = clusterScript;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        script.remove();
        clusterLoad = null;
        reject(new Error(`could not load ${clusterScript}`));
      };
      document.head.appendChild(script);
    });
  }
  return clusterLoad;
}

/** What a page keeps of a map it drew: how to take it down. */
export interface MapHandle {
  destroy(): void;
}

/** Takes a map down: stops a pan or zoom still running first (its end would touch the removed panes). */
function removeMap(map: Leaflet.Map): void {
  map.stop();
  map.remove();
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A marker drawn by CSS (no image files to bundle): Leaflet's `.leaflet-marker-icon` with our pin. */
const pin = () =>
  L.divIcon({
    className: 'geo-pin',
    html: '<span class="geo-pin__dot"></span>',
    iconSize: [28, 36],
    iconAnchor: [14, 36],
    popupAnchor: [0, -32],
  });

/** The map's own controls in the page's language (Leaflet's are English). */
export interface MapLabels {
  zoomIn: string;
  zoomOut: string;
  close: string;
}

/** A map in `element` with the site's tiles (none when `tileUrl` is null: a plain background). */
function baseMap(element: HTMLElement, tiles: MapTiles, labels: MapLabels, options: Leaflet.MapOptions = {}): Leaflet.Map {
  // maxZoom on the map itself: without a tile layer nothing else gives one, and the clusters need it.
  const map = L.map(element, { zoomControl: false, minZoom: 5, maxZoom: 19, ...options });
  L.control.zoom({ zoomInTitle: labels.zoomIn, zoomOutTitle: labels.zoomOut }).addTo(map);
  map.on('popupopen', (event: Leaflet.PopupEvent) =>
    event.popup.getElement()?.querySelector('.leaflet-popup-close-button')?.setAttribute('aria-label', labels.close),
  );
  if (tiles.tileUrl) L.tileLayer(tiles.tileUrl, { attribution: escapeHtml(tiles.attribution), maxZoom: 19 }).addTo(map);
  return map;
}

export interface MarkersMapOptions {
  tiles: MapTiles;
  labels: MapLabels;
  markers: readonly MapMarker[];
  /** The page of a marker's card. */
  href: (marker: MapMarker) => string;
  /** Opens a card's page inside the site (the popup's link). */
  onOpen: (href: string) => void;
  /** "Near me": its point and radius are drawn, the map starts there when nothing matched. */
  near: GeoPoint | null;
  radiusKm: number | null;
  /** Where to look when there are no markers and no `near`. */
  fallback: { centre: GeoPoint; zoom: number };
}

/** A list's map: clustered markers, a marker's popup with its title linking to its card. */
export async function markersMap(element: HTMLElement, o: MarkersMapOptions): Promise<MapHandle> {
  await loadClusters();
  const map = baseMap(element, o.tiles, o.labels);
  const group = (L as unknown as { markerClusterGroup: (o: object) => Leaflet.FeatureGroup }).markerClusterGroup({
    showCoverageOnHover: false,
    maxClusterRadius: 50,
  });
  for (const m of o.markers) {
    const marker = L.marker([m.lat, m.lng], { icon: pin(), title: m.title, keyboard: true, alt: m.title });
    const link = document.createElement('a');
    const href = o.href(m);
    link.href = href;
    link.textContent = m.title;
    link.className = 'geo-popup__link';
    link.addEventListener('click', (event) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      event.preventDefault();
      o.onOpen(href);
    });
    marker.bindPopup(link);
    marker.on('popupopen', () => link.focus());
    group.addLayer(marker);
  }
  map.addLayer(group);
  if (o.near) {
    L.circleMarker([o.near.lat, o.near.lng], { radius: 7, color: '#fff', weight: 2, fillColor: '#1a73e8', fillOpacity: 1 }).addTo(map);
    if (o.radiusKm)
      L.circle([o.near.lat, o.near.lng], { radius: o.radiusKm * 1000, color: '#1a73e8', weight: 1, fillOpacity: 0.05 }).addTo(map);
  }
  const bounds = group.getBounds();
  if (o.markers.length && bounds.isValid()) map.fitBounds(bounds, { padding: [32, 32], maxZoom: 15 });
  else if (o.near) map.setView([o.near.lat, o.near.lng], 13);
  else map.setView([o.fallback.centre.lat, o.fallback.centre.lng], o.fallback.zoom);
  return { destroy: () => removeMap(map) };
}

export interface PickerMapOptions {
  tiles: MapTiles;
  labels: MapLabels;
  start: { centre: GeoPoint; zoom: number };
  point: GeoPoint | null;
  /** A tap on the map or the pin dragged: the new point. */
  onPick: (point: GeoPoint) => void;
}

export interface PickerHandle extends MapHandle {
  /** Shows the form's point (typed in, removed) without reporting it back. */
  setPoint(point: GeoPoint | null): void;
  /** Moves the view (the district or region changed while no point is set). */
  setView(centre: GeoPoint, zoom: number): void;
}

const round = (value: number) => Number(value.toFixed(6));

/** The form's point: a tap places the pin, dragging moves it. */
export function pickerMap(element: HTMLElement, o: PickerMapOptions): PickerHandle {
  const map = baseMap(element, o.tiles, o.labels);
  map.setView([o.start.centre.lat, o.start.centre.lng], o.start.zoom);
  let marker: Leaflet.Marker | null = null;
  const report = (latlng: Leaflet.LatLng) => o.onPick({ lat: round(latlng.lat), lng: round(latlng.lng) });
  const place = (point: GeoPoint) => {
    if (marker) marker.setLatLng([point.lat, point.lng]);
    else {
      marker = L.marker([point.lat, point.lng], { icon: pin(), draggable: true, keyboard: false }).addTo(map);
      marker.on('dragend', () => marker && report(marker.getLatLng()));
    }
  };
  if (o.point) place(o.point);
  map.on('click', (event: Leaflet.LeafletMouseEvent) => {
    place(event.latlng);
    report(event.latlng);
  });
  return {
    destroy: () => removeMap(map),
    setPoint(point) {
      if (point) {
        place(point);
        // No animation: a form may drop the map (an online activity) while one would still run.
        if (!map.getBounds().contains([point.lat, point.lng])) map.panTo([point.lat, point.lng], { animate: false });
      } else if (marker) {
        marker.remove();
        marker = null;
      }
    },
    setView: (centre, zoom) => map.setView([centre.lat, centre.lng], zoom, { animate: false }),
  };
}

/** A page's small map: the pin, no dragging or scroll zoom (the page scrolls past it). */
export function smallMap(element: HTMLElement, o: { tiles: MapTiles; labels: MapLabels; point: GeoPoint }): MapHandle {
  const map = baseMap(element, o.tiles, o.labels, { scrollWheelZoom: false, dragging: !L.Browser.mobile, keyboard: false });
  map.setView([o.point.lat, o.point.lng], 15);
  L.marker([o.point.lat, o.point.lng], { icon: pin(), keyboard: false, interactive: false }).addTo(map);
  return { destroy: () => removeMap(map) };
}
