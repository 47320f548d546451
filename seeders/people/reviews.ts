import type { Sequelize } from 'sequelize';
import type { PeopleSeeder } from '../demoPeople';

const VOLUNTEER_TEXTS = [
  'Отличная организация: всё понятно объяснили, выдали инвентарь, время пролетело незаметно.',
  'Хорошая команда и понятные задачи. Приду ещё!',
  'Немного затянулось начало, но в целом всё прошло здорово.',
];
const ORGANIZATION_TEXTS = [
  'Пунктуальный и ответственный волонтёр, рады видеть снова.',
  'Помог(ла) больше, чем мы просили. Спасибо!',
  'Хорошо работает в команде.',
];

const count = async (sequelize: Sequelize, sql: string, bind: unknown[]): Promise<number> => {
  const [rows] = await sequelize.query(sql, { bind });
  return (rows as unknown[]).length;
};

/**
 * Demo reviews (npm run seed:demo): on the demo's completed applications (past events with verified
 * hours, seeders/demoEvents.ts) the volunteer reviews the organization and the organization (one of its
 * staff) reviews the volunteer, a few of each; one review is reported and waits in the back office.
 * Idempotent: the unique pair index skips what exists.
 */
export const seedDemoReviews: PeopleSeeder = async (sequelize) => {
  const done = `SELECT a.user_id, a.activity_kind, a.activity_id, e.organization_id,
      (SELECT min(st.user_id) FROM organization_staff st WHERE st.organization_id = e.organization_id) AS staff_id,
      row_number() OVER (ORDER BY a.id) AS n
    FROM applications a JOIN events e ON a.activity_kind = 'event' AND e.id = a.activity_id
   WHERE a.state = 'completed' AND e.organization_id IS NOT NULL`;
  const byVolunteers = await count(
    sequelize,
    `INSERT INTO reviews (activity_kind, activity_id, author_user_id, target_organization_id, stars, text, created_at, updated_at)
     SELECT d.activity_kind, d.activity_id, d.user_id, d.organization_id, 5 - (d.n % 3)::int, ($1::text[])[1 + (d.n % 3)::int],
            now() - (d.n || ' days')::interval, now() - (d.n || ' days')::interval
       FROM (${done}) d WHERE d.n <= 8
     ON CONFLICT DO NOTHING RETURNING id`,
    [VOLUNTEER_TEXTS],
  );
  const byOrganizations = await count(
    sequelize,
    `INSERT INTO reviews (activity_kind, activity_id, author_user_id, author_organization_id, target_user_id, stars, text, created_at, updated_at)
     SELECT d.activity_kind, d.activity_id, d.staff_id, d.organization_id, d.user_id, 5 - (d.n % 2)::int, ($1::text[])[1 + (d.n % 3)::int],
            now() - (d.n || ' days')::interval, now() - (d.n || ' days')::interval
       FROM (${done}) d WHERE d.n <= 8 AND d.staff_id IS NOT NULL
     ON CONFLICT DO NOTHING RETURNING id`,
    [ORGANIZATION_TEXTS],
  );
  const reported = await count(
    sequelize,
    `UPDATE reviews SET status = 'reported', report_reason = 'Оскорбительный тон (демо-жалоба)', reported_at = now() - interval '1 day',
            reported_by = (SELECT id FROM users WHERE email = 'volontyor@demo.hashar.uz')
      WHERE id = (SELECT max(id) FROM reviews WHERE target_organization_id IS NOT NULL)
        AND NOT EXISTS (SELECT 1 FROM reviews WHERE status IN ('reported', 'hidden'))
     RETURNING id`,
    [],
  );
  return { reviews: byVolunteers + byOrganizations, reviewsReported: reported };
};
