import type { QueryInterface } from 'sequelize';

/**
 * Public analytics: one materialised view of figures by Tashkent month × region ×
 * direction, refreshed by a job (api/src/services/analytics/refresh.ts) so the page reads a few
 * thousand rows whatever the number of hours records.
 *
 * Rows with direction_id = 0 carry every figure once (the totals: an activity with three
 * directions counts its hours once); rows with direction_id > 0 carry the figures of that
 * direction (an activity with three directions counts in each). region_id = 0: no region (online
 * activities, accounts without one) — counted in the totals, shown in no region.
 *
 * Figures: verified hours by the verification month and the activity's region and directions;
 * approved events by the month they start; approved projects by the month they were published;
 * volunteer accounts and organizations by the month they registered, their region, and the
 * directions named in their profile. The activity tables are listed literally (self-contained):
 * a new activity kind's hours count in the totals (no region, no direction) until a migration
 * adds its table here.
 */
const SQL = `
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
    FROM events WHERE moderation = 'approved'
  UNION ALL
  SELECT date_trunc('month', COALESCE(published_at, starts_at) AT TIME ZONE 'Asia/Tashkent')::date, COALESCE(region_id, 0), 'project', id,
         0, 0, 0, 1, 0
    FROM projects WHERE moderation = 'approved'
  UNION ALL
  SELECT date_trunc('month', created_at AT TIME ZONE 'Asia/Tashkent')::date, COALESCE(region_id, 0), 'volunteer', id, 1, 0, 0, 0, 0
    FROM users WHERE role = 'volon' AND deleted_at IS NULL
  UNION ALL
  SELECT date_trunc('month', created_at AT TIME ZONE 'Asia/Tashkent')::date, COALESCE(region_id, 0), 'organization', id, 0, 0, 0, 0, 1
    FROM organizations
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

-- When the view was last computed (one row; the job writes it after each refresh).
CREATE TABLE analytics_refreshes (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  refreshed_at timestamptz NOT NULL,
  duration_ms integer NOT NULL DEFAULT 0
);
`;

export async function up({ queryInterface }: { queryInterface: QueryInterface }): Promise<void> {
  await queryInterface.sequelize.transaction(async (transaction) => {
    await queryInterface.sequelize.query(SQL, { transaction });
  });
}
