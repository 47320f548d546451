import type { Page, VolonCard, VolonDetail, VolonVisibility } from '@hashar/common';
import type { Request } from './events';

/** The directory's calls (docs/volunteers-api.md), typed. */
export const volonsApi = {
  list: (request: Request, query: string, signal?: AbortSignal) =>
    request<Page<VolonCard>>(`/api/volons${query ? `?${query}` : ''}`, { signal }),
  detail: (request: Request, id: number, signal?: AbortSignal) => request<VolonDetail>(`/api/volons/${id}`, { signal }),
  saveVisibility: (request: Request, body: VolonVisibility) => request<VolonVisibility>('/api/my/visibility', { method: 'PUT', body }),
};
