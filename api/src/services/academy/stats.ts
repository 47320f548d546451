import { TIME_ZONE, type CourseStats, type Locale } from '@hashar/common';
import type { Sequelize } from 'sequelize';
import { NotFound } from '../../errors';
import { translate } from '../../i18n';
import { firstRow, run } from '../../lists';
import type { AuthUser } from '../../policies';
import { assertManagesCourse } from '../../policies/courses';
import { toCsv } from '../participation/roster';

/** A course's figures and learners for its author and the back office (docs/academy-api.md "Authoring"). */

/** The course's owner columns; 404 when there is none, or (`user` given) when the user does not manage it. */
async function courseFor(sequelize: Sequelize, id: number, user: AuthUser | null): Promise<void> {
  const [row] = await run<{ organization_id: number | null; owner_group_id: number | null }>(
    sequelize,
    'SELECT organization_id, owner_group_id FROM courses WHERE id = $1',
    [id],
  );
  if (!row) throw NotFound();
  if (user) assertManagesCourse(user, row);
}

/**
 * GET /api/my/courses/:id/stats (`user`: its author) and /api/admin/courses/:id/stats (null): the
 * enrolled, the completed, the share of finished quiz attempts that passed, the average of each
 * learner's best score, and completions per Tashkent month.
 */
export async function courseStats(sequelize: Sequelize, id: number, user: AuthUser | null): Promise<CourseStats> {
  await courseFor(sequelize, id, user);
  const figures = firstRow(
    await run<{ enrolled: number; completed: number; pass_rate: number | null; average_score: number | null }>(
      sequelize,
      `SELECT (SELECT count(*)::int FROM course_enrolments WHERE course_id = $1) AS enrolled,
              (SELECT count(*)::int FROM course_completions WHERE course_id = $1) AS completed,
              (SELECT round(100.0 * count(*) FILTER (WHERE a.passed) / NULLIF(count(*), 0))::int
                 FROM course_quiz_attempts a JOIN course_enrolments e ON e.id = a.enrolment_id
                WHERE e.course_id = $1 AND a.finished_at IS NOT NULL) AS pass_rate,
              (SELECT round(avg(best))::int FROM (SELECT max(a.score) AS best FROM course_quiz_attempts a
                 JOIN course_enrolments e ON e.id = a.enrolment_id
                WHERE e.course_id = $1 AND a.finished_at IS NOT NULL GROUP BY e.id) b) AS average_score`,
      [id],
    ),
    'the course figures',
  );
  const months = await run<{ month: string; count: number }>(
    sequelize,
    `SELECT to_char(completed_at AT TIME ZONE '${TIME_ZONE}', 'YYYY-MM') AS month, count(*)::int AS count
       FROM course_completions WHERE course_id = $1 GROUP BY 1 ORDER BY 1`,
    [id],
  );
  return {
    enrolled: figures.enrolled,
    completed: figures.completed,
    passRate: figures.pass_rate,
    averageScore: figures.average_score,
    completionsByMonth: months,
  };
}

/** Tashkent's local time, as `YYYY-MM-DD HH:mm`. */
const tashkent = new Intl.DateTimeFormat('sv-SE', { timeZone: TIME_ZONE, dateStyle: 'short', timeStyle: 'short' });
const local = (d: Date | null) => (d ? tashkent.format(d) : '');

/**
 * GET /api/my/courses/:id/learners.csv and /api/admin/courses/:id/learners.csv: one line per
 * learner, first enrolled first — name, enrolled at, lessons read, quiz attempts, best score,
 * completed at (Tashkent time), headers in the request's language.
 */
export async function learnersCsv(sequelize: Sequelize, id: number, user: AuthUser | null, locale: Locale): Promise<string> {
  await courseFor(sequelize, id, user);
  const rows = await run<{
    name: string;
    enrolled_at: Date;
    lessons_read: number;
    attempts: number;
    best: number | null;
    completed_at: Date | null;
  }>(
    sequelize,
    `SELECT u.name, e.enrolled_at,
            (SELECT count(*)::int FROM course_lesson_progress p WHERE p.enrolment_id = e.id) AS lessons_read,
            (SELECT count(*)::int FROM course_quiz_attempts a WHERE a.enrolment_id = e.id) AS attempts,
            (SELECT max(a.score) FROM course_quiz_attempts a WHERE a.enrolment_id = e.id) AS best,
            k.completed_at
       FROM course_enrolments e JOIN users u ON u.id = e.user_id
       LEFT JOIN course_completions k ON k.user_id = e.user_id AND k.course_id = e.course_id
      WHERE e.course_id = $1 ORDER BY e.enrolled_at, e.id`,
    [id],
  );
  const header = (
    [
      'course_csv_name',
      'course_csv_enrolled',
      'course_csv_lessons',
      'course_csv_attempts',
      'course_csv_best',
      'course_csv_completed',
    ] as const
  ).map((key) => translate(locale, key));
  return toCsv([header, ...rows.map((r) => [r.name, local(r.enrolled_at), r.lessons_read, r.attempts, r.best, local(r.completed_at)])]);
}
