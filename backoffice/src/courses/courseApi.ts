import type { Identifier } from 'react-admin';
import type { LessonInput, QuestionInput } from '@hashar/common';
import { downloadFile } from '../crm/crmApi';
import { httpClient } from '../dataProvider';

/** /api/admin/courses/:id… of one course: its lessons and quiz (admins), its learners' file. */
const base = (courseId: Identifier) => `/api/admin/courses/${encodeURIComponent(String(courseId))}`;
const send = (url: string, method: string, body?: unknown) =>
  httpClient(url, { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });

/** A course's writes (docs/academy-api.md "Authoring"): each answers the whole course, which the page then reads again. */
export const courseApi = {
  addLesson: (courseId: Identifier, input: LessonInput) => send(`${base(courseId)}/lessons`, 'POST', input),
  updateLesson: (courseId: Identifier, lessonId: number, input: LessonInput) => send(`${base(courseId)}/lessons/${lessonId}`, 'PUT', input),
  deleteLesson: (courseId: Identifier, lessonId: number) => send(`${base(courseId)}/lessons/${lessonId}`, 'DELETE'),
  moveLesson: (courseId: Identifier, lessonId: number, direction: 'up' | 'down') =>
    send(`${base(courseId)}/lessons/${lessonId}/move`, 'POST', { direction }),
  addQuestion: (courseId: Identifier, input: QuestionInput) => send(`${base(courseId)}/questions`, 'POST', input),
  updateQuestion: (courseId: Identifier, questionId: number, input: QuestionInput) =>
    send(`${base(courseId)}/questions/${questionId}`, 'PUT', input),
  deleteQuestion: (courseId: Identifier, questionId: number) => send(`${base(courseId)}/questions/${questionId}`, 'DELETE'),
  /** The learners as CSV, fetched with the token and saved under the server's file name. */
  downloadLearners: (courseId: Identifier) => downloadFile(`${base(courseId)}/learners.csv`, `course-${courseId}-learners.csv`, 'text/csv'),
};
