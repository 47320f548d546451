import { localized, pagePath, type Locale } from '@hashar/common';
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
  await dropRequiredCourses(sequelize, activityKind, activityId, t);
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

/** Per user of `userIds` (in their order) who lacks any, the required courses they have not completed. */
async function missingByUser(
  sequelize: Sequelize,
  userIds: readonly number[],
  target: { activityKind: string; activityId: number },
  t: Transaction,
): Promise<{ user_id: number; courses: { slug: string; title_ru: string; title_uz: string | null }[] }[]> {
  return run(
    sequelize,
    `SELECT u.id AS user_id, json_agg(json_build_object('slug', c.slug, 'title_ru', c.title_ru, 'title_uz', c.title_uz) ORDER BY r.position, c.id) AS courses
       FROM unnest($3::int[]) WITH ORDINALITY AS u(id, ord)
       JOIN activity_course_requirements r ON r.activity_kind = $1 AND r.activity_id = $2
       JOIN courses c ON c.id = r.course_id
      WHERE NOT EXISTS (SELECT 1 FROM course_completions k WHERE k.user_id = u.id AND k.course_id = c.id)
      GROUP BY u.id, u.ord ORDER BY u.ord`,
    [target.activityKind, target.activityId, [...userIds]],
    t,
  );
}

/** The titles of courses in the reader's language, each in quotes («…», «…»). */
const quotedTitles = (courses: { title_ru: string; title_uz: string | null }[], locale: Locale): string =>
  courses.map((c) => `«${localized(locale, c.title_ru, c.title_uz)}»`).join(', ');

/**
 * The first of `userIds` who has not completed every course the activity requires, with the titles
 * of those missing in `locale`; null when all have (a team's members are named this way).
 */
export async function firstWithoutCourses(
  sequelize: Sequelize,
  userIds: readonly number[],
  target: { activityKind: string; activityId: number },
  locale: Locale,
  t: Transaction,
): Promise<{ userId: number; titles: string } | null> {
  const [first] = await missingByUser(sequelize, userIds, target, t);
  return first ? { userId: first.user_id, titles: quotedTitles(first.courses, locale) } : null;
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
  const [mine] = await missingByUser(deps.sequelize, [userId], target, t);
  const first = mine?.courses[0];
  if (!mine || !first) return;
  const params = {
    titles: quotedTitles(mine.courses, locale),
    url: `${deps.publicUrl}${pagePath(locale, 'course', { slug: first.slug })}`,
  };
  throw new HttpError(409, 'course_required', 'apply_course_required', params);
}
