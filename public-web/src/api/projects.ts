import type {
  ApplicationRow,
  MyApplicationDto,
  MyProjectPartnership,
  OwnerApplicationRow,
  Page,
  PartnerState,
  ProjectPartner,
  ProjectPartnership,
} from '@hashar/common';
import type { Request } from './events';

/** Owner decisions on a participant's application. */
export type ParticipantAction = 'accept' | 'reject';

/** Calls of the project pages: joining, partnership (both sides), the owner's participants (H4's generic owner routes). */
export const projectsApi = {
  join: (request: Request, id: number, message: string) =>
    request<MyApplicationDto>(`/api/activities/project/${id}/apply`, { method: 'POST', body: { message: message.trim() || null } }),
  withdraw: (request: Request, id: number) => request<MyApplicationDto>(`/api/activities/project/${id}/withdraw`, { method: 'POST' }),
  /** The caller's applications; projects are picked out by the page (the list has no kind filter). */
  mine: (request: Request, signal?: AbortSignal) =>
    request<Page<ApplicationRow>>('/api/my/applications?kind=project&perPage=100', { signal }),

  askPartnership: (request: Request, id: number) =>
    request<{ myPartnership: PartnerState | null }>(`/api/projects/${id}/partnership`, { method: 'POST' }),
  answerInvitation: (request: Request, id: number, decision: 'accept' | 'decline') =>
    request<{ myPartnership: PartnerState | null }>(`/api/projects/${id}/partnership/${decision}`, { method: 'POST' }),
  leavePartnership: (request: Request, id: number) => request<void>(`/api/projects/${id}/partnership`, { method: 'DELETE' }),
  myPartnerships: (request: Request, signal?: AbortSignal) =>
    request<Page<MyProjectPartnership>>('/api/my/project-partnerships?perPage=100', { signal }),

  partners: (request: Request, id: number, signal?: AbortSignal) =>
    request<{ data: ProjectPartnership[] }>(`/api/my/projects/${id}/partners`, { signal }),
  candidates: (request: Request, id: number, q: string, signal?: AbortSignal) =>
    request<{ data: ProjectPartner[] }>(`/api/my/projects/${id}/partner-candidates?q=${encodeURIComponent(q)}`, { signal }),
  invite: (request: Request, id: number, organizationId: number) =>
    request<{ data: ProjectPartnership[] }>(`/api/my/projects/${id}/partners`, { method: 'POST', body: { organizationId } }),
  decidePartner: (request: Request, id: number, organizationId: number, decision: 'accept' | 'decline') =>
    request<{ data: ProjectPartnership[] }>(`/api/my/projects/${id}/partners/${organizationId}/${decision}`, { method: 'POST' }),
  removePartner: (request: Request, id: number, organizationId: number) =>
    request<void>(`/api/my/projects/${id}/partners/${organizationId}`, { method: 'DELETE' }),

  applicants: (request: Request, id: number, signal?: AbortSignal) =>
    request<Page<OwnerApplicationRow>>(`/api/my/projects/${id}/applications?perPage=100`, { signal }),
  decide: (request: Request, id: number, applicationId: number, action: ParticipantAction) =>
    request<OwnerApplicationRow>(`/api/my/projects/${id}/applications/${applicationId}/decide`, { method: 'POST', body: { action } }),
  verify: (request: Request, id: number, applicationId: number, hours: number) =>
    request<OwnerApplicationRow>(`/api/my/projects/${id}/applications/${applicationId}/verify`, { method: 'POST', body: { hours } }),
};
