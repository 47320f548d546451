import type { FriendActivityRow, FriendList, FriendRow, FriendSearchRow, FriendStatus, Page, ReferralSummary } from '@hashar/common';
import type { Request } from './organizer';

/** The friends' and referral calls of the API (docs/friends-api.md, docs/referral-api.md). */
export const friendsApi = {
  list: (request: Request, status: FriendList, page: number, signal?: AbortSignal, perPage = 20) =>
    request<Page<FriendRow>>(`/api/my/friends?status=${status}&page=${page}&perPage=${perPage}`, { signal }),
  find: (request: Request, q: string, page: number, signal?: AbortSignal) =>
    request<Page<FriendSearchRow>>(`/api/my/friends/find?${new URLSearchParams({ q, page: String(page) })}`, { signal }),
  activities: (request: Request, page: number, signal?: AbortSignal) =>
    request<Page<FriendActivityRow>>(`/api/my/friends/activities?page=${page}`, { signal }),
  status: (request: Request, userId: number, signal?: AbortSignal) => request<FriendStatus>(`/api/my/friends/status/${userId}`, { signal }),
  add: (request: Request, userId: number) => request<FriendStatus>('/api/my/friends', { method: 'POST', body: { userId } }),
  accept: (request: Request, userId: number) => request<FriendStatus>(`/api/my/friends/${userId}/accept`, { method: 'POST' }),
  decline: (request: Request, userId: number) => request<FriendStatus>(`/api/my/friends/${userId}/decline`, { method: 'POST' }),
  remove: (request: Request, userId: number) => request<FriendStatus>(`/api/my/friends/${userId}`, { method: 'DELETE' }),
  invite: (request: Request, activityKind: string, activityId: number, userIds: number[]) =>
    request<{ invited: number }>('/api/my/friends/invite', { method: 'POST', body: { activityKind, activityId, userIds } }),
  referral: (request: Request, signal?: AbortSignal) => request<ReferralSummary>('/api/my/referral', { signal }),
};

/** The QR code of the personal link as an object URL (the call wants the Bearer token, so a plain <img src> cannot load it). */
export async function referralQrUrl(token: string | null, locale: string, signal?: AbortSignal): Promise<string> {
  const response = await fetch('/api/my/referral/qr.svg', {
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), 'Accept-Language': locale },
    credentials: 'same-origin',
    signal,
  });
  if (!response.ok) throw new Error(`QR code: ${response.status}`);
  return URL.createObjectURL(await response.blob());
}
