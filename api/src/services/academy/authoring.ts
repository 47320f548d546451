import { validationMessage, type CourseInput, type Locale } from '@hashar/common';
import type { Sequelize, Transaction } from 'sequelize';
import { HttpError, NotFound, Validation } from '../../errors';
import { translate } from '../../i18n';
import { exec, firstRow, run } from '../../lists';
import type { AuthUser } from '../../policies';
import { assertManagesCourse } from '../../policies/courses';
import type { Owner } from '../../policies/ownership';
import { claimUploads } from '../../storage/records';
import { recordAudit } from '../audit';
import { sendBack, submit } from '../moderation';
import { slugOf } from '../news/slug';
import type { NotifyDeps } from '../notify';
import { COURSES_RESOURCE, tellModerators } from './moderation';

/**
 * Authoring of courses (docs/academy-api.md "Authoring"): an organization's or a group's courses
 * moderated like publications (a draft is submitted; an approved one whose content changes goes
 * back to moderation), the platform's written by admins and published at once. One transaction
 * per write, the course's row locked.
 */

/** Who writes: the account and the request's language; `admin` for the back office (any course, audited, the state stays). */
export interface CourseWriter {
  user: AuthUser;
  locale: Locale;
  admin?: boolean;
}

/** The locked row of a course being changed. */
interface LockedCourse {
  id: number;
  organization_id: number | null;
  owner_group_id: number | null;
  title_ru: string;
  title_uz: string | null;
  moderation: 'draft' | 'moderation' | 'approved' | 'rejected';
  archived_at: Date | null;
  cover: string | null;
}

/**
 * The course's row locked for a change by one who manages it (404 otherwise: others' courses do
 * not exist for them), or by an admin; 409 for an archived one (the back office may still change it).
 */
async function lockCourse(sequelize: Sequelize, id: number, w: CourseWriter, t: Transaction): Promise<LockedCourse> {
  const [row] = await run<LockedCourse>(
    sequelize,
    `SELECT id, organization_id, owner_group_id, title_ru, title_uz, moderation, archived_at, cover FROM courses WHERE id = $1 FOR UPDATE`,
    [id],
    t,
  );
  if (!row) throw NotFound();
  if (!w.admin) {
    assertManagesCourse(w.user, row);
    if (row.archived_at) throw new HttpError(409, 'conflict', 'course_archived');
  }
  return row;
}

/** The course as services/moderation.ts submit() and sendBack() move it. */
const moderated = (sequelize: Sequelize, row: LockedCourse) => ({
  moderation: row.moderation,
  update: async (values: { moderation: LockedCourse['moderation']; submittedAt: Date }, { transaction }: { transaction: Transaction }) => {
    await exec(
      sequelize,
      'UPDATE courses SET moderation = $2, submitted_at = $3, updated_at = now() WHERE id = $1',
      [row.id, values.moderation, values.submittedAt],
      transaction,
    );
    row.moderation = values.moderation;
  },
});

/**
 * After a change of an owner's course (its texts, lessons or quiz): an approved one goes back to
 * moderation and moderators are told; the back office's changes leave the state as it is.
 */
async function afterContentChange(deps: NotifyDeps, row: LockedCourse, w: CourseWriter, t: Transaction): Promise<void> {
  await exec(deps.sequelize, 'UPDATE courses SET updated_at = now() WHERE id = $1', [row.id], t);
  if (w.admin || row.moderation !== 'approved') return;
  await sendBack(moderated(deps.sequelize, row), t);
  await tellModerators(deps, row, t);
}

/** Runs a change of a course's lessons or quiz in one transaction with the course locked, then what follows a change of its content. */
export async function changeCourseContent<T>(
  deps: NotifyDeps,
  w: CourseWriter,
  courseId: number,
  change: (course: LockedCourse, t: Transaction) => Promise<T>,
): Promise<T> {
  return deps.sequelize.transaction(async (t) => {
    const course = await lockCourse(deps.sequelize, courseId, w, t);
    const result = await change(course, t);
    await afterContentChange(deps, course, w, t);
    return result;
  });
}

const orNull = (v: string | null | undefined) => (v === undefined || v === null || v.trim() === '' ? null : v);

