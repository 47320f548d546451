import type { DistrictDto } from '@hashar/common';

/** The fields of a district that GET /api/districts sends. */
export function presentDistrict(d: DistrictDto): DistrictDto {
  return { id: d.id, regionId: d.regionId, key: d.key, nameRu: d.nameRu, nameUz: d.nameUz, lat: d.lat, lng: d.lng };
}
