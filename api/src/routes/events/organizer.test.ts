import request from 'supertest';
import { QueryTypes } from 'sequelize';
import type { EventDetail, EventInput } from '@hashar/common';
import { organizationAccount, volunteerAccount, type TestAccount } from '../../test/activities';
import { useTestApp } from '../../test/app';
import { PNG } from '../../test/images';

const DAY = 24 * 3600 * 1000;
const BASE = Math.floor(Date.now() / 60000) * 60000;
const at = (days: number, hours = 0) => new Date(BASE + days * DAY + hours * 3600 * 1000).toISOString();
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

describe('organizer events', () => {
  const ctx = useTestApp();
  let org: TestAccount;
  let other: TestAccount;
  let volunteer: TestAccount;
  let directionIds: number[];

  beforeAll(async () => {
    org = await organizationAccount(ctx.app, ctx.db, 'Организатор');
    other = await organizationAccount(ctx.app, ctx.db, 'Чужая организация');
    volunteer = await volunteerAccount(ctx.app, ctx.db);
    const rows = await ctx.db.sequelize.query<{ id: number }>('SELECT id FROM directions ORDER BY id LIMIT 2', { type: QueryTypes.SELECT });
    directionIds = rows.map((r) => r.id);
  });

  const input = (over: Partial<EventInput> = {}): EventInput => ({
    titleRu: 'Посадка деревьев',
    titleUz: 'Daraxt ekish',
    descriptionRu: 'Сажаем деревья в Юнусабаде',
    directionIds,
    regionId: 1,
    addressRu: 'Юнусабад',
    addressUz: 'Yunusobod',
    isOnline: false,
    startsAt: at(5),
    endsAt: at(5, 4),
    capacity: 20,
    minAge: 16,
    sessions: [
      { titleRu: 'Утро', titleUz: 'Ertalab', startsAt: at(5), endsAt: at(5, 2), capacity: 2 },
      { titleRu: 'День', startsAt: at(5, 2), endsAt: at(5, 4), capacity: 3 },
    ],
    ...over,
  });
  const upload = (account: TestAccount, kind: string, data: Buffer, name: string) =>
    request(ctx.app).post(`/api/my/uploads/${kind}`).set(account.auth).attach('file', data, name);

  it('refuses anonymous callers, volunteers and unknown upload kinds', async () => {
    await request(ctx.app).post('/api/my/events').send(input()).expect(401);
    const res = await request(ctx.app).post('/api/my/events').set(volunteer.auth).send(input()).expect(403);
    expect(res.body.msg).toBe('Недостаточно прав для этого действия');
    await request(ctx.app).get('/api/my/visits').set(volunteer.auth).expect(403);
    await upload(volunteer, 'event-cover', PNG, 'a.png').expect(403);
    await request(ctx.app).post('/api/my/uploads/event-cover').attach('file', PNG, 'a.png').expect(401);
    await upload(org, 'avatar', PNG, 'a.png').expect(404);
  });

  it('checks uploads by content and size', async () => {
    const cover = await upload(org, 'event-cover', PNG, 'обложка.png').expect(201);
    expect(cover.body).toMatchObject({
      key: expect.stringMatching(/^events\/[0-9a-f-]{36}\.png$/),
      type: 'image/png',
      name: 'обложка.png',
      size: PNG.length,
    });
    expect(cover.body.url).toBe(`/uploads/${cover.body.key}`);
    await request(ctx.app).get(cover.body.url).expect(200);
    const fakePdf = await upload(org, 'event-document', Buffer.from('just text, not a pdf'), 'doc.pdf').expect(415);
    expect(fakePdf.body.msg).toBe('Недопустимый тип файла. Разрешены: PDF, DOC, DOCX, PPT, PPTX, ZIP, RAR');
    await upload(org, 'event-cover', PDF, 'cover.png').expect(415);
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await request(ctx.app)
      .post('/api/my/uploads/visit-cover')
      .set(org.auth)
      .set('Accept-Language', 'uz')
      .attach('file', big, 'big.png')
      .expect(413);
    expect(tooBig.body.msg).toContain('5 MB');
    const docx = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('....[Content_Types].xml....word/document.xml')]);
    expect((await upload(org, 'event-document', docx, 'plan.docx').expect(201)).body.type).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect((await upload(org, 'event-document', PDF, 'plan.pdf').expect(201)).body.type).toBe('application/pdf');
    const empty = await request(ctx.app).post('/api/my/uploads/event-document').set(org.auth).field('x', '1').expect(400);
    expect(empty.body.fields).toEqual({ file: 'Данное поле обязательно для заполнения' });
  });

  it('validates the form with messages in the request language', async () => {
    const ru = await request(ctx.app)
      .post('/api/my/events')
      .set(org.auth)
      .send(input({ titleRu: '  ', titleUz: '', directionIds: [], sessions: [], endsAt: at(4) }))
      .expect(400);
    expect(ru.body.fields).toMatchObject({
      titleRu: '«Название»: заполните на русском или узбекском языке',
      directionIds: 'Данное поле обязательно для заполнения',
      sessions: 'Данное поле обязательно для заполнения',
      endsAt: 'Дата окончания не может быть раньше даты начала',
    });
    const uz = await request(ctx.app)
      .post('/api/my/events')
      .set(org.auth)
      .set('Accept-Language', 'uz')
      .send({
        ...input(),
        descriptionRu: undefined,
        titleRu: 'x'.repeat(201),
        sessions: [{ startsAt: 'soon', endsAt: at(1), capacity: -1 }],
      })
      .expect(400);
    expect(uz.body.fields).toMatchObject({
      descriptionUz: "«Tavsif»: rus yoki o'zbek tilida to'ldiring",
      titleRu: "Ko'pi bilan 200 belgi",
      'sessions[0].startsAt': "To'g'ri sanani kiriting",
      'sessions[0].capacity': '0 dan 100000 gacha butun son kiriting',
    });
    const refs = await request(ctx.app)
      .post('/api/my/events')
      .set(org.auth)
      .send(
        input({
          directionIds: [99999],
          regionId: 9999,
          cover: 'events/00000000-0000-0000-0000-000000000000.png',
          documents: [{ key: '../etc/passwd', name: 'x' }],
        }),
      )
      .expect(400);
    expect(refs.body.fields).toEqual({
      directionIds: 'Выберите значение из списка',
      regionId: 'Выберите значение из списка',
      cover: 'Файл не найден: загрузите его заново',
      'documents[0].key': 'Файл не найден: загрузите его заново',
    });
  });

  it('creates a draft with cover, documents and sessions, lists it, submits it', async () => {
    const cover = (await upload(org, 'event-cover', PNG, 'c.png').expect(201)).body;
    const doc = (await upload(org, 'event-document', PDF, 'Программа.pdf').expect(201)).body;
    const created = await request(ctx.app)
      .post('/api/my/events')
      .set(org.auth)
      .send(input({ cover: cover.key, documents: [{ key: doc.key, name: 'Программа' }] }))
      .expect(201);
    const e = created.body as EventDetail;
    expect(e).toMatchObject({ moderation: 'draft', cover: cover.url, canEdit: true, capacity: 20, minAge: 16, title: 'Посадка деревьев' });
    expect(e.documents).toEqual([expect.objectContaining({ name: 'Программа', url: doc.url, type: 'application/pdf' })]);
    expect(e.sessions.map((s) => s.capacity)).toEqual([2, 3]);
    expect(e).toMatchObject({ address: 'Юнусабад', addressRu: 'Юнусабад', addressUz: 'Yunusobod' });
    expect(e.sessions.map((s) => [s.title, s.titleRu, s.titleUz])).toEqual([
      ['Утро', 'Утро', 'Ertalab'],
      ['День', 'День', null],
    ]);
    // Uzbek pages read the Uzbek address and shift titles, falling back to Russian where there is none.
    const uz = (await request(ctx.app).get(`/api/my/events/${e.id}`).set(org.auth).set('Accept-Language', 'uz').expect(200))
      .body as EventDetail;
    expect(uz.address).toBe('Yunusobod');
    expect(uz.sessions.map((s) => s.title)).toEqual(['Ertalab', 'День']);
    expect(e.directions.map((d) => d.id).sort()).toEqual([...directionIds].sort());
    const [row] = await ctx.db.sequelize.query<{ search_text: string }>('SELECT search_text FROM events WHERE id = $1', {
      bind: [e.id],
      type: QueryTypes.SELECT,
    });
    expect(row!.search_text).toContain('posadka derevev');

    const mine = (await request(ctx.app).get('/api/my/events').set(org.auth).expect(200)).body;
    expect(mine).toMatchObject({ total: 1, data: [{ id: e.id, moderation: 'draft', applicationsPending: 0 }] });
    expect((await request(ctx.app).get('/api/my/events').query({ moderation: 'approved' }).set(org.auth).expect(200)).body.total).toBe(0);
    await request(ctx.app).get('/api/my/events').query({ moderation: 'nope' }).set(org.auth).expect(400);
    await request(ctx.app).get(`/api/my/events/${e.id}`).set(org.auth).expect(200);
    await request(ctx.app).get(`/api/my/events/${e.id}`).set(other.auth).expect(404);
    await request(ctx.app).put(`/api/my/events/${e.id}`).set(other.auth).send(input()).expect(404);
    expect((await request(ctx.app).get('/api/my/events').set(other.auth).expect(200)).body.total).toBe(0);

    const submitted = await request(ctx.app).post(`/api/my/events/${e.id}/submit`).set(org.auth).expect(200);
    expect(submitted.body.moderation).toBe('moderation');
    const again = await request(ctx.app).post(`/api/my/events/${e.id}/submit`).set(org.auth).set('Accept-Language', 'uz').expect(409);
    expect(again.body.msg).toBe("Moderatsiyaga faqat qoralama yoki rad etilgan e'lonni yuborish mumkin");
    await request(ctx.app).post(`/api/my/events/${e.id}/submit`).set(other.auth).expect(404);
  });

  it("lists the organizer's events ahead first (soonest first), then the past ones (latest first)", async () => {
    const owner = await organizationAccount(ctx.app, ctx.db, 'Порядок списка');
    const make = async (titleRu: string, startsAt: string, endsAt: string) =>
      (
        await request(ctx.app)
          .post('/api/my/events')
          .set(owner.auth)
          .send(input({ titleRu, startsAt, endsAt, sessions: [{ titleRu: 'Смена', startsAt, endsAt, capacity: 5 }] }))
          .expect(201)
      ).body as EventDetail;
    const longAgo = await make('Давно прошло', at(2), at(2, 2));
    await make('Через месяц', at(30), at(30, 2));
    const recent = await make('Недавно прошло', at(3), at(3, 2));
    await make('Скоро', at(2), at(2, 3));
    // Two of them are over by now (written straight into the table: the form takes no past dates).
    for (const [event, days] of [
      [longAgo, -20],
      [recent, -2],
    ] as const) {
      await ctx.db.sequelize.query('UPDATE events SET starts_at = $2, ends_at = $3 WHERE id = $1', {
        bind: [event.id, at(days), at(days, 2)],
      });
    }
    const mine = (await request(ctx.app).get('/api/my/events').set(owner.auth).expect(200)).body as { data: { title: string }[] };
    expect(mine.data.map((e) => e.title)).toEqual(['Скоро', 'Через месяц', 'Недавно прошло', 'Давно прошло']);
  });

  it('sends an approved event back to moderation when its public text changes, and guards taken sessions', async () => {
    const e = (await request(ctx.app).post('/api/my/events').set(org.auth).send(input()).expect(201)).body as EventDetail;
    await ctx.db.sequelize.query(`UPDATE events SET moderation = 'approved', published_at = now() WHERE id = $1`, { bind: [e.id] });
    const [first, second] = e.sessions;
    const keep = (capacities: [number, number]) => [
      { id: first!.id, titleRu: 'Утро', startsAt: first!.startsAt, endsAt: first!.endsAt, capacity: capacities[0] },
      { id: second!.id, titleRu: 'День', startsAt: second!.startsAt, endsAt: second!.endsAt, capacity: capacities[1] },
    ];
    const sameText = await request(ctx.app)
      .put(`/api/my/events/${e.id}`)
      .set(org.auth)
      .send(input({ capacity: 30, sessions: keep([4, 3]) }))
      .expect(200);
    expect(sameText.body).toMatchObject({ moderation: 'approved', capacity: 30 });
    expect(sameText.body.sessions.map((s: { id: number; capacity: number }) => [s.id, s.capacity])).toEqual([
      [first!.id, 4],
      [second!.id, 3],
    ]);

    await ctx.db.sequelize.query(`INSERT INTO applications (user_id, session_id, state) VALUES ($1, $2, 'accepted')`, {
      bind: [volunteer.id, first!.id],
    });
    const removal = await request(ctx.app)
      .put(`/api/my/events/${e.id}`)
      .set(org.auth)
      .send(input({ sessions: keep([4, 3]).slice(1) }))
      .expect(409);
    expect(removal.body.msg).toBe('Нельзя удалить смену «Утро»: на неё уже есть заявки');
    const shrink = await request(ctx.app)
      .put(`/api/my/events/${e.id}`)
      .set(org.auth)
      .send(input({ sessions: keep([0, 3]) }))
      .expect(400);
    expect(shrink.body.fields).toEqual({ 'sessions[0].capacity': 'Число мест смены не может быть меньше занятых (1)' });
    const foreign = await request(ctx.app)
      .put(`/api/my/events/${e.id}`)
      .set(org.auth)
      .send(input({ sessions: [{ id: 999999, startsAt: at(5), endsAt: at(6), capacity: 1 }] }))
      .expect(400);
    expect(foreign.body.fields).toEqual({ 'sessions[0].id': 'Выберите значение из списка' });
    const [still] = await ctx.db.sequelize.query<{ n: number }>('SELECT count(*)::int AS n FROM visit_sessions WHERE event_id = $1', {
      bind: [e.id],
      type: QueryTypes.SELECT,
    });
    expect(still!.n).toBe(2);

    const retitled = await request(ctx.app)
      .put(`/api/my/events/${e.id}`)
      .set(org.auth)
      .send(
        input({ titleRu: 'Посадка деревьев и кустов', sessions: [...keep([4, 3]), { startsAt: at(6), endsAt: at(6, 1), capacity: 5 }] }),
      )
      .expect(200);
    expect(retitled.body).toMatchObject({ moderation: 'moderation', title: 'Посадка деревьев и кустов' });
    expect(retitled.body.sessions).toHaveLength(3);
    await request(ctx.app).get(`/api/events/${e.id}`).expect(404);

    const del = await request(ctx.app).delete(`/api/my/events/${e.id}`).set(org.auth).expect(409);
    expect(del.body.msg).toBe('Удалить можно только черновик или отклонённую публикацию');
    const archived = await request(ctx.app).post(`/api/my/events/${e.id}/archive`).set(org.auth).expect(200);
    expect(archived.body.lifecycle).toBe('archived');
  });

  it('sends an approved event back to moderation when only its skills text changes (shown on the public page)', async () => {
    const e = (
      await request(ctx.app)
        .post('/api/my/events')
        .set(org.auth)
        .send(input({ skills: 'Лопата' }))
        .expect(201)
    ).body as EventDetail;
    await ctx.db.sequelize.query(`UPDATE events SET moderation = 'approved', published_at = now() WHERE id = $1`, { bind: [e.id] });
    const sessions = e.sessions.map((s) => ({ id: s.id, titleRu: s.title, startsAt: s.startsAt, endsAt: s.endsAt, capacity: s.capacity }));
    const edited = await request(ctx.app)
      .put(`/api/my/events/${e.id}`)
      .set(org.auth)
      .send(input({ skills: 'Переходите по ссылке http://spam.example', sessions }))
      .expect(200);
    expect(edited.body).toMatchObject({ moderation: 'moderation', skills: 'Переходите по ссылке http://spam.example' });
    await request(ctx.app).get(`/api/events/${e.id}`).expect(404);
  });

  it('deletes a draft without applications', async () => {
    const e = (await request(ctx.app).post('/api/my/events').set(org.auth).send(input()).expect(201)).body as EventDetail;
    await request(ctx.app).delete(`/api/my/events/${e.id}`).set(other.auth).expect(404);
    await request(ctx.app).delete(`/api/my/events/${e.id}`).set(org.auth).expect(204);
    await request(ctx.app).get(`/api/my/events/${e.id}`).set(org.auth).expect(404);
  });

  it('keeps series of the organization', async () => {
    const bad = await request(ctx.app).post('/api/my/event-groups').set(org.auth).send({}).expect(400);
    expect(bad.body.fields).toEqual({ titleRu: '«Название»: заполните на русском или узбекском языке' });
    const group = (
      await request(ctx.app).post('/api/my/event-groups').set(org.auth).send({ titleRu: 'Весна', titleUz: 'Bahor' }).expect(201)
    ).body;
    expect(group).toMatchObject({ titleRu: 'Весна', titleUz: 'Bahor', descriptionRu: null });
    expect((await request(ctx.app).get('/api/my/event-groups').set(org.auth).expect(200)).body.data).toEqual([group]);
    expect((await request(ctx.app).get('/api/my/event-groups').set(other.auth).expect(200)).body.data).toEqual([]);
    await request(ctx.app).get('/api/my/event-groups').set(volunteer.auth).expect(403);
    const foreign = await request(ctx.app)
      .post('/api/my/events')
      .set(other.auth)
      .send(input({ groupId: group.id }))
      .expect(400);
    expect(foreign.body.fields).toEqual({ groupId: 'Выберите значение из списка' });
    const inGroup = await request(ctx.app)
      .post('/api/my/events')
      .set(org.auth)
      .send(input({ groupId: group.id }))
      .expect(201);
    expect(inGroup.body.group).toEqual({ id: group.id, title: 'Весна' });
  });
});

