import type { ArchiveDto } from '@hashar/common';
import type { Request } from './organizer';

/** GET /api/my/archive?year=: what the volunteer finished — activities, hours, bonuses, reviews — for a year or (null) all years. */
export function getArchive(request: Request, year: number | null, signal?: AbortSignal) {
  return request<ArchiveDto>(`/api/my/archive${year === null ? '' : `?year=${year}`}`, { signal });
}
