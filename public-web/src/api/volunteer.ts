import type { ApplicationRow, ApplicationState, EventWhen, MyApplicationDto, Page, PointsSummary } from '@hashar/common';
import type { Request } from './organizer';

/** GET /api/my/applications: a page of the volunteer's applications (by state and/or current/past). */
export function listApplications(
  request: Request,
  params: { state?: ApplicationState | ''; when?: EventWhen; page: number },
  signal?: AbortSignal,
) {
  const search = new URLSearchParams({ page: String(params.page) });
  if (params.state) search.set('state', params.state);
  if (params.when) search.set('when', params.when);
  return request<Page<ApplicationRow>>(`/api/my/applications?${search}`, { signal });
}

/** POST /api/applications/:id/withdraw (the applicant only). */
export function withdrawApplication(request: Request, id: number) {
  return request<MyApplicationDto>(`/api/applications/${id}/withdraw`, { method: 'POST' });
}

/** GET /api/my/points: balance, verified hours and a page of the history. */
export function getPoints(request: Request, page: number, signal?: AbortSignal) {
  return request<PointsSummary>(`/api/my/points?page=${page}`, { signal });
}
