import request from 'supertest';
import { QueryTypes } from 'sequelize';
import { useTestApp } from '../../test/app';
import { organizationAccount, volunteerAccount, type TestAccount } from '../../test/activities';
import { backOfficeAccount, createApprovedEvent } from '../../test/events';
import { appliedId, mailTo, notificationsOf, sessionHeld, setState, stateOf, whileLocked } from '../../test/participation';

describe('/api/crm', () => {
  const ctx = useTestApp();
  let orgA: TestAccount;
  let orgB: TestAccount;
  let vols: TestAccount[];
  let eventA: { eventId: number; sessionIds: number[] };
  let eventB: { eventId: number; sessionIds: number[] };
  const get = (path: string, who: TestAccount = orgA) => request(ctx.app).get(`/api/crm${path}`).set(who.auth);
  const post = (path: string, body: object, who: TestAccount = orgA) => request(ctx.app).post(`/api/crm${path}`).set(who.auth).send(body);
  const points = async (userId: number) =>
    (
      await ctx.db.sequelize.query<{ sum: string | null; n: string }>(
        'SELECT sum(delta) AS sum, count(*) AS n FROM points_ledger WHERE user_id = $1',
        { bind: [userId], type: QueryTypes.SELECT },
      )
    )[0]!;

  beforeAll(async () => {
    orgA = await organizationAccount(ctx.app, ctx.db, 'Организация А');
    orgB = await organizationAccount(ctx.app, ctx.db, 'Организация Б');
    vols = [];
    for (let i = 0; i < 4; i++) vols.push(await volunteerAccount(ctx.app, ctx.db, `Участник ${i}`));
    eventA = await createApprovedEvent(ctx.db, orgA.organizationId!, { titleRu: 'Фестиваль', titleUz: 'Festival', sessions: [2, 5] });
    eventB = await createApprovedEvent(ctx.db, orgB.organizationId!, { titleRu: 'Чужое событие' });
  });

  it('is for organizations only: 401 without a token, 403 for volunteers and moderators (ru and uz)', async () => {
    await request(ctx.app).get('/api/crm/dashboard').expect(401);
    await request(ctx.app)
      .post('/api/crm/applications/bulk')
      .send({ ids: [1], action: 'accept' })
      .expect(401);
    const denied = await get('/applications', vols[0]!).expect(403);
    expect(denied.body).toMatchObject({
      error: 'forbidden',
      msg: 'Недостаточно прав для этого действия',
      message: 'Недостаточно прав для этого действия',
    });
    const uz = await get('/dashboard', vols[0]!).set('Accept-Language', 'uz').expect(403);
    expect(uz.body.msg).not.toBe(denied.body.msg);
    const moderator = await backOfficeAccount(ctx.app, ctx.db, 'moderator');
    await get('/events', moderator).expect(403);
    await post(`/applications/1/verify`, { hours: 1 }, vols[0]!).expect(403);
  });

  it('lists events, sessions and applications on the simple-rest contract, scoped to the organization', async () => {
    const [s1, s2] = eventA.sessionIds as [number, number];
    const a0 = await appliedId(ctx.app, vols[0]!, s1);
    const a1 = await appliedId(ctx.app, vols[1]!, s1);
    const a2 = await appliedId(ctx.app, vols[2]!, s1); // waitlisted: 2 places
    const a3 = await appliedId(ctx.app, vols[3]!, s2);
    await appliedId(ctx.app, vols[0]!, eventB.sessionIds[0]!);
    await setState(ctx.db, a1, 'accepted');

    const events = await get('/events?sort=["startsAt","ASC"]&range=[0,9]').expect(200);
    expect(events.headers['content-range']).toBe('events 0-0/1');
    expect(events.headers['access-control-expose-headers']).toBe('Content-Range');
    expect(events.body).toEqual([
      expect.objectContaining({
        id: eventA.eventId,
        title: 'Фестиваль',
        titleRu: 'Фестиваль',
        moderation: 'approved',
        lifecycle: 'recruiting',
        sessionsCount: 2,
        pendingCount: 2,
        waitlistedCount: 1,
        acceptedCount: 1,
        verifiedHours: 0,
      }),
    ]);
    expect((await get(`/events/${eventA.eventId}`).set('Accept-Language', 'uz').expect(200)).body.title).toBe('Festival');
    await get(`/events/${eventB.eventId}`).expect(404);

    const sessions = await get(`/sessions?filter={"eventId":${eventA.eventId}}&sort=["id","ASC"]`).expect(200);
    expect(sessions.headers['content-range']).toBe('sessions 0-1/2');
    expect(sessions.body[0]).toMatchObject({
      id: s1,
      eventId: eventA.eventId,
      capacity: 2,
      freePlaces: 0,
      waitlistedCount: 1,
      activityTitle: 'Фестиваль',
    });
    await get(`/sessions/${eventB.sessionIds[0]}`).expect(404);

    const list = await get(`/applications?filter={"eventId":${eventA.eventId}}&sort=["id","ASC"]&range=[0,1]`).expect(200);
    expect(list.headers['content-range']).toBe('applications 0-1/4');
    expect(list.body[0]).toEqual({
      id: a0,
      state: 'pending',
      createdAt: expect.any(String),
      message: null,
      sessionId: s1,
      sessionTitle: null,
      sessionStartsAt: expect.any(String),
      sessionEndsAt: expect.any(String),
      eventId: eventA.eventId,
      visitOptionId: null,
      eventTitle: 'Фестиваль',
      activityKind: 'event',
      activityId: eventA.eventId,
      note: null,
      cv: null,
      userId: vols[0]!.id,
      volunteerName: 'Участник 0',
      // Pending: contacts only once accepted.
      volunteerEmail: null,
      volunteerPhone: null,
      volunteerAge: null,
      volunteerRegion: expect.any(String),
      hours: null,
      verifiedAt: null,
      checkedInAt: null,
      suggestedHours: null,
      team: null,
      // The event requires no course.
      requiredCourses: [],
    });
    expect(list.body[1]).toMatchObject({ id: a1, state: 'accepted', volunteerEmail: vols[1]!.email });
    const waiting = await get(`/applications?filter={"state":"waitlisted","sessionId":${s1}}`).expect(200);
    expect(waiting.body.map((r: { id: number }) => r.id)).toEqual([a2]);
    const found = await get(`/applications?filter={"q":"участник 3"}`).expect(200);
    expect(found.body.map((r: { id: number }) => r.id)).toEqual([a3]);
    // Searching by a pending applicant's e-mail finds nothing (it would confirm a guess); an accepted one's is found.
    const byMail = async (email: string) =>
      (await get(`/applications?filter=${encodeURIComponent(JSON.stringify({ q: email }))}`).expect(200)).body.map(
        (r: { id: number }) => r.id,
      );
    expect(await byMail(vols[0]!.email)).toEqual([]);
    expect(await byMail(vols[1]!.email)).toEqual([a1]);
    const many = await get(`/applications?filter={"id":[${a0},${a3}]}&sort=["id","DESC"]`).expect(200);
    expect(many.body.map((r: { id: number }) => r.id)).toEqual([a3, a0]);
    expect((await get(`/applications/${a1}`).expect(200)).body).toMatchObject({ id: a1, state: 'accepted' });
    // Organization B sees none of A's rows.
    const other = await get('/applications', orgB).expect(200);
    expect(other.body).toHaveLength(1);
    await get(`/applications/${a0}`, orgB).expect(404);
    await get('/applications/abc').expect(404);
  });

  it('400 with a message for unknown fields and malformed lists (ru and uz)', async () => {
    const field = await get('/applications?filter={"password":"x"}').expect(400);
    expect(field.body.msg).toBe('Фильтр по полю «password» недоступен');
    const sort = await get('/events?sort=["search_text","ASC"]').set('Accept-Language', 'uz').expect(400);
    expect(sort.body.msg).toBe("«search_text» maydoni bo'yicha saralash mumkin emas");
    await get('/sessions?range=[0,500]').expect(400);
    await get('/applications?filter={"state":"lost"}').expect(400);
  });

  it('dashboard: the organization, upcoming events with pending counts, pending applications, hours this month', async () => {
    const res = await get('/dashboard').expect(200);
    expect(res.body).toEqual({
      organization: { id: orgA.organizationId, name: 'Организация А', logo: null, isVerified: false },
      upcomingEvents: [{ id: eventA.eventId, title: 'Фестиваль', startsAt: expect.any(String), applicationsPending: 2 }],
      pendingApplications: 2,
      hoursVerifiedThisMonth: 0,
    });
  });

  it('dashboard: the organization logo is a picture URL, not an upload key', async () => {
    await ctx.db.sequelize.query('UPDATE organizations SET logo = $1 WHERE id = $2', {
      bind: ['organizations/a-logo.png', orgA.organizationId],
    });
    try {
      const res = await get('/dashboard').expect(200);
      expect(res.body.organization.logo).toBe('/uploads/organizations/a-logo.png');
    } finally {
      await ctx.db.sequelize.query('UPDATE organizations SET logo = NULL WHERE id = $1', { bind: [orgA.organizationId] });
    }
  });

  it('bulk: accept notifies by email; an invalid transition changes nothing (409); reject promotes the waitlist', async () => {
    const [s1] = eventA.sessionIds as [number];
    const rows = (await get(`/applications?filter={"sessionId":${s1}}&sort=["id","ASC"]`).expect(200)).body as {
      id: number;
      state: string;
    }[];
    const [pending, accepted, waitlisted] = rows.map((r) => r.id) as [number, number, number];

    const refused = await post('/applications/bulk', { ids: [pending, accepted], action: 'attended' }).expect(409);
    expect(refused.body.msg).toBe(`Действие недоступно для заявок: ${pending}. Ничего не изменено`);
    expect(await stateOf(ctx.db, accepted)).toBe('accepted');
    // The waitlisted one cannot be accepted while the session is full.
    await post('/applications/bulk', { ids: [waitlisted], action: 'accept' }).expect(409);

    expect((await post('/applications/bulk', { ids: [pending], action: 'accept' }).expect(200)).body).toEqual({ data: [pending] });
    expect(await stateOf(ctx.db, pending)).toBe('accepted');
    expect((await notificationsOf(ctx.db, vols[0]!.id))[0]).toMatchObject({
      kind: 'application_accepted',
      title_ru: 'Заявка принята: Фестиваль',
    });
    expect((await mailTo(ctx.db, vols[0]!.email))[0]!.subject).toBe('Заявка принята: Фестиваль — Хашар');

    await sessionHeld(ctx.db, { applicationId: accepted });
    await post('/applications/bulk', { ids: [accepted], action: 'attended' }).expect(200);
    expect(await stateOf(ctx.db, accepted)).toBe('attended');

    // Rejecting a place holder frees its place: the waitlisted application becomes pending.
    await setState(ctx.db, pending, 'pending');
    await post('/applications/bulk', { ids: [pending], action: 'reject' }).expect(200);
    expect(await stateOf(ctx.db, pending)).toBe('rejected');
    expect(await stateOf(ctx.db, waitlisted)).toBe('pending');
    expect((await mailTo(ctx.db, vols[0]!.email))[0]!.subject).toBe('Заявка отклонена: Фестиваль — Хашар');
    expect((await notificationsOf(ctx.db, vols[2]!.id))[0]).toMatchObject({ kind: 'application_promoted' });
  });

  it('bulk: accepts waitlisted applications while places are free, all or none', async () => {
    const {
      sessionIds: [sessionId],
    } = await createApprovedEvent(ctx.db, orgA.organizationId!, { sessions: [1] });
    const holder = await appliedId(ctx.app, vols[0]!, sessionId!);
    const second = await appliedId(ctx.app, vols[1]!, sessionId!);
    const third = await appliedId(ctx.app, vols[2]!, sessionId!);
    expect([await stateOf(ctx.db, second), await stateOf(ctx.db, third)]).toEqual(['waitlisted', 'waitlisted']);
    await ctx.db.sequelize.query('UPDATE visit_sessions SET capacity = 2 WHERE id = $1', { bind: [sessionId] });
    const refused = await post('/applications/bulk', { ids: [second, third], action: 'accept' }).expect(409);
    expect(refused.body.msg).toBe(`Действие недоступно для заявок: ${third}. Ничего не изменено`);
    expect(await stateOf(ctx.db, second)).toBe('waitlisted');
    await post('/applications/bulk', { ids: [holder, second], action: 'accept' }).expect(200);
    expect([await stateOf(ctx.db, holder), await stateOf(ctx.db, second), await stateOf(ctx.db, third)]).toEqual([
      'accepted',
      'accepted',
      'waitlisted',
    ]);
  });

  it('bulk: 400 for bad input (ru and uz), 404 for another organization’s ids', async () => {
    const bad = await post('/applications/bulk', { ids: [], action: 'approve' }).expect(400);
    expect(bad.body.fields).toEqual({ ids: 'Выберите от 1 до 100 заявок', action: 'Выберите значение из списка' });
    const uz = await post('/applications/bulk', { ids: ['x'], action: 'accept' })
      .set('Accept-Language', 'uz')
      .expect(400);
    expect(uz.body.fields).toEqual({ ids: '1 tadan 100 tagacha ariza tanlang' });
    const theirs = await appliedId(ctx.app, vols[1]!, eventB.sessionIds[0]!);
    const mine = (await get('/applications?sort=["id","ASC"]').expect(200)).body[0].id as number;
    await post('/applications/bulk', { ids: [mine, theirs], action: 'reject' }).expect(404);
    expect(await stateOf(ctx.db, theirs)).toBe('pending');
  });

  it('verify: hours and 10 points per hour in one go, application completed, volunteer notified; twice is 409', async () => {
    const {
      sessionIds: [sessionId],
    } = await createApprovedEvent(ctx.db, orgA.organizationId!, { titleRu: 'Субботник', titleUz: 'Shanbalik' });
    const id = await appliedId(ctx.app, vols[3]!, sessionId!);
    const early = await post(`/applications/${id}/verify`, { hours: 2 }).expect(409);
    expect(early.body.msg).toBe('Подтвердить часы можно только по принятой заявке или после отметки об участии');
    await setState(ctx.db, id, 'attended');
    await sessionHeld(ctx.db, { applicationId: id });
    await post(`/applications/${id}/verify`, { hours: 2.5 }, orgB).expect(404);
    const before = await points(vols[3]!.id);

    const res = await post(`/applications/${id}/verify`, { hours: 2.5, note: 'Отлично' }).expect(200);
    expect(res.body).toMatchObject({ id, state: 'completed', hours: 2.5, verifiedAt: expect.any(String) });
    const after = await points(vols[3]!.id);
    expect(Number(after.sum ?? 0) - Number(before.sum ?? 0)).toBe(25);
    const [mail] = await mailTo(ctx.db, vols[3]!.email);
    expect(mail).toMatchObject({ subject: 'Часы подтверждены: Субботник — Хашар' });
    expect(mail!.text).toContain('Организатор подтвердил 2,5 ч. за «Субботник». Начислено баллов: 25');
    expect((await notificationsOf(ctx.db, vols[3]!.id))[0]).toMatchObject({
      kind: 'hours_verified',
      title_uz: 'Soatlar tasdiqlandi: Shanbalik',
    });

    const twice = await post(`/applications/${id}/verify`, { hours: 3 }).expect(409);
    expect(twice.body.msg).toBe('Часы по этой заявке уже подтверждены');
    expect(await points(vols[3]!.id)).toEqual(after);
    const mine = await request(ctx.app).get('/api/my/points').set(vols[3]!.auth).expect(200);
    expect(mine.body).toMatchObject({ balance: Number(after.sum), verifiedHours: 2.5 });
  });

  it('verify: two concurrent calls pay once (one 200, one 409)', async () => {
    const {
      sessionIds: [sessionId],
    } = await createApprovedEvent(ctx.db, orgA.organizationId!);
    const id = await appliedId(ctx.app, vols[2]!, sessionId!);
    await setState(ctx.db, id, 'accepted');
    await sessionHeld(ctx.db, { applicationId: id });
    const before = await points(vols[2]!.id);
    const results = await whileLocked(ctx.db, 'applications', id, 2, () =>
      Promise.all([post(`/applications/${id}/verify`, { hours: 4 }), post(`/applications/${id}/verify`, { hours: 4 })]),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const after = await points(vols[2]!.id);
    expect(Number(after.n) - Number(before.n)).toBe(1);
    expect(Number(after.sum) - Number(before.sum ?? 0)).toBe(40);
  });

  it('verify: 400 for hours outside 0.5..24 or off the half-hour step (ru and uz)', async () => {
    const id = (await get('/applications').expect(200)).body[0].id as number;
    for (const hours of [0, 0.3, 1.25, 24.5, 'много']) {
      const res = await post(`/applications/${id}/verify`, { hours }).expect(400);
      expect(res.body.fields).toEqual({ hours: 'Укажите от 0,5 до 24 часов с шагом 0,5' });
    }
    const uz = await post(`/applications/${id}/verify`, {}).set('Accept-Language', 'uz').expect(400);
    expect(uz.body.fields).toEqual({ hours: "to'ldirilishi shart" });
    const note = await post(`/applications/${id}/verify`, { hours: 1, note: 'x'.repeat(2001) }).expect(400);
    expect(note.body.fields).toEqual({ note: 'Не более 2000 символов' });
  });

  it('roster.csv: BOM, localized headers, quoted cells, formulas defused; another organization’s event is 404', async () => {
    await ctx.db.sequelize.query(`UPDATE users SET name = '=HYPERLINK("http://x")' WHERE id = $1`, { bind: [vols[1]!.id] });
    const res = await get(`/events/${eventA.eventId}/roster.csv`)
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks).toString('utf8')));
      })
      .expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="roster-${eventA.eventId}.csv"`);
    const text = res.body as string;
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('"Смена";"Начало";"Участник";"Email";"Телефон";"Статус";"Дата заявки";"Часы"');
    expect(lines).toHaveLength(5);
    expect(text).toContain(`"'=HYPERLINK(""http://x"")";"${vols[1]!.email}"`);
    expect(text).toContain('"Участник 0"');
    const uz = await get(`/events/${eventA.eventId}/roster.csv`)
      .set('Accept-Language', 'uz')
      .buffer(true)
      .parse((r, done) => {
        let s = '';
        r.setEncoding('utf8');
        r.on('data', (c: string) => (s += c));
        r.on('end', () => done(null, s));
      })
      .expect(200);
    expect((uz.body as string).split('\r\n')[0]).toBe(
      '\uFEFF"Smena";"Boshlanishi";"Ishtirokchi";"Email";"Telefon";"Holati";"Ariza sanasi";"Soatlar"',
    );
    await get(`/events/${eventB.eventId}/roster.csv`).expect(404);
    await get(`/events/${eventA.eventId}/roster.csv`, vols[0]!).expect(403);
  });

  it('message: email and in-app to accepted and attended applicants; 400 when nobody or bad input; 404 for others', async () => {
    const empty = await createApprovedEvent(ctx.db, orgA.organizationId!);
    const nobody = await post(`/events/${empty.eventId}/message`, { subject: 'Сбор', body: 'Встречаемся у входа' }).expect(400);
    expect(nobody.body.msg).toBe('Нет принятых участников, которым можно отправить сообщение');
    const bad = await post(`/events/${eventA.eventId}/message`, { subject: ' ', body: 'x'.repeat(5001) }).expect(400);
    expect(bad.body.fields).toEqual({ subject: 'Данное поле обязательно для заполнения', body: 'Не более 5000 символов' });
    const badUz = await post(`/events/${eventA.eventId}/message`, {}).set('Accept-Language', 'uz').expect(400);
    expect(badUz.body.fields).toEqual({ subject: "to'ldirilishi shart", body: "to'ldirilishi shart" });
    await post(`/events/${eventB.eventId}/message`, { subject: 'Сбор', body: 'Текст' }).expect(404);

    const res = await post(`/events/${eventA.eventId}/message`, { subject: 'Сбор в 9:00', body: 'Встречаемся у главного входа.' }).expect(
      200,
    );
    const rows = (await get(`/applications?filter={"eventId":${eventA.eventId}}`).expect(200)).body as {
      userId: number;
      state: string;
      volunteerEmail: string;
    }[];
    const reached = rows.filter((r) => r.state === 'accepted' || r.state === 'attended');
    expect(res.body).toEqual({ recipients: reached.length });
    expect(reached.length).toBeGreaterThan(0);
    for (const r of reached) {
      const [mail] = await mailTo(ctx.db, r.volunteerEmail);
      expect(mail).toMatchObject({ subject: 'Сбор в 9:00 — Хашар' });
      expect(mail!.text).toContain('Встречаемся у главного входа.');
      expect((await notificationsOf(ctx.db, r.userId))[0]).toMatchObject({ kind: 'organizer_message', title_ru: 'Сбор в 9:00' });
    }
    const notReached = rows.filter((r) => r.state === 'pending');
    for (const r of notReached) expect((await notificationsOf(ctx.db, r.userId))[0]?.kind).not.toBe('organizer_message');
  });
});
