import type {
  GroupCard,
  GroupDetail,
  GroupInput,
  GroupLogo,
  GroupMemberDto,
  GroupRequestDto,
  GroupRequestKind,
  Locale,
  MyGroup,
  MyGroupBrief,
  Page,
} from '@hashar/common';
import type { Request } from './events';
import { uploadFile } from './organizerUpload';

type Decision = 'accept' | 'decline';
const mine = (id: number) => `/api/my/initiatives/${id}`;

/** The initiative groups' calls (docs/initiatives-api.md), typed. */
export const initiativeApi = {
  list: (request: Request, query: string, signal?: AbortSignal) =>
    request<Page<GroupCard>>(`/api/initiatives${query ? `?${query}` : ''}`, { signal }),
  detail: (request: Request, id: number, signal?: AbortSignal) => request<GroupDetail>(`/api/initiatives/${id}`, { signal }),
  /** Ask to join (`message`) or join at once with the group's invitation link (`invite`). */
  join: (request: Request, id: number, body: { message?: string; invite?: string }) =>
    request<GroupRequestDto | GroupMemberDto>(`/api/initiatives/${id}/join`, { method: 'POST', body }),

  mine: (request: Request, signal?: AbortSignal) => request<{ data: MyGroupBrief[] }>('/api/my/initiatives', { signal }),
  create: (request: Request, body: GroupInput) => request<MyGroup>('/api/my/initiatives', { method: 'POST', body }),
  group: (request: Request, id: number, signal?: AbortSignal) => request<MyGroup>(mine(id), { signal }),
  save: (request: Request, id: number, body: GroupInput) => request<MyGroup>(mine(id), { method: 'PUT', body }),
  submit: (request: Request, id: number) => request<MyGroup>(`${mine(id)}/submit`, { method: 'POST' }),
  removeLogo: (request: Request, id: number) => request<void>(`${mine(id)}/logo`, { method: 'DELETE' }),

  members: (request: Request, id: number, signal?: AbortSignal) => request<{ data: GroupMemberDto[] }>(`${mine(id)}/members`, { signal }),
  /** Removes a member; the caller's own id = leaving the group. */
  removeMember: (request: Request, id: number, userId: number) => request<void>(`${mine(id)}/members/${userId}`, { method: 'DELETE' }),
  setRole: (request: Request, id: number, userId: number, role: 'coleader' | 'member') =>
    request<GroupMemberDto>(`${mine(id)}/members/${userId}/role`, { method: 'POST', body: { role } }),
  handOver: (request: Request, id: number, userId: number) => request<MyGroup>(`${mine(id)}/leader`, { method: 'POST', body: { userId } }),

  requests: (request: Request, id: number, kind: GroupRequestKind, signal?: AbortSignal) =>
    request<Page<GroupRequestDto>>(`${mine(id)}/requests?kind=${kind}&state=pending&perPage=50`, { signal }),
  invite: (request: Request, id: number, userIds: number[]) =>
    request<{ data: GroupRequestDto[] }>(`${mine(id)}/invitations`, { method: 'POST', body: { userIds } }),
  decide: (request: Request, id: number, requestId: number, action: Decision) =>
    request<GroupRequestDto>(`${mine(id)}/requests/${requestId}/decide`, { method: 'POST', body: { action } }),
  cancelInvitation: (request: Request, id: number, requestId: number) =>
    request<void>(`${mine(id)}/requests/${requestId}`, { method: 'DELETE' }),

  /** Invitations to the caller and the caller's own pending requests. */
  invitations: (request: Request, signal?: AbortSignal) =>
    request<{ data: GroupRequestDto[] }>('/api/my/initiative-invitations', { signal }),
  answer: (request: Request, requestId: number, action: Decision | 'cancel') =>
    request<GroupRequestDto>(`/api/my/initiative-invitations/${requestId}/decide`, { method: 'POST', body: { action } }),
};

/** POST /api/my/initiatives/:id/logo with the cropped square (multipart `file`). */
export function uploadLogo(id: number, square: Blob, token: string | null, locale: Locale): Promise<GroupLogo> {
  const file = new File([square], 'logo.png', { type: square.type || 'image/png' });
  return uploadFile<GroupLogo>(`${mine(id)}/logo`, file, { token, locale });
}
