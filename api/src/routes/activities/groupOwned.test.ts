import { QueryTypes } from 'sequelize';
import request from 'supertest';
import { sessionHeld } from '../../test/participation';
import { useTestApp } from '../../test/app';
import { organizationAccount, volunteerAccount, type TestAccount } from '../../test/activities';

const DAY = 24 * 3600 * 1000;
const inDays = (days: number, hours = 0) =>
  new Date(Math.floor(Date.now() / 60000) * 60000 + days * DAY + hours * 3600 * 1000).toISOString();

/** An initiative group's activities (docs/initiatives-api.md, The group's activities): `?group=` on the owner routes. */
describe('activities owned by an initiative group', () => {
  const ctx = useTestApp();
  const sql = <T extends object>(text: string, bind: unknown[] = []) => ctx.db.sequelize.query<T>(text, { bind, type: QueryTypes.SELECT });
  let leader: TestAccount;
  let coleader: TestAccount;
  let member: TestAccount;
  let volunteer: TestAccount;
  let org: TestAccount;
  let groupId: number;
  let pendingGroupId: number;
  const bodies: Record<string, () => Record<string, unknown>> = {};

  const my = (account: TestAccount | null, method: 'get' | 'post', path: string, group: unknown, body?: object) => {
    const agent = request(ctx.app);
    const url = `/api/my/${path}`;
    const r = (method === 'get' ? agent.get(url) : agent.post(url)).query(group === undefined ? {} : { group });
    const signed = account ? r.set(account.auth) : r;
    return body ? signed.send(body) : signed;
  };
  const approve = (table: string, id: number) =>
    sql(`UPDATE ${table} SET moderation = 'approved', published_at = now() WHERE id = $1 RETURNING id`, [id]);
  const setSuspended = (suspended: boolean) =>
    sql(`UPDATE initiative_groups SET suspended_at = ${suspended ? 'now()' : 'NULL'} WHERE id = $1 RETURNING id`, [groupId]);

  beforeAll(async () => {
    leader = await volunteerAccount(ctx.app, ctx.db, 'Лидер Группы');
    coleader = await volunteerAccount(ctx.app, ctx.db, 'Заместитель Лидера');
    member = await volunteerAccount(ctx.app, ctx.db, 'Участник Группы');
    volunteer = await volunteerAccount(ctx.app, ctx.db, 'Просто Волонтёр');
    org = await organizationAccount(ctx.app, ctx.db, 'Фонд Рядом');
    const [group] = await sql<{ id: number }>(
      `INSERT INTO initiative_groups (name_ru, moderation, created_at, updated_at) VALUES ('Чистый город', 'approved', now(), now()) RETURNING id`,
    );
    groupId = group!.id;
    const [pending] = await sql<{ id: number }>(
      `INSERT INTO initiative_groups (name_ru, moderation, created_at, updated_at) VALUES ('Новая группа', 'moderation', now(), now()) RETURNING id`,
    );
    pendingGroupId = pending!.id;
    await sql(
      `INSERT INTO initiative_group_members (group_id, user_id, role, created_at)
       VALUES ($1, $2, 'leader', now()), ($1, $3, 'coleader', now()), ($1, $4, 'member', now()), ($5, $2, 'leader', now()) RETURNING group_id`,
      [groupId, leader.id, coleader.id, member.id, pendingGroupId],
    );
    const [direction] = await sql<{ id: number }>('SELECT id FROM directions ORDER BY id LIMIT 1');
    const [category] = await sql<{ id: number }>('SELECT min(id) AS id FROM task_categories');
    const directionIds = [direction!.id];
    bodies['projects'] = () => ({
      titleRu: 'Сквер у школы',
      descriptionRu: 'Высаживаем деревья',
      directionIds,
      isNationwide: false,
      startsAt: inDays(1),
      endsAt: inDays(30),
    });
    bodies['tasks'] = () => ({
      titleRu: 'Логотип группы',
      descriptionRu: 'Нужен логотип',
      directionIds,
      categoryId: category!.id,
      skillsRu: 'Дизайн',
      resultRu: 'Логотип в SVG',
      deadline: inDays(10),
      isOnline: true,
      performers: 1,
      estimatedHours: 5,
    });
    bodies['vacancies'] = () => ({
      titleRu: 'Стажёр-координатор',
      descriptionRu: 'Помогать с акциями',
      directionIds,
      vacancyKind: 'internship',
      dutiesRu: 'Созвоны',
      requirementsRu: 'Ответственность',
      scheduleRu: 'По выходным',
      pay: 'unpaid',
      isRemote: true,
      deadline: inDays(30),
      places: 1,
    });
    bodies['visits'] = () => ({
      titleRu: 'Экскурсия по скверу',
      descriptionRu: 'Покажем, что сделали',
      directionIds,
      regionId: 1,
      sessions: [{ startsAt: inDays(3), endsAt: inDays(3, 2), capacity: 5 }],
    });
  });

  it.each(['projects', 'tasks', 'vacancies', 'visits'])(
    '%s: the leader and co-leaders create, list and submit the group’s own; others 403',
    async (api) => {
      const created = await my(leader, 'post', api, groupId, bodies[api]!()).expect(201);
      const id = created.body.id as number;
      const [row] = await sql<{ owner_group_id: number | null; organization_id: number | null; owner_user_id: number | null }>(
        `SELECT owner_group_id, organization_id, owner_user_id FROM ${api === 'visits' ? 'visit_options' : api} WHERE id = $1`,
        [id],
      );
      expect(row).toEqual({ owner_group_id: groupId, organization_id: null, owner_user_id: null });
      const list = await my(coleader, 'get', api, groupId).expect(200);
      expect(list.body.data.map((r: { id: number }) => r.id)).toEqual([id]);
      // Without ?group= the caller's own list (for a volunteer: their own records) does not hold the group's.
      if (api === 'projects') expect((await my(leader, 'get', api, undefined).expect(200)).body.data).toEqual([]);
      const submitted = await request(ctx.app).post(`/api/my/${api}/${id}/submit`).set(coleader.auth).expect(200);
      expect(submitted.body.moderation).toBe('moderation');
      await my(member, 'get', api, groupId).expect(403);
      await my(volunteer, 'post', api, groupId, bodies[api]!()).expect(403);
      await my(leader, 'post', api, pendingGroupId, bodies[api]!()).expect(403);
      await my(org, 'get', api, groupId).expect(403);
      // A member who is no manager: the kinds volunteers may create answer 404 (not theirs), the others 403 (the role gate).
      const byMember = await request(ctx.app).post(`/api/my/${api}/${id}/submit`).set(member.auth);
      expect(byMember.status).toBe(api === 'projects' ? 404 : 403);
      await my(null, 'get', api, groupId).expect(401);
    },
  );

  it('events stay organizations’ own: 403 with ?group=; a malformed group is a 400 in both languages', async () => {
    await my(leader, 'get', 'events', groupId).expect(403);
    await my(leader, 'post', 'events', groupId, { titleRu: 'Субботник' }).expect(403);
    const bad = await my(leader, 'get', 'projects', 'abc').expect(400);
    expect(bad.body.fields.group).toBe('Выберите значение из списка');
    const badUz = await my(leader, 'get', 'projects', '0').set('Accept-Language', 'uz').expect(400);
    expect(badUz.body.fields.group).toBe("Ro'yxatdan qiymat tanlang");
  });

  it('a suspended group’s activities leave the public lists, pages and search; applications stop; its leaders are frozen', async () => {
    const project = (await my(leader, 'post', 'projects', groupId, { ...bodies['projects']!(), titleRu: 'Заморозка проекта' }).expect(201))
      .body.id as number;
    const visit = (await my(leader, 'post', 'visits', groupId, { ...bodies['visits']!(), titleRu: 'Заморозка визита' }).expect(201)).body
      .id as number;
    await approve('projects', project);
    await approve('visit_options', visit);
    await sql(`UPDATE projects SET search_text = 'zamorozka proekta' WHERE id = $1 RETURNING id`, [project]);
    const [session] = await sql<{ id: number }>('SELECT id FROM visit_sessions WHERE visit_option_id = $1', [visit]);
    const shown = async () => ({
      projects: (await request(ctx.app).get('/api/projects').expect(200)).body.data.map((r: { id: number }) => r.id) as number[],
      visits: (await request(ctx.app).get('/api/visits').expect(200)).body.data.map((r: { id: number }) => r.id) as number[],
      search: (await request(ctx.app).get('/api/search').query({ q: 'zamorozka' }).expect(200)).body.total as number,
    });
    const before = await shown();
    expect(before.projects).toContain(project);
    expect(before.visits).toContain(visit);
    expect(before.search).toBe(2);
    await request(ctx.app).get(`/api/projects/${project}`).expect(200);
    await request(ctx.app).get(`/api/visits/${visit}`).expect(200);

    await setSuspended(true);
    try {
      const after = await shown();
      expect(after.projects).not.toContain(project);
      expect(after.visits).not.toContain(visit);
      expect(after.search).toBe(0);
      await request(ctx.app).get(`/api/projects/${project}`).expect(404);
      await request(ctx.app).get(`/api/visits/${visit}`).expect(404);
      const closed = await request(ctx.app).post(`/api/sessions/${session!.id}/apply`).set(volunteer.auth).send({}).expect(400);
      expect(closed.body.msg).toBe('Запись на это мероприятие закрыта');
      const closedUz = await request(ctx.app)
        .post(`/api/sessions/${session!.id}/apply`)
        .set(volunteer.auth)
        .set('Accept-Language', 'uz')
        .send({})
        .expect(400);
      expect(closedUz.body.msg).toBe('Bu tadbirga yozilish yopiq');
      // Frozen: the leaders can neither list nor change the group's records.
      await my(leader, 'get', 'projects', groupId).expect(403);
      await request(ctx.app).post(`/api/my/projects/${project}/archive`).set(leader.auth).expect(404);
    } finally {
      await setSuspended(false);
    }
    expect((await shown()).visits).toContain(visit);
  });

  it('the co-leader decides and verifies hours of applications to the group’s activity; frozen while suspended', async () => {
    const visit = (await my(leader, 'post', 'visits', groupId, { ...bodies['visits']!(), titleRu: 'Часы группы' }).expect(201)).body
      .id as number;
    await approve('visit_options', visit);
    const [session] = await sql<{ id: number }>('SELECT id FROM visit_sessions WHERE visit_option_id = $1', [visit]);
    const applied = await request(ctx.app).post(`/api/sessions/${session!.id}/apply`).set(volunteer.auth).send({}).expect(201);
    const base = `/api/my/visits/${visit}/applications/${applied.body.id}`;
    await sessionHeld(ctx.db, { sessionId: session!.id });
    await request(ctx.app).post(`${base}/decide`).set(coleader.auth).send({ action: 'accept' }).expect(200);
    await request(ctx.app).post(`${base}/verify`).set(member.auth).send({ hours: 2 }).expect(403);
    await setSuspended(true);
    try {
      // Frozen: a suspended group's leaders lead no active group (the role gate answers 403).
      await request(ctx.app).post(`${base}/verify`).set(coleader.auth).send({ hours: 2 }).expect(403);
    } finally {
      await setSuspended(false);
    }
    const verified = await request(ctx.app).post(`${base}/verify`).set(coleader.auth).send({ hours: 2 }).expect(200);
    expect(verified.body).toMatchObject({ state: 'completed', hours: 2 });
    const [record] = await sql<{ owner_group_id: number; verified_by: number }>(
      'SELECT owner_group_id, verified_by FROM hours_records WHERE application_id = $1',
      [applied.body.id],
    );
    expect(record).toEqual({ owner_group_id: groupId, verified_by: coleader.id });
    const [points] = await sql<{ delta: number }>(`SELECT delta FROM points_ledger WHERE user_id = $1 AND reason = 'hours'`, [
      volunteer.id,
    ]);
    expect(points!.delta).toBeGreaterThan(0);
  });
});
