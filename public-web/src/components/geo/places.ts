import { localized, type DistrictDto, type GeoPoint, type Locale } from '@hashar/common';

/** Where a map starts when nothing is chosen: Tashkent's centre (Amir Temur square). */
export const TASHKENT: GeoPoint = { lat: 41.3111, lng: 69.2797 };

/** Zoom levels a map starts at: a set point, a district, a region, the default city. */
export const ZOOM = { point: 15, district: 13, region: 9, city: 11 } as const;

/** A district's centre, when the reference list knows it. */
export function districtCentre(d: Pick<DistrictDto, 'lat' | 'lng'> | null | undefined): GeoPoint | null {
  return d && d.lat !== null && d.lng !== null ? { lat: d.lat, lng: d.lng } : null;
}

/** A region's centre: the middle of its districts' centres (the regions list has no point of its own). */
export function regionCentre(districts: readonly DistrictDto[]): GeoPoint | null {
  const centres = districts.map(districtCentre).filter((p): p is GeoPoint => p !== null);
  if (!centres.length) return null;
  const sum = centres.reduce((a, p) => ({ lat: a.lat + p.lat, lng: a.lng + p.lng }), { lat: 0, lng: 0 });
  return { lat: sum.lat / centres.length, lng: sum.lng / centres.length };
}

/** The districts a select offers: those of the chosen region only (none until a region is chosen). */
export function districtsOfRegion(districts: readonly DistrictDto[], regionId: number | null): DistrictDto[] {
  return regionId ? districts.filter((d) => d.regionId === regionId) : [];
}

/** A select's options: id and the name in the page's language. */
export function districtOptions(districts: readonly DistrictDto[], regionId: number | null, locale: Locale) {
  return districtsOfRegion(districts, regionId).map((d) => ({ value: String(d.id), label: localized(locale, d.nameRu, d.nameUz) }));
}

/** Where the point picker's map starts: the point itself, else the district's centre, else the region's, else Tashkent. */
export function pickerStart({
  point,
  districtId,
  districts,
}: {
  point: GeoPoint | null;
  districtId: number | null;
  /** The chosen region's districts (empty when no region is chosen). */
  districts: readonly DistrictDto[];
}): { centre: GeoPoint; zoom: number } {
  if (point) return { centre: point, zoom: ZOOM.point };
  const district = districtCentre(districts.find((d) => d.id === districtId));
  if (district) return { centre: district, zoom: ZOOM.district };
  const region = regionCentre(districts);
  if (region) return { centre: region, zoom: ZOOM.region };
  return { centre: TASHKENT, zoom: ZOOM.city };
}
