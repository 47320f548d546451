import type { QueryInterface } from 'sequelize';

/**
 * One definition of each public figure: the analytics view becomes the only
 * source of the home page's, the analytics page's and the back office dashboard's figures
 * (api/src/services/analytics/figures.ts reads it). Same shape as 20261123000025; what counts:
 * - volunteers: accounts of role volon or trainee, confirmed (is_active), not blocked, not deleted;
 * - hours: every verified hours record;
 * - events and projects: approved, and when an initiative group owns one, the group is active
 *   (what the public lists show);
 * - organizations: verified ones.
 */

/** Owned by no group, or by an active one (status > 0). */
const ACTIVE_OWNER = (alias: string) =>
  `(${alias}.owner_group_id IS NULL OR EXISTS (SELECT 1 FROM initiative_groups g WHERE g.id = ${alias}.owner_group_id AND g.status > 0))`;

const SQL = `
DROP MATERIALIZED VIEW analytics_facts;
CREATE MATERIALIZED VIEW analytics_facts AS
WITH acts AS (
  SELECT 'event'::text AS kind, id, region_id FROM events
  UNION ALL SELECT 'visit', id, region_id FROM visit_options
  UNION ALL SELECT 'project', id, region_id FROM projects
  UNION ALL SELECT 'task', id, region_id FROM tasks
  UNION ALL SELECT 'vacancy', id, region_id FROM vacancies
), dirs AS (
  SELECT 'event'::text AS kind, event_id AS id, direction_id FROM event_directions
  UNION ALL SELECT 'visit', visit_option_id, direction_id FROM visit_option_directions
  UNION ALL SELECT 'project', project_id, direction_id FROM project_directions
  UNION ALL SELECT 'task', task_id, direction_id FROM task_directions
  UNION ALL SELECT 'vacancy', vacancy_id, direction_id FROM vacancy_directions
  UNION ALL SELECT 'volunteer', user_id, direction_id FROM volunteer_directions
  UNION ALL SELECT 'organization', organization_id, direction_id FROM organization_directions
), hours AS (
  SELECT date_trunc('month', h.verified_at AT TIME ZONE 'Asia/Tashkent')::date AS month,
         a.activity_kind AS kind, a.activity_id AS id, sum(h.hours) AS hours
    FROM hours_records h JOIN applications a ON a.id = h.application_id
   GROUP BY 1, 2, 3
), facts AS (
  SELECT h.month, COALESCE(act.region_id, 0) AS region_id, h.kind, h.id,
         0 AS volunteers, h.hours, 0 AS events, 0 AS projects, 0 AS organizations
    FROM hours h LEFT JOIN acts act ON act.kind = h.kind AND act.id = h.id
  UNION ALL
  SELECT date_trunc('month', starts_at AT TIME ZONE 'Asia/Tashkent')::date, COALESCE(region_id, 0), 'event', id, 0, 0, 1, 0, 0
    FROM events e WHERE moderation = 'approved' AND ${ACTIVE_OWNER('e')}
  UNION ALL
  SELECT date_trunc('month', COALESCE(published_at, starts_at) AT TIME ZONE 'Asia/Tashkent')::date, COALESCE(region_id, 0), 'project', id,
         0, 0, 0, 1, 0
    FROM projects p WHERE moderation = 'approved' AND ${ACTIVE_OWNER('p')}
  UNION ALL
  SELECT date_trunc('month', created_at AT TIME ZONE 'Asia/Tashkent')::date, COALESCE(region_id, 0), 'volunteer', id, 1, 0, 0, 0, 0
    FROM users WHERE role IN ('volon', 'trainee') AND is_active AND NOT is_blocked AND deleted_at IS NULL
  UNION ALL
  SELECT date_trunc('month', created_at AT TIME ZONE 'Asia/Tashkent')::date, COALESCE(region_id, 0), 'organization', id, 0, 0, 0, 0, 1
    FROM organizations WHERE is_verified
)
SELECT month, region_id, 0 AS direction_id,
       sum(volunteers)::int AS volunteers, sum(hours)::numeric(14,2) AS hours, sum(events)::int AS events,
       sum(projects)::int AS projects, sum(organizations)::int AS organizations
  FROM facts GROUP BY month, region_id
UNION ALL
SELECT f.month, f.region_id, d.direction_id,
       sum(f.volunteers)::int, sum(f.hours)::numeric(14,2), sum(f.events)::int, sum(f.projects)::int, sum(f.organizations)::int
  FROM facts f JOIN dirs d ON d.kind = f.kind AND d.id = f.id
 GROUP BY f.month, f.region_id, d.direction_id;

-- REFRESH ... CONCURRENTLY needs a unique index of plain columns; the page reads by month range.
CREATE UNIQUE INDEX analytics_facts_key ON analytics_facts (direction_id, month, region_id);
`;

export async function up({ queryInterface }: { queryInterface: QueryInterface }): Promise<void> {
  await queryInterface.sequelize.transaction(async (transaction) => {
    await queryInterface.sequelize.query(SQL, { transaction });
  });
}
