import type { OrgDetail, OrgCard, OrgFileDto, OrgProfile, OrgProfileInput, Page } from '@hashar/common';
import type { Request } from './events';

/** The organizations' calls (docs/organizations-api.md), typed. Uploads go through api/organizerUpload's uploadFile. */
export const orgsApi = {
  list: (request: Request, query: string, signal?: AbortSignal) =>
    request<Page<OrgCard>>(`/api/orgs${query ? `?${query}` : ''}`, { signal }),
  detail: (request: Request, id: number, signal?: AbortSignal) => request<OrgDetail>(`/api/orgs/${id}`, { signal }),
  mine: (request: Request, signal?: AbortSignal) => request<OrgProfile>('/api/my/organization', { signal }),
  save: (request: Request, body: OrgProfileInput) => request<OrgProfile>('/api/my/organization', { method: 'PUT', body }),
  patchFile: (request: Request, id: number, body: { isPublic?: boolean; sortOrder?: number }) =>
    request<OrgFileDto>(`/api/my/organization/files/${id}`, { method: 'PATCH', body }),
  deleteFile: (request: Request, id: number) => request<void>(`/api/my/organization/files/${id}`, { method: 'DELETE' }),
  removeImage: (request: Request, which: 'banner' | 'logo') => request<void>(`/api/my/organization/${which}`, { method: 'DELETE' }),
};