/** The columns an input sets, in the order of COLUMN_NAMES. */
const valuesOf = (input: CourseInput) => [
  input.titleRu,
  orNull(input.titleUz),
  input.summaryRu,
  orNull(input.summaryUz),
  input.bodyRu ?? '',
  orNull(input.bodyUz),
  input.cover ?? null,
  input.level,
  input.estimatedMinutes,
  input.isListed ?? true,
  input.passMark ?? null,
  input.attemptsPerDay ?? 3,
];
const COLUMN_NAMES = [
  'title_ru',
  'title_uz',
  'summary_ru',
  'summary_uz',
  'body_ru',
  'body_uz',
  'cover',
  'level',
  'estimated_minutes',
  'is_listed',
  'pass_mark',
  'attempts_per_day',
];

/** Checks the directions and the cover (400 per field): a new cover must be the writer's own upload (then marked attached). */
async function checkReferences(sequelize: Sequelize, input: CourseInput, w: CourseWriter, current: LockedCourse | null, t: Transaction) {
  const fields: Record<string, string> = {};
  const ids = [...new Set(input.directionIds ?? [])];
  if (ids.length) {
    const found = await run<{ id: number }>(sequelize, 'SELECT id FROM directions WHERE id = ANY($1::int[])', [ids], t);
    if (found.length !== ids.length) fields['directionIds'] = validationMessage(w.locale, 'choice');
  }
  if (input.cover && input.cover !== current?.cover) {
    const refused = await claimUploads(sequelize, [input.cover], { userId: w.user.id, organizationId: w.user.organizationId }, t);
    const why = refused.get(input.cover);
    if (why) fields['cover'] = translate(w.locale, why === 'not_yours' ? 'upload_not_yours' : 'upload_unknown');
  }
  if (Object.keys(fields).length) throw Validation(fields);
}

async function replaceDirections(sequelize: Sequelize, id: number, ids: number[] | undefined, t: Transaction): Promise<void> {
  await exec(sequelize, 'DELETE FROM course_directions WHERE course_id = $1', [id], t);
  if (ids?.length)
    await exec(
      sequelize,
      'INSERT INTO course_directions (course_id, direction_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING',
      [id, [...new Set(ids)]],
      t,
    );
}

/** Course slugs are made one at a time (two courses of one title must not race for the same one). */
const SLUG_LOCK = 720_601;
const SLUG_MAX = 120 - 8;

