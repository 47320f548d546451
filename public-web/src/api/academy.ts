import type {
  CourseCardPage,
  CourseDetailResponse,
  CourseLessonResponse,
  CourseProgressResponse,
  MyCoursePage,
  MyCourseState,
  QuizAttemptResponse,
  QuizResultResponse,
} from '@hashar/common';
import type { Request } from './events';

type Opts = { signal?: AbortSignal };

/** One answer of a quiz attempt: the question and the options chosen. */
export interface QuizAnswer {
  questionId: number;
  optionIds: number[];
}

const course = (slug: string) => `/api/academy/${encodeURIComponent(slug)}`;

/** The academy's calls (docs/academy-api.md), typed. */
export const academyApi = {
  /** `query`: direction, level, author, q, page. */
  list: (request: Request, query: string, o: Opts = {}) => request<CourseCardPage>(`/api/academy${query ? `?${query}` : ''}`, o),
  detail: (request: Request, slug: string, o: Opts = {}) => request<CourseDetailResponse>(course(slug), o),
  enrol: (request: Request, slug: string) => request<CourseProgressResponse>(`${course(slug)}/enrol`, { method: 'POST' }),
  lesson: (request: Request, slug: string, position: number, o: Opts = {}) =>
    request<CourseLessonResponse>(`${course(slug)}/lessons/${position}`, o),
  markRead: (request: Request, slug: string, position: number) =>
    request<CourseProgressResponse>(`${course(slug)}/lessons/${position}/read`, { method: 'POST' }),
  startAttempt: (request: Request, slug: string) => request<QuizAttemptResponse>(`${course(slug)}/attempts`, { method: 'POST' }),
  finishAttempt: (request: Request, slug: string, attemptId: number, answers: QuizAnswer[]) =>
    request<QuizResultResponse>(`${course(slug)}/attempts/${attemptId}`, { method: 'POST', body: { answers } }),
  mine: (request: Request, state: MyCourseState, page: number, o: Opts = {}) =>
    request<MyCoursePage>(`/api/my/learning?state=${state}&page=${page}`, o),
};
