import request from 'supertest';
import { QueryTypes } from 'sequelize';
import {
  greatCircleKm,
  MAP_MARKERS_MAX,
  NEAR_LIMITS,
  type EventCard,
  type EventDetail,
  type EventInput,
  type GeoPoint,
  type MapMarkersResponse,
  type Page,
} from '@hashar/common';
import { organizationAccount, volunteerAccount, type TestAccount } from '../../test/activities';
import { useTestApp } from '../../test/app';
import { createApprovedEvent, createApprovedVisit } from '../../test/events';

const DAY = 24 * 3600 * 1000;
const BASE = Math.floor(Date.now() / 60000) * 60000;
const at = (days: number, hours = 0) => new Date(BASE + days * DAY + hours * 3600 * 1000).toISOString();

/** Events with a point in Tashkent (and one in Samarkand), as an organizer would have pinned them. */
const PLACES: Record<string, GeoPoint> = {
  centre: { lat: 41.2995, lng: 69.2401 },
  chilanzar: { lat: 41.2856, lng: 69.2034 },
  yunusabad: { lat: 41.365, lng: 69.287 },
  sergeli: { lat: 41.22, lng: 69.26 },
  almazar: { lat: 41.35, lng: 69.2 },
  samarkand: { lat: 39.6542, lng: 66.9597 },
};
const HERE: GeoPoint = { lat: 41.3, lng: 69.25 };

