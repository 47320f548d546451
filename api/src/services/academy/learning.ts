import { randomInt } from 'node:crypto';
import {
  localized,
  pageAfterLocale,
  POINTS,
  type CourseProgress,
  type Locale,
  type NotificationKind,
  type QuizAttempt,
  type QuizResult,
} from '@hashar/common';
import type { Sequelize, Transaction } from 'sequelize';
import { BadRequest, HttpError, NotFound } from '../../errors';
import { exec, run } from '../../lists';
import type { CourseRow } from '../../presenters/academy';
import { notify, perLocale, type NotifyDeps } from '../notify';
import { allRead, hasQuiz, lockedBefore, openCourse, presentProgress, progressRow, TASHKENT_TODAY } from './read';

/**
 * A volunteer's way through a course (docs/academy-api.md): enrol, read the lessons in order,
 * take the quiz, complete. Every step runs in one transaction with the enrolment locked, so two
 * tabs never start two attempts nor award the points twice.
 */

/** POST /api/academy/:slug/enrol: enrols the reader (again: nothing changes); their place in the course. */
export async function enrol(sequelize: Sequelize, userId: number, slug: string): Promise<{ created: boolean; progress: CourseProgress }> {
  return sequelize.transaction(async (t) => {
    const course = await openCourse(sequelize, slug, t);
    const inserted = await run<{ id: number }>(
      sequelize,
      'INSERT INTO course_enrolments (user_id, course_id) VALUES ($1, $2) ON CONFLICT (user_id, course_id) DO NOTHING RETURNING id',
      [userId, course.id],
      t,
    );
    return { created: inserted.length > 0, progress: presentProgress(course, await progressRow(sequelize, userId, course.id, t)) };
  });
}

/** The reader's enrolment in an open course, locked (403 when not enrolled). */
async function lockedEnrolment(sequelize: Sequelize, userId: number, slug: string, t: Transaction) {
  const course = await openCourse(sequelize, slug, t);
  const [enrolment] = await run<{ id: number }>(
    sequelize,
    'SELECT id FROM course_enrolments WHERE user_id = $1 AND course_id = $2 FOR UPDATE',
    [userId, course.id],
    t,
  );
  if (!enrolment) throw new HttpError(403, 'forbidden', 'course_not_enrolled');
  return { course, enrolmentId: enrolment.id };
}

/**
 * Records the course's completion (once), with its points (once per course: the ledger's unique
 * index); the points awarded now, 0 when it was completed before.
 */
async function complete(
  deps: NotifyDeps,
  userId: number,
  course: CourseRow,
  attempt: { id: number; score: number } | null,
  t: Transaction,
): Promise<number> {
  const { sequelize } = deps;
  const [completion] = await run<{ id: number }>(
    sequelize,
    `INSERT INTO course_completions (user_id, course_id, attempt_id, score) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id, course_id) DO NOTHING RETURNING id`,
    [userId, course.id, attempt?.id ?? null, attempt?.score ?? null],
    t,
  );
  if (!completion) return 0;
  await exec(
    sequelize,
    `INSERT INTO points_ledger (user_id, delta, reason, course_id) VALUES ($1, $2, 'course', $3)
     ON CONFLICT (user_id, course_id) WHERE reason = 'course' DO NOTHING`,
    [userId, POINTS.perCompletedCourse, course.id],
    t,
  );
  // In-app, by e-mail and in Telegram (its points topic): the course, the score, the points.
  await notify(
    deps,
    {
      userIds: [userId],
      kind: 'course_completed' satisfies NotificationKind,
      title: { key: 'course_completed_title', params: { title: perLocale((l) => localized(l, course.title_ru, course.title_uz)) } },
      body: {
        key: attempt ? 'course_completed_body_score' : 'course_completed_body',
        params: { points: POINTS.perCompletedCourse, score: attempt?.score ?? 0 },
      },
      page: pageAfterLocale('volonBonuse'),
      email: true,
    },
    t,
  );
  return POINTS.perCompletedCourse;
}

/**
 * POST /api/academy/:slug/lessons/:position/read: marks a lesson read (lessons open in order). A
 * course without a quiz is completed by reading its last lesson.
 */
