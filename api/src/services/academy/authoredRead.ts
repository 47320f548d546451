import type { AuthoredCourse, AuthoredCourseCard, CourseModeration, Locale, Page } from '@hashar/common';
import type { Sequelize, Transaction } from 'sequelize';
import { NotFound } from '../../errors';
import { listPage, pageResult, run, sqlPage, SqlParams, type ListRequest, type PageRequest } from '../../lists';
import type { Owner } from '../../policies/ownership';
import {
  presentAuthoredCard,
  presentAuthoredCourse,
  type AuthoredCourseRow,
  type AuthoredLessonRow,
  type AuthoredQuestionRow,
} from '../../presenters/academy';

/**
 * The author's and the back office's reads of courses (docs/academy-api.md "Authoring"): every
 * state, both languages, the quiz's right options. Readers' reads are read.ts.
 */

const FROM = `courses c
  LEFT JOIN organizations o ON o.id = c.organization_id
  LEFT JOIN initiative_groups g ON g.id = c.owner_group_id`;

/** The columns of presenters/academy.ts AuthoredCourseRow (alias `c`). */
const COLUMNS = `c.id, c.slug, c.title_ru, c.title_uz, c.summary_ru, c.summary_uz, c.body_ru, c.body_uz, c.cover, c.level,
  c.estimated_minutes, c.is_listed, c.pass_mark, c.attempts_per_day, c.organization_id, c.owner_group_id,
  o.name AS org_name, g.name_ru AS group_name_ru, g.name_uz AS group_name_uz, c.moderation, c.reject_reason,
  c.submitted_at, c.published_at, c.archived_at, c.created_at, c.updated_at,
  (SELECT count(*)::int FROM course_lessons l WHERE l.course_id = c.id) AS lesson_count,
  (SELECT count(*)::int FROM course_questions q WHERE q.course_id = c.id) AS question_count,
  (SELECT count(*)::int FROM course_enrolments e WHERE e.course_id = c.id) AS enrolled,
  (SELECT array_agg(x.direction_id ORDER BY x.direction_id) FROM course_directions x WHERE x.course_id = c.id) AS direction_ids`;

/** One course's row in any state, or null. */
export async function authoredCourseRow(sequelize: Sequelize, id: number, t?: Transaction): Promise<AuthoredCourseRow | null> {
  const [row] = await run<AuthoredCourseRow>(sequelize, `SELECT ${COLUMNS} FROM ${FROM} WHERE c.id = $1`, [id], t);
  return row ?? null;
}

/** A course's lessons in order, as their author edits them. */
export const authoredLessons = (sequelize: Sequelize, courseId: number, t?: Transaction) =>
  run<AuthoredLessonRow>(
    sequelize,
    `SELECT id, position, title_ru, title_uz, body_ru, body_uz, video_provider, video_id, attachments
       FROM course_lessons WHERE course_id = $1 ORDER BY position`,
    [courseId],
    t,
  );

/** A course's questions in order, each with its options in order and which are right. */
export const authoredQuestions = (sequelize: Sequelize, courseId: number, t?: Transaction) =>
  run<AuthoredQuestionRow>(
    sequelize,
    `SELECT q.id, q.position, q.text_ru, q.text_uz, q.multiple,
            COALESCE((SELECT json_agg(json_build_object('id', o.id, 'position', o.position, 'text_ru', o.text_ru,
                        'text_uz', o.text_uz, 'is_correct', o.is_correct) ORDER BY o.position)
                        FROM course_options o WHERE o.question_id = q.id), '[]') AS options
       FROM course_questions q WHERE q.course_id = $1 ORDER BY q.position`,
    [courseId],
    t,
  );

/** The whole course as its author (or the back office) edits it; 404 when there is none. */
export async function authoredCourse(sequelize: Sequelize, id: number, locale: Locale, t?: Transaction): Promise<AuthoredCourse> {
  const row = await authoredCourseRow(sequelize, id, t);
  if (!row) throw NotFound();
  const [lessons, questions] = await Promise.all([authoredLessons(sequelize, id, t), authoredQuestions(sequelize, id, t)]);
  return presentAuthoredCourse(row, lessons, questions, locale);
}

/** SQL condition (alias `c`) for one owner's courses. */
function ownerCondition(params: SqlParams, owner: Owner): string {
  return owner.organizationId !== null
    ? `c.organization_id = ${params.add(owner.organizationId)}`
    : `c.owner_group_id = ${params.add(owner.ownerGroupId ?? 0)}`;
}

/** GET /api/my/courses: the owner's courses in every state (or the one asked for; archived ones too), last created first. */
export async function listOwnCourses(
  sequelize: Sequelize,
  owner: Owner,
  moderation: CourseModeration | undefined,
  p: PageRequest,
  locale: Locale,
): Promise<Page<AuthoredCourseCard>> {
  const params = new SqlParams();
  const where = [ownerCondition(params, owner)];
  if (moderation) where.push(`c.moderation = ${params.add(moderation)}`);
  const { rows, total } = await sqlPage<AuthoredCourseRow>(sequelize, {
    from: FROM,
    where,
    params,
    columns: COLUMNS,
    order: 'c.created_at DESC, c.id DESC',
    limit: p.perPage,
    offset: p.offset,
  });
  return pageResult(
    rows.map((r) => presentAuthoredCard(r, locale)),
    total,
    p,
  );
}

/** The rows with the back office's field names to filter, sort and search by (courses of every author). */
const ADMIN_SELECT = `SELECT ${COLUMNS}, c.title_ru AS "titleRu", c.title_uz AS "titleUz", c.search_text AS "searchText",
    c.submitted_at AS "submittedAt", c.published_at AS "publishedAt", c.created_at AS "createdAt", c.updated_at AS "updatedAt",
    c.organization_id AS "organizationId", c.owner_group_id AS "ownerGroupId", c.is_listed AS "isListed",
    (c.archived_at IS NOT NULL) AS "archived",
    CASE WHEN c.organization_id IS NOT NULL THEN 'organization' WHEN c.owner_group_id IS NOT NULL THEN 'group' ELSE 'platform' END AS "authorKind"
  FROM ${FROM}`;

/** GET /api/admin/courses: a page of the back office's list, filtered, sorted and searched as asked. */
export const coursesAdminPage = (sequelize: Sequelize, list: ListRequest) =>
  listPage<AuthoredCourseRow>(sequelize, ADMIN_SELECT, new SqlParams(), list);
