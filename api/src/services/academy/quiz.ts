import { COURSE_LIMITS, type QuestionInput } from '@hashar/common';
import type { Sequelize, Transaction } from 'sequelize';
import { HttpError, NotFound } from '../../errors';
import { exec, firstRow, run } from '../../lists';
import type { NotifyDeps } from '../notify';
import { changeCourseContent, type CourseWriter } from './authoring';

/**
 * A course's quiz as its author writes it (docs/academy-api.md "Authoring"): questions with 2–8
 * options, the right ones marked (checked by the validator). Which options are right is read back
 * by its author only (authoredRead.ts), never on the learner's side.
 */

const orNull = (v: string | null | undefined) => (v === undefined || v === null || v.trim() === '' ? null : v);

/**
 * Sets a question's options to the input's, in order: the option at each place keeps its id (an
 * attempt under way names its options by id), extra ones are added, surplus ones deleted.
 */
async function writeOptions(sequelize: Sequelize, questionId: number, input: QuestionInput, t: Transaction): Promise<void> {
  const options = [
    questionId,
    input.options.map((o) => o.textRu),
    input.options.map((o) => orNull(o.textUz) ?? ''),
    input.options.map((o) => o.isCorrect),
  ];
  const given = `unnest($2::text[], $3::text[], $4::boolean[]) WITH ORDINALITY AS x(text_ru, text_uz, is_correct, ord)`;
  await exec(sequelize, 'DELETE FROM course_options WHERE question_id = $1 AND position > $2', [questionId, input.options.length], t);
  await exec(
    sequelize,
    `UPDATE course_options o SET text_ru = x.text_ru, text_uz = NULLIF(x.text_uz, ''), is_correct = x.is_correct
       FROM ${given} WHERE o.question_id = $1 AND o.position = x.ord`,
    options,
    t,
  );
  await exec(
    sequelize,
    `INSERT INTO course_options (question_id, position, text_ru, text_uz, is_correct)
     SELECT $1, x.ord, x.text_ru, NULLIF(x.text_uz, ''), x.is_correct FROM ${given}
      WHERE NOT EXISTS (SELECT 1 FROM course_options o WHERE o.question_id = $1 AND o.position = x.ord)`,
    options,
    t,
  );
}

/** POST /api/my/courses/:id/questions: a question after the last one (409 past COURSE_LIMITS.questionsMax). */
export function addQuestion(deps: NotifyDeps, w: CourseWriter, courseId: number, input: QuestionInput): Promise<number> {
  const { sequelize } = deps;
  return changeCourseContent(deps, w, courseId, async (course, t) => {
    const { n, last } = firstRow(
      await run<{ n: number; last: number }>(
        sequelize,
        'SELECT count(*)::int AS n, COALESCE(max(position), 0)::int AS last FROM course_questions WHERE course_id = $1',
        [course.id],
        t,
      ),
      'the question count',
    );
    if (n >= COURSE_LIMITS.questionsMax) throw new HttpError(409, 'conflict', 'course_questions_full', { max: COURSE_LIMITS.questionsMax });
    const { id } = firstRow(
      await run<{ id: number }>(
        sequelize,
        'INSERT INTO course_questions (course_id, position, text_ru, text_uz, multiple) VALUES ($1, $2, $3, $4, $5) RETURNING id',
        [course.id, last + 1, input.textRu, orNull(input.textUz), input.multiple === true],
        t,
      ),
      'the new question',
    );
    await writeOptions(sequelize, id, input, t);
    return id;
  });
}

/** The question of the course, locked; 404 when it is not one of its questions. */
async function questionOf(sequelize: Sequelize, courseId: number, questionId: number, t: Transaction) {
  const [question] = await run<{ id: number; position: number }>(
    sequelize,
    'SELECT id, position FROM course_questions WHERE id = $1 AND course_id = $2 FOR UPDATE',
    [questionId, courseId],
    t,
  );
  if (!question) throw NotFound();
  return question;
}

/** PUT /api/my/courses/:id/questions/:questionId: the text, the kind and the options as sent; its place stays. */
export function updateQuestion(
  deps: NotifyDeps,
  w: CourseWriter,
  courseId: number,
  questionId: number,
  input: QuestionInput,
): Promise<void> {
  const { sequelize } = deps;
  return changeCourseContent(deps, w, courseId, async (course, t) => {
    const question = await questionOf(sequelize, course.id, questionId, t);
    await exec(
      sequelize,
      'UPDATE course_questions SET text_ru = $2, text_uz = $3, multiple = $4 WHERE id = $1',
      [question.id, input.textRu, orNull(input.textUz), input.multiple === true],
      t,
    );
    await writeOptions(sequelize, question.id, input, t);
  });
}

/** DELETE /api/my/courses/:id/questions/:questionId: the questions after it move up one place. */
export function deleteQuestion(deps: NotifyDeps, w: CourseWriter, courseId: number, questionId: number): Promise<void> {
  const { sequelize } = deps;
  return changeCourseContent(deps, w, courseId, async (course, t) => {
    const question = await questionOf(sequelize, course.id, questionId, t);
    await exec(sequelize, 'DELETE FROM course_questions WHERE id = $1', [question.id], t);
    await exec(
      sequelize,
      'UPDATE course_questions SET position = position - 1 WHERE course_id = $1 AND position > $2',
      [course.id, question.position],
      t,
    );
  });
}
