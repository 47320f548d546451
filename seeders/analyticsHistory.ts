import type { Sequelize } from 'sequelize';
import { seedDemoGeography } from './demoGeography';

/**
 * Eighteen months of demo history for the analytics (npm run seed:demo): volunteers registered
 * month after month in all 14 regions, past events and projects of the demo organizations in
 * every region, and the verified hours of the volunteers who took part — so the map, the bars
 * and the months of burger/analytics and the CRM charts look alive. A few SQL statements (fast).
 * A quarter of the history volunteers also completed one of the demo courses (seeders/academy.ts),
 * so the courses-completed figure has something in every region. Its records get districts and points
 * (seeders/demoGeography.ts), so the analytics by district of a region have figures too.
 * Idempotent: the history volunteers mark it done; the completions are added once each. The history volunteers cannot sign in and are
 * not listed in the directory; they only count. Self-contained: literal values only.
 */

/** What one past event or project of the history is about: a title per language and its directions. */
const TOPICS: [ru: string, uz: string, directions: string][] = [
  ['Субботник', 'Hashar', 'nature,urbanistics'],
  ['Помощь пожилым', 'Keksalarga yordam', 'oldergeneration'],
  ['Уроки для школьников', 'Maktab oʻquvchilari uchun darslar', 'education,children'],
  ['Донорская акция', 'Donorlik aksiyasi', 'healthcare'],
  ['Городской марафон', 'Shahar marafoni', 'sportsevents'],
  ['Приют для животных', 'Hayvonlar boshpanasi', 'animals'],
  ['Фестиваль культуры', 'Madaniyat festivali', 'culture'],
  ['Инклюзивный день', 'Inklyuziv kun', 'disabilities,children'],
];

const MARKER = 'history-1@demo.hashar.uz';
const VOLUNTEERS = 420;
const EVENTS_PER_REGION = 4;

