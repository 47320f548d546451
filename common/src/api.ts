/** Shapes of API responses shared by the API and its clients. */

export interface HealthResponse {
  status: 'ok' | 'error';
  db: 'up' | 'down';
}

/** One region as listed by GET /api/cities (spec §7). */
export interface CityDto {
  id: number;
  nameRu: string;
  nameUz: string;
}

export interface CitiesResponse {
  data: CityDto[];
}
