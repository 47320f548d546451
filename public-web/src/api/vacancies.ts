import type { ApplicationRow, MyApplicationDto, OwnerApplicationRow, Page, VacancyApplyRequest } from '@hashar/common';
import type { Request } from './events';

/** Owner decisions of the hiring pipeline (the vacancy entry's `decisions`). */
export type HiringAction = 'shortlist' | 'interview' | 'accept' | 'reject';

/** Calls of the vacancy pages: applying with a CV, withdrawing, the owner's pipeline (H4's generic owner routes). */
export const vacanciesApi = {
  apply: (request: Request, id: number, body: VacancyApplyRequest) =>
    request<MyApplicationDto>(`/api/activities/vacancy/${id}/apply`, { method: 'POST', body }),
  withdraw: (request: Request, id: number) => request<MyApplicationDto>(`/api/activities/vacancy/${id}/withdraw`, { method: 'POST' }),
  /** The applicant's applications to vacancies and internships (the list's kind filter). */
  mine: (request: Request, signal?: AbortSignal) =>
    request<Page<ApplicationRow>>('/api/my/applications?kind=vacancy&perPage=100', { signal }),
  applicants: (request: Request, vacancyId: number, signal?: AbortSignal) =>
    request<Page<OwnerApplicationRow>>(`/api/my/vacancies/${vacancyId}/applications?perPage=100`, { signal }),
  decide: (request: Request, vacancyId: number, applicationId: number, action: HiringAction, message: string) =>
    request<OwnerApplicationRow>(`/api/my/vacancies/${vacancyId}/applications/${applicationId}/decide`, {
      method: 'POST',
      body: { action, message: message.trim() || null },
    }),
  note: (request: Request, vacancyId: number, applicationId: number, note: string) =>
    request<OwnerApplicationRow>(`/api/my/vacancies/${vacancyId}/applications/${applicationId}/note`, { method: 'PUT', body: { note } }),
};

/** The pipeline's steps in order; the last is accepted or rejected. */
export const HIRING_STEPS = ['pending', 'shortlisted', 'interview', 'accepted'] as const;
