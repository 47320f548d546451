import { DIRECTION_KEYS, type AnalyticsFigures, type DirectionKey, type Locale } from '@hashar/common';
import type { Sequelize } from 'sequelize';
import { activityKinds } from '../../activities/registry';
import type { AnalyticsFilter, AnalyticsReference, FigureRow } from '../../presenters/analytics';
import { run } from '../../lists';
import { localizedSql } from '../../lib/localizedSql';
import { presentTotals } from '../../presenters/analytics';
import { activityDirectionsSql } from '../participation/sql';

/*
 * The platform's public figures, one definition each (the view analytics_facts, migration
 * 20261128000702), read by the home page, the analytics page and the back office dashboard:
 * - volunteers: accounts of role volon or trainee, confirmed, not blocked, not deleted (by the
 *   month they registered);
 * - hours: every verified hours record (by the month it was verified);
 * - events and projects: approved ones the public lists show (an initiative group's while the
 *   group is active), by the month an event starts and a project is published;
 * - organizations: verified ones (by the month they registered);
 * - coursesCompleted: every completion of an academy course (by the month it was completed, in the
 *   region of the volunteer's account and each of the course's directions; migration 20261202000101).
 * A period's figures are these restricted to its months; platformTotals is every month.
 * Each row of the view also has a district (migration 20261203000201; districts.ts reads it).
 */

/** The figures' sums over rows of the view (hours unrounded). */
export const FIGURES = `COALESCE(sum(volunteers), 0)::int AS volunteers, COALESCE(sum(hours), 0)::float8 AS hours,
  COALESCE(sum(events), 0)::int AS events, COALESCE(sum(projects), 0)::int AS projects, COALESCE(sum(organizations), 0)::int AS organizations,
  COALESCE(sum(courses_completed), 0)::int AS "coursesCompleted"`;

/** The line kind of a GROUPING SETS ((region_id), (month), ()) row and its key. */
const GROUPED = `CASE WHEN GROUPING(region_id) = 0 THEN 'region' WHEN GROUPING(month) = 0 THEN 'month' ELSE 'total' END AS dim,
  COALESCE(region_id::text, to_char(month, 'YYYY-MM'), '') AS key`;

/** The chosen direction's id ($3: its key), 0 (the view's undirected rows) without one. */
export const CHOSEN_DIRECTION = `CASE WHEN $3::text IS NULL THEN 0 ELSE (SELECT id FROM directions WHERE key = $3::text) END`;

/** The view's date of a month (YYYY-MM). */
export const monthStart = (month: string) => `${month}-01`;

/**
 * The platform's figures from the materialised view: the period's total, by region and by month
 * (narrowed to the direction when one is chosen), and by direction (every direction, so the
 * chosen one is seen among the others).
 */
export function platformFigures(sequelize: Sequelize, filter: AnalyticsFilter): Promise<FigureRow[]> {
  return run<FigureRow>(
    sequelize,
    `WITH f AS (SELECT * FROM analytics_facts WHERE month >= $1::date AND month <= $2::date)
     SELECT ${GROUPED}, ${FIGURES} FROM f WHERE direction_id = (${CHOSEN_DIRECTION})
      GROUP BY GROUPING SETS ((region_id), (month), ())
     UNION ALL
     SELECT 'direction', direction_id::text, ${FIGURES} FROM f WHERE direction_id > 0 GROUP BY direction_id`,
    [monthStart(filter.from), monthStart(filter.to), filter.direction],
  );
}

/** The widest period (every month the view can hold): all-time figures are the period query over it. */
const ALL_TIME: AnalyticsFilter = { from: '0001-01', to: '9999-12', direction: null };

/** The platform's all-time public figures (the home page, the dashboard; equal to the analytics of every month). */
export async function platformTotals(sequelize: Sequelize): Promise<AnalyticsFigures> {
  return presentTotals(await platformFigures(sequelize, ALL_TIME));
}

/** Every activity kind's region and directions, from the registry (the view lists the tables literally). */
const activitiesSql = () =>
  activityKinds()
    .map((k) => `SELECT '${k.kind}'::text AS kind, id, region_id FROM ${k.table}`)
    .join(' UNION ALL ');

const tashkentMonthOf = (column: string) => `date_trunc('month', ${column} AT TIME ZONE 'Asia/Tashkent')::date`;
/** An instant between the period's first Tashkent moment ($2) and the next month's ($3). */
const inPeriod = (column: string) =>
  `${column} >= ($2::timestamp AT TIME ZONE 'Asia/Tashkent') AND ${column} < (($3::date + interval '1 month')::timestamp AT TIME ZONE 'Asia/Tashkent')`;