export async function markRead(deps: NotifyDeps, userId: number, slug: string, position: number): Promise<CourseProgress> {
  const { sequelize } = deps;
  return sequelize.transaction(async (t) => {
    const { course, enrolmentId } = await lockedEnrolment(sequelize, userId, slug, t);
    const [lesson] = await run<{ id: number }>(
      sequelize,
      'SELECT id FROM course_lessons WHERE course_id = $1 AND position = $2',
      [course.id, position],
      t,
    );
    if (!lesson) throw NotFound();
    const locked = lockedBefore(await progressRow(sequelize, userId, course.id, t), position);
    if (locked !== null) throw new HttpError(403, 'lessons_unread', 'course_lesson_locked', { position: locked });
    await exec(
      sequelize,
      'INSERT INTO course_lesson_progress (enrolment_id, lesson_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
      [enrolmentId, lesson.id],
      t,
    );
    let progress = await progressRow(sequelize, userId, course.id, t);
    if (!hasQuiz(course) && allRead(progress) && progress.completed_at === null) {
      await complete(deps, userId, course, null, t);
      progress = await progressRow(sequelize, userId, course.id, t);
    }
    return presentProgress(course, progress);
  });
}

/** An attempt's questions in its order: question ids with their option ids (course_quiz_attempts.questions). */
type AttemptOrder = { id: number; options: number[] }[];

/** The items in a random order (Fisher–Yates with the system's randomness). */
function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

interface QuestionText {
  id: number;
  text_ru: string;
  text_uz: string | null;
  multiple: boolean;
  options: { id: number; text_ru: string; text_uz: string | null }[];
}

/** The texts of a course's questions and options, never whether an option is right. */
async function questionTexts(sequelize: Sequelize, courseId: number, t: Transaction): Promise<Map<number, QuestionText>> {
  const rows = await run<QuestionText>(
    sequelize,
    `SELECT q.id, q.text_ru, q.text_uz, q.multiple,
            COALESCE((SELECT json_agg(json_build_object('id', o.id, 'text_ru', o.text_ru, 'text_uz', o.text_uz) ORDER BY o.position)
                        FROM course_options o WHERE o.question_id = q.id), '[]') AS options
       FROM course_questions q WHERE q.course_id = $1 ORDER BY q.position`,
    [courseId],
    t,
  );
  return new Map(rows.map((r) => [r.id, r]));
}

function presentAttempt(
  attempt: { id: number; started_at: Date; questions: AttemptOrder },
  texts: Map<number, QuestionText>,
  passMark: number,
  locale: Locale,
): QuizAttempt {
  return {
    id: attempt.id,
    startedAt: attempt.started_at.toISOString(),
    passMark,
    questions: attempt.questions.flatMap((q) => {
      const question = texts.get(q.id);
      if (!question) return [];
      const options = new Map(question.options.map((o) => [o.id, o]));
      return [
        {
          id: q.id,
          text: localized(locale, question.text_ru, question.text_uz),
          multiple: question.multiple,
          options: q.options.flatMap((id) => {
            const option = options.get(id);
            return option ? [{ id, text: localized(locale, option.text_ru, option.text_uz) }] : [];
          }),
        },
      ];
    }),
  };
}

/**
 * POST /api/academy/:slug/attempts: the reader's open attempt, or a new one with the questions and
 * their options shuffled (409 past the course's attempts a day; 403 before every lesson is read).
 */
export async function startAttempt(
  sequelize: Sequelize,
  userId: number,
  slug: string,
  locale: Locale,
): Promise<{ created: boolean; attempt: QuizAttempt }> {
  return sequelize.transaction(async (t) => {
    const { course, enrolmentId } = await lockedEnrolment(sequelize, userId, slug, t);
    if (!hasQuiz(course)) throw new HttpError(404, 'not_found', 'course_no_quiz');
    const progress = await progressRow(sequelize, userId, course.id, t);
    if (progress.completed_at !== null) throw new HttpError(409, 'conflict', 'course_passed');
    if (!allRead(progress)) throw new HttpError(403, 'lessons_unread', 'course_quiz_locked');
    const texts = await questionTexts(sequelize, course.id, t);
    const [open] = await run<{ id: number; started_at: Date; questions: AttemptOrder }>(
      sequelize,
      'SELECT id, started_at, questions FROM course_quiz_attempts WHERE enrolment_id = $1 AND finished_at IS NULL',
      [enrolmentId],
      t,
    );
    if (open) return { created: false, attempt: presentAttempt(open, texts, course.pass_mark, locale) };
    if (progress.attempts_today >= course.attempts_per_day)
      throw new HttpError(409, 'quiz_daily_limit', 'quiz_daily_limit', { limit: course.attempts_per_day });
    const order: AttemptOrder = shuffled([...texts.values()]).map((q) => ({ id: q.id, options: shuffled(q.options.map((o) => o.id)) }));
    const [attempt] = await run<{ id: number; started_at: Date; questions: AttemptOrder }>(
      sequelize,
      `INSERT INTO course_quiz_attempts (enrolment_id, started_day, questions) VALUES ($1, ${TASHKENT_TODAY}, $2::jsonb)
       RETURNING id, started_at, questions`,
      [enrolmentId, JSON.stringify(order)],
      t,
    );
    if (!attempt) throw new Error('the attempt was not inserted');
    return { created: true, attempt: presentAttempt(attempt, texts, course.pass_mark, locale) };
  });
}

