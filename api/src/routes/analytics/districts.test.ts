import { ANALYTICS_METRICS, tashkentMonth, type AnalyticsDistrictRow, type AnalyticsDto, type AnalyticsFigures } from '@hashar/common';
import { QueryTypes } from 'sequelize';
import request from 'supertest';
import { useTestApp } from '../../test/app';
import { organizationAccount, volunteerAccount, type TestAccount } from '../../test/activities';
import { createApprovedEvent } from '../../test/events';
import { insertCourse } from '../../test/academy';
import { refreshAnalytics } from '../../services/analytics/refresh';

const ZERO: AnalyticsFigures = { volunteers: 0, hours: 0, events: 0, projects: 0, organizations: 0, coursesCompleted: 0 };

/** GET /api/analytics?region= (AnalyticsDto.byDistrict) and its CSV: a region's figures by district. */
describe('/api/analytics by district', () => {
  const ctx = useTestApp();
  const now = new Date();
  const sql = <T extends object>(text: string, bind: unknown[] = []) => ctx.db.sequelize.query<T>(text, { bind, type: QueryTypes.SELECT });
  const idOf = async (table: 'regions' | 'districts', key: string) =>
    (await sql<{ id: number }>(`SELECT id FROM ${table} WHERE key = $1`, [key]))[0]!.id;
  const get = (path: string) => request(ctx.app).get(path);
  const analytics = async (query: string): Promise<AnalyticsDto> => (await get(`/api/analytics${query}`).expect(200)).body.data;
  const line = (dto: AnalyticsDto, districtId: number | null) => dto.byDistrict!.find((d) => d.districtId === districtId)!;
  let samarkand: number;
  let bukhara: number;
  let city: number;
  let jambay: number;
  let bukharaCity: number;
  let org: TestAccount;

  /** A verified hours record of a volunteer on an event's session. */
  const verified = async (sessionId: number, volunteer: TestAccount, hours: number) => {
    const [a] = await sql<{ id: number }>(
      `INSERT INTO applications (user_id, session_id, state) VALUES ($1, $2, 'completed') RETURNING id`,
      [volunteer.id, sessionId],
    );
    await sql(
      'INSERT INTO hours_records (application_id, user_id, organization_id, hours, verified_at) VALUES ($1, $2, $3, $4, $5) RETURNING id',
      [a!.id, volunteer.id, org.organizationId, hours, now],
    );
  };
  const setDistrict = (table: 'events' | 'users' | 'organizations', id: number, regionId: number, districtId: number | null) =>
    sql(`UPDATE ${table} SET region_id = $2, district_id = $3 WHERE id = $1 RETURNING id`, [id, regionId, districtId]);

  beforeAll(async () => {
    samarkand = await idOf('regions', 'samarkand');
    bukhara = await idOf('regions', 'bukhara');
    city = await idOf('districts', 'samarkand.samarkand-city');
    jambay = await idOf('districts', 'samarkand.jambay');
    bukharaCity = await idOf('districts', 'bukhara.bukhara-city');
    org = await organizationAccount(ctx.app, ctx.db, 'Организация района');
    const otherOrg = await organizationAccount(ctx.app, ctx.db, 'Организация без района');
    const vols: TestAccount[] = [];
    for (let i = 0; i < 4; i++) vols.push(await volunteerAccount(ctx.app, ctx.db, `Волонтёр района ${i}`));
    // Volunteers: two in the city of Samarkand, one in Samarkand with no district, one in Bukhara's city.
    await setDistrict('users', vols[0]!.id, samarkand, city);
    await setDistrict('users', vols[1]!.id, samarkand, city);
    await setDistrict('users', vols[2]!.id, samarkand, null);
    await setDistrict('users', vols[3]!.id, bukhara, bukharaCity);
    // Organizations: one in Jambay, one in Samarkand with no district.
    await setDistrict('organizations', org.organizationId!, samarkand, jambay);
    await setDistrict('organizations', otherOrg.organizationId!, samarkand, null);
    await sql('UPDATE organizations SET is_verified = true WHERE id = ANY($1::int[]) RETURNING id', [
      [org.organizationId, otherOrg.organizationId],
    ]);
    // Events: in the city (4 + 2 hours, nature), in Jambay (1.5 hours), in Samarkand with no district, in Bukhara's city (7 hours).
    const inCity = await createApprovedEvent(ctx.db, org.organizationId!, { regionId: samarkand, directions: ['nature'], startsAt: now });
    const inJambay = await createApprovedEvent(ctx.db, org.organizationId!, {
      regionId: samarkand,
      directions: ['children'],
      startsAt: now,
    });
    const nowhere = await createApprovedEvent(ctx.db, org.organizationId!, {
      regionId: samarkand,
      directions: ['children'],
      startsAt: now,
    });
    const inBukhara = await createApprovedEvent(ctx.db, org.organizationId!, { regionId: bukhara, directions: ['nature'], startsAt: now });
    await setDistrict('events', inCity.eventId, samarkand, city);
    await setDistrict('events', inJambay.eventId, samarkand, jambay);
    await setDistrict('events', nowhere.eventId, samarkand, null);
    await setDistrict('events', inBukhara.eventId, bukhara, bukharaCity);
    await verified(inCity.sessionIds[0]!, vols[0]!, 4);
    await verified(inCity.sessionIds[0]!, vols[3]!, 2);
    await verified(inJambay.sessionIds[0]!, vols[1]!, 1.5);
    await verified(inBukhara.sessionIds[0]!, vols[0]!, 7);
    // A course completed by a volunteer of the city: in the volunteer's district, not the course's organization's.
    const course = await insertCourse(ctx.db, { slug: 'district-course', organizationId: org.organizationId, directions: ['education'] });
    await sql('INSERT INTO course_completions (user_id, course_id, completed_at) VALUES ($1, $2, $3) RETURNING id', [
      vols[1]!.id,
      course.id,
      now,
    ]);
    expect(await refreshAnalytics(ctx.db.sequelize)).toBe(true);
  });

  it('gives every district of the chosen region with its own figures, then the records without one', async () => {
    const dto = await analytics(`?region=${samarkand}`);
    const districts = await sql<{ id: number; name_ru: string }>(
      'SELECT id, name_ru FROM districts WHERE region_id = $1 AND is_active ORDER BY sort_order, id',
      [samarkand],
    );
    expect(districts.length).toBeGreaterThan(5);
    // Every active district in the reference order (zeros included), then "Без района".
    expect(dto.byDistrict!.map((d) => d.districtId)).toEqual([...districts.map((d) => d.id), null]);
    expect(dto.byDistrict!.map((d) => d.name)).toEqual([...districts.map((d) => d.name_ru), 'Без района']);
    // Hours and events by the activity's district, volunteers and courses by the volunteer's, organizations by their own.
    expect(line(dto, city)).toEqual({
      districtId: city,
      name: 'г. Самарканд',
      ...ZERO,
      volunteers: 2,
      hours: 6,
      events: 1,
      coursesCompleted: 1,
    });
    expect(line(dto, jambay)).toEqual({ districtId: jambay, name: 'Джамбайский район', ...ZERO, hours: 1.5, events: 1, organizations: 1 });
    expect(line(dto, null)).toEqual({ districtId: null, name: 'Без района', ...ZERO, volunteers: 1, events: 1, organizations: 1 });
    const akdarya = await idOf('districts', 'samarkand.akdarya');
    expect(line(dto, akdarya)).toEqual({ districtId: akdarya, name: 'Акдарьинский район', ...ZERO });
    // Bukhara's district and its 7 hours are not Samarkand's; the lines add up to Samarkand's line of byRegion.
    expect(dto.byDistrict!.some((d) => d.districtId === bukharaCity)).toBe(false);
    const region = dto.byRegion.find((r) => r.regionId === samarkand)!;
    for (const metric of ANALYTICS_METRICS) {
      expect(dto.byDistrict!.reduce((sum, d) => sum + d[metric], 0)).toBe(region[metric]);
    }
    expect(region).toMatchObject({ volunteers: 3, hours: 7.5, events: 3, organizations: 2, coursesCompleted: 1 });
    // The other region's own break-down has its district and hours.
    const other = await analytics(`?region=${bukhara}&locale=uz`);
    expect(line(other, bukharaCity)).toMatchObject({ name: 'Buxoro shahri', volunteers: 1, hours: 7, events: 1 });
    expect(line(other, null)).toEqual({ districtId: null, name: 'Tumansiz', ...ZERO });
    expect(other.byDistrict!.some((d) => d.districtId === city)).toBe(false);
  });

  it('narrows by direction and period like the rest of the answer; no region, no lines', async () => {
    const nature = await analytics(`?region=${samarkand}&direction=nature`);
    expect(line(nature, city)).toMatchObject({ hours: 6, events: 1 });
    expect(line(nature, jambay)).toMatchObject({ hours: 0, events: 0 });
    const past = await analytics(`?region=${samarkand}&from=2020-01&to=2020-12`);
    expect(past.byDistrict!.every((d) => ANALYTICS_METRICS.every((m) => d[m] === 0))).toBe(true);
    expect((await analytics('')).byDistrict).toBeUndefined();
    expect((await analytics(`?region=2147483647`)).byDistrict).toEqual([]);
  });

  it('keeps an inactive district while it has figures, and counts a district of another region as none', async () => {
    await sql('UPDATE districts SET is_active = false WHERE id = ANY($1::int[]) RETURNING id', [
      [jambay, await idOf('districts', 'samarkand.akdarya')],
    ]);
    const stray = await createApprovedEvent(ctx.db, org.organizationId!, { regionId: samarkand, startsAt: now });
    await setDistrict('events', stray.eventId, samarkand, bukharaCity);
    await refreshAnalytics(ctx.db.sequelize);
    try {
      const dto = await analytics(`?region=${samarkand}`);
      const ids = dto.byDistrict!.map((d: AnalyticsDistrictRow) => d.districtId);
      expect(ids).toContain(jambay);
      expect(ids).not.toContain(await idOf('districts', 'samarkand.akdarya'));
      expect(line(dto, null).events).toBe(2);
      expect(dto.byDistrict!.reduce((sum, d) => sum + d.events, 0)).toBe(dto.byRegion.find((r) => r.regionId === samarkand)!.events);
    } finally {
      await sql('UPDATE districts SET is_active = true WHERE region_id = $1 RETURNING id', [samarkand]);
      await sql('DELETE FROM events WHERE id = $1 RETURNING id', [stray.eventId]);
      await refreshAnalytics(ctx.db.sequelize);
    }
  });

  it('adds a line per district to the CSV, in ru and uz', async () => {
    const month = tashkentMonth(now);
    const res = await get(`/api/analytics.csv?region=${samarkand}&from=${month}&to=${month}`).expect(200);
    const lines = res.text.split('\r\n').filter(Boolean);
    const districts = (await analytics(`?region=${samarkand}`)).byDistrict!;
    expect(lines).toHaveLength(1 + 14 + districts.length + 17 + 1);
    expect(lines[15]).toMatch(/^"Район";"г\. Самарканд";/);
    expect(lines).toContain('"Район";"г. Самарканд";"2";"6";"1";"0";"0";"1"');
    expect(lines).toContain('"Район";"Без района";"1";"0";"1";"0";"1";"0"');
    expect(lines.indexOf('"Район";"Без района";"1";"0";"1";"0";"1";"0"')).toBe(14 + districts.length);
    const uz = await get(`/api/analytics.csv?region=${samarkand}&locale=uz`).expect(200);
    expect(uz.text).toContain('"Tuman";"Samarqand shahri";"2";"6";"1";"0";"0";"1"');
    expect(uz.text).toContain('"Tuman";"Tumansiz";');
    const plain = await get('/api/analytics.csv').expect(200);
    expect(plain.text).not.toContain('"Район"');
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999'])('400 for region=%s in ru and uz (page and CSV)', async (value) => {
    for (const path of ['/api/analytics', '/api/analytics.csv']) {
      const bad = await get(`${path}?region=${value}`).expect(400);
      expect(bad.body.fields.region).toBe('Введите целое число от 1 до 2147483647');
    }
    const uz = await get(`/api/analytics?region=${value}`).set('Accept-Language', 'uz').expect(400);
    expect(uz.body.fields.region).toBe('1 dan 2147483647 gacha butun son kiriting');
  });

  it('400 for two regions', async () => {
    const bad = await get(`/api/analytics?region=${samarkand}&region=${bukhara}`).expect(400);
    expect(bad.body.fields.region).toBe('Введите целое число от 1 до 2147483647');
  });
});