describe('events by district, near a point and on the map (docs/map-api.md)', () => {
  const ctx = useTestApp();
  let org: TestAccount;
  let other: TestAccount;
  let volunteer: TestAccount;
  let directionIds: number[];
  const district: Record<'chilanzar' | 'yunusabad' | 'samarkand', { id: number; regionId: number }> = {} as never;
  const ids: Record<string, number> = {};

  const one = async <T extends object>(sql: string, bind: unknown[] = []) =>
    (await ctx.db.sequelize.query<T>(sql, { bind, type: QueryTypes.SELECT }))[0]!;
  const list = async (query: Record<string, string>, locale = 'ru') =>
    (await request(ctx.app).get('/api/events').query(query).set('Accept-Language', locale).expect(200)).body as Page<EventCard>;
  const refused = async (path: string, query: Record<string, string>, locale = 'ru') =>
    (await request(ctx.app).get(path).query(query).set('Accept-Language', locale).expect(400)).body as {
      fields: Record<string, string>;
    };

  beforeAll(async () => {
    org = await organizationAccount(ctx.app, ctx.db, 'Карта Ташкента');
    other = await organizationAccount(ctx.app, ctx.db, 'Чужая организация');
    volunteer = await volunteerAccount(ctx.app, ctx.db);
    const rows = await ctx.db.sequelize.query<{ id: number }>('SELECT id FROM directions ORDER BY id LIMIT 2', { type: QueryTypes.SELECT });
    directionIds = rows.map((r) => r.id);
    for (const key of ['tashkent-city.chilanzar', 'tashkent-city.yunusabad', 'samarkand.samarkand-city'] as const) {
      const d = await one<{ id: number; region_id: number }>('SELECT id, region_id FROM districts WHERE key = $1', [key]);
      district[key.split('.')[1]!.replace('-city', '') as keyof typeof district] = { id: d.id, regionId: d.region_id };
    }
    const o = org.organizationId!;
    for (const [name, point] of Object.entries(PLACES)) {
      const where = name === 'samarkand' ? district.samarkand : name === 'chilanzar' ? district.chilanzar : null;
      const { eventId } = await createApprovedEvent(ctx.db, o, {
        titleRu: `Событие ${name}`,
        titleUz: `Tadbir ${name}`,
        regionId: where?.regionId ?? district.chilanzar.regionId,
      });
      await ctx.db.sequelize.query('UPDATE events SET lat = $2, lng = $3, district_id = $4 WHERE id = $1', {
        bind: [eventId, point.lat, point.lng, where?.id ?? null],
      });
      ids[name] = eventId;
    }
    ids.nowhere = (await createApprovedEvent(ctx.db, o, { titleRu: 'Без точки', regionId: district.chilanzar.regionId })).eventId;
    const visit = await createApprovedVisit(ctx.db, o);
    await ctx.db.sequelize.query('UPDATE visit_options SET lat = $2, lng = $3 WHERE id = $1', { bind: [visit.visitId, 41.31, 69.28] });
    ids.visit = visit.visitId;
  });

  it('filters by district and names it in the caller’s language; a card carries its point', async () => {
    const page = await list({ district: String(district.chilanzar.id) });
    expect(page.data.map((e) => e.id)).toEqual([ids.chilanzar]);
    expect(page.data[0]).toMatchObject({
      districtId: district.chilanzar.id,
      districtName: 'Чиланзарский район',
      point: PLACES.chilanzar,
    });
    expect(page.data[0]).not.toHaveProperty('distanceKm');
    const uz = await list({ district: String(district.chilanzar.id) }, 'uz');
    expect(uz.data[0]!.districtName).toBe('Chilonzor tumani');
    // Combines with the region: Chilanzar is not in Samarkand's region.
    expect((await list({ district: String(district.chilanzar.id), region: String(district.samarkand.regionId) })).total).toBe(0);
    const none = (await list({})).data.find((e) => e.id === ids.nowhere)!;
    expect(none).toMatchObject({ districtId: null, districtName: null, point: null });
  });

  it('refuses a district that is not a positive integer', async () => {
    for (const bad of ['abc', '0', '-3', '1.5', '99999999999']) {
      expect((await refused('/api/events', { district: bad })).fields.district).toBe('Введите целое число от 1 до 2147483647');
    }
  });

  it('near: the events within the radius, nearest first, each with its distance as computed from the points', async () => {
    const page = await list({ near: `${HERE.lat},${HERE.lng}`, radiusKm: '20', sort: 'distance' });
    const truth = Object.entries(PLACES)
      .map(([name, point]) => ({ id: ids[name]!, km: greatCircleKm(HERE, point) }))
      .filter((r) => r.km <= 20)
      .sort((a, b) => a.km - b.km);
    expect(truth.length).toBe(5);
    expect(page.total).toBe(5);
    expect(page.data.map((e) => e.id)).toEqual(truth.map((r) => r.id));
    page.data.forEach((card, i) => expect(card.distanceKm).toBeCloseTo(truth[i]!.km, 2));
    // Pages of two: the rows are read within the radius of each page's farthest match, the total is the whole radius's.
    for (const pageNo of [1, 2, 3]) {
      const part = await list({ near: `${HERE.lat},${HERE.lng}`, radiusKm: '20', sort: 'distance', perPage: '2', page: String(pageNo) });
      expect(part.total).toBe(5);
      expect(part.data.map((e) => e.id)).toEqual(truth.slice((pageNo - 1) * 2, pageNo * 2).map((r) => r.id));
    }
    // Samarkand (about 270 km away) and the event without a point are not near.
    expect(page.data.map((e) => e.id)).not.toContain(ids.samarkand);
    expect(page.data.map((e) => e.id)).not.toContain(ids.nowhere);
  });

  it('near: the radius excludes the far ones; the default radius applies without one; the list’s order stays without sort', async () => {
    const close = greatCircleKm(HERE, PLACES.centre!);
    const small = await list({ near: `${HERE.lat},${HERE.lng}`, radiusKm: String(Math.ceil(close * 10) / 10 + 0.1) });
    expect(small.data.map((e) => e.id)).toEqual([ids.centre]);
    const byDefault = await list({ near: `${HERE.lat},${HERE.lng}` });
    const expected = Object.entries(PLACES).filter(([, p]) => greatCircleKm(HERE, p) <= NEAR_LIMITS.radiusKmDefault);
    expect(byDefault.total).toBe(expected.length);
    expect(byDefault.data.every((e) => typeof e.distanceKm === 'number')).toBe(true);
    // Pages of two in the list's own order (soonest) are the whole list's, cut in order.
    const whole = await list({ near: `${HERE.lat},${HERE.lng}`, radiusKm: '20' });
    const paged = [];
    for (const page of ['1', '2', '3'])
      paged.push(...(await list({ near: `${HERE.lat},${HERE.lng}`, radiusKm: '20', perPage: '2', page })).data);
    expect(paged.map((e) => e.id)).toEqual(whole.data.map((e) => e.id));
    expect(whole.data.map((e) => e.startsAt)).toEqual([...whole.data.map((e) => e.startsAt)].sort());
    const samarkand = await list({ near: `${PLACES.samarkand!.lat},${PLACES.samarkand!.lng}`, radiusKm: '1' });
    expect(samarkand.data.map((e) => e.id)).toEqual([ids.samarkand]);
    expect(samarkand.data[0]!.distanceKm).toBe(0);
  });

  it('near and sort are checked: a malformed or foreign point, a radius out of range or alone, distance without a point → 400', async () => {
    const nearMessage = 'Укажите точку как «широта,долгота» в пределах Узбекистана';
    for (const near of ['abc', '91,200', '41.3', '41.3,69.2,1', '41.3;69.2', '55.75,37.61', '1e1,69', ' 41.3,69.2']) {
      expect((await refused('/api/events', { near })).fields.near).toBe(nearMessage);
    }
    expect((await refused('/api/events', { near: 'abc' }, 'uz')).fields.near).toBe(
      "Nuqtani «kenglik,uzunlik» ko'rinishida O'zbekiston hududida kiriting",
    );
    const radiusMessage = 'Радиус: число от 0.1 до 200 км, только вместе с точкой';
    for (const radiusKm of ['0', '1000', '-5', 'abc', '0.05']) {
      expect((await refused('/api/events', { near: '41.3,69.25', radiusKm })).fields.radiusKm).toBe(radiusMessage);
    }
    expect((await refused('/api/events', { radiusKm: '5' })).fields.radiusKm).toBe(radiusMessage);
    expect((await refused('/api/events', { sort: 'distance' })).fields.sort).toBe(
      'Сортировка по расстоянию возможна только вместе с точкой',
    );
    expect((await refused('/api/events', { sort: 'distance' }, 'uz')).fields.sort).toBe(
      "Masofa bo'yicha saralash faqat nuqta bilan birga mumkin",
    );
    // The generic lists and the organizations directory check the same way.
    expect((await refused('/api/projects', { sort: 'distance' })).fields.sort).toBeDefined();
    expect((await refused('/api/visits', { near: '91,200' })).fields.near).toBe(nearMessage);
    expect((await refused('/api/tasks', { district: 'x' })).fields.district).toBeDefined();
  });

  it('the other lists take district and near too (visits: nearest first)', async () => {
    const visits = (await request(ctx.app).get('/api/visits').query({ near: '41.3,69.25', radiusKm: '10', sort: 'distance' }).expect(200))
      .body as Page<{ id: number; distanceKm?: number; point: GeoPoint | null }>;
    expect(visits.data.map((v) => v.id)).toEqual([ids.visit]);
    expect(visits.data[0]!.distanceKm).toBeCloseTo(greatCircleKm(HERE, { lat: 41.31, lng: 69.28 }), 2);
    for (const api of ['projects', 'tasks', 'vacancies']) {
      await request(ctx.app).get(`/api/${api}`).query({ district: '1', near: '41.3,69.25', sort: 'distance' }).expect(200);
    }
  });

  it('GET /api/events/map: a marker per event with a point that the filters match', async () => {
    const all = (await request(ctx.app).get('/api/events/map').expect(200)).body as MapMarkersResponse;
    expect(all.capped).toBe(false);
    expect(all.data.map((m) => m.id).sort((a, b) => a - b)).toEqual(
      Object.keys(PLACES)
        .map((n) => ids[n]!)
        .sort((a, b) => a - b),
    );
    expect(all.data.find((m) => m.id === ids.chilanzar)).toEqual({ id: ids.chilanzar, ...PLACES.chilanzar, title: 'Событие chilanzar' });
    const uz = (await request(ctx.app).get('/api/events/map').set('Accept-Language', 'uz').expect(200)).body as MapMarkersResponse;
    expect(uz.data.find((m) => m.id === ids.chilanzar)!.title).toBe('Tadbir chilanzar');
    const near = (await request(ctx.app).get('/api/events/map').query({ near: '41.3,69.25', radiusKm: '20', sort: 'distance' }).expect(200))
      .body as MapMarkersResponse;
    expect(near.data[0]!.id).toBe(ids.centre);
    expect(near.data).toHaveLength(5);
    const inDistrict = (
      await request(ctx.app)
        .get('/api/events/map')
        .query({ district: String(district.samarkand.id) })
        .expect(200)
    ).body as MapMarkersResponse;
    expect(inDistrict.data.map((m) => m.id)).toEqual([ids.samarkand]);
    await request(ctx.app).get('/api/events/map').query({ near: 'abc' }).expect(400);
    const visits = (await request(ctx.app).get('/api/visits/map').expect(200)).body as MapMarkersResponse;
    expect(visits.data.map((m) => m.id)).toEqual([ids.visit]);
    expect((await request(ctx.app).get('/api/projects/map').expect(200)).body).toEqual({ data: [], capped: false });
    // Tasks and vacancies have no map: /map is read as an id there, and there is no such task.
    await request(ctx.app).get('/api/tasks/map').expect(404);
    expect(MAP_MARKERS_MAX).toBeGreaterThan(Object.keys(PLACES).length);
  });

  const input = (over: Partial<EventInput> = {}): EventInput => ({
    titleRu: 'Субботник на Чиланзаре',
    descriptionRu: 'Уборка двора',
    directionIds,
    regionId: district.chilanzar.regionId,
    districtId: district.chilanzar.id,
    point: { lat: 41.28, lng: 69.21 },
    addressRu: 'Чиланзар, 9 квартал',
    isOnline: false,
    startsAt: at(5),
    endsAt: at(5, 4),
    sessions: [{ startsAt: at(5), endsAt: at(5, 2), capacity: 2 }],
    ...over,
  });

  it('the organizer saves the district and the point; the owner form and the card read them back', async () => {
    const created = (await request(ctx.app).post('/api/my/events').set(org.auth).send(input()).expect(201)).body as EventDetail;
    expect(created).toMatchObject({
      districtId: district.chilanzar.id,
      districtName: 'Чиланзарский район',
      point: { lat: 41.28, lng: 69.21 },
    });
    const form = (await request(ctx.app).get(`/api/my/events/${created.id}`).set(org.auth).expect(200)).body as EventDetail;
    expect(form).toMatchObject({ districtId: district.chilanzar.id, point: { lat: 41.28, lng: 69.21 } });
    const moved = (
      await request(ctx.app)
        .put(`/api/my/events/${created.id}`)
        .set(org.auth)
        .send(input({ districtId: null, point: null }))
        .expect(200)
    ).body as EventDetail;
    expect(moved).toMatchObject({ districtId: null, districtName: null, point: null });
  });

  it('an online event keeps no point', async () => {
    const created = (
      await request(ctx.app)
        .post('/api/my/events')
        .set(org.auth)
        .send(input({ isOnline: true }))
        .expect(201)
    ).body as EventDetail;
    expect(created.point).toBeNull();
    expect(await one('SELECT lat, lng FROM events WHERE id = $1', [created.id])).toEqual({ lat: null, lng: null });
  });

  it('refuses a district of another region (ru and uz), a district without a region and a point outside Uzbekistan', async () => {
    const post = (body: EventInput, locale = 'ru') =>
      request(ctx.app).post('/api/my/events').set(org.auth).set('Accept-Language', locale).send(body).expect(400);
    const foreign = input({ districtId: district.samarkand.id });
    expect((await post(foreign)).body.fields).toEqual({ districtId: 'Район не относится к выбранному региону' });
    expect((await post(foreign, 'uz')).body.fields).toEqual({ districtId: 'Tuman tanlangan viloyatga tegishli emas' });
    expect((await post(input({ regionId: null }))).body.fields).toEqual({ districtId: 'Район не относится к выбранному региону' });
    await ctx.db.sequelize.query('UPDATE districts SET is_active = false WHERE id = $1', { bind: [district.yunusabad.id] });
    expect((await post(input({ districtId: district.yunusabad.id }))).body.fields.districtId).toBe(
      'Район не относится к выбранному региону',
    );
    await ctx.db.sequelize.query('UPDATE districts SET is_active = true WHERE id = $1', { bind: [district.yunusabad.id] });
    for (const point of [
      { lat: 55.75, lng: 37.61 },
      { lat: 41.3 },
      { lat: '41.3', lng: '69.2' },
      'abc',
      [41.3, 69.2],
      { lat: NaN, lng: 69 },
    ]) {
      const res = await post({ ...input(), point } as unknown as EventInput);
      expect(res.body.fields.point).toBe('Точка должна быть в Узбекистане');
    }
    expect((await post(input({ point: { lat: 0, lng: 0 } }), 'uz')).body.fields.point).toBe("Nuqta O'zbekiston hududida bo'lishi kerak");
    for (const districtId of ['x', 0, -1, 1.5]) {
      const res = await post({ ...input(), districtId } as unknown as EventInput);
      expect(res.body.fields.districtId).toBe('Введите целое число от 1 до 2147483647');
    }
  });

  it('a write with a district: 401 without a token, 403 for a volunteer, 404 for another organization’s event', async () => {
    await request(ctx.app).post('/api/my/events').send(input()).expect(401);
    await request(ctx.app).post('/api/my/events').set(volunteer.auth).send(input()).expect(403);
    await request(ctx.app).put(`/api/my/events/${ids.chilanzar}`).set(other.auth).send(input()).expect(404);
    expect(await one('SELECT district_id FROM events WHERE id = $1', [ids.chilanzar])).toEqual({ district_id: district.chilanzar.id });
  });
});
