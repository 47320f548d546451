import request from 'supertest';
import { QueryTypes } from 'sequelize';
import { useTestApp } from '../../test/app';
import { organizationAccount, staffAccount, volunteerAccount, type TestAccount } from '../../test/activities';
import { createApprovedEvent } from '../../test/events';
import { appliedId, notificationsOf, setState, stateOf } from '../../test/participation';

const DAY = 24 * 3600 * 1000;

describe('/api/crm for every kind: activities, applicants by kind and activity, bulk by each kind’s decisions, roster, message', () => {
  const ctx = useTestApp();
  let orgA: TestAccount;
  let orgB: TestAccount;
  let moderator: TestAccount;
  let vols: TestAccount[];
  let eventId: number;
  let eventApplication: number;
  let projectId: number;
  let projectApplication: number;
  let vacancyId: number;
  let vacancyApplications: number[];
  let foreignVacancyId: number;
  let foreignApplication: number;
  const get = (path: string, who: TestAccount = orgA) => request(ctx.app).get(`/api/crm${path}`).set(who.auth);
  const post = (path: string, body: object, who: TestAccount = orgA) => request(ctx.app).post(`/api/crm${path}`).set(who.auth).send(body);

  /** Creates, submits and approves an activity of the organization through its owner routes. */
  async function published(api: string, adminResource: string, body: object, who: TestAccount = orgA): Promise<number> {
    const id = (await request(ctx.app).post(`/api/my/${api}`).set(who.auth).send(body).expect(201)).body.id as number;
    await request(ctx.app).post(`/api/my/${api}/${id}/submit`).set(who.auth).expect(200);
    await request(ctx.app).post(`/api/admin/${adminResource}/${id}/approve`).set(moderator.auth).expect(200);
    return id;
  }

  /** An application to a kind without sessions, inserted as a fixture (vacancies need a CV through their own route). */
  async function applicationTo(kind: string, activityId: number, userId: number): Promise<number> {
    const [row] = await ctx.db.sequelize.query<{ id: number }>(
      `INSERT INTO applications (user_id, activity_kind, activity_id, state, message) VALUES ($1, $2, $3, 'pending', 'Хочу к вам') RETURNING id`,
      { bind: [userId, kind, activityId], type: QueryTypes.SELECT },
    );
    return row!.id;
  }

  beforeAll(async () => {
    orgA = await organizationAccount(ctx.app, ctx.db, 'Организация А');
    orgB = await organizationAccount(ctx.app, ctx.db, 'Организация Б');
    moderator = await staffAccount(ctx.app, ctx.db, 'moderator');
    vols = [];
    for (let i = 0; i < 3; i++) vols.push(await volunteerAccount(ctx.app, ctx.db, `Соискатель ${i}`));
    const [{ id: directionId }] = (await ctx.db.sequelize.query<{ id: number }>('SELECT id FROM directions ORDER BY id LIMIT 1', {
      type: QueryTypes.SELECT,
    })) as [{ id: number }];
    const event = await createApprovedEvent(ctx.db, orgA.organizationId!, { titleRu: 'Событие А' });
    eventId = event.eventId;
    eventApplication = await appliedId(ctx.app, vols[0]!, event.sessionIds[0]!);
    projectId = await published('projects', 'projects', {
      titleRu: 'Проект А',
      descriptionRu: 'Проект организации А',
      directionIds: [directionId],
      isNationwide: true,
      startsAt: new Date(Date.now() + DAY).toISOString(),
      endsAt: new Date(Date.now() + 30 * DAY).toISOString(),
    });
    projectApplication = (
      await request(ctx.app).post(`/api/activities/project/${projectId}/apply`).set(vols[0]!.auth).send({ message: 'Помогу' }).expect(201)
    ).body.id as number;
    const vacancy = {
      descriptionRu: 'Работа с волонтёрами',
      directionIds: [directionId],
      vacancyKind: 'vacancy',
      pay: 'unpaid',
      isRemote: true,
      deadline: new Date(Date.now() + 30 * DAY).toISOString(),
    };
    vacancyId = await published('vacancies', 'vacancy', { ...vacancy, titleRu: 'Вакансия А' });
    vacancyApplications = [await applicationTo('vacancy', vacancyId, vols[1]!.id), await applicationTo('vacancy', vacancyId, vols[2]!.id)];
    foreignVacancyId = await published('vacancies', 'vacancy', { ...vacancy, titleRu: 'Вакансия Б' }, orgB);
    foreignApplication = await applicationTo('vacancy', foreignVacancyId, vols[0]!.id);
  });

  it('lists the organization’s activities of every kind with their counts; another organization’s are 404', async () => {
    const list = await get('/activities?sort=["title","ASC"]&range=[0,9]').expect(200);
    expect(list.headers['content-range']).toBe('activities 0-2/3');
    expect(list.body).toEqual([
      expect.objectContaining({ id: `vacancy-${vacancyId}`, kind: 'vacancy', activityId: vacancyId, title: 'Вакансия А', pendingCount: 2 }),
      expect.objectContaining({ id: `project-${projectId}`, kind: 'project', title: 'Проект А', applicationsCount: 1 }),
      expect.objectContaining({ id: `event-${eventId}`, kind: 'event', title: 'Событие А', pendingCount: 1 }),
    ]);
    const projects = await get('/activities?filter={"kind":"project"}').expect(200);
    expect(projects.body.map((r: { id: string }) => r.id)).toEqual([`project-${projectId}`]);
    expect((await get(`/activities/vacancy-${vacancyId}`).expect(200)).body.title).toBe('Вакансия А');
    await get(`/activities/vacancy-${foreignVacancyId}`).expect(404);
    await get(`/activities/planet-1`).expect(404);
    await get(`/activities/vacancy-x`).expect(404);
  });

  it('filters applicants by kind and activity; rows name their kind and never show another organization’s', async () => {
    const vacancies = await get(`/applications?filter={"activityKind":"vacancy","activityId":${vacancyId}}`).expect(200);
    expect(vacancies.body.map((r: { id: number }) => r.id).sort()).toEqual([...vacancyApplications].sort());
    expect(vacancies.body[0]).toMatchObject({ activityKind: 'vacancy', activityId: vacancyId, sessionId: null, note: null, cv: null });
    const byRef = await get(`/applications?filter={"activityRef":"project-${projectId}"}`).expect(200);
    expect(byRef.body.map((r: { id: number }) => r.id)).toEqual([projectApplication]);
    const all = await get('/applications').expect(200);
    expect(all.body.map((r: { id: number }) => r.id)).not.toContain(foreignApplication);
    await get(`/applications/${foreignApplication}`).expect(404);
    expect((await get(`/applications?filter={"activityKind":"project"}`).expect(200)).body).toEqual([
      expect.objectContaining({ id: projectApplication, message: 'Помогу', eventTitle: 'Проект А' }),
    ]);
  });

  it('bulk: the hiring steps for vacancies, checked row by row against each kind’s decisions; others’ ids 404', async () => {
    const refused = await post('/applications/bulk', { ids: [vacancyApplications[0], eventApplication], action: 'shortlist' }).expect(409);
    expect(refused.body.msg).toContain(String(eventApplication));
    expect(await stateOf(ctx.db, vacancyApplications[0]!)).toBe('pending');
    await post('/applications/bulk', { ids: [vacancyApplications[0], foreignApplication], action: 'shortlist' }).expect(404);
    await post('/applications/bulk', { ids: vacancyApplications, action: 'shortlist' }).expect(200);
    await post('/applications/bulk', { ids: vacancyApplications, action: 'interview' }).expect(200);
    await post('/applications/bulk', { ids: [vacancyApplications[0]], action: 'accept' }).expect(200);
    expect(await stateOf(ctx.db, vacancyApplications[0]!)).toBe('accepted');
    expect(await stateOf(ctx.db, vacancyApplications[1]!)).toBe('interview');
    expect((await notificationsOf(ctx.db, vols[1]!.id)).map((n) => n.kind)).toEqual([
      'application_accepted',
      'application_interview',
      'application_shortlisted',
    ]);
    // Vacancies are not "attended" and carry no hours.
    await post('/applications/bulk', { ids: [vacancyApplications[0]], action: 'attended' }).expect(409);
    await post(`/applications/${vacancyApplications[0]}/verify`, { hours: 2 }).expect(400);
    await post('/applications/bulk', { ids: [1], action: 'promote' }).expect(400);
  });

  it('verify: a project’s hours go up to its kind’s limit (1000), an event’s to 24', async () => {
    await setState(ctx.db, projectApplication, 'accepted');
    // A project's hours only once it has started (common/hours.ts): it starts tomorrow, then a month ago.
    const early = await post(`/applications/${projectApplication}/verify`, { hours: 150 }).expect(409);
    expect(early.body.error).toBe('hours_too_early');
    await ctx.db.sequelize.query(
      `UPDATE projects SET starts_at = now() - interval '30 days' WHERE id = (SELECT activity_id FROM applications WHERE id = $1)`,
      { bind: [projectApplication] },
    );
    const verified = await post(`/applications/${projectApplication}/verify`, { hours: 150 }).expect(200);
    expect(verified.body).toMatchObject({ state: 'completed', hours: 150, activityKind: 'project' });
    await setState(ctx.db, eventApplication, 'accepted');
    const tooMany = await post(`/applications/${eventApplication}/verify`, { hours: 150 }).set('Accept-Language', 'uz').expect(400);
    expect(tooMany.body.fields).toEqual({ hours: '0,5 dan 24 soatgacha, 0,5 qadam bilan kiriting' });
  });

  it('roster and message for any kind; another organization’s activity is 404', async () => {
    const res = await get(`/activities/vacancy-${vacancyId}/roster.csv`)
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks).toString('utf8')));
      })
      .expect(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="roster-vacancy-${vacancyId}.csv"`);
    const lines = (res.body as string).trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines.join('\n')).toContain('Соискатель 1');
    await get(`/activities/vacancy-${foreignVacancyId}/roster.csv`).expect(404);
    const sent = await post(`/activities/vacancy-${vacancyId}/message`, { subject: 'Оффер', body: 'Ждём вас в понедельник' }).expect(200);
    expect(sent.body).toEqual({ recipients: 1 });
    await post(`/activities/vacancy-${foreignVacancyId}/message`, { subject: 'x', body: 'y' }).expect(404);
    await post(`/activities/vacancy-${foreignVacancyId}/message`, { subject: 'x', body: 'y' }, vols[0]!).expect(403);
  });
});
