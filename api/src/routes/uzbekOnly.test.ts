import request from 'supertest';
import { QueryTypes } from 'sequelize';
import { ACTIVITY_REGISTRY, type ActivityKind } from '@hashar/common';
import { organizationAccount, staffAccount, volunteerAccount, type TestAccount } from '../test/activities';
import { useTestApp } from '../test/app';
import { offerBody, partnerAccount } from '../test/bonuses';

const DAY = 24 * 3600 * 1000;
const soon = (days: number, hours = 0) => new Date(Date.now() + days * DAY + hours * 3600 * 1000).toISOString();
const EITHER_RU = {
  title: '«Название»: заполните на русском или узбекском языке',
  name: '«Название»: заполните на русском или узбекском языке',
};
const EITHER_UZ = { title: "«Nomi»: rus yoki o'zbek tilida to'ldiring", description: "«Tavsif»: rus yoki o'zbek tilida to'ldiring" };

/** An author may publish in Uzbek only; Russian readers then see the Uzbek text. */
describe('publishing in Uzbek only', () => {
  const ctx = useTestApp();
  let org: TestAccount;
  let leader: TestAccount;
  let partner: TestAccount;
  let moderator: TestAccount;
  let directionId: number;
  let categoryId: number;

  beforeAll(async () => {
    org = await organizationAccount(ctx.app, ctx.db, 'Ташкентская организация');
    leader = await volunteerAccount(ctx.app, ctx.db, 'Лола Лидерова');
    partner = await partnerAccount(ctx.app, ctx.db);
    moderator = await staffAccount(ctx.app, ctx.db, 'moderator');
    const first = async (sql: string) => (await ctx.db.sequelize.query<{ id: number }>(sql, { type: QueryTypes.SELECT }))[0]!.id;
    directionId = await first('SELECT id FROM directions ORDER BY id LIMIT 1');
    categoryId = await first('SELECT id FROM task_categories ORDER BY id LIMIT 1');
  });

  const sessions = () => [{ titleUz: 'Ertalab', startsAt: soon(5), endsAt: soon(5, 2), capacity: 5 }];
  /** Each kind's form with its texts in Uzbek only. */
  const uzbekOnly = (kind: ActivityKind, title: string): object => {
    const base = { titleUz: title, descriptionUz: `${title}: tavsif`, directionIds: [directionId], regionId: 1 };
    switch (kind) {
      case 'event':
        return { ...base, isOnline: false, startsAt: soon(5), endsAt: soon(5, 4), sessions: sessions() };
      case 'visit':
        return { ...base, sessions: sessions() };
      case 'project':
        return { ...base, isNationwide: false, startsAt: soon(1), endsAt: soon(30) };
      case 'task':
        return { ...base, categoryId, deadline: soon(10), isOnline: true, performers: 1 };
      case 'vacancy':
        return { ...base, vacancyKind: 'vacancy', pay: 'unpaid', isRemote: true, deadline: soon(30), places: 1 };
    }
  };

  it.each(['event', 'visit', 'project', 'task', 'vacancy'] as const)(
    '%s: created with Uzbek texts only, shown with them to Russian readers; none at all is refused in ru and uz',
    async (kind) => {
      const { api, adminResource } = ACTIVITY_REGISTRY[kind];
      const title = `Faqat o'zbekcha ${kind}`;
      const created = await request(ctx.app).post(`/api/my/${api}`).set(org.auth).send(uzbekOnly(kind, title)).expect(201);
      const id = created.body.id as number;
      await request(ctx.app).post(`/api/my/${api}/${id}/submit`).set(org.auth).expect(200);
      await request(ctx.app).post(`/api/admin/${adminResource}/${id}/approve`).set(moderator.auth).expect(200);

      const shown = await request(ctx.app).get(`/api/${api}/${id}`).set('Accept-Language', 'ru').expect(200);
      expect(shown.body.title).toBe(title);
      expect(shown.body.description).toBe(`${title}: tavsif`);
      const mine = await request(ctx.app).get(`/api/my/${api}`).set(org.auth).expect(200);
      expect(mine.body.data.find((row: { id: number }) => row.id === id)).toBeDefined();

      const empty = { ...uzbekOnly(kind, ''), descriptionUz: '  ' };
      const ru = await request(ctx.app).post(`/api/my/${api}`).set(org.auth).send(empty).expect(400);
      expect(ru.body.fields).toMatchObject({ titleRu: EITHER_RU.title });
      expect(ru.body.fields.titleUz).toBeUndefined();
      const uz = await request(ctx.app).post(`/api/my/${api}`).set(org.auth).set('Accept-Language', 'uz').send(empty).expect(400);
      expect(uz.body.fields).toMatchObject({ titleUz: EITHER_UZ.title, descriptionUz: EITHER_UZ.description });
    },
  );

  it('tells a Russian-speaking organization about its Uzbek-only event with the Uzbek title, in the bell and by e-mail', async () => {
    const title = 'Daraxt ekish kuni';
    const created = await request(ctx.app).post('/api/my/events').set(org.auth).send(uzbekOnly('event', title)).expect(201);
    await request(ctx.app).post(`/api/my/events/${created.body.id}/submit`).set(org.auth).expect(200);
    await request(ctx.app).post(`/api/admin/events/${created.body.id}/approve`).set(moderator.auth).expect(200);
    const [notice] = await ctx.db.sequelize.query<{ title_ru: string }>(
      `SELECT title_ru FROM notifications WHERE user_id = $1 AND kind = 'event_approved' ORDER BY id DESC LIMIT 1`,
      { bind: [org.id], type: QueryTypes.SELECT },
    );
    expect(notice!.title_ru).toContain(`«${title}»`);
    const mail = (await request(ctx.app).get('/api/dev/mail').query({ to: org.email }).expect(200)).body.data as { subject: string }[];
    expect(mail.some((m) => m.subject.includes(`«${title}»`))).toBe(true);
  });

  it('initiative group: created with its Uzbek name only, listed and shown under it in Russian', async () => {
    const body = { nameUz: 'Yashil mahalla', descriptionUz: 'Hovlilarda daraxt ekamiz', regionId: 1, directionIds: [directionId] };
    const created = await request(ctx.app).post('/api/my/initiatives').set(leader.auth).send(body).expect(201);
    await request(ctx.app).post(`/api/admin/initiatives/${created.body.id}/approve`).set(moderator.auth).expect(200);
    const shown = await request(ctx.app).get(`/api/initiatives/${created.body.id}`).set('Accept-Language', 'ru').expect(200);
    expect(shown.body.name).toBe('Yashil mahalla');
    const listed = await request(ctx.app).get('/api/initiatives').set('Accept-Language', 'ru').expect(200);
    expect(listed.body.data.map((g: { name: string }) => g.name)).toContain('Yashil mahalla');
    const avatar = await request(ctx.app).get('/api/user/get-avatar').set(leader.auth).set('Accept-Language', 'ru').expect(200);
    expect(JSON.stringify(avatar.body)).toContain('Yashil mahalla');

    const refused = await request(ctx.app)
      .post('/api/my/initiatives')
      .set(leader.auth)
      .send({ ...body, nameUz: '' })
      .expect(400);
    expect(refused.body.fields).toMatchObject({ nameRu: EITHER_RU.name });
  });

  it('bonus offer and publication: created with Uzbek texts only and shown with them in Russian', async () => {
    const offer = offerBody({ titleRu: '', descriptionRu: undefined, titleUz: 'Bepul qahva', descriptionUz: 'Bir chashka qahva' });
    const bonus = await request(ctx.app).post('/api/my/bonuses').set(partner.auth).send(offer).expect(201);
    await request(ctx.app).post(`/api/admin/bonuses/${bonus.body.data.id}/approve`).set(moderator.auth).expect(200);
    expect(
      (await request(ctx.app).get(`/api/bonuses/${bonus.body.data.id}`).set('Accept-Language', 'ru').expect(200)).body.data.title,
    ).toBe('Bepul qahva');
    const noTitle = request(ctx.app).post('/api/my/bonuses').set(partner.auth).set('Accept-Language', 'uz');
    expect((await noTitle.send({ ...offer, titleUz: null }).expect(400)).body.fields).toMatchObject({ titleUz: EITHER_UZ.title });

    const story = { kind: 'story', titleUz: 'Yuzta daraxt', bodyUz: '<p>Bir kunda yuzta daraxt ekdik</p>', regionId: 1 };
    const post = await request(ctx.app).post('/api/my/posts').set(leader.auth).send(story).expect(201);
    await request(ctx.app).post(`/api/admin/publications/${post.body.data.id}/approve`).set(moderator.auth).expect(200);
    const read = await request(ctx.app).get(`/api/posts/${post.body.data.id}`).set('Accept-Language', 'ru').expect(200);
    expect(read.body.data.title).toBe('Yuzta daraxt');
    expect(JSON.stringify(read.body)).toContain('Bir kunda yuzta daraxt ekdik');
    const bodyless = await request(ctx.app)
      .post('/api/my/posts')
      .set(leader.auth)
      .send({ ...story, bodyUz: '<p></p>' })
      .expect(400);
    expect(bodyless.body.fields).toMatchObject({ bodyRu: '«Текст»: заполните на русском или узбекском языке' });
  });
});
