import express from 'express';
import request from 'supertest';
import { QueryTypes } from 'sequelize';
import type { Page, VolonCard, VolonDetail } from '@hashar/common';
import { organizationAccount, volunteerAccount, type TestAccount } from '../../test/activities';
import { fakeFrontends, useTestApp } from '../../test/app';
import { frontendsRouter } from '../../web/frontends';
import { createApprovedEvent } from '../../test/events';
import { appliedId, setState } from '../../test/participation';

describe('volunteers directory', () => {
  const ctx = useTestApp();
  let aziz: TestAccount;
  let malika: TestAccount;
  let hidden: TestAccount;
  let org: TestAccount;
  let eventId: number;

  const sql = (query: string, bind: unknown[] = []) => ctx.db.sequelize.query(query, { bind });
  const list = async (query: Record<string, string> = {}) =>
    (await request(ctx.app).get('/api/volons').query(query).expect(200)).body as Page<VolonCard>;

  /** A profile with its region, skills, directions and listing choice (the fields a volunteer fills in). */
  async function profile(
    a: TestAccount,
    o: { first: string; last: string; region: number; skills: string[]; dirs: string[]; listed: boolean },
  ) {
    await sql('UPDATE users SET region_id = $2 WHERE id = $1', [a.id, o.region]);
    await sql(
      `UPDATE volunteer_profiles SET first_name = $2, last_name = $3, skills = $4, is_listed = $5, about = 'Люблю помогать',
         languages = '{Русский,Oʻzbek}', phone = '+998901234567', birth_date = '2000-01-02', passport_series = 'AA1234567',
         tax_number = '123456789', registration_address = 'Секретный адрес 1', residence_address = 'Секретный адрес 2',
         medical_book = true, disability_type = 'Секретная инвалидность', disability_group = 2, vaccination = 'Секретная прививка'
       WHERE user_id = $1`,
      [a.id, o.first, o.last, o.skills, o.listed],
    );
    await sql(`INSERT INTO volunteer_directions (user_id, direction_id) SELECT $1, id FROM directions WHERE key = ANY($2::text[])`, [
      a.id,
      o.dirs,
    ]);
  }

  beforeAll(async () => {
    org = await organizationAccount(ctx.app, ctx.db, 'Эко Ташкент');
    aziz = await volunteerAccount(ctx.app, ctx.db, 'Азиз Каримов');
    malika = await volunteerAccount(ctx.app, ctx.db, 'Малика Юсупова');
    hidden = await volunteerAccount(ctx.app, ctx.db, 'Скрытый Волонтёр');
    await profile(aziz, {
      first: 'Азиз',
      last: 'Каримов',
      region: 1,
      skills: ['фотография', 'английский'],
      dirs: ['nature'],
      listed: true,
    });
    await profile(malika, {
      first: 'Малика',
      last: 'Юсупова',
      region: 3,
      skills: ['медицина'],
      dirs: ['healthcare', 'children'],
      listed: true,
    });
    await profile(hidden, { first: 'Скрытый', last: 'Волонтёр', region: 1, skills: ['фотография'], dirs: ['nature'], listed: false });
    await sql('UPDATE users SET is_verified = true WHERE id = $1', [malika.id]);
    // Malika took part in an event: completed, 6 verified hours, 60 points.
    const event = await createApprovedEvent(ctx.db, org.organizationId!, {
      titleRu: 'Субботник в парке',
      startsAt: new Date(Date.now() + 86400000),
    });
    eventId = event.eventId;
    const applicationId = await appliedId(ctx.app, malika, event.sessionIds[0]!);
    await setState(ctx.db, applicationId, 'completed');
    const [hr] = await ctx.db.sequelize.query<{ id: number }>(
      'INSERT INTO hours_records (application_id, user_id, organization_id, hours) VALUES ($1, $2, $3, 6) RETURNING id',
      { bind: [applicationId, malika.id, org.organizationId], type: QueryTypes.SELECT },
    );
    await sql(`INSERT INTO points_ledger (user_id, delta, reason, hours_record_id) VALUES ($1, 60, 'hours', $2)`, [malika.id, hr!.id]);
  });

  it('lists only listed volunteers, most verified hours first, as cards', async () => {
    const page = await list();
    expect(page).toMatchObject({ total: 2, page: 1, perPage: 12 });
    expect(page.data.map((c) => c.name)).toEqual(['Малика Ю.', 'Азиз К.']);
    expect(page.data[0]).toMatchObject({ id: malika.id, verifiedHours: 6, isVerified: true, avatar: '/avatars/default.svg' });
    expect(page.data[0]!.region).toMatchObject({ id: 3 });
    expect(page.data[0]!.directions.map((d) => d.key).sort()).toEqual(['children', 'healthcare']);
  });

  it('filters by region, direction, skills (any), verified and minimum hours; sorts by name and newest', async () => {
    expect((await list({ region: '1' })).data.map((c) => c.id)).toEqual([aziz.id]);
    const nature = await ctx.db.sequelize.query<{ id: number }>(`SELECT id FROM directions WHERE key = 'nature'`, {
      type: QueryTypes.SELECT,
    });
    expect((await list({ direction: String(nature[0]!.id) })).data.map((c) => c.id)).toEqual([aziz.id]);
    expect((await list({ skills: 'медицина,фотография' })).total).toBe(2);
    expect((await list({ skills: 'фотография' })).data.map((c) => c.id)).toEqual([aziz.id]);
    expect((await list({ verified: 'true' })).data.map((c) => c.id)).toEqual([malika.id]);
    expect((await list({ minHours: '5' })).data.map((c) => c.id)).toEqual([malika.id]);
    expect((await list({ sort: 'name' })).data.map((c) => c.id)).toEqual([aziz.id, malika.id]);
    expect((await list({ sort: 'newest' })).data.map((c) => c.id)).toEqual([malika.id, aziz.id]);
  });

  it('leaves out blocked, inactive and deleted volunteers', async () => {
    await sql('UPDATE users SET is_blocked = true WHERE id = $1', [aziz.id]);
    expect((await list()).data.map((c) => c.id)).toEqual([malika.id]);
    await request(ctx.app).get(`/api/volons/${aziz.id}`).expect(404);
    await sql('UPDATE users SET is_blocked = false, deleted_at = now() WHERE id = $1', [aziz.id]);
    expect((await list()).total).toBe(1);
    await sql('UPDATE users SET deleted_at = NULL, is_active = false WHERE id = $1', [aziz.id]);
    expect((await list()).total).toBe(1);
    await sql('UPDATE users SET is_active = true WHERE id = $1', [aziz.id]);
    expect((await list()).total).toBe(2);
  });

  it('keeps verified hours equal to the sum of hours records as they change', async () => {
    const hours = async () => (await list()).data.find((c) => c.id === malika.id)!.verifiedHours;
    await sql('UPDATE hours_records SET hours = 7.5 WHERE user_id = $1', [malika.id]);
    expect(await hours()).toBe(7.5);
    const [sum] = await ctx.db.sequelize.query<{ s: string }>('SELECT sum(hours) AS s FROM hours_records WHERE user_id = $1', {
      bind: [malika.id],
      type: QueryTypes.SELECT,
    });
    expect(Number(sum!.s)).toBe(7.5);
    await sql('UPDATE hours_records SET hours = 6 WHERE user_id = $1', [malika.id]);
    expect(await hours()).toBe(6);
  });

  it('answers 400 in ru and uz for bad filters', async () => {
    const ru = await request(ctx.app).get('/api/volons').query({ sort: 'email' }).set('Accept-Language', 'ru').expect(400);
    expect(ru.body.fields.sort).toBe('Выберите значение из списка');
    const uz = await request(ctx.app).get('/api/volons').query({ minHours: '-1' }).set('Accept-Language', 'uz').expect(400);
    expect(uz.body.fields.minHours).toBe('0 dan 100000 gacha butun son kiriting');
    const long = await request(ctx.app)
      .get('/api/volons')
      .query({ skills: 'x'.repeat(61) })
      .set('Accept-Language', 'uz')
      .expect(400);
    expect(long.body.fields.skills).toBe("Ko'pi bilan 60 belgi");
    await request(ctx.app).get('/api/volons').query({ verified: 'yes' }).expect(400);
  });

  it('shows a listed volunteer page with points, activities and rating', async () => {
    await sql(
      `INSERT INTO reviews (activity_kind, activity_id, author_organization_id, target_user_id, stars, text) VALUES ('event', $1, $2, $3, 5, 'Отлично')`,
      [eventId, org.organizationId, malika.id],
    );
    const page = (await request(ctx.app).get(`/api/volons/${malika.id}`).expect(200)).body as VolonDetail;
    expect(page).toMatchObject({
      name: 'Малика Ю.',
      verifiedHours: 6,
      points: 60,
      about: 'Люблю помогать',
      rating: { average: 5, count: 1 },
    });
    expect(page.languages).toEqual(['Русский', 'Oʻzbek']);
    expect(page.activities).toEqual([{ kind: 'event', id: eventId, title: 'Субботник в парке', path: `events/view/${eventId}`, hours: 6 }]);
    expect(page.visibility).toBeUndefined();
  });

  it('hides points and activities the volunteer does not show', async () => {
    await sql('UPDATE volunteer_profiles SET show_points = false, show_activities = false WHERE user_id = $1', [malika.id]);
    const page = (await request(ctx.app).get(`/api/volons/${malika.id}`).expect(200)).body as VolonDetail;
    expect(page.points).toBeNull();
    expect(page.activities).toBeNull();
    await sql('UPDATE volunteer_profiles SET show_points = true, show_activities = true WHERE user_id = $1', [malika.id]);
  });

  it('answers 404 for an unlisted volunteer, an organization and unknown ids, but shows the volunteer their own page', async () => {
    await request(ctx.app).get(`/api/volons/${hidden.id}`).expect(404);
    await request(ctx.app).get(`/api/volons/${hidden.id}`).set(aziz.auth).expect(404);
    await request(ctx.app).get(`/api/volons/${org.id}`).expect(404);
    await request(ctx.app).get('/api/volons/999999').expect(404);
    await request(ctx.app).get('/api/volons/abc').expect(404);
    const own = (await request(ctx.app).get(`/api/volons/${hidden.id}`).set(hidden.auth).expect(200)).body as VolonDetail;
    expect(own.visibility).toEqual({ isListed: false, showActivities: true, showPoints: true, showBook: false });
  });

  it('gives a listed volunteer page Open Graph tags (name, about), and an unlisted one a 404 without them', async () => {
    const site = express().use(frontendsRouter(fakeFrontends(), { publicUrl: 'https://hashar.example' }));
    const listed = await request(site).get(`/uz/volons/view/${malika.id}`).expect(200);
    expect(listed.text).toContain('<meta property="og:title" content="Малика Ю.">');
    expect(listed.text).toContain('<meta property="og:description" content="Люблю помогать">');
    expect(listed.text).not.toContain('Юсупова');
    const unlisted = await request(site).get(`/ru/volons/view/${hidden.id}`).expect(404);
    expect(unlisted.text).not.toContain('og:title');
  });

  it('never sends a sensitive field, a phone, an email or a birth date', async () => {
    const texts = [
      JSON.stringify((await request(ctx.app).get('/api/volons').expect(200)).body),
      JSON.stringify((await request(ctx.app).get(`/api/volons/${malika.id}`).expect(200)).body),
      JSON.stringify((await request(ctx.app).get(`/api/volons/${hidden.id}`).set(hidden.auth).expect(200)).body),
    ];
    for (const text of texts) {
      for (const secret of ['998901234567', '2000-01-02', 'AA1234567', '123456789', 'Секретн', '@', 'Каримов', 'Юсупова']) {
        expect(text).not.toContain(secret);
      }
      for (const key of ['passport', 'tax', 'address', 'medical', 'disability', 'vaccination', 'phone', 'email', 'birth', 'username']) {
        expect(text.toLowerCase()).not.toContain(`"${key}`);
      }
    }
  });
});