describe('organizer visit offers', () => {
  const ctx = useTestApp();

  it('creates, lists, edits, submits and deletes a visit offer', async () => {
    const org = await organizationAccount(ctx.app, ctx.db, 'Приют');
    const other = await organizationAccount(ctx.app, ctx.db, 'Другой');
    const [d] = await ctx.db.sequelize.query<{ id: number }>('SELECT id FROM directions ORDER BY id LIMIT 1', { type: QueryTypes.SELECT });
    const body = {
      titleRu: 'Выгул собак',
      descriptionRu: 'Каждую субботу',
      directionIds: [d!.id],
      regionId: 2,
      sessions: [{ startsAt: at(2), endsAt: at(2, 2), capacity: 4 }],
    };
    await request(ctx.app).post('/api/my/visits').send(body).expect(401);
    const uz = await request(ctx.app)
      .post('/api/my/visits')
      .set(org.auth)
      .query({ locale: 'uz' })
      .send({ ...body, titleRu: '' })
      .expect(400);
    expect(uz.body.fields).toEqual({ titleUz: "«Nomi»: rus yoki o'zbek tilida to'ldiring" });
    const created = (await request(ctx.app).post('/api/my/visits').set(org.auth).send(body).expect(201)).body;
    expect(created).toMatchObject({ moderation: 'draft', title: 'Выгул собак', regionName: 'Республика Каракалпакстан', canEdit: true });
    expect((await request(ctx.app).get('/api/my/visits').set(org.auth).expect(200)).body).toMatchObject({
      total: 1,
      data: [{ id: created.id, moderation: 'draft' }],
    });
    await request(ctx.app).get(`/api/my/visits/${created.id}`).set(other.auth).expect(404);
    const edited = await request(ctx.app)
      .put(`/api/my/visits/${created.id}`)
      .set(org.auth)
      .send({ ...body, titleUz: 'Itlarni sayr qildirish', sessions: [{ id: created.sessions[0].id, ...body.sessions[0], capacity: 6 }] })
      .expect(200);
    expect(edited.body).toMatchObject({ titleUz: 'Itlarni sayr qildirish', sessions: [{ id: created.sessions[0].id, capacity: 6 }] });
    expect((await request(ctx.app).post(`/api/my/visits/${created.id}/submit`).set(org.auth).expect(200)).body.moderation).toBe(
      'moderation',
    );
    await request(ctx.app).delete(`/api/my/visits/${created.id}`).set(org.auth).expect(409);
    await ctx.db.sequelize.query(`UPDATE visit_options SET moderation = 'rejected' WHERE id = $1`, { bind: [created.id] });
    await request(ctx.app).delete(`/api/my/visits/${created.id}`).set(org.auth).expect(204);
  });
});
