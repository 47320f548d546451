import { ANALYTICS_LIMITS, DIRECTION_KEYS, shiftMonth, tashkentMonth, type AnalyticsDto } from '@hashar/common';
import pg from 'pg';
import { QueryTypes } from 'sequelize';
import request from 'supertest';
import { silentLogger, useTestApp } from '../../test/app';
import { organizationAccount, volunteerAccount, type TestAccount } from '../../test/activities';
import { createApprovedEvent } from '../../test/events';
import { insertCourse } from '../../test/academy';
import { refreshAnalytics, startAnalyticsRefresher } from '../../services/analytics/refresh';

const REGION_ORDER = [
  'tashkent-city',
  'karakalpakstan',
  'andijan',
  'bukhara',
  'jizzakh',
  'kashkadarya',
  'navoi',
  'namangan',
  'samarkand',
  'surkhandarya',
  'syrdarya',
  'tashkent-region',
  'fergana',
  'khorezm',
];

describe('/api/analytics and /api/crm/analytics', () => {
  const ctx = useTestApp();
  let orgA: TestAccount;
  let orgB: TestAccount;
  let vols: TestAccount[];
  const now = new Date();
  const thisMonth = tashkentMonth(now);
  // Mid-month two months back in Tashkent: "62 days ago" fell out of a three-month window on 1 December (Oct + Nov = 61 days).
  const twoMonthsAgo = new Date(`${shiftMonth(thisMonth, -2)}-15T12:00:00+05:00`);
  const sql = <T extends object>(text: string, bind: unknown[] = []) => ctx.db.sequelize.query<T>(text, { bind, type: QueryTypes.SELECT });
  const regionId = async (key: string) => (await sql<{ id: number }>('SELECT id FROM regions WHERE key = $1', [key]))[0]!.id;
  const get = (path: string) => request(ctx.app).get(path);
  const analytics = async (query = ''): Promise<AnalyticsDto> => (await get(`/api/analytics${query}`).expect(200)).body.data;
  const region = (dto: AnalyticsDto, key: string) => dto.byRegion.find((r) => r.regionKey === key)!;
  const direction = (dto: AnalyticsDto, key: string) => dto.byDirection.find((d) => d.direction === key)!;

  /** A verified hours record of a volunteer on an event's session, verified at `at`. */
  const verified = async (sessionId: number, volunteer: TestAccount, organizationId: number, hours: number, at: Date) => {
    const [a] = await sql<{ id: number }>(
      `INSERT INTO applications (user_id, session_id, state) VALUES ($1, $2, 'completed') RETURNING id`,
      [volunteer.id, sessionId],
    );
    await sql(
      'INSERT INTO hours_records (application_id, user_id, organization_id, hours, verified_at) VALUES ($1, $2, $3, $4, $5) RETURNING id',
      [a!.id, volunteer.id, organizationId, hours, at],
    );
  };

  /** A course completion of a volunteer, completed at `at`. */
  const completed = (courseId: number, volunteer: TestAccount, at: Date) =>
    sql('INSERT INTO course_completions (user_id, course_id, completed_at) VALUES ($1, $2, $3) RETURNING id', [volunteer.id, courseId, at]);

  beforeAll(async () => {
    orgA = await organizationAccount(ctx.app, ctx.db, 'Организация А');
    orgB = await organizationAccount(ctx.app, ctx.db, 'Организация Б');
    vols = [];
    for (let i = 0; i < 3; i++) vols.push(await volunteerAccount(ctx.app, ctx.db, `Волонтёр ${i}`));
    const samarkand = await regionId('samarkand');
    const bukhara = await regionId('bukhara');
    await sql('UPDATE users SET region_id = $1 WHERE id = ANY($2::int[]) RETURNING id', [samarkand, [vols[0]!.id, vols[1]!.id]]);
    await sql('UPDATE users SET region_id = NULL WHERE id = $1 RETURNING id', [vols[2]!.id]);
    await sql('UPDATE organizations SET region_id = $1 WHERE id = $2 RETURNING id', [bukhara, orgB.organizationId]);
    await sql(
      `INSERT INTO volunteer_directions (user_id, direction_id) SELECT $1, id FROM directions WHERE key = 'animals' RETURNING user_id`,
      [vols[2]!.id],
    );
    await sql(
      `INSERT INTO organization_directions (organization_id, direction_id) SELECT $1, id FROM directions WHERE key = 'animals' RETURNING organization_id`,
      [orgB.organizationId],
    );
    const a1 = await createApprovedEvent(ctx.db, orgA.organizationId!, {
      regionId: samarkand,
      directions: ['children', 'nature'],
      startsAt: now,
    });
    const b1 = await createApprovedEvent(ctx.db, orgB.organizationId!, { regionId: bukhara, directions: ['animals'], startsAt: now });
    await createApprovedEvent(ctx.db, orgB.organizationId!, { regionId: bukhara, moderation: 'moderation', startsAt: now });
    await verified(a1.sessionIds[0]!, vols[0]!, orgA.organizationId!, 4, twoMonthsAgo);
    await verified(a1.sessionIds[0]!, vols[1]!, orgA.organizationId!, 2.5, now);
    await verified(b1.sessionIds[0]!, vols[0]!, orgB.organizationId!, 3, now);
    const [project] = await sql<{ id: number }>(
      `INSERT INTO projects (organization_id, title_ru, description_ru, region_id, moderation, published_at, starts_at, ends_at)
       VALUES ($1, 'Проект', 'Описание', $2, 'approved', now(), now(), now() + interval '30 days') RETURNING id`,
      [orgA.organizationId, await regionId('tashkent-city')],
    );
    await sql(
      `INSERT INTO project_directions (project_id, direction_id) SELECT $1, id FROM directions WHERE key = 'education' RETURNING project_id`,
      [project!.id],
    );
    // Courses completed: in the volunteer's region (none for vols[2]) and the course's directions.
    const course = await insertCourse(ctx.db, {
      slug: 'analytics-course',
      organizationId: orgA.organizationId,
      directions: ['education', 'culture'],
    });
    await completed(course.id, vols[0]!, now);
    await completed(course.id, vols[2]!, twoMonthsAgo);
    // An archived course's completions still count; 00:30 on 1 March in Tashkent is still February in UTC.
    const archived = await insertCourse(ctx.db, { slug: 'analytics-archived', archived: true, directions: ['healthcare'] });
    await completed(archived.id, vols[1]!, new Date('2025-03-01T00:30:00+05:00'));
    // Organizations count once verified (services/analytics/figures).
    await sql('UPDATE organizations SET is_verified = true WHERE id = ANY($1::int[]) RETURNING id', [
      [orgA.organizationId, orgB.organizationId],
    ]);
    expect(await refreshAnalytics(ctx.db.sequelize)).toBe(true);
  });

  it('answers the last 12 months by default, every region in reference order, with a public cache', async () => {
    const res = await get('/api/analytics').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const dto = res.body.data as AnalyticsDto;
    expect(dto.to).toBe(thisMonth);
    expect(dto.from).toBe(shiftMonth(thisMonth, 1 - ANALYTICS_LIMITS.defaultMonths));
    expect(dto.direction).toBeNull();
    expect(dto.byRegion.map((r) => r.regionKey)).toEqual(REGION_ORDER);
    expect(dto.byRegion[0]!.name).toBe('г. Ташкент');
    expect(dto.totals).toEqual({ volunteers: 3, hours: 9.5, events: 2, projects: 1, organizations: 2, coursesCompleted: 2 });
    expect(region(dto, 'samarkand')).toMatchObject({ hours: 6.5, events: 1, volunteers: 2, coursesCompleted: 1 });
    expect(region(dto, 'bukhara')).toMatchObject({ hours: 3, events: 1, organizations: 1 });
    expect(region(dto, 'tashkent-city')).toMatchObject({ projects: 1, hours: 0 });
    expect(region(dto, 'khorezm')).toEqual(
      expect.objectContaining({ volunteers: 0, hours: 0, events: 0, projects: 0, organizations: 0, coursesCompleted: 0 }),
    );
    expect(dto.byMonth).toHaveLength(12);
    expect(dto.byMonth.at(-1)).toMatchObject({ month: thisMonth, hours: 5.5, events: 2, projects: 1, coursesCompleted: 1 });
    expect(dto.byMonth.find((m) => m.month === tashkentMonth(twoMonthsAgo))).toMatchObject({ hours: 4, coursesCompleted: 1 });
    expect(dto.byDirection.map((d) => d.direction)).toEqual(DIRECTION_KEYS);
    // An activity of two directions counts in both, once in the totals.
    expect(direction(dto, 'children')).toMatchObject({ hours: 6.5, events: 1 });
    expect(direction(dto, 'nature')).toMatchObject({ hours: 6.5, events: 1 });
    expect(direction(dto, 'animals')).toMatchObject({ hours: 3, events: 1, volunteers: 1 });
    expect(direction(dto, 'education')).toMatchObject({ projects: 1, hours: 0, coursesCompleted: 2 });
    expect(direction(dto, 'culture')).toMatchObject({ projects: 0, coursesCompleted: 2 });
    expect(dto.refreshedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('narrows by direction (people by the directions of their profile) and by period, names in uz', async () => {
    const animals = await analytics('?direction=animals&locale=uz');
    expect(animals.direction).toBe('animals');
    expect(animals.totals).toEqual({ volunteers: 1, hours: 3, events: 1, projects: 0, organizations: 1, coursesCompleted: 0 });
    expect(region(animals, 'samarkand').hours).toBe(0);
    expect(animals.byRegion[0]!.name).toBe('Toshkent shahri');
    // The bars still show every direction.
    expect(direction(animals, 'children').hours).toBe(6.5);

    const month = await analytics(`?from=${thisMonth}&to=${thisMonth}`);
    expect(month.byMonth).toEqual([expect.objectContaining({ month: thisMonth, hours: 5.5 })]);
    expect(month.totals.hours).toBe(5.5);
    const past = await analytics('?from=2020-01&to=2020-12');
    expect(past.totals).toEqual({ volunteers: 0, hours: 0, events: 0, projects: 0, organizations: 0, coursesCompleted: 0 });
    expect(past.byRegion).toHaveLength(14);
    const onlyTo = await analytics(`?to=${thisMonth}`);
    expect(onlyTo.byMonth).toHaveLength(12);
  });

  it("counts courses completed by the Tashkent month, the volunteer's region and the course's directions", async () => {
    const education = await analytics('?direction=education');
    expect(education.totals).toMatchObject({ coursesCompleted: 2, projects: 1 });
    expect(region(education, 'samarkand').coursesCompleted).toBe(1);
    // vols[2] has no region: counted in the totals, in no region.
    expect(education.byRegion.reduce((sum, r) => sum + r.coursesCompleted, 0)).toBe(1);
    const spring = await analytics('?from=2025-02&to=2025-03');
    expect(spring.byMonth.map((m) => [m.month, m.coursesCompleted])).toEqual([
      ['2025-02', 0],
      ['2025-03', 1],
    ]);
    expect(region(spring, 'samarkand').coursesCompleted).toBe(1);
    expect(direction(spring, 'healthcare').coursesCompleted).toBe(1);
    expect(spring.totals).toEqual({ volunteers: 0, hours: 0, events: 0, projects: 0, organizations: 0, coursesCompleted: 1 });
  });

  it.each([
    ['?from=2026-13', 'from', 'Укажите месяц в виде ГГГГ-ММ', 'Oyni YYYY-OO koʻrinishida kiriting'],
    ['?to=26-01', 'to', 'Укажите месяц в виде ГГГГ-ММ', 'Oyni YYYY-OO koʻrinishida kiriting'],
    [
      '?from=2025-05&to=2025-04',
      'to',
      'Начало периода не может быть позже его конца',
      'Davr boshi uning oxiridan keyin boʻlishi mumkin emas',
    ],
    ['?from=2010-01&to=2025-01', 'from', 'Период не может быть длиннее 120 месяцев', 'Davr 120 oydan uzun boʻlishi mumkin emas'],
    ['?direction=cooking', 'direction', 'Такого направления нет', 'Bunday yoʻnalish yoʻq'],
    ['?from=2025-01&from=2025-02', 'from', 'Укажите месяц в виде ГГГГ-ММ', 'Oyni YYYY-OO koʻrinishida kiriting'],
  ])('400 for %s in ru and uz (public, CSV and CRM)', async (query, field, ru, uz) => {
    for (const path of ['/api/analytics', '/api/analytics.csv']) {
      const bad = await get(`${path}${query}`).expect(400);
      expect(bad.body.fields[field]).toBe(ru);
    }
    const badUz = await get(`/api/analytics${query}`).set('Accept-Language', 'uz').expect(400);
    expect(badUz.body.fields[field]).toBe(uz);
    const crm = await get(`/api/crm/analytics${query}`).set(orgA.auth).set('Accept-Language', 'uz').expect(400);
    expect(crm.body.fields[field]).toBe(uz);
  });

  it('downloads CSV: BOM, semicolons, a line per region, direction and month, headers in the language', async () => {
    const res = await get(`/api/analytics.csv?from=${shiftMonth(thisMonth, -2)}&to=${thisMonth}`).expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="hashar-analytics-\d{4}-\d\d-\d{4}-\d\d\.csv"/);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const lines = res.text.split('\r\n').filter(Boolean);
    expect(lines[0]).toBe(
      '\uFEFF"Раздел";"Название";"Волонтёры";"Подтверждённые часы";"Мероприятия";"Проекты";"Организации";"Пройденные курсы"',
    );
    expect(lines).toHaveLength(1 + 14 + 17 + 3);
    expect(lines).toContain('"Регион";"Самаркандская область";"2";"6.5";"1";"0";"0";"1"');
    expect(lines).toContain('"Направление";"Культура и искусство";"0";"0";"0";"0";"0";"2"');
    expect(lines.at(-1)).toBe(`"Месяц";"${thisMonth}";"3";"5.5";"2";"1";"2";"1"`);
    const uz = await get('/api/analytics.csv?locale=uz').expect(200);
    expect(uz.text.split('\r\n')[0]).toBe(
      '\uFEFF"Boʻlim";"Nomi";"Ko\'ngillilar";"Tasdiqlangan soatlar";"Tadbirlar";"Loyihalar";"Tashkilotlar";"Tamomlangan kurslar"',
    );
  });

  it('gives an organization its own figures, volunteers counted once; 401 and 403 for others', async () => {
    await get('/api/crm/analytics').expect(401);
    const denied = await get('/api/crm/analytics').set(vols[0]!.auth).set('Accept-Language', 'uz').expect(403);
    expect(denied.body.error).toBe('forbidden');
    const a = (await get('/api/crm/analytics').set(orgA.auth).expect(200)).body.data as AnalyticsDto;
    // Its own course's completions (not the platform's archived course), in the volunteers' regions and the course's directions.
    expect(a.totals).toEqual({ volunteers: 2, hours: 6.5, events: 1, projects: 1, organizations: 0, coursesCompleted: 2 });
    expect(region(a, 'samarkand').coursesCompleted).toBe(1);
    expect(direction(a, 'culture').coursesCompleted).toBe(2);
    expect(a.byMonth.find((m) => m.month === tashkentMonth(twoMonthsAgo))).toMatchObject({ coursesCompleted: 1 });
    expect(a.byRegion).toHaveLength(14);
    expect(region(a, 'samarkand')).toMatchObject({ volunteers: 2, hours: 6.5 });
    expect(region(a, 'bukhara').hours).toBe(0);
    expect(direction(a, 'children')).toMatchObject({ volunteers: 2, hours: 6.5, events: 1 });
    expect(direction(a, 'education')).toMatchObject({ projects: 1 });
    expect(a.byMonth.at(-1)).toMatchObject({ month: thisMonth, volunteers: 1, hours: 2.5 });
    const b = (await get('/api/crm/analytics').set(orgB.auth).expect(200)).body.data as AnalyticsDto;
    expect(b.totals).toMatchObject({ volunteers: 1, hours: 3, events: 1, projects: 0, coursesCompleted: 0 });
    const nature = (await get('/api/crm/analytics?direction=nature').set(orgA.auth).expect(200)).body.data as AnalyticsDto;
    expect(nature.totals).toMatchObject({ volunteers: 2, hours: 6.5, events: 1, projects: 0, coursesCompleted: 0 });
    const recent = (await get(`/api/crm/analytics?from=${thisMonth}`).set(orgA.auth).expect(200)).body.data as AnalyticsDto;
    expect(recent.totals).toMatchObject({ volunteers: 1, hours: 2.5 });
  });

  it('shows new hours only after a refresh; a refresh running elsewhere is skipped', async () => {
    const before = await analytics();
    const event = await createApprovedEvent(ctx.db, orgA.organizationId!, { regionId: await regionId('khorezm'), startsAt: now });
    await verified(event.sessionIds[0]!, vols[2]!, orgA.organizationId!, 1.5, now);
    expect((await analytics()).totals.hours).toBe(9.5);
    // Another process holds the refresh: this one skips.
    const other = new pg.Client({ connectionString: ctx.db.url });
    await other.connect();
    try {
      await other.query('SELECT pg_advisory_lock(160025)');
      expect(await refreshAnalytics(ctx.db.sequelize)).toBe(false);
    } finally {
      await other.end();
    }
    expect(await refreshAnalytics(ctx.db.sequelize)).toBe(true);
    const after = await analytics();
    expect(after.totals.hours).toBe(11);
    expect(region(after, 'khorezm')).toMatchObject({ hours: 1.5, events: 1 });
    expect(Date.parse(after.refreshedAt!)).toBeGreaterThan(Date.parse(before.refreshedAt!));
  });

  it('refreshes on start when never computed, then stops cleanly', async () => {
    await sql('DELETE FROM analytics_refreshes RETURNING id');
    expect((await analytics()).refreshedAt).toBeNull();
    const job = startAnalyticsRefresher({ sequelize: ctx.db.sequelize, logger: silentLogger }, 60_000);
    await job.stop();
    expect((await analytics()).refreshedAt).not.toBeNull();
  });

  it('recomputes at once for this machine in development (browser tests), 404 for anyone else', async () => {
    expect((await request(ctx.app).post('/api/dev/analytics/refresh').expect(200)).body).toEqual({ refreshed: true });
    await request(ctx.app).post('/api/dev/analytics/refresh').set('X-Forwarded-For', '203.0.113.9').expect(404);
  });

  it('defuses formulas in names', async () => {
    await sql(`UPDATE regions SET name_ru = '=HYPERLINK("http://x")' WHERE key = 'khorezm' RETURNING id`);
    const res = await get('/api/analytics.csv').expect(200);
    expect(res.text).toContain(`"Регион";"'=HYPERLINK(""http://x"")";`);
  });
});
