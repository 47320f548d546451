import type {
  AuthoredCourse,
  AuthoredCoursePage,
  AuthoredCourseResponse,
  CourseInput,
  CourseStats,
  CourseStatsResponse,
  LessonInput,
  QuestionInput,
} from '@hashar/common';
import type { Request } from './organizer';
import { withGroup } from './client';

/** The author's courses (docs/academy-api.md "Authoring", `/api/my/courses`); `group`: an initiative group's. */
const BASE = '/api/my/courses';
const one = (id: number) => `${BASE}/${id}`;
const course = (r: Promise<AuthoredCourseResponse>): Promise<AuthoredCourse> => r.then((body) => body.data);

export const courseAuthoringApi = {
  /** A page of the owner's courses, every state, last created first. */
  list: (request: Request, params: { page: number; group: number | null }, signal?: AbortSignal) =>
    request<AuthoredCoursePage>(withGroup(`${BASE}?page=${params.page}`, params.group), { signal }),
  get: (request: Request, id: number, signal?: AbortSignal) => course(request<AuthoredCourseResponse>(one(id), { signal })),
  /** POST (new, owned by `group` when given) or PUT (existing id). */
  save: (request: Request, id: number | null, body: CourseInput, group: number | null) =>
    course(request<AuthoredCourseResponse>(id ? one(id) : withGroup(BASE, group), { method: id ? 'PUT' : 'POST', body })),
  /** Deleted, or archived when in use. */
  remove: (request: Request, id: number) => request<unknown>(one(id), { method: 'DELETE' }),
  submit: (request: Request, id: number) => course(request<AuthoredCourseResponse>(`${one(id)}/submit`, { method: 'POST' })),
  /** A new lesson (last) or a change of one. */
  saveLesson: (request: Request, id: number, lessonId: number | null, body: LessonInput) =>
    course(
      request<AuthoredCourseResponse>(lessonId ? `${one(id)}/lessons/${lessonId}` : `${one(id)}/lessons`, {
        method: lessonId ? 'PUT' : 'POST',
        body,
      }),
    ),
  removeLesson: (request: Request, id: number, lessonId: number) =>
    course(request<AuthoredCourseResponse>(`${one(id)}/lessons/${lessonId}`, { method: 'DELETE' })),
  moveLesson: (request: Request, id: number, lessonId: number, direction: 'up' | 'down') =>
    course(request<AuthoredCourseResponse>(`${one(id)}/lessons/${lessonId}/move`, { method: 'POST', body: { direction } })),
  saveQuestion: (request: Request, id: number, questionId: number | null, body: QuestionInput) =>
    course(
      request<AuthoredCourseResponse>(questionId ? `${one(id)}/questions/${questionId}` : `${one(id)}/questions`, {
        method: questionId ? 'PUT' : 'POST',
        body,
      }),
    ),
  removeQuestion: (request: Request, id: number, questionId: number) =>
    course(request<AuthoredCourseResponse>(`${one(id)}/questions/${questionId}`, { method: 'DELETE' })),
  stats: (request: Request, id: number, signal?: AbortSignal): Promise<CourseStats> =>
    request<CourseStatsResponse>(`${one(id)}/stats`, { signal }).then((r) => r.data),
  /** The address of the learners' CSV (downloaded with the session's token: api/download.ts). */
  learnersCsv: (id: number) => `${one(id)}/learners.csv`,
};
