import { QueryTypes } from 'sequelize';
import request from 'supertest';
import { useTestApp } from '../../test/app';
import { organizationAccount, volunteerAccount, type TestAccount } from '../../test/activities';
import { createApprovedEvent, createApprovedVisit } from '../../test/events';
import { appliedId, applyTo, notificationsOf, sessionHeld, setState, stateOf } from '../../test/participation';
import { insertCourse } from '../../test/academy';

describe('team sign-ups of initiative groups', () => {
  const ctx = useTestApp();
  const sql = <T extends object>(text: string, bind: unknown[] = []) => ctx.db.sequelize.query<T>(text, { bind, type: QueryTypes.SELECT });
  let org: TestAccount;
  let leader: TestAccount;
  let coleader: TestAccount;
  let members: TestAccount[];
  let outsider: TestAccount;
  let groupId: number;

  const signUp = (account: TestAccount | null, sessionId: number, body: object) => {
    const r = request(ctx.app).post(`/api/sessions/${sessionId}/team`);
    return (account ? r.set(account.auth) : r).send(body);
  };
  const teams = (account: TestAccount | null, id = groupId) => {
    const r = request(ctx.app).get(`/api/my/initiatives/${id}/teams`);
    return account ? r.set(account.auth) : r;
  };
  const teamCall = (account: TestAccount | null, teamId: number, action: 'join' | 'withdraw', id = groupId) => {
    const r = request(ctx.app).post(`/api/my/initiatives/${id}/teams/${teamId}/${action}`);
    return account ? r.set(account.auth) : r;
  };
  const name = (account: TestAccount | null, teamId: number, memberIds: unknown, id = groupId) => {
    const r = request(ctx.app).put(`/api/my/initiatives/${id}/teams/${teamId}/members`);
    return (account ? r.set(account.auth) : r).send({ memberIds });
  };
  const freeOf = async (sessionId: number) => {
    const [row] = await sql<{ free: number }>(
      `SELECT s.capacity - COALESCE(sum(a.places) FILTER (WHERE a.state IN ('pending','accepted','attended','completed')), 0)::int AS free
         FROM visit_sessions s LEFT JOIN applications a ON a.session_id = s.id WHERE s.id = $1 GROUP BY s.id`,
      [sessionId],
    );
    return row!.free;
  };
  const eventFree = async (eventId: number) => (await request(ctx.app).get(`/api/events/${eventId}`).expect(200)).body.sessions[0];

  beforeAll(async () => {
    org = await organizationAccount(ctx.app, ctx.db, 'Фонд Команд');
    leader = await volunteerAccount(ctx.app, ctx.db, 'Лидер Команды');
    coleader = await volunteerAccount(ctx.app, ctx.db, 'Замлидера Команды');
    outsider = await volunteerAccount(ctx.app, ctx.db, 'Чужой Волонтёр');
    members = [];
    for (let i = 0; i < 4; i++) members.push(await volunteerAccount(ctx.app, ctx.db, `Участник${i} Группы`));
    const [group] = await sql<{ id: number }>(
      `INSERT INTO initiative_groups (name_ru, name_uz, moderation, created_at, updated_at) VALUES ('Зелёный двор', 'Yashil hovli', 'approved', now(), now()) RETURNING id`,
    );
    groupId = group!.id;
    await sql(
      `INSERT INTO initiative_group_members (group_id, user_id, role, created_at)
       SELECT $1, u, CASE WHEN u = $2 THEN 'leader' WHEN u = $3 THEN 'coleader' ELSE 'member' END, now() FROM unnest($4::int[]) AS u RETURNING group_id`,
      [groupId, leader.id, coleader.id, [leader.id, coleader.id, ...members.map((m) => m.id)]],
    );
  });

  it('signs a team of 3 up to a 4-place session: 201 pending, one place left, the organizer and the named members hear', async () => {
    const { eventId, sessionIds } = await createApprovedEvent(ctx.db, org.organizationId!, { titleRu: 'Уборка сквера', sessions: [4] });
    const sessionId = sessionIds[0]!;
    const res = await signUp(leader, sessionId, { groupId, places: 3, memberIds: [members[0]!.id], message: 'Придём втроём' }).expect(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      group: { id: groupId, name: 'Зелёный двор' },
      sessionId,
      activity: { kind: 'event', id: eventId, title: 'Уборка сквера' },
      startsAt: expect.any(String),
      endsAt: expect.any(String),
      places: 3,
      state: 'pending',
      members: [{ applicationId: expect.any(Number), userId: members[0]!.id, name: 'Участник0 Группы', state: 'pending' }],
      createdAt: expect.any(String),
    });
    expect(await freeOf(sessionId)).toBe(1);
    const detail = await eventFree(eventId);
    expect(detail).toMatchObject({ capacity: 4 });
    const card = (await request(ctx.app).get('/api/events').query({ q: 'Уборка сквера' }).expect(200)).body.data[0];
    expect(card.freePlaces).toBe(1);
    const [notice] = await notificationsOf(ctx.db, org.id);
    expect(notice).toMatchObject({ kind: 'application_received', title_ru: 'Командная заявка: Уборка сквера' });
    const [named] = await notificationsOf(ctx.db, members[0]!.id);
    expect(named).toMatchObject({ title_ru: 'Вы в команде: Уборка сквера' });

    // A volunteer alone takes the last place; the next one is waitlisted.
    const alone = await appliedId(ctx.app, outsider, sessionId);
    expect(await stateOf(ctx.db, alone)).toBe('pending');
    expect(await freeOf(sessionId)).toBe(0);
    // Uzbek group name in the uz list; another call of the same group and session is a 409.
    const uz = await teams(coleader).set('Accept-Language', 'uz').expect(200);
    expect(uz.body.data[0]).toMatchObject({ id: res.body.id, group: { name: 'Yashil hovli' } });
    const again = await signUp(coleader, sessionId, { groupId, places: 1 }).expect(409);
    expect(again.body.msg).toBe('Группа уже записана на эту смену');
    const againUz = await signUp(coleader, sessionId, { groupId, places: 1 }).set('Accept-Language', 'uz').expect(409);
    expect(againUz.body.msg).toBe('Guruh bu smenaga allaqachon yozilgan');
  });

  it('waitlists a team too big for the free places; withdrawing a team promotes it', async () => {
    const { sessionIds } = await createApprovedVisit(ctx.db, org.organizationId!, { titleRu: 'Приют на выходных', sessions: [4] });
    const sessionId = sessionIds[0]!;
    const [other] = await sql<{ id: number }>(
      `INSERT INTO initiative_groups (name_ru, moderation, created_at, updated_at) VALUES ('Вторая группа', 'approved', now(), now()) RETURNING id`,
    );
    const otherLeader = await volunteerAccount(ctx.app, ctx.db, 'Лидер Второй');
    await sql(
      `INSERT INTO initiative_group_members (group_id, user_id, role, created_at) VALUES ($1, $2, 'leader', now()) RETURNING group_id`,
      [other!.id, otherLeader.id],
    );
    const first = await signUp(leader, sessionId, { groupId, places: 3 }).expect(201);
    const big = await signUp(otherLeader, sessionId, { groupId: other!.id, places: 2 }).expect(201);
    expect(big.body.state).toBe('waitlisted');
    expect(await freeOf(sessionId)).toBe(1);
    // The organizer cannot accept a waitlisted team its places do not fit.
    const noRoom = await request(ctx.app)
      .post('/api/crm/applications/bulk')
      .set(org.auth)
      .send({ ids: [big.body.id], action: 'accept' });
    expect(noRoom.status).toBe(409);
    // A volunteer takes the last place, another waits behind the team.
    const one = await appliedId(ctx.app, members[0]!, sessionId);
    const two = await appliedId(ctx.app, members[1]!, sessionId);
    expect(await stateOf(ctx.db, two)).toBe('waitlisted');
    // One place frees: the team (2) does not fit and keeps its turn, the volunteer behind it goes ahead.
    await request(ctx.app).post(`/api/applications/${one}/withdraw`).set(members[0]!.auth).expect(200);
    expect(await stateOf(ctx.db, big.body.id)).toBe('waitlisted');
    expect(await stateOf(ctx.db, two)).toBe('pending');
    // Three places free: the team goes in.
    const withdrawn = await teamCall(leader, first.body.id, 'withdraw').expect(200);
    expect(withdrawn.body.state).toBe('withdrawn');
    expect(await stateOf(ctx.db, big.body.id)).toBe('pending');
    expect(await freeOf(sessionId)).toBe(1);
    const [promoted] = await notificationsOf(ctx.db, otherLeader.id);
    expect(promoted).toMatchObject({ kind: 'application_promoted' });
    // Withdrawing again: 409 in both languages.
    const again = await teamCall(leader, first.body.id, 'withdraw').expect(409);
    expect(again.body.msg).toBe('Эту заявку уже нельзя отозвать');
    await teamCall(leader, first.body.id, 'withdraw').set('Accept-Language', 'uz').expect(409);
    // Signing up again reopens the withdrawn team.
    const reopened = await signUp(coleader, sessionId, { groupId, places: 2 }).expect(201);
    expect(reopened.body).toMatchObject({ id: first.body.id, state: 'waitlisted', places: 2 });
    const single = await signUp(coleader, sessionId, { groupId, places: 1 });
    expect(single.status).toBe(409);
    expect(await freeOf(sessionId)).toBe(1);
  });

  it('answers 400 in Russian and Uzbek for bad input, 401 without a token, 403 for others, 404 for an unknown session', async () => {
    const { sessionIds } = await createApprovedEvent(ctx.db, org.organizationId!, { sessions: [10] });
    const sessionId = sessionIds[0]!;
    const bad = await signUp(leader, sessionId, { groupId, places: 0 }).expect(400);
    expect(bad.body.fields.places).toBe('Введите целое число от 1 до 50');
    const badUz = await signUp(leader, sessionId, { groupId, places: 51 }).set('Accept-Language', 'uz').expect(400);
    expect(badUz.body.fields.places).toBe('1 dan 50 gacha butun son kiriting');
    const many = await signUp(leader, sessionId, { groupId, places: 1, memberIds: [members[0]!.id, members[1]!.id] }).expect(400);
    expect(many.body.fields.memberIds).toBe('Участников больше, чем мест в заявке (1)');
    const stranger = await signUp(leader, sessionId, { groupId, places: 2, memberIds: [outsider.id] }).expect(400);
    expect(stranger.body.fields.memberIds).toBe('Назвать можно только участников группы');
    const strangerUz = await signUp(leader, sessionId, { groupId, places: 2, memberIds: [outsider.id] })
      .set('Accept-Language', 'uz')
      .expect(400);
    expect(strangerUz.body.fields.memberIds).toBe("Faqat guruh a'zolarini ko'rsatish mumkin");
    await signUp(null, sessionId, { groupId, places: 1 }).expect(401);
    await signUp(members[0]!, sessionId, { groupId, places: 1 }).expect(403);
    await signUp(outsider, sessionId, { groupId, places: 1 }).expect(403);
    await signUp(org, sessionId, { groupId, places: 1 }).expect(403);
    await signUp(leader, 2147483000, { groupId, places: 1 }).expect(404);
    await teams(null).expect(401);
    await teams(outsider).expect(403);
    await teams(leader, 2147483000).expect(404);
    expect((await teams(members[3]!).expect(200)).body.total).toBeGreaterThan(0);
    // A session of an activity not open (archived) is a 400.
    const { sessionIds: closed } = await createApprovedEvent(ctx.db, org.organizationId!, { archivedAt: new Date() });
    const notOpen = await signUp(leader, closed[0]!, { groupId, places: 1 }).expect(400);
    expect(notOpen.body.msg).toBe('Запись на это мероприятие закрыта');
  });

  it('names members (one who applied alone: 409), members take free places, the minimum age applies', async () => {
    const { sessionIds } = await createApprovedEvent(ctx.db, org.organizationId!, { sessions: [10], minAge: 18 });
    const sessionId = sessionIds[0]!;
    await sql(`UPDATE volunteer_profiles SET birth_date = '1990-01-01' WHERE user_id = ANY($1::int[]) RETURNING user_id`, [
      [leader.id, coleader.id, ...members.map((m) => m.id)],
    ]);
    await sql(`UPDATE volunteer_profiles SET birth_date = (now() - interval '12 years')::date WHERE user_id = $1 RETURNING user_id`, [
      members[3]!.id,
    ]);
    const alone = await appliedId(ctx.app, members[2]!, sessionId);
    const team = (await signUp(leader, sessionId, { groupId, places: 3 }).expect(201)).body;
    expect(team.members).toEqual([]);

    const named = await name(coleader, team.id, [members[0]!.id, members[1]!.id]).expect(200);
    expect(named.body.members.map((m: { userId: number }) => m.userId)).toEqual([members[0]!.id, members[1]!.id]);
    const busy = await name(leader, team.id, [members[2]!.id]).expect(409);
    expect(busy.body.msg).toBe('Участник2 Группы уже записан(а) на эту смену');
    const busyUz = await name(leader, team.id, [members[2]!.id]).set('Accept-Language', 'uz').expect(409);
    expect(busyUz.body.msg).toBe('Участник2 Группы bu smenaga allaqachon yozilgan');
    const young = await name(leader, team.id, [members[3]!.id]).expect(400);
    expect(young.body.fields.memberIds).toBe('Участник3 Группы: участвовать можно с 18 лет');
    const youngUz = await name(leader, team.id, [members[3]!.id]).set('Accept-Language', 'uz').expect(400);
    expect(youngUz.body.fields.memberIds).toBe('Участник3 Группы: 18 yoshdan boshlab qatnashish mumkin');
    await sql(`UPDATE volunteer_profiles SET birth_date = NULL WHERE user_id = $1 RETURNING user_id`, [members[3]!.id]);
    const unknownAge = await name(leader, team.id, [members[3]!.id]).expect(400);
    expect(unknownAge.body.fields.memberIds).toBe('Участник3 Группы: участвовать можно с 18 лет, а дата рождения в профиле не указана');
    await name(leader, team.id, 'x').expect(400);
    await name(null, team.id, []).expect(401);
    await name(members[0]!, team.id, []).expect(403);
    await name(leader, 2147483000, []).expect(404);
    await name(leader, team.id, [], 2147483000).expect(404);

    // Renaming: the one left out withdraws; one place is free again, and a member takes it.
    const renamed = await name(leader, team.id, [members[0]!.id]).expect(200);
    expect(renamed.body.members).toEqual([expect.objectContaining({ userId: members[0]!.id })]);
    await teamCall(members[1]!, team.id, 'join').expect(200);
    const joined = await teamCall(coleader, team.id, 'join').expect(200);
    expect(joined.body.members).toHaveLength(3);
    const full = await teamCall(members[3]!, team.id, 'join').expect(409);
    expect(full.body.msg).toBe('В командной заявке нет свободного места');
    const fullUz = await teamCall(members[3]!, team.id, 'join').set('Accept-Language', 'uz').expect(409);
    expect(fullUz.body.msg).toBe("Jamoa arizasida bo'sh joy yo'q");
    const already = await teamCall(members[1]!, team.id, 'join').expect(409);
    expect(already.body.msg).toBe('Вы уже в этой командной заявке');
    await teamCall(null, team.id, 'join').expect(401);
    await teamCall(outsider, team.id, 'join').expect(403);
    await teamCall(members[0]!, team.id, 'withdraw').expect(403);
    await teamCall(leader, 2147483000, 'join').expect(404);
    // The member who applied alone keeps their own application (places count it apart).
    expect(await stateOf(ctx.db, alone)).toBe('pending');
    expect(await freeOf(sessionId)).toBe(10 - 3 - 1);
  });

  it('names no member, nor lets one join, who has not completed a course the activity requires (400 naming them)', async () => {
    const { eventId, sessionIds } = await createApprovedEvent(ctx.db, org.organizationId!, { sessions: [10] });
    const course = await insertCourse(ctx.db, { slug: 'komandnyj-kurs', titleRu: 'Командная работа', titleUz: 'Jamoaviy ish' });
    await sql(
      `INSERT INTO activity_course_requirements (activity_kind, activity_id, course_id) VALUES ('event', $1, $2) RETURNING course_id`,
      [eventId, course.id],
    );
    const team = (await signUp(leader, sessionIds[0]!, { groupId, places: 2 }).expect(201)).body;
    const ru = await name(leader, team.id, [members[0]!.id]).expect(400);
    expect(ru.body.fields.memberIds).toBe('Участник0 Группы: сначала нужно пройти курс «Командная работа»');
    const uz = await name(leader, team.id, [members[0]!.id]).set('Accept-Language', 'uz').expect(400);
    expect(uz.body.fields.memberIds).toBe("Участник0 Группы: avval «Jamoaviy ish» kursini o'tish kerak");
    await sql('INSERT INTO course_completions (user_id, course_id) VALUES ($1, $2) RETURNING id', [members[0]!.id, course.id]);
    await name(leader, team.id, [members[0]!.id]).expect(200);
    const join = await teamCall(members[1]!, team.id, 'join').expect(400);
    expect(join.body.fields.memberIds).toBe('Участник1 Группы: сначала нужно пройти курс «Командная работа»');
  });

  it('the organizer sees one row that expands, decisions move the members, hours are verified per member', async () => {
    const { eventId, sessionIds } = await createApprovedEvent(ctx.db, org.organizationId!, { sessions: [5] });
    const sessionId = sessionIds[0]!;
    const team = (await signUp(leader, sessionId, { groupId, places: 2, memberIds: [members[0]!.id, members[1]!.id] }).expect(201)).body;
    const solo = await appliedId(ctx.app, outsider, sessionId);
    const crm = await request(ctx.app)
      .get('/api/crm/applications')
      .query({ filter: JSON.stringify({ sessionId }) })
      .set(org.auth)
      .expect(200);
    const rows = crm.body as { id: number; team: unknown }[];
    expect(rows.map((r) => r.id).sort()).toEqual([team.id, solo].sort());
    const teamRow = rows.find((r) => r.id === team.id)!;
    expect(teamRow.team).toEqual({
      places: 2,
      group: { id: groupId, name: 'Зелёный двор' },
      members: [
        { applicationId: team.members[0].applicationId, userId: members[0]!.id, name: 'Участник0 Группы', state: 'pending', hours: null },
        { applicationId: team.members[1].applicationId, userId: members[1]!.id, name: 'Участник1 Группы', state: 'pending', hours: null },
      ],
    });
    expect(rows.find((r) => r.id === solo)!.team).toBeNull();
    const owner = await request(ctx.app).get(`/api/my/events/${eventId}/applications`).set(org.auth).expect(200);
    expect(owner.body.data.map((r: { id: number }) => r.id).sort()).toEqual([team.id, solo].sort());
    expect(owner.body.data.find((r: { id: number }) => r.id === team.id).team.members).toHaveLength(2);

    await request(ctx.app)
      .post(`/api/my/events/${eventId}/applications/${team.id}/decide`)
      .set(org.auth)
      .send({ action: 'accept' })
      .expect(200);
    for (const m of team.members) expect(await stateOf(ctx.db, m.applicationId)).toBe('accepted');
    const [accepted] = await notificationsOf(ctx.db, members[0]!.id);
    expect(accepted).toMatchObject({ kind: 'application_accepted' });
    const onTeam = await request(ctx.app)
      .post(`/api/my/events/${eventId}/applications/${team.id}/verify`)
      .set(org.auth)
      .send({ hours: 3 })
      .expect(409);
    expect(onTeam.body.msg).toBe('Часы командной заявки подтверждаются у каждого участника отдельно');
    const onTeamUz = await request(ctx.app)
      .post(`/api/my/events/${eventId}/applications/${team.id}/verify`)
      .set(org.auth)
      .set('Accept-Language', 'uz')
      .send({ hours: 3 })
      .expect(409);
    expect(onTeamUz.body.msg).toBe('Jamoa arizasi soatlari har bir ishtirokchida alohida tasdiqlanadi');
    await sessionHeld(ctx.db, { applicationId: team.members[0].applicationId });
    await request(ctx.app)
      .post(`/api/my/events/${eventId}/applications/${team.members[0].applicationId}/verify`)
      .set(org.auth)
      .send({ hours: 3 })
      .expect(200);
    const [points] = await sql<{ delta: number }>('SELECT delta FROM points_ledger WHERE user_id = $1', [members[0]!.id]);
    expect(points!.delta).toBeGreaterThan(0);

    // The member sees their own application; the team never shows in the manager's own list.
    const mine = await request(ctx.app).get('/api/my/applications').set(members[0]!.auth).expect(200);
    expect(mine.body.data.map((a: { id: number }) => a.id)).toContain(team.members[0].applicationId);
    const leaders = await request(ctx.app).get('/api/my/applications').set(leader.auth).expect(200);
    expect(leaders.body.data.map((a: { id: number }) => a.id)).not.toContain(team.id);
    // Rejecting a waitlisted member apart from the team cannot give them a place.
    await setState(ctx.db, team.members[1].applicationId, 'waitlisted');
    await request(ctx.app)
      .post(`/api/my/events/${eventId}/applications/${team.members[1].applicationId}/decide`)
      .set(org.auth)
      .send({ action: 'accept' })
      .expect(409);
  });

  it('a suspended group is frozen: its managers get 403 and its sign-ups stop', async () => {
    const { sessionIds } = await createApprovedEvent(ctx.db, org.organizationId!, { sessions: [10] });
    const team = (await signUp(leader, sessionIds[0]!, { groupId, places: 1 }).expect(201)).body;
    await sql('UPDATE initiative_groups SET suspended_at = now() WHERE id = $1 RETURNING id', [groupId]);
    try {
      await signUp(leader, sessionIds[0]!, { groupId, places: 1 }).expect(403);
      await teamCall(coleader, team.id, 'withdraw').expect(403);
      await name(leader, team.id, []).expect(403);
    } finally {
      await sql('UPDATE initiative_groups SET suspended_at = NULL WHERE id = $1 RETURNING id', [groupId]);
    }
    void applyTo;
  });
});