/** The SQL of the history, in order; $1: the demo organizations' ids. */
const STEPS = [
  // Volunteers: 30 per region, registered 2 to 18 months ago — before the demo accounts, so the admin's
  // newest-first list of users opens on the accounts one can sign in with.
  // Marked generated, so the back office's list of users keeps them out of its first screen.
  `INSERT INTO users (email, password_hash, role, name, is_active, is_verified, is_generated, locale, region_id, created_at, updated_at)
   SELECT 'history-' || g || '@demo.hashar.uz', 'history-account-no-login', 'volon', 'Волонтёр ' || g, true, false, true,
          CASE WHEN g % 3 = 0 THEN 'uz' ELSE 'ru' END, r.id, now() - (60 + (g * 37) % 480) * interval '1 day', now()
     FROM generate_series(1, ${VOLUNTEERS}) g
     JOIN (SELECT id, row_number() OVER (ORDER BY sort_order, id) - 1 AS n FROM regions) r ON r.n = g % 14`,
  `INSERT INTO volunteer_directions (user_id, direction_id)
   SELECT u.id, d.id FROM users u JOIN (SELECT id, row_number() OVER (ORDER BY sort_order, id) - 1 AS n FROM directions) d
       ON d.n IN (u.id % 17, (u.id * 7 + 3) % 17)
    WHERE u.email LIKE 'history-%@demo.hashar.uz'
   ON CONFLICT DO NOTHING`,
  // Past events: four per region, spread over the last 18 months, by the demo organizations in turn.
  `WITH topics(n, ru, uz, dirs) AS (VALUES ${TOPICS.map((_, i) => `(${i}, $${i * 3 + 2}, $${i * 3 + 3}, $${i * 3 + 4})`).join(', ')}),
        r AS (SELECT id, key, name_ru, name_uz, row_number() OVER (ORDER BY sort_order, id) - 1 AS n FROM regions),
        plan AS (SELECT r.id AS region_id, r.name_ru, r.name_uz, k, r.n * ${EVENTS_PER_REGION} + k AS i
                   FROM r CROSS JOIN generate_series(0, ${EVENTS_PER_REGION - 1}) k),
        ins AS (
          INSERT INTO events (organization_id, title_ru, title_uz, description_ru, description_uz, region_id, starts_at, ends_at,
                              moderation, submitted_at, published_at)
          SELECT ($1::int[])[1 + p.i % cardinality($1::int[])], t.ru || ': ' || p.name_ru, t.uz || ': ' || p.name_uz,
                 'Прошедшее мероприятие: ' || t.ru || '.', 'Oʻtgan tadbir: ' || t.uz || '.', p.region_id,
                 date_trunc('day', now()) - ((p.i * 13) % 530 + 7) * interval '1 day' + interval '10 hours',
                 date_trunc('day', now()) - ((p.i * 13) % 530 + 7) * interval '1 day' + interval '14 hours',
                 'approved', now(), now()
            FROM plan p JOIN topics t ON t.n = p.i % ${TOPICS.length}
          RETURNING id, starts_at, ends_at, title_ru)
   INSERT INTO event_directions (event_id, direction_id)
   SELECT ins.id, d.id FROM ins JOIN topics t ON ins.title_ru LIKE t.ru || ':%'
     JOIN directions d ON d.key = ANY(string_to_array(t.dirs, ','))`,
  `INSERT INTO visit_sessions (event_id, starts_at, ends_at, capacity)
   SELECT e.id, e.starts_at, e.ends_at, 40 FROM events e
    WHERE e.description_ru LIKE 'Прошедшее мероприятие: %' AND NOT EXISTS (SELECT 1 FROM visit_sessions s WHERE s.event_id = e.id)`,
  // Each history volunteer took part in up to six events of their region and had the hours verified.
  `WITH s AS (SELECT s.id AS session_id, e.id AS event_id, e.region_id, e.organization_id, e.ends_at,
                     row_number() OVER (PARTITION BY e.region_id ORDER BY e.id) - 1 AS n
                FROM visit_sessions s JOIN events e ON e.id = s.event_id WHERE e.description_ru LIKE 'Прошедшее мероприятие: %'),
        pick AS (SELECT u.id AS user_id, s.* FROM users u JOIN s ON s.region_id = u.region_id
                  WHERE u.email LIKE 'history-%@demo.hashar.uz' AND (u.id + s.n) % 3 <> 0),
        app AS (INSERT INTO applications (user_id, session_id, state, decided_at, created_at, updated_at)
                SELECT user_id, session_id, 'completed', ends_at, ends_at - interval '7 days', ends_at FROM pick
                ON CONFLICT DO NOTHING RETURNING id, user_id, session_id)
   INSERT INTO hours_records (application_id, user_id, organization_id, hours, verified_at)
   SELECT app.id, app.user_id, pick.organization_id, 2 + (app.user_id + pick.n) % 3, pick.ends_at + interval '1 day'
     FROM app JOIN pick ON pick.user_id = app.user_id AND pick.session_id = app.session_id`,
  // A project per region, published over the last 18 months.
  `WITH r AS (SELECT id, name_ru, name_uz, row_number() OVER (ORDER BY sort_order, id) - 1 AS n FROM regions),
        ins AS (
          INSERT INTO projects (organization_id, title_ru, title_uz, description_ru, description_uz, region_id, moderation,
                                submitted_at, published_at, starts_at, ends_at)
          SELECT ($1::int[])[1 + r.n % cardinality($1::int[])], 'Проект «Добрый район»: ' || r.name_ru, '«Mehribon mahalla» loyihasi: ' || r.name_uz,
                 'Годовой проект: волонтёры помогают соседям.', 'Yillik loyiha: volontyorlar qoʻshnilarga yordam beradi.', r.id, 'approved',
                 now() - ((r.n * 37) % 520 + 10) * interval '1 day', now() - ((r.n * 37) % 520 + 10) * interval '1 day',
                 now() - ((r.n * 37) % 520) * interval '1 day', now() + interval '60 days'
            FROM r RETURNING id, region_id)
   INSERT INTO project_directions (project_id, direction_id)
   SELECT ins.id, d.id FROM ins JOIN directions d ON d.key = CASE WHEN ins.region_id % 2 = 0 THEN 'urbanistics' ELSE 'oldergeneration' END`,
];

