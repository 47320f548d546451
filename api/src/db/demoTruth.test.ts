import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { HOURS_MARGIN, toSearchLatin, type SearchResult } from '@hashar/common';
import { seedAnalyticsHistory } from '../../../seeders/analyticsHistory';
import { seedDemo } from '../../../seeders/demo';
import { seedDemoActivities } from '../../../seeders/demoActivities';
import { seedDemoEvents } from '../../../seeders/demoEvents';
import { seedDemoPeople } from '../../../seeders/demoPeople';
import { seedDemoNews } from '../../../seeders/news';
import { seedDemoPublications } from '../../../seeders/publications';
import { run } from '../lists';
import { organizationAccount } from '../test/activities';
import { useTestApp } from '../test/app';

// The whole demo content is seeded: slow on a busy two-core machine.
jest.setTimeout(600_000);

/** Every table that has a search_text column. */
const SEARCHABLE = [
  'events',
  'initiative_groups',
  'news',
  'organizations',
  'projects',
  'publications',
  'tasks',
  'vacancies',
  'visit_options',
];

describe('demo data and search_text: true however the rows were written', () => {
  const ctx = useTestApp();
  const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hashar-search-text-'));

  let org: Awaited<ReturnType<typeof organizationAccount>>;
  beforeAll(async () => {
    const db = ctx.db.sequelize;
    // The app: an organization registers (its directory text starts from its name).
    org = await organizationAccount(ctx.app, ctx.db, 'Ёшлар Маркази');
    // The demo seeders, as npm run seed:demo runs them.
    await seedDemo(db, async (plain) => `not-a-hash:${plain}`);
    await seedDemoEvents(db);
    await seedDemoActivities(db, { uploadsDir });
    await seedDemoPeople(db, { uploadsDir });
    await seedDemoPublications(db, { uploadsDir });
    await seedDemoNews(db, { uploadsDir });
    await seedAnalyticsHistory(db);
  });

  it('matches a fresh computation in every table after the app, the demo seeders and raw SQL wrote rows; demo titles are found', async () => {
    const db = ctx.db.sequelize;
    // Raw SQL naming no search_text, one title in Uzbek only (the Russian one empty) and one updated afterwards.
    const [raw] = await run<{ id: number }>(
      db,
      `INSERT INTO projects (organization_id, title_ru, title_uz, description_ru, moderation, published_at, starts_at, ends_at)
       VALUES ($1, '', 'Qoʻrgʻon bogʻi', 'Сад у крепости', 'approved', now(), now(), now() + interval '30 days') RETURNING id`,
      [org.organizationId],
    );
    await run(db, `UPDATE tasks SET title_ru = 'Шахматный кружок' WHERE id = (SELECT min(id) FROM tasks)`, []);

    const tables = await run<{ table_name: string }>(
      db,
      `SELECT c.table_name FROM information_schema.columns c JOIN information_schema.tables t USING (table_schema, table_name)
        WHERE c.table_schema = 'public' AND c.column_name = 'search_text' AND t.table_type = 'BASE TABLE' ORDER BY 1`,
      [],
    );
    expect(tables.map((t) => t.table_name)).toEqual(SEARCHABLE);
    for (const table of SEARCHABLE) {
      const stored = await run<{ id: number; search_text: string }>(db, `SELECT id, search_text FROM ${table} ORDER BY id`, []);
      expect(stored.length).toBeGreaterThan(0);
      expect(stored.filter((r) => r.search_text === '')).toEqual([]);
      // A fresh computation: the row rewritten as it is (the trigger recomputes), then put back.
      const t = await db.transaction();
      await run(db, `UPDATE ${table} SET search_text = 'stale'`, [], t);
      const fresh = await run<{ id: number; search_text: string }>(db, `SELECT id, search_text FROM ${table} ORDER BY id`, [], t);
      await t.rollback();
      expect({ table, rows: stored }).toEqual({ table, rows: fresh });
    }
    // The activities' text is their titles and descriptions in the search alphabet common/translit.ts describes.
    const activities = await run<{ search_text: string; words: string }>(
      db,
      `SELECT search_text, concat_ws(' ', title_ru, title_uz, description_ru, description_uz) AS words FROM projects
        UNION ALL SELECT search_text, concat_ws(' ', title_ru, title_uz, description_ru, description_uz) FROM events`,
      [],
    );
    for (const a of activities) expect(a.search_text).toBe(toSearchLatin(a.words));

    // The 14 history projects «Проект «Добрый район»: …» are found by the words of their titles, in either alphabet.
    const found = async (q: string) =>
      ((await request(ctx.app).get('/api/search').query({ q }).expect(200)).body as SearchResult).groups.find((g) => g.kind === 'project')
        ?.count ?? 0;
    expect(await found('Добрый район')).toBeGreaterThanOrEqual(14);
    expect(await found('dobriy')).toBeGreaterThanOrEqual(14);
    expect(await found('Mehribon mahalla')).toBeGreaterThanOrEqual(14);
    expect(await found('Қўрғон')).toBe(1);
    const tasks = (await request(ctx.app).get('/api/tasks').query({ q: 'шахматный' }).expect(200)).body;
    expect(tasks.total).toBe(1);
    const [stored] = await run<{ search_text: string }>(db, 'SELECT search_text FROM projects WHERE id = $1', [raw!.id]);
    expect(stored!.search_text).toBe('qorgon bogi sad u kreposti');
  });

  it('verifies demo hours only after their shift (at most its length plus the margin) or the activity’s start', async () => {
    const wrong = await run<{ id: number; why: string }>(
      ctx.db.sequelize,
      `SELECT h.id, CASE WHEN s.id IS NOT NULL AND h.verified_at < s.ends_at THEN 'before the end'
                         WHEN s.id IS NOT NULL AND h.hours > extract(epoch FROM s.ends_at - s.starts_at) / 3600 + $1 THEN 'too many'
                         ELSE 'before the start' END AS why
         FROM hours_records h JOIN applications a ON a.id = h.application_id LEFT JOIN visit_sessions s ON s.id = a.session_id
         LEFT JOIN projects p ON a.activity_kind = 'project' AND p.id = a.activity_id
        WHERE (s.id IS NOT NULL AND (h.verified_at < s.ends_at OR h.hours > extract(epoch FROM s.ends_at - s.starts_at) / 3600 + $1))
           OR (p.id IS NOT NULL AND h.verified_at < p.starts_at)`,
      [HOURS_MARGIN],
    );
    expect(wrong).toEqual([]);
  });
});
