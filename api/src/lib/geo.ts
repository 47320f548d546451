import type { GeoPoint } from '@hashar/common';

/** The point's columns (lat, lng), both null without a point, or for an online activity (`online`). */
export const pointColumns = (point: GeoPoint | null | undefined, online = false): { lat: number | null; lng: number | null } =>
  point && !online ? { lat: point.lat, lng: point.lng } : { lat: null, lng: null };
