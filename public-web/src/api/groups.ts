import type { GroupMemberDto, MyGroupBrief, Page, TeamSignupDto, TeamSignupInput } from '@hashar/common';
import type { Request } from './organizer';

let cachedGroups: { token: string; promise: Promise<MyGroupBrief[]> } | null = null;

/**
 * The calls of the group's sub-area and of the team sign-up (docs/initiatives-api.md). The caller's
 * groups are fetched once per session token: every session row of an activity page asks for them.
 */
export const groupApi = {
  myGroups(request: Request, token: string | null, signal?: AbortSignal, fresh = false): Promise<MyGroupBrief[]> {
    if (!fresh && cachedGroups && cachedGroups.token === (token ?? '')) return cachedGroups.promise;
    const promise = request<{ data: MyGroupBrief[] }>('/api/my/initiatives').then((r) => r.data);
    cachedGroups = { token: token ?? '', promise };
    promise.catch(() => (cachedGroups = null)); // a failed load may be retried
    return signal ? abortable(promise, signal) : promise;
  },
  members: (request: Request, groupId: number, signal?: AbortSignal) =>
    request<{ data: GroupMemberDto[] }>(`/api/my/initiatives/${groupId}/members`, { signal }).then((r) => r.data),
  teams: (request: Request, groupId: number, page: number, signal?: AbortSignal) =>
    request<Page<TeamSignupDto>>(`/api/my/initiatives/${groupId}/teams?page=${page}`, { signal }),
  nameMembers: (request: Request, groupId: number, teamId: number, memberIds: number[]) =>
    request<TeamSignupDto>(`/api/my/initiatives/${groupId}/teams/${teamId}/members`, { method: 'PUT', body: { memberIds } }),
  join: (request: Request, groupId: number, teamId: number) =>
    request<TeamSignupDto>(`/api/my/initiatives/${groupId}/teams/${teamId}/join`, { method: 'POST' }),
  withdraw: (request: Request, groupId: number, teamId: number) =>
    request<TeamSignupDto>(`/api/my/initiatives/${groupId}/teams/${teamId}/withdraw`, { method: 'POST' }),
  signUp: (request: Request, sessionId: number, body: TeamSignupInput) =>
    request<TeamSignupDto>(`/api/sessions/${sessionId}/team`, { method: 'POST', body }),
};

/** A shared promise seen through one caller's abort signal (the shared load itself goes on). */
function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(new DOMException('Aborted', 'AbortError'));
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject);
  });
}