/** A free slug from the title: `base`, else `base-2`, `base-3`… */
async function freeCourseSlug(sequelize: Sequelize, title: string, t: Transaction): Promise<string> {
  await run(sequelize, 'SELECT pg_advisory_xact_lock($1)', [SLUG_LOCK], t);
  const base = slugOf(title, 'course').slice(0, SLUG_MAX).replace(/-+$/, '') || 'course';
  const rows = await run<{ slug: string }>(
    sequelize,
    `SELECT slug FROM courses WHERE slug = $1 OR slug ~ ('^' || $1 || '-[0-9]+$')`,
    [base],
    t,
  );
  const taken = new Set(rows.map((r) => r.slug));
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

/**
 * POST /api/my/courses (a draft of the owner's) and /api/admin/courses (`owner` null: the
 * platform's, published at once, audited). The slug is made from the Russian title, once.
 */
export async function createCourse(deps: NotifyDeps, w: CourseWriter, owner: Owner | null, input: CourseInput): Promise<number> {
  const { sequelize } = deps;
  return sequelize.transaction(async (t) => {
    await checkReferences(sequelize, input, w, null, t);
    const slug = await freeCourseSlug(sequelize, input.titleRu, t);
    const values = valuesOf(input);
    const published = owner === null;
    const { id } = firstRow(
      await run<{ id: number }>(
        sequelize,
        `INSERT INTO courses (slug, organization_id, owner_group_id, created_by, ${COLUMN_NAMES.join(', ')}, moderation, published_at)
         VALUES ($1, $2, $3, $4, ${values.map((_, i) => `$${i + 5}`).join(', ')}, $${values.length + 5}, $${values.length + 6}) RETURNING id`,
        [
          slug,
          owner?.organizationId ?? null,
          owner?.ownerGroupId ?? null,
          w.user.id,
          ...values,
          published ? 'approved' : 'draft',
          published ? new Date() : null,
        ],
        t,
      ),
      'the new course',
    );
    await replaceDirections(sequelize, id, input.directionIds, t);
    if (published) await recordAudit({ userId: w.user.id, action: 'create', resource: COURSES_RESOURCE, recordId: id, after: { slug } }, t);
    return id;
  });
}

/**
 * PUT /api/my/courses/:id and /api/admin/courses/:id: every field as sent (PUT replaces); the slug
 * stays. An approved course of an owner goes back to moderation; an admin's change is audited.
 */
export async function updateCourse(deps: NotifyDeps, w: CourseWriter, id: number, input: CourseInput): Promise<void> {
  const { sequelize } = deps;
  await sequelize.transaction(async (t) => {
    const row = await lockCourse(sequelize, id, w, t);
    await checkReferences(sequelize, input, w, row, t);
    const values = valuesOf(input);
    await exec(
      sequelize,
      `UPDATE courses SET ${COLUMN_NAMES.map((c, i) => `${c} = $${i + 2}`).join(', ')}, updated_at = now() WHERE id = $1`,
      [id, ...values],
      t,
    );
    await replaceDirections(sequelize, id, input.directionIds, t);
    if (w.admin) {
      await recordAudit({ userId: w.user.id, action: 'update', resource: COURSES_RESOURCE, recordId: id, after: { ...input } }, t);
      return;
    }
    await afterContentChange(deps, row, w, t);
  });
}

/** Whether anyone enrolled in the course or an activity requires it (then it is archived, never deleted). */
async function inUse(sequelize: Sequelize, id: number, t: Transaction): Promise<boolean> {
  const [row] = await run<{ used: boolean }>(
    sequelize,
    `SELECT EXISTS (SELECT 1 FROM course_enrolments WHERE course_id = $1)
         OR EXISTS (SELECT 1 FROM activity_course_requirements WHERE course_id = $1) AS used`,
    [id],
    t,
  );
  return row?.used === true;
}

/**
 * DELETE /api/my/courses/:id (its owner) and /api/admin/courses/:id (admins, audited): deleted
 * when nobody enrolled and no activity requires it, else archived (out of the catalogue, its
 * completions and points kept). Whether it was archived.
 */
export async function removeCourse(deps: NotifyDeps, w: CourseWriter, id: number, forceArchive = false): Promise<{ archived: boolean }> {
  const { sequelize } = deps;
  return sequelize.transaction(async (t) => {
    const row = await lockCourse(sequelize, id, w, t);
    const archive = forceArchive || (await inUse(sequelize, id, t));
    if (archive)
      await exec(sequelize, 'UPDATE courses SET archived_at = COALESCE(archived_at, now()), updated_at = now() WHERE id = $1', [id], t);
    else await exec(sequelize, 'DELETE FROM courses WHERE id = $1', [id], t);
    if (w.admin)
      await recordAudit(
        {
          userId: w.user.id,
          action: archive ? 'update' : 'delete',
          resource: COURSES_RESOURCE,
          recordId: id,
          before: { moderation: row.moderation, archivedAt: row.archived_at },
          after: archive ? { archived: true } : null,
        },
        t,
      );
    return { archived: archive };
  });
}

/** POST /api/my/courses/:id/submit: a draft or rejected course with at least one lesson goes to moderation (409 otherwise). */
export async function submitCourse(deps: NotifyDeps, w: CourseWriter, id: number): Promise<void> {
  const { sequelize } = deps;
  await sequelize.transaction(async (t) => {
    const row = await lockCourse(sequelize, id, w, t);
    const [lessons] = await run<{ n: number }>(sequelize, 'SELECT count(*)::int AS n FROM course_lessons WHERE course_id = $1', [id], t);
    if (!lessons?.n) throw new HttpError(409, 'conflict', 'course_empty');
    try {
      await submit(moderated(sequelize, row), t);
    } catch (err) {
      if (err instanceof HttpError && err.status === 409) throw new HttpError(409, 'conflict', 'course_not_submittable');
      throw err;
    }
    await tellModerators(deps, row, t);
  });
}