describe('visibility choices', () => {
  const ctx = useTestApp();
  let volunteer: TestAccount;
  let org: TestAccount;

  beforeAll(async () => {
    volunteer = await volunteerAccount(ctx.app, ctx.db, 'Дилшод Рахимов');
    org = await organizationAccount(ctx.app, ctx.db, 'Организация');
  });

  it('reads and saves the choices; listing puts the volunteer in the directory', async () => {
    const before = await request(ctx.app).get('/api/my/visibility').set(volunteer.auth).expect(200);
    expect(before.body).toEqual({ isListed: false, showActivities: true, showPoints: true, showBook: false });
    expect((await request(ctx.app).get('/api/volons').expect(200)).body.total).toBe(0);
    const saved = await request(ctx.app)
      .put('/api/my/visibility')
      .set(volunteer.auth)
      .send({ isListed: true, showActivities: false, showPoints: true })
      .expect(200);
    expect(saved.body).toEqual({ isListed: true, showActivities: false, showPoints: true, showBook: false });
    const page = (await request(ctx.app).get('/api/volons').expect(200)).body as Page<VolonCard>;
    expect(page.data.map((c) => c.id)).toEqual([volunteer.id]);
    expect(page.data[0]!.name).toBe('Дилшод Р.');
  });

  it('answers 400 in ru and uz for a bad body', async () => {
    const ru = await request(ctx.app)
      .put('/api/my/visibility')
      .set(volunteer.auth)
      .set('Accept-Language', 'ru')
      .send({ isListed: 'yes', showActivities: true })
      .expect(400);
    expect(ru.body.fields).toEqual({ isListed: 'Укажите «да» или «нет»', showPoints: 'Данное поле обязательно для заполнения' });
    const uz = await request(ctx.app)
      .put('/api/my/visibility')
      .set(volunteer.auth)
      .set('Accept-Language', 'uz')
      .send({ isListed: 1, showActivities: true, showPoints: false })
      .expect(400);
    expect(uz.body.fields).toEqual({ isListed: "«Ha» yoki «yo'q» ni belgilang" });
  });

  it('answers 401 without a token and 403 for an organization', async () => {
    await request(ctx.app).get('/api/my/visibility').expect(401);
    await request(ctx.app).put('/api/my/visibility').send({ isListed: true, showActivities: true, showPoints: true }).expect(401);
    await request(ctx.app).get('/api/my/visibility').set(org.auth).expect(403);
    await request(ctx.app)
      .put('/api/my/visibility')
      .set(org.auth)
      .send({ isListed: true, showActivities: true, showPoints: true })
      .expect(403);
  });
});