/**
 * One organization's figures, read live (its own rows, through the organization indexes):
 * verified hours of its activities, its approved events and projects, the completions of its own
 * courses (in the volunteer's region and the course's directions), and volunteers as the distinct
 * volunteers with verified hours (per line: a volunteer counts once in a region, a month or a
 * direction). Organizations are always 0.
 */
export function organizationFigures(sequelize: Sequelize, organizationId: number, filter: AnalyticsFilter): Promise<FigureRow[]> {
  return run<FigureRow>(
    sequelize,
    `WITH dirs AS NOT MATERIALIZED (${activityDirectionsSql()} UNION ALL SELECT 'course', course_id, direction_id FROM course_directions),
     facts AS (
       SELECT a.activity_kind AS kind, a.activity_id AS id, h.user_id, h.hours, 0 AS events, 0 AS projects, 0 AS courses,
              ${tashkentMonthOf('h.verified_at')} AS month, COALESCE(act.region_id, 0) AS region_id
         FROM hours_records h JOIN applications a ON a.id = h.application_id
         LEFT JOIN (${activitiesSql()}) act ON act.kind = a.activity_kind AND act.id = a.activity_id
        WHERE h.organization_id = $1 AND ${inPeriod('h.verified_at')}
       UNION ALL
       SELECT 'event', id, NULL, 0, 1, 0, 0, ${tashkentMonthOf('starts_at')}, COALESCE(region_id, 0)
         FROM events WHERE organization_id = $1 AND moderation = 'approved' AND ${inPeriod('starts_at')}
       UNION ALL
       SELECT 'project', id, NULL, 0, 0, 1, 0, ${tashkentMonthOf('COALESCE(published_at, starts_at)')}, COALESCE(region_id, 0)
         FROM projects WHERE organization_id = $1 AND moderation = 'approved' AND ${inPeriod('COALESCE(published_at, starts_at)')}
       UNION ALL
       SELECT 'course', cc.course_id, NULL, 0, 0, 0, 1, ${tashkentMonthOf('cc.completed_at')}, COALESCE(u.region_id, 0)
         FROM course_completions cc JOIN courses c ON c.id = cc.course_id JOIN users u ON u.id = cc.user_id
        WHERE c.organization_id = $1 AND ${inPeriod('cc.completed_at')}
     ),
     chosen AS (
       SELECT * FROM facts f WHERE $4::text IS NULL
          OR EXISTS (SELECT 1 FROM dirs d WHERE d.kind = f.kind AND d.id = f.id AND d.direction_id = (SELECT id FROM directions WHERE key = $4::text))
     )
     SELECT ${GROUPED}, count(DISTINCT user_id)::int AS volunteers, COALESCE(sum(hours), 0)::float8 AS hours,
            COALESCE(sum(events), 0)::int AS events, COALESCE(sum(projects), 0)::int AS projects, 0 AS organizations,
            COALESCE(sum(courses), 0)::int AS "coursesCompleted"
       FROM chosen GROUP BY GROUPING SETS ((region_id), (month), ())
     UNION ALL
     SELECT 'direction', d.direction_id::text, count(DISTINCT f.user_id)::int, COALESCE(sum(f.hours), 0)::float8,
            COALESCE(sum(f.events), 0)::int, COALESCE(sum(f.projects), 0)::int, 0, COALESCE(sum(f.courses), 0)::int
       FROM facts f JOIN dirs d ON d.kind = f.kind AND d.id = f.id GROUP BY d.direction_id`,
    [organizationId, monthStart(filter.from), monthStart(filter.to), filter.direction],
  );
}

/** The regions and directions in their reference order, named in `locale`, and when the view was computed. */
export async function analyticsReference(sequelize: Sequelize, locale: Locale): Promise<AnalyticsReference> {
  const name = localizedSql(locale, 'name');
  const rows = await run<{ type: 'region' | 'direction'; id: number; key: string; name: string; refreshedAt: Date | null }>(
    sequelize,
    `SELECT type, id, key, name, (SELECT refreshed_at FROM analytics_refreshes WHERE id = 1) AS "refreshedAt" FROM (
       SELECT 'region' AS type, id, key, ${name} AS name, sort_order, 0 AS part FROM regions
       UNION ALL SELECT 'direction', id, key, ${name}, sort_order, 1 FROM directions
     ) r ORDER BY part, sort_order, id`,
    [],
  );
  const known = new Set<string>(DIRECTION_KEYS);
  return {
    regions: rows.filter((r) => r.type === 'region').map(({ id, key, name }) => ({ id, key, name })),
    directions: rows
      .filter((r) => r.type === 'direction' && known.has(r.key))
      .map(({ id, key, name }) => ({ id, key: key as DirectionKey, name })),
    refreshedAt: rows[0]?.refreshedAt ?? null,
  };
}
