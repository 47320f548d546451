import request from 'supertest';
import { QueryTypes } from 'sequelize';
import { greatCircleKm, type GroupCard, type MapMarkersResponse, type OrgCard, type OrgProfile, type Page } from '@hashar/common';
import { organizationAccount, volunteerAccount, type TestAccount } from '../../test/activities';
import { useTestApp } from '../../test/app';
import { backOfficeAccount, createApprovedEvent } from '../../test/events';

/** Districts and points of organizations, groups and volunteers; the back office's district rules (docs/map-api.md). */
describe('organizations, groups and volunteers by district; a district in use', () => {
  const ctx = useTestApp();
  let green: TestAccount;
  let clean: TestAccount;
  let far: TestAccount;
  let volunteer: TestAccount;
  let admin: TestAccount;
  const d: Record<'chilanzar' | 'yunusabad' | 'samarkand', { id: number; regionId: number }> = {} as never;

  const sql = <T extends object>(text: string, bind: unknown[] = []) => ctx.db.sequelize.query<T>(text, { bind, type: QueryTypes.SELECT });
  const profile = (over: object = {}) => ({
    name: 'Зелёный Чиланзар',
    regionId: d.chilanzar.regionId,
    districtId: d.chilanzar.id,
    point: { lat: 41.2856, lng: 69.2034 },
    actualAddress: 'Чиланзар, 9 квартал',
    ...over,
  });
  const put = (account: TestAccount, body: object, locale = 'ru') =>
    request(ctx.app).put('/api/my/organization').set(account.auth).set('Accept-Language', locale).send(body);
  const orgs = async (query: Record<string, string>) =>
    (await request(ctx.app).get('/api/orgs').query(query).expect(200)).body as Page<OrgCard>;

  beforeAll(async () => {
    for (const [name, key] of [
      ['chilanzar', 'tashkent-city.chilanzar'],
      ['yunusabad', 'tashkent-city.yunusabad'],
      ['samarkand', 'samarkand.samarkand-city'],
    ] as const) {
      const [row] = await sql<{ id: number; region_id: number }>('SELECT id, region_id FROM districts WHERE key = $1', [key]);
      d[name] = { id: row!.id, regionId: row!.region_id };
    }
    green = await organizationAccount(ctx.app, ctx.db, 'Зелёный Чиланзар');
    clean = await organizationAccount(ctx.app, ctx.db, 'Чистый Юнусабад');
    far = await organizationAccount(ctx.app, ctx.db, 'Самарканд помогает');
    volunteer = await volunteerAccount(ctx.app, ctx.db);
    admin = await backOfficeAccount(ctx.app, ctx.db, 'admin');
  });

  it('the organization saves its district and office point; its profile and card read them back', async () => {
    await put(green, profile()).expect(200);
    await put(clean, profile({ name: 'Чистый Юнусабад', districtId: d.yunusabad.id, point: { lat: 41.365, lng: 69.287 } })).expect(200);
    await put(far, profile({ name: 'Самарканд помогает', regionId: d.samarkand.regionId, districtId: d.samarkand.id, point: null })).expect(
      200,
    );
    const mine = (await request(ctx.app).get('/api/my/organization').set(green.auth).expect(200)).body as OrgProfile;
    expect(mine).toMatchObject({ districtId: d.chilanzar.id, point: { lat: 41.2856, lng: 69.2034 } });
    const card = (await orgs({ district: String(d.chilanzar.id) })).data;
    expect(card.map((o) => o.id)).toEqual([green.organizationId]);
    expect(card[0]).toMatchObject({ district: 'Чиланзарский район', point: { lat: 41.2856, lng: 69.2034 } });
    const detail = await request(ctx.app).get(`/api/orgs/${far.organizationId}`).expect(200);
    expect(detail.body).toMatchObject({ district: 'г. Самарканд', point: null });
  });

  it('refuses a district of another region (ru, uz) and a point outside Uzbekistan; 401 and 403 on the write', async () => {
    const foreign = profile({ districtId: d.samarkand.id });
    expect((await put(green, foreign).expect(400)).body.fields).toEqual({ districtId: 'Район не относится к выбранному региону' });
    expect((await put(green, foreign, 'uz').expect(400)).body.fields).toEqual({ districtId: 'Tuman tanlangan viloyatga tegishli emas' });
    expect((await put(green, profile({ point: { lat: 48.85, lng: 2.35 } })).expect(400)).body.fields).toEqual({
      point: 'Точка должна быть в Узбекистане',
    });
    expect((await put(green, profile({ point: '41.3,69.2' }), 'uz').expect(400)).body.fields).toEqual({
      point: "Nuqta O'zbekiston hududida bo'lishi kerak",
    });
    await request(ctx.app).put('/api/my/organization').send(profile()).expect(401);
    await put(volunteer, profile()).expect(403);
    const [kept] = await sql<{ district_id: number }>('SELECT district_id FROM organizations WHERE id = $1', [green.organizationId]);
    expect(kept!.district_id).toBe(d.chilanzar.id);
  });

  it('the directory near a point: nearest first with the distance; the radius leaves the far ones out; sort=distance needs near', async () => {
    const here = { lat: 41.3, lng: 69.25 };
    const page = await orgs({ near: `${here.lat},${here.lng}`, radiusKm: '30', sort: 'distance' });
    const truth = [
      { id: green.organizationId, km: greatCircleKm(here, { lat: 41.2856, lng: 69.2034 }) },
      { id: clean.organizationId, km: greatCircleKm(here, { lat: 41.365, lng: 69.287 }) },
    ].sort((a, b) => a.km - b.km);
    expect(page.data.map((o) => o.id)).toEqual(truth.map((t) => t.id));
    page.data.forEach((o, i) => expect(o.distanceKm).toBeCloseTo(truth[i]!.km, 2));
    const first = await orgs({ near: `${here.lat},${here.lng}`, radiusKm: '30', sort: 'distance', perPage: '1' });
    expect(first).toMatchObject({ total: 2, data: [{ id: truth[0]!.id }] });
    const second = await orgs({ near: `${here.lat},${here.lng}`, radiusKm: '30', sort: 'distance', perPage: '1', page: '2' });
    expect(second).toMatchObject({ total: 2, data: [{ id: truth[1]!.id }] });
    const small = await orgs({ near: '41.2856,69.2034', radiusKm: '1' });
    expect(small.data.map((o) => o.id)).toEqual([green.organizationId]);
    const bad = await request(ctx.app).get('/api/orgs').query({ sort: 'distance' }).expect(400);
    expect(bad.body.fields.sort).toBe('Сортировка по расстоянию возможна только вместе с точкой');
    await request(ctx.app).get('/api/orgs').query({ near: '91,200' }).expect(400);
    await request(ctx.app).get('/api/orgs').query({ district: 'x' }).expect(400);
  });

  it('GET /api/orgs/map: the offices with a point that the filters match', async () => {
    const all = (await request(ctx.app).get('/api/orgs/map').expect(200)).body as MapMarkersResponse;
    expect(all.capped).toBe(false);
    expect(all.data.map((m) => m.id).sort()).toEqual([green.organizationId, clean.organizationId].sort());
    expect(all.data.find((m) => m.id === green.organizationId)).toEqual({
      id: green.organizationId,
      lat: 41.2856,
      lng: 69.2034,
      title: 'Зелёный Чиланзар',
    });
    const inDistrict = (
      await request(ctx.app)
        .get('/api/orgs/map')
        .query({ district: String(d.yunusabad.id) })
        .expect(200)
    ).body as MapMarkersResponse;
    expect(inDistrict.data.map((m) => m.id)).toEqual([clean.organizationId]);
    await request(ctx.app).get('/api/orgs/map').query({ radiusKm: '0' }).expect(400);
  });

  it('initiative groups: a district of the region is kept and filters the directory; another region’s is refused', async () => {
    const leader = await volunteerAccount(ctx.app, ctx.db, 'Лидия Районова');
    const form = (over: object = {}) => ({
      nameRu: 'Двор Чиланзара',
      descriptionRu: 'Сажаем деревья',
      regionId: d.chilanzar.regionId,
      districtId: d.chilanzar.id,
      directionIds: [1],
      ...over,
    });
    const register = (body: object, locale = 'ru') =>
      request(ctx.app).post('/api/my/initiatives').set(leader.auth).set('Accept-Language', locale).send(body);
    expect((await register(form({ districtId: d.samarkand.id })).expect(400)).body.fields).toEqual({
      districtId: 'Район не относится к выбранному региону',
    });
    expect((await register(form({ districtId: d.samarkand.id }), 'uz').expect(400)).body.fields).toEqual({
      districtId: 'Tuman tanlangan viloyatga tegishli emas',
    });
    await request(ctx.app).post('/api/my/initiatives').send(form()).expect(401);
    await request(ctx.app).post('/api/my/initiatives').set(green.auth).send(form()).expect(403);
    const { id } = (await register(form()).expect(201)).body as { id: number };
    const moderator = await backOfficeAccount(ctx.app, ctx.db, 'moderator');
    await request(ctx.app).post(`/api/admin/initiatives/${id}/approve`).set(moderator.auth).expect(200);
    const page = (
      await request(ctx.app)
        .get('/api/initiatives')
        .query({ district: String(d.chilanzar.id) })
        .expect(200)
    ).body as Page<GroupCard>;
    expect(page.data.map((g) => g.id)).toEqual([id]);
    expect(page.data[0]!.district).toEqual({ id: d.chilanzar.id, name: 'Чиланзарский район' });
    expect(
      (
        await request(ctx.app)
          .get('/api/initiatives')
          .query({ district: String(d.yunusabad.id) })
          .expect(200)
      ).body.total,
    ).toBe(0);
    await request(ctx.app).get('/api/initiatives').query({ district: '0' }).expect(400);
  });

  it('volunteers’ directory filters by the district of their profile', async () => {
    await sql(`UPDATE volunteer_profiles SET is_listed = true, first_name = 'Азиз', last_name = 'Районов' WHERE user_id = $1`, [
      volunteer.id,
    ]);
    await sql('UPDATE users SET region_id = $2, district_id = $3 WHERE id = $1', [volunteer.id, d.chilanzar.regionId, d.chilanzar.id]);
    const mine = await request(ctx.app)
      .get('/api/volons')
      .query({ district: String(d.chilanzar.id) })
      .expect(200);
    expect(mine.body.data.map((v: { id: number }) => v.id)).toEqual([volunteer.id]);
    // The card names the district, in the request's language.
    expect(mine.body.data[0].district).toEqual({ id: d.chilanzar.id, name: 'Чиланзарский район' });
    const uz = await request(ctx.app)
      .get('/api/volons')
      .query({ district: String(d.chilanzar.id) })
      .set('Accept-Language', 'uz')
      .expect(200);
    expect(uz.body.data[0].district).toEqual({ id: d.chilanzar.id, name: 'Chilonzor tumani' });
    expect(
      (
        await request(ctx.app)
          .get('/api/volons')
          .query({ district: String(d.yunusabad.id) })
          .expect(200)
      ).body.total,
    ).toBe(0);
    await request(ctx.app).get('/api/volons').query({ district: 'abc' }).expect(400);
  });

  it('the moderators’ edit of an activity checks the district against its region', async () => {
    const { eventId } = await createApprovedEvent(ctx.db, green.organizationId!, {
      regionId: d.chilanzar.regionId,
      moderation: 'moderation',
    });
    const edit = (body: object, locale = 'ru') =>
      request(ctx.app).put(`/api/admin/events/${eventId}`).set(admin.auth).set('Accept-Language', locale).send(body);
    expect((await edit({ districtId: d.samarkand.id }).expect(400)).body.fields).toEqual({
      districtId: 'Район не относится к выбранному региону',
    });
    expect((await edit({ districtId: d.samarkand.id }, 'uz').expect(400)).body.fields.districtId).toBe(
      'Tuman tanlangan viloyatga tegishli emas',
    );
    expect((await edit({ districtId: d.yunusabad.id }).expect(200)).body.districtId).toBe(d.yunusabad.id);
    // Moving it to Samarkand's region with its district at once is fine.
    const moved = await edit({ regionId: d.samarkand.regionId, districtId: d.samarkand.id }).expect(200);
    expect(moved.body).toMatchObject({ regionId: d.samarkand.regionId, districtId: d.samarkand.id });
    // The region alone, leaving a district of the old region, is not.
    expect((await edit({ regionId: d.chilanzar.regionId }).expect(400)).body.fields.districtId).toBeDefined();
    await request(ctx.app).put(`/api/admin/events/${eventId}`).send({ districtId: d.yunusabad.id }).expect(401);
    await request(ctx.app).put(`/api/admin/events/${eventId}`).set(volunteer.auth).send({ districtId: d.yunusabad.id }).expect(403);
  });

  it('a district in use can’t be deleted (409 in the request’s language); an unused one can', async () => {
    const remove = (id: number, locale = 'ru') =>
      request(ctx.app).delete(`/api/admin/districts/${id}`).set(admin.auth).set('Accept-Language', locale);
    const used = await remove(d.chilanzar.id).expect(409);
    // Organizations, a group, a volunteer and an event point at Chilanzar: each table named.
    expect(used.body.msg).toMatch(/^Запись используется \(.*организации.*\), удалить её нельзя\. Сделайте её неактивной$/);
    expect((await remove(d.chilanzar.id, 'uz').expect(409)).body.msg).toMatch(/^Yozuv ishlatilmoqda \(.*tashkilotlar.*\)/);
    const [spare] = await sql<{ id: number }>(
      `INSERT INTO districts (region_id, key, name_ru, name_uz) VALUES ($1, 'tashkent-city.spare', 'Запасной', 'Zaxira') RETURNING id`,
      [d.chilanzar.regionId],
    );
    await remove(spare!.id).expect(200);
    const [still] = await sql<{ n: number }>('SELECT count(*)::int AS n FROM districts WHERE id = $1', [d.chilanzar.id]);
    expect(still!.n).toBe(1);
  });
});
