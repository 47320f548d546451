import request from 'supertest';
import { activeAccount } from '../../test/accounts';
import { useTestApp } from '../../test/app';
import { organizationAccount, volunteerAccount, type TestAccount } from '../../test/activities';
import { createApprovedEvent, createApprovedVisit } from '../../test/events';
import { appliedId, applyTo, mailTo, notificationsOf, setState, stateOf, whileLocked } from '../../test/participation';

const HOUR = 3600 * 1000;

describe('volunteer applications', () => {
  const ctx = useTestApp();
  let org: TestAccount;
  let vols: TestAccount[];

  beforeAll(async () => {
    org = await organizationAccount(ctx.app, ctx.db, 'Фонд Добро');
    vols = [];
    for (let i = 0; i < 4; i++) vols.push(await volunteerAccount(ctx.app, ctx.db, `Волонтёр ${i}`));
  });

  it('applies: 201 pending, staff notified in-app only, then 409 for a second application', async () => {
    const {
      sessionIds: [sessionId],
    } = await createApprovedEvent(ctx.db, org.organizationId!, { titleRu: 'Посадка деревьев', titleUz: 'Daraxt ekish' });
    const res = await applyTo(ctx.app, vols[0]!, sessionId!, { message: 'Хочу помочь' }).expect(201);
    expect(res.body).toEqual({ id: expect.any(Number), sessionId, state: 'pending', createdAt: expect.any(String) });
    const [notice] = await notificationsOf(ctx.db, org.id);
    expect(notice).toMatchObject({
      kind: 'application_received',
      title_ru: 'Новая заявка: Посадка деревьев',
      title_uz: 'Yangi ariza: Daraxt ekish',
    });
    expect(await mailTo(ctx.db, org.email).then((m) => m.filter((x) => x.template === 'notification'))).toEqual([]);

    const again = await applyTo(ctx.app, vols[0]!, sessionId!).expect(409);
    expect(again.body.msg).toBe('Вы уже подали заявку');
    const uz = await applyTo(ctx.app, vols[0]!, sessionId!).set('Accept-Language', 'uz').expect(409);
    expect(uz.body.msg).toBe('Siz allaqachon ariza topshirgansiz');
  });

  it('needs a token (401), a volunteer or trainee (403), a session that exists (404)', async () => {
    const {
      sessionIds: [sessionId],
    } = await createApprovedEvent(ctx.db, org.organizationId!);
    await request(ctx.app).post(`/api/sessions/${sessionId}/apply`).expect(401);
    const denied = await applyTo(ctx.app, org, sessionId!).expect(403);
    expect(denied.body.msg).toBe('Недостаточно прав для этого действия');
    expect((await applyTo(ctx.app, org, sessionId!).set('Accept-Language', 'uz').expect(403)).body.msg).not.toBe(denied.body.msg);
    await applyTo(ctx.app, vols[0]!, 999999).expect(404);
    await applyTo(ctx.app, vols[0]!, 0).expect(404);
  });

  it('400 when the activity is not approved, archived or over, or the message too long (ru and uz)', async () => {
    const draft = await createApprovedEvent(ctx.db, org.organizationId!, { moderation: 'moderation' });
    const archived = await createApprovedEvent(ctx.db, org.organizationId!, { archivedAt: new Date() });
    const past = await createApprovedEvent(ctx.db, org.organizationId!, {
      startsAt: new Date(Date.now() - 5 * HOUR),
      endsAt: new Date(Date.now() - HOUR),
    });
    const open = await createApprovedEvent(ctx.db, org.organizationId!);
    expect((await applyTo(ctx.app, vols[1]!, draft.sessionIds[0]!).expect(400)).body.msg).toBe('Запись на это мероприятие закрыта');
    expect((await applyTo(ctx.app, vols[1]!, archived.sessionIds[0]!).set('Accept-Language', 'uz').expect(400)).body.msg).toBe(
      'Bu tadbirga yozilish yopiq',
    );
    expect((await applyTo(ctx.app, vols[1]!, past.sessionIds[0]!).expect(400)).body.msg).toBe('Эта смена уже завершилась');
    const long = await applyTo(ctx.app, vols[1]!, open.sessionIds[0]!, { message: 'я'.repeat(5001) }).expect(400);
    expect(long.body.fields).toEqual({ message: 'Не более 5000 символов' });
    const longUz = await applyTo(ctx.app, vols[1]!, open.sessionIds[0]!, { message: 'a'.repeat(5001) })
      .set('Accept-Language', 'uz')
      .expect(400);
    expect(longUz.body.fields).toEqual({ message: "Ko'pi bilan 5000 belgi" });
  });

  it('checks min_age against the profile birth date on the first day (Tashkent); asks a volunteer without one to fill it in', async () => {
    const teen = await volunteerAccount(ctx.app, ctx.db, 'Юный Волонтёр');
    const setBirth = (id: number, date: string) =>
      ctx.db.sequelize.query('UPDATE volunteer_profiles SET birth_date = $2 WHERE user_id = $1', { bind: [id, date] });
    const year = new Date().getUTCFullYear();
    await setBirth(teen.id, `${year - 15}-01-01`);
    const {
      sessionIds: [sessionId],
    } = await createApprovedEvent(ctx.db, org.organizationId!, { minAge: 18 });
    expect((await applyTo(ctx.app, teen, sessionId!).expect(400)).body.msg).toBe('Участвовать можно с 18 лет');
    expect((await applyTo(ctx.app, teen, sessionId!).set('Accept-Language', 'uz').expect(400)).body.msg).toBe(
      '18 yoshdan boshlab qatnashish mumkin',
    );
    const noBirth = await applyTo(ctx.app, vols[2]!, sessionId!).expect(400);
    expect(noBirth.body.msg).toBe('Участвовать можно с 18 лет: укажите дату рождения в профиле волонтёра');
    // The page links the volunteer profile when the answer names the birth date.
    expect(noBirth.body.fields).toEqual({ birthDate: noBirth.body.msg });
    expect((await applyTo(ctx.app, vols[2]!, sessionId!).set('Accept-Language', 'uz').expect(400)).body.msg).toBe(
      "18 yoshdan boshlab qatnashish mumkin: ko'ngilli profilida tug'ilgan sanangizni kiriting",
    );
    await setBirth(vols[2]!.id, `${year - 30}-05-05`);
    await applyTo(ctx.app, vols[2]!, sessionId!).expect(201);
    await setBirth(teen.id, `${year - 30}-01-01`);
    await applyTo(ctx.app, teen, sessionId!).expect(201);

    // 20:00 UTC on 14 June is already 15 June in Tashkent: born on 15 June 18 years before, old enough.
    const startsAt = new Date(Date.UTC(year + 1, 5, 14, 20, 0));
    const late = await createApprovedEvent(ctx.db, org.organizationId!, {
      minAge: 18,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3600e3),
    });
    const birthday = await volunteerAccount(ctx.app, ctx.db, 'Именинник Волонтёров');
    await setBirth(birthday.id, `${year + 1 - 18}-06-16`);
    await applyTo(ctx.app, birthday, late.sessionIds[0]!).expect(400);
    await setBirth(birthday.id, `${year + 1 - 18}-06-15`);
    await applyTo(ctx.app, birthday, late.sessionIds[0]!).expect(201);
  });

  it('waitlists beyond capacity; a withdrawal promotes the oldest waitlisted, notified in-app and by email', async () => {
    const {
      sessionIds: [sessionId],
    } = await createApprovedEvent(ctx.db, org.organizationId!, { titleRu: 'Марафон', sessions: [1] });
    const first = await appliedId(ctx.app, vols[0]!, sessionId!);
    const second = await applyTo(ctx.app, vols[1]!, sessionId!).expect(201);
    const third = await applyTo(ctx.app, vols[2]!, sessionId!).expect(201);
    expect([second.body.state, third.body.state]).toEqual(['waitlisted', 'waitlisted']);

    await request(ctx.app).post(`/api/applications/${first}/withdraw`).set(vols[1]!.auth).expect(404);
    const withdrawn = await request(ctx.app).post(`/api/applications/${first}/withdraw`).set(vols[0]!.auth).expect(200);
    expect(withdrawn.body).toMatchObject({ id: first, state: 'withdrawn' });
    expect(await stateOf(ctx.db, second.body.id)).toBe('pending');
    expect(await stateOf(ctx.db, third.body.id)).toBe('waitlisted');
    expect((await notificationsOf(ctx.db, vols[1]!.id))[0]).toMatchObject({
      kind: 'application_promoted',
      title_ru: 'Освободилось место: Марафон',
    });
    expect((await mailTo(ctx.db, vols[1]!.email))[0]!.subject).toBe('Освободилось место: Марафон — Хашар');
    expect(await notificationsOf(ctx.db, vols[2]!.id)).toEqual([]);

    const again = await request(ctx.app).post(`/api/applications/${first}/withdraw`).set(vols[0]!.auth).expect(409);
    expect(again.body.msg).toBe('Эту заявку уже нельзя отозвать');
    // A withdrawn application may be reopened: it joins the end of the queue.
    expect((await applyTo(ctx.app, vols[0]!, sessionId!).expect(201)).body).toMatchObject({ id: first, state: 'waitlisted' });
    // Withdrawing a waitlisted one frees nothing.
    await request(ctx.app).post(`/api/applications/${third.body.id}/withdraw`).set(vols[2]!.auth).expect(200);
    expect(await stateOf(ctx.db, first)).toBe('waitlisted');
    await request(ctx.app).post(`/api/applications/${first}/withdraw`).expect(401);
    await request(ctx.app).post('/api/applications/abc/withdraw').set(vols[0]!.auth).expect(404);
  });

  it('two volunteers racing for the last place: exactly one pending, one waitlisted', async () => {
    const {
      sessionIds: [sessionId],
    } = await createApprovedEvent(ctx.db, org.organizationId!, { sessions: [1] });
    const results = await whileLocked(ctx.db, 'visit_sessions', sessionId!, 2, () =>
      Promise.all([applyTo(ctx.app, vols[0]!, sessionId!), applyTo(ctx.app, vols[3]!, sessionId!)]),
    );
    expect(results.map((r) => r.status)).toEqual([201, 201]);
    expect(results.map((r) => r.body.state).sort()).toEqual(['pending', 'waitlisted']);
  });

  it('lets trainees apply too', async () => {
    const trainee = await activeAccount(ctx.app, { type: 'trainee', name: 'Стажёр Стажёров' });
    const {
      sessionIds: [sessionId],
    } = await createApprovedEvent(ctx.db, org.organizationId!);
    await request(ctx.app)
      .post(`/api/sessions/${sessionId}/apply`)
      .set('Authorization', `Bearer ${trainee.accessToken}`)
      .send({})
      .expect(201);
  });

  it('applies to a visit offer session too', async () => {
    const {
      sessionIds: [sessionId],
    } = await createApprovedVisit(ctx.db, org.organizationId!);
    expect((await applyTo(ctx.app, vols[3]!, sessionId!).expect(201)).body.state).toBe('pending');
  });
});

