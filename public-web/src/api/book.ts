import type { VolonVisibility, VolunteerBookResponse } from '@hashar/common';
import type { Request } from './events';

type Opts = { signal?: AbortSignal };

/** The volunteer's book (docs/book-api.md), typed. */
export const bookApi = {
  mine: (request: Request, o: Opts = {}) => request<VolunteerBookResponse>('/api/my/book', o),
  /** A volunteer's book on their public page (404 unless they show it). */
  of: (request: Request, id: number, o: Opts = {}) => request<VolunteerBookResponse>(`/api/volons/${id}/book`, o),
  visibility: (request: Request, o: Opts = {}) => request<VolonVisibility>('/api/my/visibility', o),
  saveVisibility: (request: Request, body: VolonVisibility) => request<VolonVisibility>('/api/my/visibility', { method: 'PUT', body }),
};
