import type { QueryInterface } from 'sequelize';

/**
 * Public analytics by district inside a region (issue 32): the view analytics_facts is recreated
 * with one more key column, district_id (0 when the record has none), and its unique index (which
 * REFRESH ... CONCURRENTLY needs) takes it too. Every figure and what it counts stay as
 * 20261202000101 left them; a region's rows are only split further, so any sum over districts
 * gives the figures of before. The district of a figure:
 * - hours, events and projects: the activity's district (hours: of the activity the hours were
 *   verified in, 0 when the activity is gone);
 * - organizations: the organization's;
 * - volunteers and coursesCompleted: the volunteer's account's (users.district_id).
 * The view keeps the district as written; the reader (api/src/services/analytics/districts.ts)
 * counts a district that is not of the record's region under "no district".
 */

/** Owned by no group, or by an active one (status > 0). */
const ACTIVE_OWNER = (alias: string) =>
  `(${alias}.owner_group_id IS NULL OR EXISTS (SELECT 1 FROM initiative_groups g WHERE g.id = ${alias}.owner_group_id AND g.status > 0))`;

/** The view with the district column (up) or as 20261202000101 left it (down). */
const view = (districts: boolean) => {
  /** A fact's district column: `value` with districts, nothing without. */
  const d = (value: string) => (districts ? `, ${value}` : '');
  const key = districts ? 'month, region_id, district_id' : 'month, region_id';
  return `
DROP MATERIALIZED VIEW analytics_facts;
CREATE MATERIALIZED VIEW analytics_facts AS
WITH acts AS (
  SELECT 'event'::text AS kind, id, region_id${d('district_id')} FROM events
  UNION ALL SELECT 'visit', id, region_id${d('district_id')} FROM visit_options
  UNION ALL SELECT 'project', id, region_id${d('district_id')} FROM projects
  UNION ALL SELECT 'task', id, region_id${d('district_id')} FROM tasks
  UNION ALL SELECT 'vacancy', id, region_id${d('district_id')} FROM vacancies
), dirs AS (
  SELECT 'event'::text AS kind, event_id AS id, direction_id FROM event_directions
  UNION ALL SELECT 'visit', visit_option_id, direction_id FROM visit_option_directions
  UNION ALL SELECT 'project', project_id, direction_id FROM project_directions
  UNION ALL SELECT 'task', task_id, direction_id FROM task_directions
  UNION ALL SELECT 'vacancy', vacancy_id, direction_id FROM vacancy_directions
  UNION ALL SELECT 'volunteer', user_id, direction_id FROM volunteer_directions
  UNION ALL SELECT 'organization', organization_id, direction_id FROM organization_directions
  UNION ALL SELECT 'course', course_id, direction_id FROM course_directions
), hours AS (
  SELECT date_trunc('month', h.verified_at AT TIME ZONE 'Asia/Tashkent')::date AS month,
         a.activity_kind AS kind, a.activity_id AS id, sum(h.hours) AS hours
    FROM hours_records h JOIN applications a ON a.id = h.application_id
   GROUP BY 1, 2, 3
), facts AS (
  SELECT h.month, COALESCE(act.region_id, 0) AS region_id${d('COALESCE(act.district_id, 0) AS district_id')}, h.kind, h.id,
         0 AS volunteers, h.hours, 0 AS events, 0 AS projects, 0 AS organizations, 0 AS courses_completed
    FROM hours h LEFT JOIN acts act ON act.kind = h.kind AND act.id = h.id
  UNION ALL
  SELECT date_trunc('month', starts_at AT TIME ZONE 'Asia/Tashkent')::date, COALESCE(region_id, 0)${d('COALESCE(district_id, 0)')}, 'event', id,
         0, 0, 1, 0, 0, 0
    FROM events e WHERE moderation = 'approved' AND ${ACTIVE_OWNER('e')}
  UNION ALL
  SELECT date_trunc('month', COALESCE(published_at, starts_at) AT TIME ZONE 'Asia/Tashkent')::date, COALESCE(region_id, 0)${d(
    'COALESCE(district_id, 0)',
  )}, 'project', id,
         0, 0, 0, 1, 0, 0
    FROM projects p WHERE moderation = 'approved' AND ${ACTIVE_OWNER('p')}
  UNION ALL
  SELECT date_trunc('month', created_at AT TIME ZONE 'Asia/Tashkent')::date, COALESCE(region_id, 0)${d('COALESCE(district_id, 0)')}, 'volunteer', id,
         1, 0, 0, 0, 0, 0
    FROM users WHERE role IN ('volon', 'trainee') AND is_active AND NOT is_blocked AND deleted_at IS NULL
  UNION ALL
  SELECT date_trunc('month', created_at AT TIME ZONE 'Asia/Tashkent')::date, COALESCE(region_id, 0)${d('COALESCE(district_id, 0)')}, 'organization', id,
         0, 0, 0, 0, 1, 0
    FROM organizations WHERE is_verified
  UNION ALL
  SELECT date_trunc('month', cc.completed_at AT TIME ZONE 'Asia/Tashkent')::date, COALESCE(u.region_id, 0)${d('COALESCE(u.district_id, 0)')}, 'course', cc.course_id,
         0, 0, 0, 0, 0, 1
    FROM course_completions cc JOIN users u ON u.id = cc.user_id
)
SELECT ${key}, 0 AS direction_id,
       sum(volunteers)::int AS volunteers, sum(hours)::numeric(14,2) AS hours, sum(events)::int AS events,
       sum(projects)::int AS projects, sum(organizations)::int AS organizations, sum(courses_completed)::int AS courses_completed
  FROM facts GROUP BY ${key}
UNION ALL
SELECT f.month, f.region_id${d('f.district_id')}, d.direction_id,
       sum(f.volunteers)::int, sum(f.hours)::numeric(14,2), sum(f.events)::int, sum(f.projects)::int, sum(f.organizations)::int,
       sum(f.courses_completed)::int
  FROM facts f JOIN dirs d ON d.kind = f.kind AND d.id = f.id
 GROUP BY f.month, f.region_id${d('f.district_id')}, d.direction_id;

-- REFRESH ... CONCURRENTLY needs a unique index of plain columns; the page reads by month range.
CREATE UNIQUE INDEX analytics_facts_key ON analytics_facts (direction_id, ${key});
`;
};

export async function up({ queryInterface }: { queryInterface: QueryInterface }): Promise<void> {
  await queryInterface.sequelize.transaction(async (transaction) => {
    await queryInterface.sequelize.query(view(true), { transaction });
  });
}

export async function down({ queryInterface }: { queryInterface: QueryInterface }): Promise<void> {
  await queryInterface.sequelize.transaction(async (transaction) => {
    await queryInterface.sequelize.query(view(false), { transaction });
  });
}