describe('my applications, points and notifications', () => {
  const ctx = useTestApp();
  let org: TestAccount;
  let vol: TestAccount;
  let other: TestAccount;

  beforeAll(async () => {
    org = await organizationAccount(ctx.app, ctx.db, 'Эко Клуб');
    vol = await volunteerAccount(ctx.app, ctx.db, 'Дилноза Каримова');
    other = await volunteerAccount(ctx.app, ctx.db, 'Другой Волонтёр');
  });

  it('lists the own applications with session, activity, organization and hours; filters state and when', async () => {
    const soon = await createApprovedEvent(ctx.db, org.organizationId!, { titleRu: 'Скоро', titleUz: 'Tez orada' });
    const done = await createApprovedEvent(ctx.db, org.organizationId!, { titleRu: 'Прошло', startsAt: new Date(Date.now() + HOUR) });
    const visit = await createApprovedVisit(ctx.db, org.organizationId!, { titleRu: 'Приют' });
    const a1 = await appliedId(ctx.app, vol, soon.sessionIds[0]!);
    const a2 = await appliedId(ctx.app, vol, done.sessionIds[0]!);
    const a3 = await appliedId(ctx.app, vol, visit.sessionIds[0]!);
    await appliedId(ctx.app, other, soon.sessionIds[0]!);
    // The second event is over, its hours verified.
    await ctx.db.sequelize.query(
      `UPDATE visit_sessions SET starts_at = now() - interval '5 hours', ends_at = now() - interval '2 hours' WHERE id = $1`,
      { bind: [done.sessionIds[0]] },
    );
    await setState(ctx.db, a2, 'completed');
    await ctx.db.sequelize.query(
      `INSERT INTO hours_records (application_id, user_id, organization_id, hours) VALUES ($1, $2, $3, 2.5) RETURNING id`,
      { bind: [a2, vol.id, org.organizationId] },
    );

    const all = await request(ctx.app).get('/api/my/applications').set(vol.auth).expect(200);
    expect(all.body).toMatchObject({ total: 3, page: 1, perPage: 12 });
    expect(all.body.data.map((r: { id: number }) => r.id)).toEqual([a3, a2, a1]);
    const row = all.body.data.find((r: { id: number }) => r.id === a2);
    expect(row).toMatchObject({
      state: 'completed',
      hours: 2.5,
      session: { id: done.sessionIds[0] },
      target: { type: 'event', id: done.eventId, title: 'Прошло', organization: { id: org.organizationId, name: 'Эко Клуб' } },
    });
    expect(all.body.data.find((r: { id: number }) => r.id === a3).target).toMatchObject({ type: 'visit', id: visit.visitId });

    const uz = await request(ctx.app)
      .get('/api/my/applications?when=current&perPage=1')
      .set(vol.auth)
      .set('Accept-Language', 'uz')
      .expect(200);
    expect(uz.body).toMatchObject({ total: 2, perPage: 1 });
    expect(uz.body.data).toHaveLength(1);
    const past = await request(ctx.app).get('/api/my/applications?when=past').set(vol.auth).expect(200);
    expect(past.body.data.map((r: { id: number }) => r.id)).toEqual([a2]);
    const pending = await request(ctx.app).get('/api/my/applications?state=pending&page=2&perPage=1').set(vol.auth).expect(200);
    expect(pending.body).toMatchObject({ total: 2, page: 2 });
    const empty = await request(ctx.app).get('/api/my/applications?page=9').set(vol.auth).expect(200);
    expect(empty.body).toMatchObject({ data: [], total: 3 });
  });

  it('sends the cover and organization logo as the picture URLs the event page uses, never upload keys', async () => {
    const gallery = await organizationAccount(ctx.app, ctx.db, 'Галерея');
    const viewer = await volunteerAccount(ctx.app, ctx.db, 'Зритель');
    await ctx.db.sequelize.query('UPDATE organizations SET logo = $1 WHERE id = $2', {
      bind: ['organizations/gallery-logo.png', gallery.organizationId],
    });
    const {
      eventId,
      sessionIds: [sessionId],
    } = await createApprovedEvent(ctx.db, gallery.organizationId!, { cover: 'events/gallery-cover.png' });
    await applyTo(ctx.app, viewer, sessionId!).expect(201);
    const page = (await request(ctx.app).get(`/api/events/${eventId}`).expect(200)).body;
    const mine = await request(ctx.app).get('/api/my/applications').set(viewer.auth).expect(200);
    expect(mine.body.data[0].target).toMatchObject({
      cover: '/uploads/events/gallery-cover.png',
      organization: { logo: '/uploads/organizations/gallery-logo.png' },
    });
    expect(mine.body.data[0].target.cover).toBe(page.cover);
    expect(mine.body.data[0].target.organization.logo).toBe(page.organization.logo);
  });

  it('filters by activity kind (a project application among event ones); 400 for an unknown kind in ru and uz', async () => {
    const applicant = await volunteerAccount(ctx.app, ctx.db, 'Участник Проекта');
    const event = await createApprovedEvent(ctx.db, org.organizationId!, { titleRu: 'Субботник' });
    const eventApplication = await appliedId(ctx.app, applicant, event.sessionIds[0]!);
    const [[project]] = (await ctx.db.sequelize.query(
      `INSERT INTO projects (organization_id, title_ru, description_ru, starts_at, ends_at, moderation, published_at)
       VALUES ($1, 'Проект двора', 'Описание', now(), now() + interval '30 days', 'approved', now()) RETURNING id`,
      { bind: [org.organizationId] },
    )) as [{ id: number }[], unknown];
    const [[projectApplication]] = (await ctx.db.sequelize.query(
      `INSERT INTO applications (user_id, activity_kind, activity_id, state) VALUES ($1, 'project', $2, 'pending') RETURNING id`,
      { bind: [applicant.id, project!.id] },
    )) as [{ id: number }[], unknown];

    const projects = await request(ctx.app).get('/api/my/applications?kind=project').set(applicant.auth).expect(200);
    expect(projects.body).toMatchObject({ total: 1 });
    expect(projects.body.data[0]).toMatchObject({
      id: projectApplication!.id,
      session: null,
      target: { type: 'project', id: project!.id, title: 'Проект двора' },
    });
    const events = await request(ctx.app).get('/api/my/applications?kind=event').set(applicant.auth).expect(200);
    expect(events.body.data.map((r: { id: number }) => r.id)).toEqual([eventApplication]);
    expect((await request(ctx.app).get('/api/my/applications?kind=vacancy').set(applicant.auth).expect(200)).body.total).toBe(0);
    expect((await request(ctx.app).get('/api/my/applications').set(applicant.auth).expect(200)).body.total).toBe(2);

    const bad = await request(ctx.app).get('/api/my/applications?kind=nope').set(applicant.auth).expect(400);
    expect(bad.body.fields).toEqual({ kind: 'Выберите значение из списка' });
    const uz = await request(ctx.app).get('/api/my/applications?kind=nope').set(applicant.auth).set('Accept-Language', 'uz').expect(400);
    expect(uz.body.fields).toEqual({ kind: "Ro'yxatdan qiymat tanlang" });
  });

  it('400 for bad filters (ru and uz), 401 without a token', async () => {
    const bad = await request(ctx.app).get('/api/my/applications?state=nope&when=later').set(vol.auth).expect(400);
    expect(bad.body.fields).toEqual({ state: 'Выберите значение из списка', when: 'Выберите значение из списка' });
    const uz = await request(ctx.app).get('/api/my/points?perPage=500').set(vol.auth).set('Accept-Language', 'uz').expect(400);
    expect(uz.body.fields).toEqual({ perPage: '1 dan 100 gacha butun son kiriting' });
    await request(ctx.app).get('/api/my/applications').expect(401);
    await request(ctx.app).get('/api/my/points').expect(401);
  });

  it('sums points and verified hours; the history names the activity', async () => {
    const {
      sessionIds: [sessionId],
    } = await createApprovedEvent(ctx.db, org.organizationId!, { titleRu: 'Уборка', titleUz: 'Tozalash' });
    const id = await appliedId(ctx.app, other, sessionId!);
    const [record] = await ctx.db.sequelize.query<{ id: number }>(
      'INSERT INTO hours_records (application_id, user_id, organization_id, hours) VALUES ($1, $2, $3, 3) RETURNING id',
      { bind: [id, other.id, org.organizationId], type: 'SELECT' as never },
    );
    await ctx.db.sequelize.query(
      `INSERT INTO points_ledger (user_id, delta, reason, hours_record_id, created_at) VALUES
        ($1, 30, 'hours', $2, now() - interval '1 day'), ($1, 50, 'referral', NULL, now())`,
      { bind: [other.id, record!.id] },
    );
    const res = await request(ctx.app).get('/api/my/points').set(other.auth).expect(200);
    expect(res.body).toMatchObject({ balance: 80, verifiedHours: 3, history: { total: 2, page: 1 } });
    expect(res.body.history.data).toEqual([
      { id: expect.any(Number), delta: 50, reason: 'referral', title: 'Приглашённый друг', hours: null, createdAt: expect.any(String) },
      { id: expect.any(Number), delta: 30, reason: 'hours', title: 'Уборка', hours: 3, createdAt: expect.any(String) },
    ]);
    const uz = await request(ctx.app).get('/api/my/points?perPage=1&page=2').set(other.auth).set('Accept-Language', 'uz').expect(200);
    expect(uz.body.history.data).toEqual([expect.objectContaining({ title: 'Tozalash' })]);
    const none = await request(ctx.app).get('/api/my/points').set(org.auth).expect(200);
    expect(none.body).toEqual({ balance: 0, verifiedHours: 0, history: { data: [], total: 0, page: 1, perPage: 12 } });
  });

  it('marks one own notification read; another user’s or an unknown one is 404', async () => {
    const [mine] = await ctx.db.sequelize.query<{ id: number }>(
      `INSERT INTO notifications (user_id, kind, title_ru, title_uz) VALUES ($1, 'organizer_message', 'Привет', 'Salom') RETURNING id`,
      { bind: [vol.id], type: 'SELECT' as never },
    );
    await request(ctx.app).post(`/api/notifications/${mine!.id}/read`).expect(401);
    await request(ctx.app).post(`/api/notifications/${mine!.id}/read`).set(other.auth).expect(404);
    const res = await request(ctx.app).post(`/api/notifications/${mine!.id}/read`).set(vol.auth).expect(200);
    expect(res.body).toEqual({ id: mine!.id, readAt: expect.any(String) });
    const list = await request(ctx.app).get('/api/notifications').set(vol.auth).expect(200);
    expect(list.body.data.find((n: { id: number }) => n.id === mine!.id).readAt).not.toBeNull();
    await request(ctx.app).post('/api/notifications/999999/read').set(vol.auth).expect(404);
    await request(ctx.app).post('/api/notifications/x/read').set(vol.auth).expect(404);
  });
});
