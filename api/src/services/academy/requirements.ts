import { coursePagePath, localized, type Locale } from '@hashar/common';
import type { Sequelize, Transaction } from 'sequelize';
import { HttpError } from '../../errors';
import { exec, run } from '../../lists';

/**
 * The courses an activity requires before anyone may apply (activity_course_requirements, by
 * the activity's kind and id, in the owner's order).
 */

/** Replaces the courses an activity requires (the ids checked by the caller: published, listed or the owner's). */
export async function replaceRequiredCourses(
  sequelize: Sequelize,
  activityKind: string,
  activityId: number,
  courseIds: number[],
  t: Transaction,
): Promise<void> {
  await exec(
    sequelize,
    'DELETE FROM activity_course_requirements WHERE activity_kind = $1 AND activity_id = $2',
    [activityKind, activityId],
    t,
  );
  await exec(
    sequelize,
    `INSERT INTO activity_course_requirements (activity_kind, activity_id, course_id, position)
     SELECT $1, $2, id, ord FROM unnest($3::int[]) WITH ORDINALITY AS x(id, ord) ON CONFLICT DO NOTHING`,
    [activityKind, activityId, [...new Set(courseIds)]],
    t,
  );
}

/** Deletes an activity's requirements (the activity is deleted: no foreign key does it). */
export async function dropRequiredCourses(sequelize: Sequelize, activityKind: string, activityId: number, t: Transaction): Promise<void> {
  await exec(
    sequelize,
    'DELETE FROM activity_course_requirements WHERE activity_kind = $1 AND activity_id = $2',
    [activityKind, activityId],
    t,
  );
}

/**
 * 409 "complete «…» first" (in the applicant's language, naming every missing course, with the
 * first one's address) when the applicant has not completed every course the activity requires.
 */
export async function requireCourses(
  deps: { sequelize: Sequelize; publicUrl: string },
  userId: number,
  target: { activityKind: string; activityId: number },
  locale: Locale,
  t: Transaction,
): Promise<void> {
  const missing = await run<{ slug: string; title_ru: string; title_uz: string | null }>(
    deps.sequelize,
    `SELECT c.slug, c.title_ru, c.title_uz FROM activity_course_requirements r JOIN courses c ON c.id = r.course_id
      WHERE r.activity_kind = $1 AND r.activity_id = $2
        AND NOT EXISTS (SELECT 1 FROM course_completions k WHERE k.user_id = $3 AND k.course_id = c.id)
      ORDER BY r.position, c.id`,
    [target.activityKind, target.activityId, userId],
    t,
  );
  const [first] = missing;
  if (!first) return;
  const params = {
    // Each title in quotes, as the template's own quotes would put one.
    titles: missing.map((c) => `«${localized(locale, c.title_ru, c.title_uz)}»`).join(', '),
    url: `${deps.publicUrl}${coursePagePath(locale, first.slug)}`,
  };
  throw new HttpError(409, 'course_required', 'apply_course_required', params);
}
