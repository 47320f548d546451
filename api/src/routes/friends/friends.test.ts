import request from 'supertest';
import { useTestApp } from '../../test/app';
import { organizationAccount, volunteerAccount, type TestAccount } from '../../test/activities';
import { createApprovedEvent } from '../../test/events';
import { appliedId, mailTo, notificationsOf, setState } from '../../test/participation';

describe('/api/my/friends', () => {
  const ctx = useTestApp();
  let org: TestAccount;
  const get = (path: string, who: TestAccount, locale = 'ru') =>
    request(ctx.app).get(`/api/my/friends${path}`).set(who.auth).set('Accept-Language', locale);
  const post = (path: string, body: object, who: TestAccount, locale = 'ru') =>
    request(ctx.app).post(`/api/my/friends${path}`).set(who.auth).set('Accept-Language', locale).send(body);
  const sql = (text: string, bind: unknown[]) => ctx.db.sequelize.query(text, { bind });
  const volunteer = (name: string) => volunteerAccount(ctx.app, ctx.db, name);

  beforeAll(async () => {
    org = await organizationAccount(ctx.app, ctx.db, 'Организация друзей');
  });

  it('is for volunteers: 401 without a token, 403 for an organization on every call', async () => {
    const calls: [string, string][] = [
      ['get', '/api/my/friends'],
      ['get', '/api/my/friends/find?q=ab'],
      ['get', '/api/my/friends/activities'],
      ['get', '/api/my/friends/status/1'],
      ['post', '/api/my/friends'],
      ['post', '/api/my/friends/invite'],
      ['post', '/api/my/friends/1/accept'],
      ['post', '/api/my/friends/1/decline'],
      ['delete', '/api/my/friends/1'],
    ];
    for (const [method, path] of calls) {
      await request(ctx.app)[method as 'get'](path).expect(401);
      const denied = await request(ctx.app)[method as 'get'](path).set(org.auth).set('Accept-Language', 'uz').expect(403);
      expect(denied.body.msg).toBe('Bu amal uchun huquqingiz yetarli emas');
    }
  });

  it('sends, lists, accepts, declines and removes requests; the other side is notified in their language', async () => {
    const [a, b, c] = [await volunteer('Анна Дружная'), await volunteer('Борис Дружный'), await volunteer('Вера Дружная')];
    await sql(`UPDATE users SET locale = 'uz' WHERE id = $1`, [b.id]);

    expect((await post('', { userId: b.id }, a).expect(201)).body).toEqual({ userId: b.id, relation: 'outgoing' });
    const [note] = await notificationsOf(ctx.db, b.id);
    expect(note).toMatchObject({
      kind: 'friend_request',
      title_uz: "Анна Дружная sizni do'stlarga qo'shmoqchi",
      link: '/uz/profile/volon/myfriends',
    });
    expect((await mailTo(ctx.db, b.email))[0]!.subject).toBe("Анна Дружная sizni do'stlarga qo'shmoqchi — Hashar");

    // 409 for a second request either way round... except the addressee's own, which accepts.
    expect((await post('', { userId: b.id }, a).expect(409)).body.msg).toBe('Заявка в друзья уже существует');
    expect((await post('', { userId: b.id }, a, 'uz').expect(409)).body.msg).toBe("Do'stlik so'rovi allaqachon mavjud");

    const incoming = await get('?status=incoming', b).expect(200);
    expect(incoming.body).toMatchObject({ total: 1, page: 1, data: [{ id: a.id, name: 'Анна Дружная', status: 'pending' }] });
    expect(JSON.stringify(incoming.body)).not.toContain('@');
    expect((await get('?status=outgoing', a).expect(200)).body.data.map((r: { id: number }) => r.id)).toEqual([b.id]);
    expect((await get('/status/' + b.id, a).expect(200)).body).toEqual({ userId: b.id, relation: 'outgoing' });
    expect((await get('/status/' + a.id, b).expect(200)).body.relation).toBe('incoming');

    await post(`/${a.id}/accept`, {}, c).expect(404);
    expect((await post(`/${a.id}/accept`, {}, b).expect(200)).body).toEqual({ userId: a.id, relation: 'friends' });
    expect((await notificationsOf(ctx.db, a.id))[0]).toMatchObject({
      kind: 'friend_accepted',
      title_ru: 'Борис Дружный принял(а) вашу заявку в друзья',
    });
    expect((await get('', a).expect(200)).body.data).toEqual([
      expect.objectContaining({ id: b.id, status: 'accepted', acceptedAt: expect.any(String) }),
    ]);
    expect((await get('?status=accepted', b).expect(200)).body.total).toBe(1);
    await post('', { userId: a.id }, b).expect(409);

    // C asks A; A asking C back accepts C's request.
    await post('', { userId: a.id }, c).expect(201);
    expect((await post('', { userId: c.id }, a).expect(200)).body.relation).toBe('friends');
    // A cancels nothing of C's now, but removes C as a friend; then B declines a new request from C.
    await request(ctx.app).delete(`/api/my/friends/${c.id}`).set(a.auth).expect(200);
    expect((await get('', a).expect(200)).body.total).toBe(1);
    await post('', { userId: b.id }, c).expect(201);
    await post(`/${c.id}/decline`, {}, b).expect(200);
    await post(`/${c.id}/decline`, {}, b).expect(404);
    expect((await get('?status=outgoing', c).expect(200)).body.total).toBe(0);
    // The requester cancels their own pending request; the addressee cannot "remove" it (decline is theirs).
    await post('', { userId: b.id }, c).expect(201);
    await request(ctx.app).delete(`/api/my/friends/${b.id}`).set(c.auth).expect(200);
    await request(ctx.app).delete(`/api/my/friends/${b.id}`).set(c.auth).expect(404);
  });

  it('400 (ru and uz) for bad input and oneself, 404 for an unknown or non-volunteer account', async () => {
    const me = await volunteer('Сам Себе');
    expect((await post('', {}, me).expect(400)).body.fields).toEqual({ userId: 'Данное поле обязательно для заполнения' });
    expect((await post('', { userId: 'x' }, me, 'uz').expect(400)).body.fields).toEqual({
      userId: '1 dan 2147483647 gacha butun son kiriting',
    });
    expect((await post('', { userId: me.id }, me).expect(400)).body.fields).toEqual({ userId: 'Нельзя добавить в друзья самого себя' });
    expect((await post('', { userId: me.id }, me, 'uz').expect(400)).body.fields).toEqual({
      userId: "O'zingizni do'stlarga qo'shib bo'lmaydi",
    });
    expect((await get('?status=all', me, 'uz').expect(400)).body.fields).toEqual({ status: "Ro'yxatdan qiymat tanlang" });
    expect((await get('?status=all', me).expect(400)).body.fields).toEqual({ status: 'Выберите значение из списка' });
    await post('', { userId: 999999 }, me).expect(404);
    await post('', { userId: org.id }, me).expect(404);
    await get('/status/999999', me).expect(404);
    await get('/status/abc', me).expect(404);
    await post('/999999/accept', {}, me).expect(404);
    await request(ctx.app).delete('/api/my/friends/999999').set(me.auth).expect(404);
  });

  it('finds listed volunteers by name and anyone by exact email, never showing emails, without oneself, blocked or deleted accounts', async () => {
    const me = await volunteer('Искатель Зорких');
    const listed = await volunteer('Зорких Листовой');
    const hidden = await volunteer('Зорких Скрытый');
    const blocked = await volunteer('Зорких Блокнутый');
    const gone = await volunteer('Зорких Удалённый');
    await sql(`UPDATE volunteer_profiles SET is_listed = true WHERE user_id = ANY($1::int[])`, [[me.id, listed.id, blocked.id, gone.id]]);
    await sql(`UPDATE users SET is_blocked = true WHERE id = $1`, [blocked.id]);
    await sql(`UPDATE users SET deleted_at = now() WHERE id = $1`, [gone.id]);
    await post('', { userId: listed.id }, me).expect(201);

    const byName = await get('/find?q=зорких', me).expect(200);
    expect(byName.body).toMatchObject({ total: 1, data: [{ id: listed.id, name: 'Зорких Листовой', relation: 'outgoing' }] });
    const byEmail = await get(`/find?q=${encodeURIComponent(hidden.email.toUpperCase())}`, me).expect(200);
    expect(byEmail.body.data).toEqual([expect.objectContaining({ id: hidden.id, relation: 'none' })]);
    expect(JSON.stringify(byEmail.body)).not.toContain('@');
    expect((await get(`/find?q=${encodeURIComponent(me.email)}`, me).expect(200)).body.total).toBe(0);
    expect((await get(`/find?q=${encodeURIComponent(blocked.email)}`, me).expect(200)).body.total).toBe(0);
    expect((await get('/find', me).expect(400)).body.fields).toEqual({ q: 'Данное поле обязательно для заполнения' });
    expect((await get('/find?q=a', me, 'uz').expect(400)).body.fields).toEqual({
      q: "Maydon kamida 2 va ko'pi bilan 100 belgidan iborat bo'lishi kerak",
    });
  });

  it("shows friends' upcoming accepted applications of every kind, soonest first, as they allow", async () => {
    const me = await volunteer('Смотрящий Друг');
    const friend = await volunteer('Активный Друг');
    const shy = await volunteer('Скромный Друг');
    const stranger = await volunteer('Чужой Участник');
    for (const f of [friend, shy]) {
      await post('', { userId: f.id }, me).expect(201);
      await post(`/${me.id}/accept`, {}, f).expect(200);
    }
    await sql(`UPDATE volunteer_profiles SET show_activities = false WHERE user_id = $1`, [shy.id]);
    const soon = await createApprovedEvent(ctx.db, org.organizationId!, {
      titleRu: 'Скоро',
      titleUz: 'Tez orada',
      startsAt: new Date(Date.now() + 86400000),
    });
    const later = await createApprovedEvent(ctx.db, org.organizationId!, {
      titleRu: 'Позже',
      startsAt: new Date(Date.now() + 5 * 86400000),
    });
    const past = await createApprovedEvent(ctx.db, org.organizationId!, { titleRu: 'Было', startsAt: new Date(Date.now() - 5 * 86400000) });
    const accepted = async (who: TestAccount, sessionId: number) => setState(ctx.db, await appliedId(ctx.app, who, sessionId), 'accepted');
    await accepted(friend, later.sessionIds[0]!);
    await accepted(friend, soon.sessionIds[0]!);
    await appliedId(ctx.app, friend, (await createApprovedEvent(ctx.db, org.organizationId!, { titleRu: 'Ждёт' })).sessionIds[0]!);
    await sql(
      `INSERT INTO applications (user_id, activity_kind, activity_id, session_id, state) VALUES ($1, 'event', $2, $3, 'accepted')`,
      [friend.id, past.eventId, past.sessionIds[0]],
    );
    await accepted(shy, soon.sessionIds[0]!);
    await accepted(stranger, soon.sessionIds[0]!);

    const res = await get('/activities', me, 'uz').expect(200);
    expect(res.body).toMatchObject({ total: 2, page: 1 });
    expect(res.body.data.map((r: { activity: { title: string }; friend: { id: number } }) => [r.activity.title, r.friend.id])).toEqual([
      ['Tez orada', friend.id],
      ['Позже', friend.id],
    ]);
    expect(res.body.data[0]).toMatchObject({ activity: { kind: 'event', id: soon.eventId }, startsAt: expect.any(String) });
    expect((await get('/activities?page=0', me).expect(400)).body.fields).toEqual({ page: 'Введите целое число от 1 до 100000' });
  });

  it('invites friends to an activity: a notice and an email in their language with the link; friends only', async () => {
    const me = await volunteer('Зовущий Друг');
    const friend = await volunteer('Званый Друг');
    const stranger = await volunteer('Незваный Гость');
    await post('', { userId: friend.id }, me).expect(201);
    await post(`/${me.id}/accept`, {}, friend).expect(200);
    await sql(`UPDATE users SET locale = 'uz' WHERE id = $1`, [friend.id]);
    const { eventId } = await createApprovedEvent(ctx.db, org.organizationId!, { titleRu: 'Уборка берега', titleUz: 'Qirgʻoqni tozalash' });

    await post('/invite', { activityKind: 'event', activityId: eventId, userIds: [friend.id, stranger.id] }, me).expect(403);
    await post('/invite', { activityKind: 'event', activityId: 999999, userIds: [friend.id] }, me).expect(404);
    const bad = await post('/invite', { activityKind: 'party', activityId: eventId, userIds: [] }, me, 'uz').expect(400);
    expect(bad.body.fields).toEqual({ activityKind: "Ro'yxatdan qiymat tanlang", userIds: "to'ldirilishi shart" });
    const badRu = await post('/invite', { activityKind: 'event', activityId: eventId, userIds: ['x'] }, me).expect(400);
    expect(badRu.body.fields).toEqual({ userIds: 'Введите целое число от 1 до 2147483647' });

    expect((await post('/invite', { activityKind: 'event', activityId: eventId, userIds: [friend.id] }, me).expect(200)).body).toEqual({
      invited: 1,
    });
    expect((await notificationsOf(ctx.db, friend.id))[0]).toMatchObject({
      kind: 'friend_invite',
      title_uz: 'Зовущий Друг sizni taklif qilmoqda: Qirgʻoqni tozalash',
      link: `/uz/events/view/${eventId}`,
    });
    const [mail] = await mailTo(ctx.db, friend.email);
    expect(mail!.subject).toBe('Зовущий Друг sizni taklif qilmoqda: Qirgʻoqni tozalash — Hashar');
    expect(mail!.text).toContain(`/uz/events/view/${eventId}`);
  });
});
