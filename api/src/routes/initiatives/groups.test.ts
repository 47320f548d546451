import request from 'supertest';
import sharp from 'sharp';
import { QueryTypes } from 'sequelize';
import { GROUP_LIMITS, GROUP_STATUS, groupStatusOf, MODERATION_STATES, validationMessage } from '@hashar/common';
import { organizationAccount, volunteerAccount, type TestAccount } from '../../test/activities';
import { useTestApp } from '../../test/app';
import { backOfficeAccount, createApprovedVisit } from '../../test/events';
import { mailTo, notificationsOf } from '../../test/participation';

describe('initiative groups: registration, editing, the directory and the page', () => {
  const ctx = useTestApp();
  let leader: TestAccount;
  let other: TestAccount;
  let org: TestAccount;
  let moderator: TestAccount;
  const sql = <T extends object>(text: string, bind: unknown[] = []) => ctx.db.sequelize.query<T>(text, { bind, type: QueryTypes.SELECT });
  const form = (over: object = {}) => ({
    nameRu: 'Зелёный двор',
    nameUz: 'Yashil hovli',
    descriptionRu: 'Сажаем деревья во дворах',
    goalsRu: 'Сто деревьев',
    regionId: 1,
    directionIds: [1, 2],
    phone: '+998 90 123 45 67',
    email: 'green@example.uz',
    links: ['https://t.me/green'],
    foundedOn: '2024-05-01',
    ...over,
  });
  const register = (who: TestAccount, body: object = form(), locale = 'ru') =>
    request(ctx.app).post('/api/my/initiatives').set(who.auth).set('Accept-Language', locale).send(body);
  const approve = (id: number) => request(ctx.app).post(`/api/admin/initiatives/${id}/approve`).set(moderator.auth).expect(200);

  beforeAll(async () => {
    leader = await volunteerAccount(ctx.app, ctx.db, 'Лидия Лидерова');
    other = await volunteerAccount(ctx.app, ctx.db, 'Олег Другов');
    org = await organizationAccount(ctx.app, ctx.db, 'Организация не группа');
    moderator = await backOfficeAccount(ctx.app, ctx.db, 'moderator');
  });

  it('the database status follows common groupStatusOf for every (moderation, suspended) pair', async () => {
    const res = await register(leader, form({ nameRu: 'Проверка статуса' })).expect(201);
    const id = res.body.id as number;
    for (const moderation of MODERATION_STATES) {
      for (const suspended of [false, true]) {
        await ctx.db.sequelize.query(`UPDATE initiative_groups SET moderation = $2, suspended_at = $3 WHERE id = $1`, {
          bind: [id, moderation, suspended ? new Date() : null],
        });
        const [row] = await sql<{ status: number }>('SELECT status FROM initiative_groups WHERE id = $1', [id]);
        expect([moderation, suspended, row!.status]).toEqual([moderation, suspended, groupStatusOf(moderation, suspended)]);
      }
    }
    await ctx.db.sequelize.query('DELETE FROM initiative_groups WHERE id = $1', { bind: [id] });
  });

  it('POST /api/my/initiatives: 401, 403 for a non-volunteer, 400 in ru and uz, 201 on moderation led by the caller', async () => {
    await request(ctx.app).post('/api/my/initiatives').send(form()).expect(401);
    const denied = await register(org, form(), 'uz').expect(403);
    expect(denied.body.msg).toBe('Bu amal uchun huquqingiz yetarli emas');
    await register(moderator).expect(403);

    const bad = await register(leader, form({ nameRu: '', nameUz: '', links: ['ftp://x'], foundedOn: '2999-01-01' })).expect(400);
    expect(bad.body.fields).toMatchObject({
      nameRu: '«Название»: заполните на русском или узбекском языке',
      links: validationMessage('ru', 'webLink'),
      foundedOn: validationMessage('ru', 'date'),
    });
    const badUz = await register(leader, form({ directionIds: [1, 2, 3, 4, 5, 6], nameRu: 'ab' }), 'uz').expect(400);
    expect(badUz.body.fields).toMatchObject({
      directionIds: validationMessage('uz', 'listMax', { max: GROUP_LIMITS.directionsMax }),
      nameRu: validationMessage('uz', 'length', { min: GROUP_LIMITS.nameMin, max: GROUP_LIMITS.nameMax }),
    });
    const unknown = await register(leader, form({ directionIds: [99999], cover: 'events/nope.png' }), 'uz').expect(400);
    expect(unknown.body.fields.directionIds).toBe(validationMessage('uz', 'choice'));
    expect(unknown.body.fields.cover).toBeDefined();

    const res = await register(leader).expect(201);
    expect(res.body).toMatchObject({
      nameRu: 'Зелёный двор',
      status: GROUP_STATUS.onModeration,
      moderation: 'moderation',
      role: 'leader',
      memberCount: 1,
      directionIds: [1, 2],
      links: ['https://t.me/green'],
      foundedOn: '2024-05-01',
      counts: { pendingRequests: 0, pendingInvitations: 0, verifiedHours: 0, teamSignups: 0 },
    });
    expect(res.body.inviteCode).toMatch(/^[0-9a-f]{32}$/);
    expect(res.body.counts.activities.map((a: { kind: string }) => a.kind).sort()).toEqual(['project', 'task', 'vacancy', 'visit'].sort());
    const [note] = await notificationsOf(ctx.db, moderator.id);
    expect(note).toMatchObject({ kind: 'group_submitted', title_ru: 'Группа «Зелёный двор» ждёт модерации' });

    // Not in the directory while on moderation; its page is 404 to others, readable to its members and moderators.
    expect((await request(ctx.app).get('/api/initiatives').expect(200)).body.total).toBe(0);
    await request(ctx.app).get(`/api/initiatives/${res.body.id}`).expect(404);
    await request(ctx.app).get(`/api/initiatives/${res.body.id}`).set(other.auth).expect(404);
    expect((await request(ctx.app).get(`/api/initiatives/${res.body.id}`).set(leader.auth).expect(200)).body.viewer).toBe('leader');
    expect((await request(ctx.app).get(`/api/initiatives/${res.body.id}`).set(moderator.auth).expect(200)).body.status).toBe(0);
  });

  it('409 over the number of groups one volunteer may lead', async () => {
    const busy = await volunteerAccount(ctx.app, ctx.db, 'Много Групп');
    for (let i = 0; i < GROUP_LIMITS.ledMax; i++) await register(busy, form({ nameRu: `Группа номер ${i}` })).expect(201);
    const res = await register(busy, form({ nameRu: 'Лишняя группа' }), 'uz').expect(409);
    expect(res.body.msg).toBe(`Bir vaqtning o'zida ko'pi bilan ${GROUP_LIMITS.ledMax} ta guruhga rahbarlik qilish mumkin`);
  });

  it('moderation: rejected with a reason (leader told in their language), fixed, resent, approved into the directory', async () => {
    await ctx.db.sequelize.query(`UPDATE users SET locale = 'uz' WHERE id = $1`, { bind: [leader.id] });
    const id = (await register(leader, form({ nameRu: 'Чистый берег', nameUz: 'Toza qirgʻoq' })).expect(201)).body.id as number;

    // Resend is only from rejected.
    expect((await request(ctx.app).post(`/api/my/initiatives/${id}/submit`).set(leader.auth).expect(409)).body.msg).toBe(
      'Отправить на модерацию снова можно только отклонённую группу',
    );
    await request(ctx.app)
      .post(`/api/admin/initiatives/${id}/reject`)
      .set(moderator.auth)
      .send({ reason: 'Нет описания целей' })
      .expect(200);
    const [rejected] = await notificationsOf(ctx.db, leader.id);
    expect(rejected).toMatchObject({ kind: 'group_rejected', title_uz: "«Toza qirgʻoq» guruhi moderatsiyadan o'tmadi" });
    expect((await mailTo(ctx.db, leader.email))[0]!.subject).toContain("moderatsiyadan o'tmadi");

    const mine = await request(ctx.app).get(`/api/my/initiatives/${id}`).set(leader.auth).expect(200);
    expect(mine.body).toMatchObject({ status: GROUP_STATUS.rejected, rejectReason: 'Нет описания целей' });
    // Editing keeps it rejected; the leader resends it.
    const put = await request(ctx.app)
      .put(`/api/my/initiatives/${id}`)
      .set(leader.auth)
      .send(form({ nameRu: 'Чистый берег', nameUz: 'Toza qirgʻoq', goalsRu: 'Цели' }));
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ status: GROUP_STATUS.rejected, goalsRu: 'Цели' });
    const sent = await request(ctx.app).post(`/api/my/initiatives/${id}/submit`).set(leader.auth).expect(200);
    expect(sent.body.status).toBe(GROUP_STATUS.onModeration);
    await approve(id);
    expect((await notificationsOf(ctx.db, leader.id))[0]).toMatchObject({ kind: 'group_approved', link: `/uz/initiative/view/${id}` });

    const list = await request(ctx.app).get('/api/initiatives?q=берег').set('Accept-Language', 'uz').expect(200);
    expect(list.body).toMatchObject({ total: 1, page: 1, perPage: 12 });
    expect(list.body.data[0]).toMatchObject({ id, name: 'Toza qirgʻoq', memberCount: 1, openActivities: 0, foundedOn: '2024-05-01' });
    expect(list.body.data[0].directions.map((d: { id: number }) => d.id)).toEqual(expect.arrayContaining([1, 2]));
    expect((await request(ctx.app).get('/api/initiatives?region=1&direction=2&sort=newest').expect(200)).body.total).toBeGreaterThan(0);
    expect((await request(ctx.app).get('/api/initiatives?q=zzzzqqq').expect(200)).body.total).toBe(0);
    const bad = await request(ctx.app).get('/api/initiatives?sort=rating&page=0').set('Accept-Language', 'uz').expect(400);
    expect(bad.body.fields.sort).toBe(validationMessage('uz', 'choice'));
    const badRu = await request(ctx.app).get('/api/initiatives?direction=x&region=0').expect(400);
    expect(badRu.body.fields).toEqual({
      direction: 'Выберите значение из списка',
      region: validationMessage('ru', 'range', { min: 1, max: 2147483647 }),
    });

    const page = await request(ctx.app).get(`/api/initiatives/${id}`).set(other.auth).expect(200);
    expect(page.body).toMatchObject({
      id,
      name: 'Чистый берег',
      description: 'Сажаем деревья во дворах',
      status: 1,
      viewer: 'none',
      invitationId: null,
      verifiedHours: 0,
      activities: [],
      leader: { userId: leader.id, role: 'leader' },
    });
    expect(JSON.stringify(page.body.members)).not.toContain('@');
    expect((await request(ctx.app).get(`/api/initiatives/${id}`).expect(200)).body.viewer).toBe('guest');
    await request(ctx.app).get('/api/initiatives/999999').expect(404);
    await request(ctx.app).get('/api/initiatives/abc').expect(404);
  });

  it('the directory sorts A–Z by the name the reader sees: a Uzbek-only group by its Uzbek name in both languages', async () => {
    const word = 'Алфавитный';
    // Registered in this order: sorted by the empty Russian name, the Uzbek-only ones would come first, by id.
    const names = [
      { nameRu: '', nameUz: `Zarafshon ${word}` },
      { nameRu: `Яблоневый сад ${word}`, nameUz: 'Olma bogʻi' },
      { nameRu: `Берёзовая роща ${word}`, nameUz: 'Qayinzor' },
      { nameRu: '', nameUz: `Daraxtzor ${word}` },
    ];
    // Founders of their own: the others already lead as many groups as one volunteer may.
    const founders = await Promise.all(
      ['Алия', 'Бахром', 'Дана', 'Зарина'].map((name) => volunteerAccount(ctx.app, ctx.db, `${name} Основатель`)),
    );
    for (const [i, name] of names.entries()) await approve((await register(founders[i]!, form(name)).expect(201)).body.id as number);
    const order = async (locale: string) =>
      (
        await request(ctx.app)
          .get(`/api/initiatives?q=${encodeURIComponent(word)}&sort=name`)
          .set('Accept-Language', locale)
          .expect(200)
      ).body.data.map((g: { name: string }) => g.name);
    // The database's collation puts Latin letters before Cyrillic ones.
    expect(await order('ru')).toEqual([`Daraxtzor ${word}`, `Zarafshon ${word}`, `Берёзовая роща ${word}`, `Яблоневый сад ${word}`]);
    expect(await order('uz')).toEqual([`Daraxtzor ${word}`, 'Olma bogʻi', 'Qayinzor', `Zarafshon ${word}`]);
  });

  it('PUT /api/my/initiatives/:id: 401, 404 to non-members, 403 to a plain member and on a suspended group, 400 in uz', async () => {
    const id = (await register(leader, form({ nameRu: 'Группа правок' })).expect(201)).body.id as number;
    await approve(id);
    await request(ctx.app).put(`/api/my/initiatives/${id}`).send(form()).expect(401);
    await request(ctx.app).put(`/api/my/initiatives/${id}`).set(other.auth).send(form()).expect(404);
    await request(ctx.app).get(`/api/my/initiatives/${id}`).set(other.auth).expect(404);
    await request(ctx.app).put('/api/my/initiatives/999999').set(leader.auth).send(form()).expect(404);
    await ctx.db.sequelize.query(`INSERT INTO initiative_group_members (group_id, user_id, role) VALUES ($1, $2, 'member')`, {
      bind: [id, other.id],
    });
    expect(
      (await request(ctx.app).put(`/api/my/initiatives/${id}`).set(other.auth).set('Accept-Language', 'uz').send(form())).body.msg,
    ).toBe('Bu amal uchun huquqingiz yetarli emas');
    const member = await request(ctx.app).get(`/api/my/initiatives/${id}`).set(other.auth).expect(200);
    expect(member.body).toMatchObject({ role: 'member', inviteCode: '' });
    const bad = await request(ctx.app)
      .put(`/api/my/initiatives/${id}`)
      .set(leader.auth)
      .set('Accept-Language', 'uz')
      .send(form({ email: 'nope' }));
    expect(bad.status).toBe(400);
    expect(bad.body.fields.email).toBe(validationMessage('uz', 'email'));
    const badRu = await request(ctx.app)
      .put(`/api/my/initiatives/${id}`)
      .set(leader.auth)
      .send(form({ descriptionRu: '  ' }));
    expect(badRu.body.fields).toEqual({ descriptionRu: '«Описание»: заполните на русском или узбекском языке' });
    // A co-leader edits the contacts (not moderated); the approved group stays active.
    await ctx.db.sequelize.query(`UPDATE initiative_group_members SET role = 'coleader' WHERE group_id = $1 AND user_id = $2`, {
      bind: [id, other.id],
    });
    const edited = await request(ctx.app)
      .put(`/api/my/initiatives/${id}`)
      .set(other.auth)
      .send(form({ nameRu: 'Группа правок', phone: null }));
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ nameRu: 'Группа правок', phone: null, status: 1, role: 'coleader' });
    await ctx.db.sequelize.query('UPDATE initiative_groups SET suspended_at = now() WHERE id = $1', { bind: [id] });
    await request(ctx.app).put(`/api/my/initiatives/${id}`).set(leader.auth).send(form()).expect(403);
    await request(ctx.app).post(`/api/my/initiatives/${id}/submit`).set(other.auth).expect(403);
    // Hidden from the directory and from strangers while suspended.
    const [stranger] = [await volunteerAccount(ctx.app, ctx.db, 'Чужой Человек')];
    await request(ctx.app).get(`/api/initiatives/${id}`).set(stranger.auth).expect(404);
  });

  it('renaming an approved group sends it back to moderation: the new name stays off the public pages until approved', async () => {
    const id = (await register(leader, form({ nameRu: 'Честная группа', nameUz: 'Halol guruh' })).expect(201)).body.id as number;
    await approve(id);
    const publicNames = async () => {
      const list = await request(ctx.app).get('/api/initiatives?perPage=50').expect(200);
      return list.body.data.map((g: { name: string }) => g.name) as string[];
    };
    expect(await publicNames()).toContain('Честная группа');

    const renamed = await request(ctx.app)
      .put(`/api/my/initiatives/${id}`)
      .set(leader.auth)
      .send(form({ nameRu: 'Официальный фонд помощи', nameUz: 'Halol guruh' }));
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ nameRu: 'Официальный фонд помощи', moderation: 'moderation', status: GROUP_STATUS.onModeration });

    // The public sees neither the new name nor the group until a moderator approves it.
    const names = await publicNames();
    expect(names).not.toContain('Официальный фонд помощи');
    expect((await request(ctx.app).get('/api/initiatives?q=фонд').expect(200)).body.total).toBe(0);
    await request(ctx.app).get(`/api/initiatives/${id}`).set(other.auth).expect(404);
    await request(ctx.app).get(`/api/initiatives/${id}`).expect(404);

    // Moderators are told and find it in their queue.
    const [note] = await notificationsOf(ctx.db, moderator.id);
    expect(note).toMatchObject({ kind: 'group_submitted', title_ru: 'Группа «Официальный фонд помощи» ждёт модерации' });
    const queue = await request(ctx.app)
      .get(`/api/admin/initiatives?filter=${encodeURIComponent(JSON.stringify({ moderation: 'moderation' }))}`)
      .set(moderator.auth)
      .expect(200);
    expect(queue.body.map((g: { id: number }) => g.id)).toContain(id);

    // Saving it again while it waits keeps it waiting; once approved, the new name is public.
    await request(ctx.app)
      .put(`/api/my/initiatives/${id}`)
      .set(leader.auth)
      .send(form({ nameRu: 'Официальный фонд помощи', nameUz: 'Halol guruh', goalsRu: 'Другие цели' }))
      .expect(200);
    await approve(id);
    expect(await publicNames()).toContain('Официальный фонд помощи');
  });

  it("GET /api/my/initiatives lists the caller's groups first joined first; 401 and 403 for others", async () => {
    await request(ctx.app).get('/api/my/initiatives').expect(401);
    await request(ctx.app).get('/api/my/initiatives').set(org.auth).expect(403);
    const res = await request(ctx.app).get('/api/my/initiatives').set(leader.auth).set('Accept-Language', 'uz').expect(200);
    expect(res.body.data.length).toBeGreaterThan(1);
    expect(res.body.data[0]).toMatchObject({ name: 'Yashil hovli', role: 'leader', status: 0, memberCount: 1, logo: null });
  });

  it('logo: 201 with three files, 415 for a non-picture, 400 without a file, 403 for a member, DELETE 204', async () => {
    const id = (await register(leader, form({ nameRu: 'Группа с логотипом' })).expect(201)).body.id as number;
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    const res = await request(ctx.app).post(`/api/my/initiatives/${id}/logo`).set(leader.auth).attach('file', png, 'logo.png').expect(201);
    expect(res.body.url).toMatch(/\.webp$/);
    expect(res.body.fallback).toMatch(/\.jpg$/);
    await request(ctx.app)
      .post(`/api/my/initiatives/${id}/logo`)
      .set(leader.auth)
      .attach('file', Buffer.from('hello'), 'x.png')
      .expect(415);
    const none = await request(ctx.app)
      .post(`/api/my/initiatives/${id}/logo`)
      .set(leader.auth)
      .set('Accept-Language', 'uz')
      .field('x', '1');
    expect(none.status).toBe(400);
    await request(ctx.app).post(`/api/my/initiatives/${id}/logo`).set(other.auth).attach('file', png, 'logo.png').expect(404);
    expect((await request(ctx.app).get(`/api/my/initiatives/${id}`).set(leader.auth).expect(200)).body.logo.thumb).toMatch(/\.webp$/);
    await request(ctx.app).delete(`/api/my/initiatives/${id}/logo`).set(leader.auth).expect(204);
    expect((await request(ctx.app).get(`/api/my/initiatives/${id}`).set(leader.auth).expect(200)).body.logo).toBeNull();
  });
  it("a group's approved activities show on its card, page and dashboard per kind (from the registry)", async () => {
    const id = (await register(leader, form({ nameRu: 'Группа с делами', nameUz: null })).expect(201)).body.id as number;
    await approve(id);
    const owned = async (titleRu: string, moderation: string) => {
      const { visitId } = await createApprovedVisit(ctx.db, org.organizationId!, { titleRu, moderation });
      await ctx.db.sequelize.query('UPDATE visit_options SET organization_id = NULL, owner_group_id = $2 WHERE id = $1', {
        bind: [visitId, id],
      });
      return visitId;
    };
    const open = await owned('Открытая экскурсия', 'approved');
    await owned('Ждёт модерации', 'moderation');
    const archived = await owned('В архиве', 'approved');
    await ctx.db.sequelize.query('UPDATE visit_options SET archived_at = now() WHERE id = $1', { bind: [archived] });

    const page = await request(ctx.app).get(`/api/initiatives/${id}`).expect(200);
    expect(page.body.openActivities).toBe(1);
    expect(page.body.activities).toEqual([{ kind: 'visit', total: 1, items: [{ id: open, title: 'Открытая экскурсия' }] }]);
    const card = (await request(ctx.app).get('/api/initiatives?q=делами').expect(200)).body.data[0];
    expect(card).toMatchObject({ id, openActivities: 1 });
    const mine = await request(ctx.app).get(`/api/my/initiatives/${id}`).set(leader.auth).expect(200);
    expect(mine.body.counts.activities).toContainEqual({ kind: 'visit', total: 3, approved: 2, moderation: 1 });
  });
});
