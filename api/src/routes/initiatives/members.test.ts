import request from 'supertest';
import { QueryTypes } from 'sequelize';
import { validationMessage } from '@hashar/common';
import { organizationAccount, volunteerAccount, type TestAccount } from '../../test/activities';
import { useTestApp } from '../../test/app';
import { mailTo, notificationsOf } from '../../test/participation';

describe('initiative groups: members, invitations and requests', () => {
  const ctx = useTestApp();
  let leader: TestAccount;
  let org: TestAccount;
  let groupId: number;
  let inviteCode: string;
  const sql = <T extends object>(text: string, bind: unknown[] = []) => ctx.db.sequelize.query<T>(text, { bind, type: QueryTypes.SELECT });
  const as = (who: TestAccount | null, method: 'get' | 'post' | 'put' | 'delete', path: string, locale = 'ru') => {
    const r = request(ctx.app)[method](path).set('Accept-Language', locale);
    return who ? r.set(who.auth) : r;
  };
  const volunteer = (name: string) => volunteerAccount(ctx.app, ctx.db, name);
  const newGroup = async (name: string, approved = true) => {
    const res = await as(leader, 'post', '/api/my/initiatives').send({ nameRu: name, descriptionRu: 'Описание группы' }).expect(201);
    if (approved) await sql(`UPDATE initiative_groups SET moderation = 'approved', published_at = now() WHERE id = $1`, [res.body.id]);
    return res.body as { id: number; inviteCode: string };
  };
  const roleOf = async (userId: number, id = groupId) =>
    (await sql<{ role: string }>('SELECT role FROM initiative_group_members WHERE group_id = $1 AND user_id = $2', [id, userId]))[0]
      ?.role ?? null;

  beforeAll(async () => {
    leader = await volunteer('Лейла Лидер');
    org = await organizationAccount(ctx.app, ctx.db, 'Организация без групп');
    const g = await newGroup('Дружная команда');
    groupId = g.id;
    inviteCode = g.inviteCode;
  });

  it('401 without a token and 403 for a non-volunteer on every call', async () => {
    const calls: ['get' | 'post' | 'put' | 'delete', string][] = [
      ['post', `/api/initiatives/${groupId}/join`],
      ['get', `/api/my/initiatives/${groupId}`],
      ['put', `/api/my/initiatives/${groupId}`],
      ['post', `/api/my/initiatives/${groupId}/submit`],
      ['post', `/api/my/initiatives/${groupId}/logo`],
      ['delete', `/api/my/initiatives/${groupId}/logo`],
      ['get', `/api/my/initiatives/${groupId}/members`],
      ['delete', `/api/my/initiatives/${groupId}/members/1`],
      ['post', `/api/my/initiatives/${groupId}/members/1/role`],
      ['post', `/api/my/initiatives/${groupId}/leader`],
      ['get', `/api/my/initiatives/${groupId}/requests`],
      ['post', `/api/my/initiatives/${groupId}/invitations`],
      ['post', `/api/my/initiatives/${groupId}/requests/1/decide`],
      ['delete', `/api/my/initiatives/${groupId}/requests/1`],
      ['get', '/api/my/initiative-invitations'],
      ['post', '/api/my/initiative-invitations/1/decide'],
    ];
    for (const [method, path] of calls) {
      await as(null, method, path).expect(401);
      expect((await as(org, method, path, 'uz').expect(403)).body.msg).toBe('Bu amal uchun huquqingiz yetarli emas');
    }
  });

  it('a volunteer asks to join; managers are told, list and accept or decline; the volunteer hears in their language', async () => {
    const [anna, boris] = [await volunteer('Анна Просящая'), await volunteer('Борис Просящий')];
    await sql(`UPDATE users SET locale = 'uz' WHERE id = $1`, [anna.id]);
    const asked = await as(anna, 'post', `/api/initiatives/${groupId}/join`).send({ message: 'Хочу помогать' }).expect(201);
    expect(asked.body).toMatchObject({
      kind: 'request',
      state: 'pending',
      message: 'Хочу помогать',
      user: { id: anna.id },
      group: { id: groupId },
    });
    expect((await notificationsOf(ctx.db, leader.id))[0]).toMatchObject({
      kind: 'group_request',
      title_ru: 'Анна Просящая хочет вступить в группу «Дружная команда»',
    });
    // 409 for a second request; the page shows "requested".
    expect((await as(anna, 'post', `/api/initiatives/${groupId}/join`, 'uz').send({})).body.msg).toBe(
      'Bu guruhga taklif yoki ariza allaqachon javob kutmoqda',
    );
    expect((await as(anna, 'get', `/api/initiatives/${groupId}`).expect(200)).body.viewer).toBe('requested');
    const bobReq = (await as(boris, 'post', `/api/initiatives/${groupId}/join`).send({}).expect(201)).body.id as number;

    const list = await as(leader, 'get', `/api/my/initiatives/${groupId}/requests?kind=request`).expect(200);
    expect(list.body).toMatchObject({ total: 2, page: 1 });
    const bad = await as(leader, 'get', `/api/my/initiatives/${groupId}/requests?state=maybe`, 'uz').expect(400);
    expect(bad.body.fields.state).toBe(validationMessage('uz', 'choice'));
    expect((await as(anna, 'get', `/api/my/initiatives/${groupId}/requests`).expect(404)).body.error).toBe('not_found');

    const badAction = await as(leader, 'post', `/api/my/initiatives/${groupId}/requests/${asked.body.id}/decide`).send({ action: 'maybe' });
    expect(badAction.status).toBe(400);
    expect(badAction.body.fields.action).toBe('Выберите значение из списка');
    const accepted = await as(leader, 'post', `/api/my/initiatives/${groupId}/requests/${asked.body.id}/decide`).send({ action: 'accept' });
    expect(accepted.status).toBe(200);
    expect(accepted.body.state).toBe('accepted');
    expect(await roleOf(anna.id)).toBe('member');
    expect((await notificationsOf(ctx.db, anna.id))[0]).toMatchObject({
      kind: 'group_accepted',
      title_uz: '«Дружная команда» guruhiga qabul qilindingiz',
    });
    expect((await mailTo(ctx.db, anna.email))[0]!.subject).toContain('guruhiga qabul qilindingiz');
    // Answered once: 409; unknown: 404; a plain member is not a manager: 403.
    await as(leader, 'post', `/api/my/initiatives/${groupId}/requests/${asked.body.id}/decide`).send({ action: 'decline' }).expect(409);
    await as(leader, 'post', `/api/my/initiatives/${groupId}/requests/999999/decide`).send({ action: 'decline' }).expect(404);
    await as(anna, 'post', `/api/my/initiatives/${groupId}/requests/${bobReq}/decide`).send({ action: 'accept' }).expect(403);
    await as(leader, 'post', `/api/my/initiatives/${groupId}/requests/${bobReq}/decide`).send({ action: 'decline' }).expect(200);
    expect(await roleOf(boris.id)).toBeNull();
    expect((await notificationsOf(ctx.db, boris.id))[0]!.kind).toBe('group_declined');
    // Already a member: 409.
    expect((await as(anna, 'post', `/api/initiatives/${groupId}/join`).send({})).status).toBe(409);
    // A member sees the members (no contacts); strangers get 404.
    const members = await as(anna, 'get', `/api/my/initiatives/${groupId}/members`).expect(200);
    expect(members.body.data.map((m: { role: string }) => m.role)).toEqual(['leader', 'member']);
    expect(JSON.stringify(members.body)).not.toContain('@');
    await as(boris, 'get', `/api/my/initiatives/${groupId}/members`).expect(404);
  });

  it('invitations: managers invite volunteers, the invited accept or decline, managers cancel; 400, 403, 404, 409', async () => {
    const [vera, gleb, dina] = [await volunteer('Вера Званая'), await volunteer('Глеб Званый'), await volunteer('Дина Званая')];
    const empty = await as(leader, 'post', `/api/my/initiatives/${groupId}/invitations`, 'uz').send({ userIds: [] }).expect(400);
    expect(empty.body.fields.userIds).toBe(validationMessage('uz', 'required'));
    const notVolunteer = await as(leader, 'post', `/api/my/initiatives/${groupId}/invitations`)
      .send({ userIds: [org.id] })
      .expect(400);
    expect(notVolunteer.body.fields.userIds).toBe('Пригласить можно только волонтёров');
    const res = await as(leader, 'post', `/api/my/initiatives/${groupId}/invitations`)
      .send({ userIds: [vera.id, gleb.id, dina.id] })
      .expect(201);
    expect(res.body.data.map((r: { user: { id: number } }) => r.user.id)).toEqual([vera.id, gleb.id, dina.id]);
    expect((await notificationsOf(ctx.db, vera.id))[0]).toMatchObject({ kind: 'group_invite', link: `/ru/initiative/view/${groupId}` });
    expect((await as(leader, 'post', `/api/my/initiatives/${groupId}/invitations`).send({ userIds: [vera.id] })).status).toBe(409);
    await as(leader, 'post', `/api/my/initiatives/${groupId}/invitations`)
      .send({ userIds: [leader.id] })
      .expect(409);

    const mine = await as(vera, 'get', '/api/my/initiative-invitations').expect(200);
    expect(mine.body.data).toEqual([
      expect.objectContaining({ kind: 'invite', group: expect.objectContaining({ id: groupId, name: 'Дружная команда' }) }),
    ]);
    const page = await as(vera, 'get', `/api/initiatives/${groupId}`).expect(200);
    expect(page.body).toMatchObject({ viewer: 'invited', invitationId: res.body.data[0].id });

    // Only the invited answers; a request is withdrawn, not declined.
    await as(gleb, 'post', `/api/my/initiative-invitations/${res.body.data[0].id}/decide`).send({ action: 'accept' }).expect(404);
    await as(vera, 'post', `/api/my/initiative-invitations/${res.body.data[0].id}/decide`).send({ action: 'cancel' }).expect(404);
    const bad = await as(vera, 'post', `/api/my/initiative-invitations/${res.body.data[0].id}/decide`, 'uz').send({}).expect(400);
    expect(bad.body.fields.action).toBe(validationMessage('uz', 'required'));
    await as(vera, 'post', `/api/my/initiative-invitations/${res.body.data[0].id}/decide`).send({ action: 'accept' }).expect(200);
    expect(await roleOf(vera.id)).toBe('member');
    expect((await notificationsOf(ctx.db, leader.id))[0]!.kind).toBe('group_joined');
    await as(vera, 'post', `/api/my/initiative-invitations/${res.body.data[0].id}/decide`).send({ action: 'accept' }).expect(409);
    await as(gleb, 'post', `/api/my/initiative-invitations/${res.body.data[1].id}/decide`).send({ action: 'decline' }).expect(200);
    expect(await roleOf(gleb.id)).toBeNull();

    // A plain member cannot invite or cancel (403); the leader cancels Dina's invitation (204, then 409).
    await as(vera, 'post', `/api/my/initiatives/${groupId}/invitations`)
      .send({ userIds: [gleb.id] })
      .expect(403);
    await as(vera, 'delete', `/api/my/initiatives/${groupId}/requests/${res.body.data[2].id}`).expect(403);
    await as(leader, 'delete', `/api/my/initiatives/${groupId}/requests/${res.body.data[2].id}`).expect(204);
    await as(leader, 'delete', `/api/my/initiatives/${groupId}/requests/${res.body.data[2].id}`).expect(409);
    await as(leader, 'delete', `/api/my/initiatives/${groupId}/requests/999999`).expect(404);

    // A volunteer withdraws their own request.
    const own = (await as(gleb, 'post', `/api/initiatives/${groupId}/join`).send({}).expect(201)).body.id as number;
    expect((await as(gleb, 'post', `/api/my/initiative-invitations/${own}/decide`).send({ action: 'cancel' }).expect(200)).body.state).toBe(
      'cancelled',
    );
  });

  it('join by the invite link: at once with the right code, 400 in ru and uz for a wrong one, 404 for a group on moderation', async () => {
    const erik = await volunteer('Эрик Ссылочный');
    const wrong = await as(erik, 'post', `/api/initiatives/${groupId}/join`, 'uz').send({ invite: 'nope' }).expect(400);
    expect(wrong.body.fields.invite).toBe('Taklif havolasi yaroqsiz');
    expect((await as(erik, 'post', `/api/initiatives/${groupId}/join`).send({ invite: 'nope' })).body.fields.invite).toBe(
      'Ссылка-приглашение недействительна',
    );
    const joined = await as(erik, 'post', `/api/initiatives/${groupId}/join`).send({ invite: inviteCode }).expect(201);
    expect(joined.body).toMatchObject({ userId: erik.id, role: 'member' });
    await as(erik, 'post', `/api/initiatives/${groupId}/join`).send({ invite: inviteCode }).expect(409);
    const waiting = await newGroup('Группа на проверке', false);
    await as(erik, 'post', `/api/initiatives/${waiting.id}/join`).send({}).expect(404);
    await as(erik, 'post', '/api/initiatives/999999/join').send({}).expect(404);
    // Managers of a group that is not active cannot invite (403).
    await as(leader, 'post', `/api/my/initiatives/${waiting.id}/invitations`)
      .send({ userIds: [erik.id] })
      .expect(403);
  });

  it('roles: the leader appoints a co-leader, who manages but may not remove co-leaders; hand-over; leaving', async () => {
    const g = await newGroup('Группа ролей');
    const [kira, lev, mila] = [await volunteer('Кира Роль'), await volunteer('Лев Роль'), await volunteer('Мила Роль')];
    for (const v of [kira, lev, mila]) await as(v, 'post', `/api/initiatives/${g.id}/join`).send({ invite: g.inviteCode }).expect(201);

    const badRole = await as(leader, 'post', `/api/my/initiatives/${g.id}/members/${kira.id}/role`, 'uz')
      .send({ role: 'boss' })
      .expect(400);
    expect(badRole.body.fields.role).toBe(validationMessage('uz', 'choice'));
    await as(kira, 'post', `/api/my/initiatives/${g.id}/members/${lev.id}/role`).send({ role: 'coleader' }).expect(403);
    const appointed = await as(leader, 'post', `/api/my/initiatives/${g.id}/members/${kira.id}/role`)
      .send({ role: 'coleader' })
      .expect(200);
    expect(appointed.body).toMatchObject({ userId: kira.id, role: 'coleader' });
    await as(leader, 'post', `/api/my/initiatives/${g.id}/members/999999/role`).send({ role: 'coleader' }).expect(404);
    await as(leader, 'post', `/api/my/initiatives/${g.id}/members/${leader.id}/role`).send({ role: 'member' }).expect(409);
    // The co-leader reads the requests, removes a plain member, but not another co-leader nor the leader; still no role changes.
    await as(kira, 'get', `/api/my/initiatives/${g.id}/requests`).expect(200);
    await as(leader, 'post', `/api/my/initiatives/${g.id}/members/${lev.id}/role`).send({ role: 'coleader' }).expect(200);
    await as(kira, 'delete', `/api/my/initiatives/${g.id}/members/${lev.id}`).expect(403);
    await as(kira, 'delete', `/api/my/initiatives/${g.id}/members/${leader.id}`).expect(403);
    await as(kira, 'delete', `/api/my/initiatives/${g.id}/members/${mila.id}`).expect(204);
    expect(await roleOf(mila.id, g.id)).toBeNull();
    await as(kira, 'delete', `/api/my/initiatives/${g.id}/members/${mila.id}`).expect(404);
    await as(lev, 'delete', `/api/my/initiatives/${g.id}/members/abc`).expect(404);

    // The leader may not leave before handing over (409, in uz too).
    expect((await as(leader, 'delete', `/api/my/initiatives/${g.id}/members/${leader.id}`, 'uz').expect(409)).body.msg).toBe(
      'Rahbar guruhdan chiqa olmaydi: avval rahbarlikni topshiring',
    );
    const badLeader = await as(leader, 'post', `/api/my/initiatives/${g.id}/leader`).send({ userId: 'x' }).expect(400);
    expect(badLeader.body.fields.userId).toBe('Выберите значение из списка');
    await as(kira, 'post', `/api/my/initiatives/${g.id}/leader`).send({ userId: kira.id }).expect(403);
    await as(leader, 'post', `/api/my/initiatives/${g.id}/leader`).send({ userId: mila.id }).expect(404);
    const handed = await as(leader, 'post', `/api/my/initiatives/${g.id}/leader`).send({ userId: lev.id }).expect(200);
    expect(handed.body.role).toBe('coleader');
    expect(await roleOf(lev.id, g.id)).toBe('leader');
    expect((await notificationsOf(ctx.db, lev.id))[0]!.kind).toBe('group_leader');
    // Now a co-leader, the old leader leaves.
    await as(leader, 'delete', `/api/my/initiatives/${g.id}/members/${leader.id}`).expect(204);
    expect(await roleOf(leader.id, g.id)).toBeNull();
    await as(leader, 'get', `/api/my/initiatives/${g.id}`).expect(404);
  });
  it('a deleted account leaves its groups: leadership passes to the oldest co-leader, else the oldest member, else the group is suspended', async () => {
    const boss = await volunteer('Босс Удаляемый');
    const create = async (nameRu: string) => {
      const res = await as(boss, 'post', '/api/my/initiatives').send({ nameRu, descriptionRu: 'Описание' }).expect(201);
      await sql(`UPDATE initiative_groups SET moderation = 'approved' WHERE id = $1`, [res.body.id]);
      return res.body as { id: number; inviteCode: string };
    };
    const [withCo, withMembers, alone] = [await create('С соруководителем'), await create('С участниками'), await create('Один')];
    const [m1, m2, co] = [await volunteer('Первый Участник'), await volunteer('Второй Участник'), await volunteer('Со Руководитель')];
    for (const g of [withCo, withMembers]) {
      for (const v of [m1, m2, co]) await as(v, 'post', `/api/initiatives/${g.id}/join`).send({ invite: g.inviteCode }).expect(201);
    }
    await as(boss, 'post', `/api/my/initiatives/${withCo.id}/members/${co.id}/role`).send({ role: 'coleader' }).expect(200);
    await as(boss, 'post', `/api/initiatives/${groupId}/join`).send({}).expect(201);

    await as(boss, 'delete', '/api/user/account').send({ password: 'secret-pass-1' }).expect(200);
    expect(await sql('SELECT 1 FROM initiative_group_members WHERE user_id = $1', [boss.id])).toEqual([]);
    expect(await sql(`SELECT 1 FROM initiative_group_requests WHERE user_id = $1 AND state = 'pending'`, [boss.id])).toEqual([]);
    expect(await roleOf(co.id, withCo.id)).toBe('leader');
    expect(await roleOf(m1.id, withMembers.id)).toBe('leader');
    expect(await roleOf(m2.id, withMembers.id)).toBe('member');
    const [suspended] = await sql<{ status: number; suspend_reason: string }>(
      'SELECT status, suspend_reason FROM initiative_groups WHERE id = $1',
      [alone.id],
    );
    expect(suspended).toEqual({ status: -2, suspend_reason: 'Аккаунт руководителя удалён, а других участников в группе нет' });
  });
});
