import type { CityDto } from '@hashar/common';
import type { Region } from '../models';

/** The fields of a region that GET /api/cities sends. */
export function presentCity(region: Region): CityDto {
  return { id: region.id, nameRu: region.nameRu, nameUz: region.nameUz };
}