/** The demo courses (seeders/academy.ts) the history volunteers complete. */
const DEMO_COURSES = ['pervye-shagi-volontera', 'osnovy-pervoj-pomoshchi', 'rabota-s-detmi', 'bezopasnost-na-eko-akcii'];

/**
 * Every fourth history volunteer of each region (their ids step by 14 within a region) enrolled in
 * one demo course and completed it (100 %, no attempt kept) between its publication and now. Run
 * each time, so a history seeded before the academy gets its completions too. $1: the courses' slugs.
 */
const COURSE_COMPLETIONS = `
WITH c AS (SELECT id, published_at, row_number() OVER (ORDER BY id) - 1 AS n, count(*) OVER () AS total
             FROM courses WHERE slug = ANY($1::text[]) AND moderation = 'approved' AND published_at IS NOT NULL),
     pick AS (SELECT u.id AS user_id, c.id AS course_id, c.published_at,
                     c.published_at + (now() - c.published_at) * (((u.id * 37) % 100 + 1) / 102.0)::float8 AS completed_at
                FROM users u JOIN c ON c.n = u.id % c.total
               WHERE u.email LIKE 'history-%@demo.hashar.uz' AND (u.id / 14) % 4 = 0),
     enrol AS (INSERT INTO course_enrolments (user_id, course_id, enrolled_at)
               SELECT user_id, course_id, published_at + (completed_at - published_at) / 2 FROM pick
               ON CONFLICT DO NOTHING RETURNING user_id, course_id)
INSERT INTO course_completions (user_id, course_id, score, completed_at)
SELECT p.user_id, p.course_id, 100, p.completed_at FROM pick p JOIN enrol e ON e.user_id = p.user_id AND e.course_id = p.course_id
ON CONFLICT DO NOTHING`;

/** Adds the history once (returns the volunteers added: 0 the second time), then refreshes the analytics view. */
export async function seedAnalyticsHistory(sequelize: Sequelize): Promise<number> {
  const [[done]] = (await sequelize.query('SELECT 1 FROM users WHERE email = $1', { bind: [MARKER] })) as [unknown[], unknown];
  const [organizations] = (await sequelize.query(
    `SELECT array_agg(s.organization_id ORDER BY s.organization_id) AS ids FROM organization_staff s JOIN users u ON u.id = s.user_id
      WHERE u.email LIKE '%@demo.hashar.uz' AND u.role = 'organization'`,
  )) as [{ ids: number[] | null }[], unknown];
  const ids = organizations[0]?.ids;
  let added = 0;
  if (!done && ids?.length) {
    await sequelize.transaction(async (transaction) => {
      for (const [index, sql] of STEPS.entries()) {
        const bind = index === 2 ? [ids, ...TOPICS.flat()] : sql.includes('$1') ? [ids] : [];
        await sequelize.query(sql, { bind, transaction });
      }
    });
    added = VOLUNTEERS;
  }
  await sequelize.query(COURSE_COMPLETIONS, { bind: [DEMO_COURSES] });
  // The history's volunteers, events and projects get their districts and points like every demo record, before the view is computed.
  await seedDemoGeography(sequelize);
  await sequelize.query('REFRESH MATERIALIZED VIEW CONCURRENTLY analytics_facts');
  await sequelize.query(
    `INSERT INTO analytics_refreshes (id, refreshed_at) VALUES (1, now()) ON CONFLICT (id) DO UPDATE SET refreshed_at = EXCLUDED.refreshed_at`,
  );
  return added;
}
