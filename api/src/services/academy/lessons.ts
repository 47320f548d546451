import { COURSE_LIMITS, parseVideoLink, type LessonInput } from '@hashar/common';
import type { Sequelize, Transaction } from 'sequelize';
import { HttpError, NotFound, Validation } from '../../errors';
import { translate } from '../../i18n';
import { exec, firstRow, run } from '../../lists';
import { claimUploads } from '../../storage/records';
import type { NotifyDeps } from '../notify';
import { changeCourseContent, type CourseWriter } from './authoring';

/**
 * A course's lessons as its author writes them (docs/academy-api.md "Authoring"): added at the
 * end, changed, deleted (the rest close up), reordered by a list of every id or moved one step.
 * Each write locks the course; an approved course goes back to moderation (authoring.ts changeCourseContent).
 */

type Attachment = { key: string; name: string; size: number };

/**
 * The attachments of an input with their sizes: each a PDF uploaded for a course, the writer's
 * own when new (marked attached), or one the lesson had; 400 `attachments` otherwise.
 */
async function attachmentsOf(
  sequelize: Sequelize,
  w: CourseWriter,
  input: LessonInput,
  kept: Attachment[],
  t: Transaction,
): Promise<Attachment[]> {
  const wanted = input.attachments ?? [];
  if (!wanted.length) return [];
  const had = new Set(kept.map((a) => a.key));
  const fresh = wanted.map((a) => a.key).filter((k) => !had.has(k));
  const refused = await claimUploads(sequelize, fresh, { userId: w.user.id, organizationId: w.user.organizationId }, t);
  const rows = await run<{ key: string; bytes: string; kind: string }>(
    sequelize,
    'SELECT key, bytes, kind FROM uploads WHERE key = ANY($1::text[])',
    [wanted.map((a) => a.key)],
    t,
  );
  const byKey = new Map(rows.map((r) => [r.key, r]));
  const bad = wanted.find((a) => refused.has(a.key) || (!had.has(a.key) && byKey.get(a.key)?.kind !== 'courseAttachment'));
  if (bad) {
    const why = refused.get(bad.key);
    throw Validation({
      attachments: translate(w.locale, why === 'not_yours' ? 'upload_not_yours' : why ? 'upload_unknown' : 'course_attachment_foreign'),
    });
  }
  return wanted.map((a) => ({
    key: a.key,
    name: a.name?.trim() || a.key.slice(a.key.lastIndexOf('/') + 1),
    size: Number(byKey.get(a.key)?.bytes ?? kept.find((k) => k.key === a.key)?.size ?? 0),
  }));
}

/** The video columns of a link (checked by the validator: parseVideoLink gives a provider and an id). */
const videoOf = (input: LessonInput) => {
  const video = input.video ? parseVideoLink(input.video) : null;
  return [video?.provider ?? null, video?.id ?? null];
};

const orNull = (v: string | null | undefined) => (v === undefined || v === null || v.trim() === '' ? null : v);

/** POST /api/my/courses/:id/lessons: a lesson after the last one (409 past COURSE_LIMITS.lessonsMax). */
export function addLesson(deps: NotifyDeps, w: CourseWriter, courseId: number, input: LessonInput): Promise<number> {
  const { sequelize } = deps;
  return changeCourseContent(deps, w, courseId, async (course, t) => {
    const { n, last } = firstRow(
      await run<{ n: number; last: number }>(
        sequelize,
        'SELECT count(*)::int AS n, COALESCE(max(position), 0)::int AS last FROM course_lessons WHERE course_id = $1',
        [course.id],
        t,
      ),
      'the lesson count',
    );
    if (n >= COURSE_LIMITS.lessonsMax) throw new HttpError(409, 'conflict', 'course_lessons_full', { max: COURSE_LIMITS.lessonsMax });
    const attachments = await attachmentsOf(sequelize, w, input, [], t);
    const { id } = firstRow(
      await run<{ id: number }>(
        sequelize,
        `INSERT INTO course_lessons (course_id, position, title_ru, title_uz, body_ru, body_uz, video_provider, video_id, attachments)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb) RETURNING id`,
        [
          course.id,
          last + 1,
          input.titleRu,
          orNull(input.titleUz),
          input.bodyRu ?? '',
          orNull(input.bodyUz),
          ...videoOf(input),
          JSON.stringify(attachments),
        ],
        t,
      ),
      'the new lesson',
    );
    return id;
  });
}