/** An answer to one question: the options chosen. */
export interface QuizAnswer {
  questionId: number;
  optionIds: number[];
}

/**
 * POST /api/academy/:slug/attempts/:id: ends the attempt and grades it on the server: a question is
 * right when exactly its right options are chosen; the score is the share of right questions. A
 * pass completes the course. The answer says which questions were wrong, never the right options.
 */
export async function finishAttempt(
  deps: NotifyDeps,
  userId: number,
  slug: string,
  attemptId: number,
  answers: QuizAnswer[],
): Promise<QuizResult> {
  const { sequelize } = deps;
  return sequelize.transaction(async (t) => {
    const { course, enrolmentId } = await lockedEnrolment(sequelize, userId, slug, t);
    if (!hasQuiz(course)) throw new HttpError(404, 'not_found', 'course_no_quiz');
    const [attempt] = await run<{ id: number; questions: AttemptOrder; finished_at: Date | null }>(
      sequelize,
      'SELECT id, questions, finished_at FROM course_quiz_attempts WHERE id = $1 AND enrolment_id = $2 FOR UPDATE',
      [attemptId, enrolmentId],
      t,
    );
    if (!attempt) throw NotFound();
    if (attempt.finished_at !== null) throw new HttpError(409, 'conflict', 'quiz_attempt_finished');
    const asked = new Map(attempt.questions.map((q) => [q.id, new Set(q.options)]));
    const chosen = new Map<number, Set<number>>();
    for (const answer of answers) {
      const options = asked.get(answer.questionId);
      if (!options || answer.optionIds.some((id) => !options.has(id)) || chosen.has(answer.questionId))
        throw BadRequest('quiz_answer_foreign');
      chosen.set(answer.questionId, new Set(answer.optionIds));
    }
    const keys = await run<{ question_id: number; multiple: boolean; correct: number[] | null }>(
      sequelize,
      `SELECT q.id AS question_id, q.multiple, array_agg(o.id) FILTER (WHERE o.is_correct) AS correct
         FROM course_questions q LEFT JOIN course_options o ON o.question_id = q.id
        WHERE q.id = ANY($1::int[]) GROUP BY q.id`,
      [[...asked.keys()]],
      t,
    );
    for (const key of keys) if (!key.multiple && (chosen.get(key.question_id)?.size ?? 0) > 1) throw BadRequest('quiz_single_choice');
    const wrong = keys
      .filter((key) => {
        const picked = chosen.get(key.question_id) ?? new Set<number>();
        const correct = new Set(key.correct ?? []);
        return picked.size !== correct.size || [...picked].some((id) => !correct.has(id));
      })
      .map((key) => key.question_id);
    // In the attempt's order, as the reader saw them.
    const wrongQuestionIds = attempt.questions.map((q) => q.id).filter((id) => wrong.includes(id));
    const total = attempt.questions.length;
    const score = total === 0 ? 0 : Math.round((100 * (total - wrongQuestionIds.length)) / total);
    const passed = score >= course.pass_mark;
    await exec(
      sequelize,
      `UPDATE course_quiz_attempts SET answers = $2::jsonb, finished_at = now(), score = $3, passed = $4, wrong_question_ids = $5::int[]
        WHERE id = $1`,
      [attempt.id, JSON.stringify(answers), score, passed, wrongQuestionIds],
      t,
    );
    const points = passed ? await complete(deps, userId, course, { id: attempt.id, score }, t) : 0;
    const progress = await progressRow(sequelize, userId, course.id, t);
    return {
      score,
      passed,
      passMark: course.pass_mark,
      wrongQuestionIds,
      attemptsLeftToday: Math.max(0, course.attempts_per_day - progress.attempts_today),
      completion: progress.completed_at ? { completedAt: progress.completed_at.toISOString(), score: progress.score, points } : null,
    };
  });
}
