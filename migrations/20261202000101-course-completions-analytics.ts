import type { QueryInterface } from 'sequelize';

/**
 * Public analytics gain courses completed (the academy, 20261201000101): the view analytics_facts
 * is recreated with one more figure, courses_completed; every other column, what each counts
 * (20261128000702) and the unique index stay as they were. What counts:
 * - courses_completed: every course completion (course_completions), by the Tashkent month it was
 *   completed, in the region of the volunteer's account (users.region_id, 0 when none) and in each
 *   of the course's directions (course_directions). Every completion of a course that exists
 *   counts — listed or not, archived or not, whatever its moderation since: the volunteer did
 *   complete it, and a course with completions is archived, never deleted (ON DELETE RESTRICT).
 *   Like hours, a completion keeps counting when the account is later blocked or deleted.
 */

/** Owned by no group, or by an active one (status > 0). */
const ACTIVE_OWNER = (alias: string) =>
  `(${alias}.owner_group_id IS NULL OR EXISTS (SELECT 1 FROM initiative_groups g WHERE g.id = ${alias}.owner_group_id AND g.status > 0))`;

/** The view, with the courses figure (up) or as 20261128000702 left it (down). */
const view = (courses: boolean) => {
  /** The courses column of a fact: `value` with the figure, nothing without it. */
  const c = (value: string) => (courses ? `, ${value}` : '');
  return `
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
  UNION ALL SELECT 'organization', organization_id, direction_id FROM organization_directions${
    courses ? `\n  UNION ALL SELECT 'course', course_id, direction_id FROM course_directions` : ''
  }
), hours AS (
  SELECT date_trunc('month', h.verified_at AT TIME ZONE 'Asia/Tashkent')::date AS month,
         a.activity_kind AS kind, a.activity_id AS id, sum(h.hours) AS hours
    FROM hours_records h JOIN applications a ON a.id = h.application_id
   GROUP BY 1, 2, 3
), facts AS (
  SELECT h.month, COALESCE(act.region_id, 0) AS region_id, h.kind, h.id,
         0 AS volunteers, h.hours, 0 AS events, 0 AS projects, 0 AS organizations${c('0 AS courses_completed')}
    FROM hours h LEFT JOIN acts act ON act.kind = h.kind AND act.id = h.id
  UNION ALL
  SELECT date_trunc('month', starts_at AT TIME ZONE 'Asia/Tashkent')::date, COALESCE(region_id, 0), 'event', id, 0, 0, 1, 0, 0${c('0')}
    FROM events e WHERE moderation = 'approved' AND ${ACTIVE_OWNER('e')}
  UNION ALL
  SELECT date_trunc('month', COALESCE(published_at, starts_at) AT TIME ZONE 'Asia/Tashkent')::date, COALESCE(region_id, 0), 'project', id,
         0, 0, 0, 1, 0${c('0')}
    FROM projects p WHERE moderation = 'approved' AND ${ACTIVE_OWNER('p')}
  UNION ALL
  SELECT date_trunc('month', created_at AT TIME ZONE 'Asia/Tashkent')::date, COALESCE(region_id, 0), 'volunteer', id, 1, 0, 0, 0, 0${c('0')}
    FROM users WHERE role IN ('volon', 'trainee') AND is_active AND NOT is_blocked AND deleted_at IS NULL
  UNION ALL
  SELECT date_trunc('month', created_at AT TIME ZONE 'Asia/Tashkent')::date, COALESCE(region_id, 0), 'organization', id, 0, 0, 0, 0, 1${c('0')}
    FROM organizations WHERE is_verified${
      courses
        ? `
  UNION ALL
  SELECT date_trunc('month', cc.completed_at AT TIME ZONE 'Asia/Tashkent')::date, COALESCE(u.region_id, 0), 'course', cc.course_id,
         0, 0, 0, 0, 0, 1
    FROM course_completions cc JOIN users u ON u.id = cc.user_id`
        : ''
    }
)
SELECT month, region_id, 0 AS direction_id,
       sum(volunteers)::int AS volunteers, sum(hours)::numeric(14,2) AS hours, sum(events)::int AS events,
       sum(projects)::int AS projects, sum(organizations)::int AS organizations${c('sum(courses_completed)::int AS courses_completed')}
  FROM facts GROUP BY month, region_id
UNION ALL
SELECT f.month, f.region_id, d.direction_id,
       sum(f.volunteers)::int, sum(f.hours)::numeric(14,2), sum(f.events)::int, sum(f.projects)::int, sum(f.organizations)::int${c(
         'sum(f.courses_completed)::int',
       )}
  FROM facts f JOIN dirs d ON d.kind = f.kind AND d.id = f.id
 GROUP BY f.month, f.region_id, d.direction_id;

-- REFRESH ... CONCURRENTLY needs a unique index of plain columns; the page reads by month range.
CREATE UNIQUE INDEX analytics_facts_key ON analytics_facts (direction_id, month, region_id);
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