/** The lesson of the course, locked; 404 when it is not one of its lessons. */
async function lessonOf(sequelize: Sequelize, courseId: number, lessonId: number, t: Transaction) {
  const [lesson] = await run<{ id: number; position: number; attachments: Attachment[] }>(
    sequelize,
    'SELECT id, position, attachments FROM course_lessons WHERE id = $1 AND course_id = $2 FOR UPDATE',
    [lessonId, courseId],
    t,
  );
  if (!lesson) throw NotFound();
  return lesson;
}

/** PUT /api/my/courses/:id/lessons/:lessonId: every field as sent; its place stays. */
export function updateLesson(deps: NotifyDeps, w: CourseWriter, courseId: number, lessonId: number, input: LessonInput): Promise<void> {
  const { sequelize } = deps;
  return changeCourseContent(deps, w, courseId, async (course, t) => {
    const lesson = await lessonOf(sequelize, course.id, lessonId, t);
    const attachments = await attachmentsOf(sequelize, w, input, lesson.attachments, t);
    await exec(
      sequelize,
      `UPDATE course_lessons SET title_ru = $2, title_uz = $3, body_ru = $4, body_uz = $5, video_provider = $6, video_id = $7,
         attachments = $8::jsonb WHERE id = $1`,
      [
        lesson.id,
        input.titleRu,
        orNull(input.titleUz),
        input.bodyRu ?? '',
        orNull(input.bodyUz),
        ...videoOf(input),
        JSON.stringify(attachments),
      ],
      t,
    );
  });
}

/** DELETE /api/my/courses/:id/lessons/:lessonId: the lessons after it move up one place. */
export function deleteLesson(deps: NotifyDeps, w: CourseWriter, courseId: number, lessonId: number): Promise<void> {
  const { sequelize } = deps;
  return changeCourseContent(deps, w, courseId, async (course, t) => {
    const lesson = await lessonOf(sequelize, course.id, lessonId, t);
    await exec(sequelize, 'DELETE FROM course_lessons WHERE id = $1', [lesson.id], t);
    await exec(
      sequelize,
      'UPDATE course_lessons SET position = position - 1 WHERE course_id = $1 AND position > $2',
      [course.id, lesson.position],
      t,
    );
  });
}

/** PUT /api/my/courses/:id/lessons/order: the lessons in the order of `lessonIds`, which names each of them once (400 otherwise). */
export function reorderLessons(deps: NotifyDeps, w: CourseWriter, courseId: number, lessonIds: number[]): Promise<void> {
  const { sequelize } = deps;
  return changeCourseContent(deps, w, courseId, async (course, t) => {
    const rows = await run<{ id: number }>(sequelize, 'SELECT id FROM course_lessons WHERE course_id = $1 FOR UPDATE', [course.id], t);
    const ids = new Set(rows.map((r) => r.id));
    if (lessonIds.length !== ids.size || new Set(lessonIds).size !== ids.size || lessonIds.some((id) => !ids.has(id)))
      throw Validation({ lessonIds: translate(w.locale, 'course_lesson_order') });
    // The positions' uniqueness is checked at commit (DEFERRABLE INITIALLY DEFERRED).
    await exec(
      sequelize,
      `UPDATE course_lessons l SET position = x.ord FROM unnest($2::int[]) WITH ORDINALITY AS x(id, ord)
        WHERE l.id = x.id AND l.course_id = $1`,
      [course.id, lessonIds],
      t,
    );
  });
}

/** POST /api/my/courses/:id/lessons/:lessonId/move: one place up or down (409 at the edge). */
export function moveLesson(deps: NotifyDeps, w: CourseWriter, courseId: number, lessonId: number, direction: 'up' | 'down'): Promise<void> {
  const { sequelize } = deps;
  return changeCourseContent(deps, w, courseId, async (course, t) => {
    const lesson = await lessonOf(sequelize, course.id, lessonId, t);
    const [neighbour] = await run<{ id: number; position: number }>(
      sequelize,
      `SELECT id, position FROM course_lessons WHERE course_id = $1 AND position ${direction === 'up' ? '<' : '>'} $2
        ORDER BY position ${direction === 'up' ? 'DESC' : 'ASC'} LIMIT 1 FOR UPDATE`,
      [course.id, lesson.position],
      t,
    );
    if (!neighbour) throw new HttpError(409, 'conflict', 'course_lesson_edge');
    await exec(
      sequelize,
      'UPDATE course_lessons SET position = CASE WHEN id = $1 THEN $4::smallint ELSE $3::smallint END WHERE id IN ($1, $2)',
      [lesson.id, neighbour.id, lesson.position, neighbour.position],
      t,
    );
  });
}
