import type { CityDto } from '@hashar/common';

/** The fields of a region that GET /api/cities sends. */
export function presentCity(region: CityDto): CityDto {
  return { id: region.id, nameRu: region.nameRu, nameUz: region.nameUz };
}
