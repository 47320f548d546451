import type {
  MyApplicationDto,
  MyTaskRow,
  OwnerApplicationRow,
  OwnerTaskResultDto,
  Page,
  TaskResultDto,
  TaskResultInput,
} from '@hashar/common';
import type { Request } from './events';

/** A task category as GET /api/reference/task-categories lists it. */
export interface TaskCategoryDto {
  id: number;
  nameRu: string;
  nameUz: string | null;
}

/**
 * Calls of the task pages: applying with a proposal, withdrawing, handing in a result, the
 * volunteer's tasks; the owner's applicants (H4's generic owner routes) and results.
 */
export const tasksApi = {
  categories: (request: Request, signal?: AbortSignal) =>
    request<{ data: TaskCategoryDto[] }>('/api/reference/task-categories', { signal }).then((r) => r.data),
  apply: (request: Request, id: number, message: string) =>
    request<MyApplicationDto>(`/api/activities/task/${id}/apply`, { method: 'POST', body: { message } }),
  withdraw: (request: Request, id: number) => request<MyApplicationDto>(`/api/activities/task/${id}/withdraw`, { method: 'POST' }),
  submitResult: (request: Request, id: number, body: TaskResultInput) =>
    request<TaskResultDto>(`/api/tasks/${id}/results`, { method: 'POST', body }),
  mine: (request: Request, page: number, signal?: AbortSignal) =>
    request<Page<MyTaskRow>>(`/api/my/task-applications?page=${page}`, { signal }),
  applicants: (request: Request, taskId: number, signal?: AbortSignal) =>
    request<Page<OwnerApplicationRow>>(`/api/my/tasks/${taskId}/applications?perPage=100`, { signal }),
  decide: (request: Request, taskId: number, applicationId: number, action: 'accept' | 'reject') =>
    request<OwnerApplicationRow>(`/api/my/tasks/${taskId}/applications/${applicationId}/decide`, { method: 'POST', body: { action } }),
  results: (request: Request, taskId: number, signal?: AbortSignal) =>
    request<Page<OwnerTaskResultDto>>(`/api/my/tasks/${taskId}/results?perPage=100`, { signal }),
  accept: (request: Request, taskId: number, resultId: number, hours: number | null) =>
    request<TaskResultDto>(`/api/my/tasks/${taskId}/results/${resultId}/accept`, { method: 'POST', body: hours === null ? {} : { hours } }),
  requestChanges: (request: Request, taskId: number, resultId: number, comment: string) =>
    request<TaskResultDto>(`/api/my/tasks/${taskId}/results/${resultId}/request-changes`, { method: 'POST', body: { comment } }),
};
