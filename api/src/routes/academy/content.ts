import type { Request, RequestHandler, Router } from 'express';
import type { LessonInput, LessonOrderInput, QuestionInput } from '@hashar/common';
import { operation, type AnswerType } from '../../lib/operation';
import type { CourseWriter } from '../../services/academy/authoring';
import { addLesson, deleteLesson, moveLesson, reorderLessons, updateLesson } from '../../services/academy/lessons';
import { addQuestion, deleteQuestion, updateQuestion } from '../../services/academy/quiz';
import { courseStats, learnersCsv } from '../../services/academy/stats';
import type { NotifyDeps } from '../../services/notify';
import { recordId } from '../../validation/query';
import { validate } from '../../validation/validate';
import { lessonChains, lessonOrderChains, moveChains, questionChains } from './authoringValidators';

const lessonCheck = validate<LessonInput>(lessonChains());
const orderCheck = validate<LessonOrderInput>(lessonOrderChains());
const moveCheck = validate<{ direction: 'up' | 'down' }>(moveChains());
const questionCheck = validate<QuestionInput>(questionChains());

/** How one side (the author's /my/courses, the back office's /admin/courses) mounts a course's lessons, quiz and figures. */
export interface ContentSide {
  /** Before every write (after them: the write limit and the body's check). */
  writeGuards: RequestHandler[];
  /** Before the figures and the learners' file. */
  readGuards: RequestHandler[];
  writes: RequestHandler;
  writer(req: Request): CourseWriter;
  /** The course as this side answers it after a change. */
  answer(req: Request, id: number): Promise<unknown>;
  answers: AnswerType;
  /** Whose figures: the caller's courses only (the author's side), or any course (the back office). */
  statsUser(req: Request): Parameters<typeof courseStats>[2];
}

/**
 * A course's lessons (add, change, delete, reorder, move), quiz questions (add, change, delete),
 * figures and learners' CSV under `/:id`, for one side; each write answers the whole course.
 */
export function courseContentRoutes(router: Router, deps: NotifyDeps, side: ContentSide): void {
  const { sequelize } = deps;
  const lessonId = (req: Request) => recordId(req, 'lessonId');
  const questionId = (req: Request) => recordId(req, 'questionId');
  /** Runs a write of the course `:id`, then answers the course (201 for what it adds). */
  const write =
    (run: (req: Request, w: CourseWriter, id: number) => Promise<unknown>, status = 200): RequestHandler =>
    async (req, res) => {
      const id = recordId(req);
      await run(req, side.writer(req), id);
      res.status(status).json(await side.answer(req, id));
    };
  const { writeGuards, writes, answers } = side;

  router.post(
    '/:id/lessons',
    operation('Adds a lesson after the last one.', answers),
    ...writeGuards,
    writes,
    lessonCheck,
    write((req, w, id) => addLesson(deps, w, id, lessonCheck.input(req)), 201),
  );
  router.put(
    '/:id/lessons/order',
    operation("Puts the course's lessons in the order of the ids given.", answers),
    ...writeGuards,
    writes,
    orderCheck,
    write((req, w, id) => reorderLessons(deps, w, id, orderCheck.input(req).lessonIds)),
  );
  router.put(
    '/:id/lessons/:lessonId',
    operation('Changes a lesson.', answers),
    ...writeGuards,
    writes,
    lessonCheck,
    write((req, w, id) => updateLesson(deps, w, id, lessonId(req), lessonCheck.input(req))),
  );
  router.delete(
    '/:id/lessons/:lessonId',
    operation('Deletes a lesson; the ones after it move up.', answers),
    ...writeGuards,
    writes,
    write((req, w, id) => deleteLesson(deps, w, id, lessonId(req))),
  );
  router.post(
    '/:id/lessons/:lessonId/move',
    operation('Moves a lesson one place up or down.', answers),
    ...writeGuards,
    writes,
    moveCheck,
    write((req, w, id) => moveLesson(deps, w, id, lessonId(req), moveCheck.input(req).direction)),
  );
  router.post(
    '/:id/questions',
    operation('Adds a question to the quiz.', answers),
    ...writeGuards,
    writes,
    questionCheck,
    write((req, w, id) => addQuestion(deps, w, id, questionCheck.input(req)), 201),
  );
  router.put(
    '/:id/questions/:questionId',
    operation('Changes a question of the quiz and its options.', answers),
    ...writeGuards,
    writes,
    questionCheck,
    write((req, w, id) => updateQuestion(deps, w, id, questionId(req), questionCheck.input(req))),
  );
  router.delete(
    '/:id/questions/:questionId',
    operation('Deletes a question of the quiz.', answers),
    ...writeGuards,
    writes,
    write((req, w, id) => deleteQuestion(deps, w, id, questionId(req))),
  );

  router.get(
    '/:id/stats',
    operation("Reads a course's figures: enrolled, completed, pass rate, average score, completions by month.", 'CourseStatsResponse'),
    ...side.readGuards,
    async (req, res) => {
      res.json({ data: await courseStats(sequelize, recordId(req), side.statsUser(req)) });
    },
  );
  router.get('/:id/learners.csv', operation("Downloads a course's learners as CSV.", 'csv'), ...side.readGuards, async (req, res) => {
    const id = recordId(req);
    const csv = await learnersCsv(sequelize, id, side.statsUser(req), req.locale);
    res.set('Content-Disposition', `attachment; filename="course-${id}-learners.csv"`).set('Cache-Control', 'no-store');
    res.type('text/csv; charset=utf-8').send(csv);
  });
}
