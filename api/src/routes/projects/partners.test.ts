import request from 'supertest';
import { QueryTypes } from 'sequelize';
import { activeAccount } from '../../test/accounts';
import { organizationAccount, staffAccount, volunteerAccount, type TestAccount } from '../../test/activities';
import { useTestApp } from '../../test/app';

/** Partners of projects (spec §5): invitations, requests, decisions, removal, lists and notices. */
describe('project partners', () => {
  const ctx = useTestApp();
  let owner: TestAccount;
  let orgA: TestAccount;
  let orgB: TestAccount;
  let volunteer: TestAccount;
  let projectId: number;
  let directionId: number;

  const createProject = async (account: TestAccount, title: string, approve = true): Promise<number> => {
    const created = await request(ctx.app)
      .post('/api/my/projects')
      .set(account.auth)
      .send({
        titleRu: title,
        descriptionRu: 'Описание проекта',
        directionIds: [directionId],
        isNationwide: false,
        startsAt: new Date(Date.now() + 86400000).toISOString(),
        endsAt: new Date(Date.now() + 30 * 86400000).toISOString(),
      })
      .expect(201);
    const id = created.body.id as number;
    if (approve)
      await ctx.db.sequelize.query(`UPDATE projects SET moderation = 'approved', published_at = now() WHERE id = $1`, { bind: [id] });
    return id;
  };

  const notices = async (account: TestAccount) =>
    JSON.stringify((await request(ctx.app).get('/api/notifications').set(account.auth).expect(200)).body);

  beforeAll(async () => {
    const { app, db } = ctx;
    const [direction] = await db.sequelize.query<{ id: number }>('SELECT id FROM directions ORDER BY id LIMIT 1', {
      type: QueryTypes.SELECT,
    });
    directionId = direction!.id;
    owner = await volunteerAccount(app, db, 'Владелец Проекта');
    orgA = await organizationAccount(app, db, 'Фонд Альфа');
    orgB = await organizationAccount(app, db, 'Фонд Бета');
    volunteer = await volunteerAccount(app, db, 'Просто Волонтёр');
    projectId = await createProject(owner, 'Чистый город');
  });

  it('the owner invites an organization, it accepts, the project page lists it and its profile list finds the project', async () => {
    const { app } = ctx;
    const invited = await request(app)
      .post(`/api/my/projects/${projectId}/partners`)
      .set(owner.auth)
      .send({ organizationId: orgA.organizationId })
      .expect(201);
    expect(invited.body.data).toEqual([expect.objectContaining({ id: orgA.organizationId, name: 'Фонд Альфа', state: 'invited' })]);
    expect(await notices(orgA)).toContain('Приглашение в партнёры проекта «Чистый город»');

    // 409 for a second invitation, with the message in Uzbek when asked.
    const again = await request(app)
      .post(`/api/my/projects/${projectId}/partners`)
      .set(owner.auth)
      .set('Accept-Language', 'uz')
      .send({ organizationId: orgA.organizationId })
      .expect(409);
    expect(again.body.msg).toBe('Bu tashkilot allaqachon taklif qilingan, qaror kutmoqda yoki loyiha hamkori');

    const mine = await request(app).get('/api/my/project-partnerships').set(orgA.auth).expect(200);
    expect(mine.body.data).toEqual([
      expect.objectContaining({ state: 'invited', project: expect.objectContaining({ id: projectId, title: 'Чистый город' }) }),
    ]);
    const before = await request(app).get(`/api/projects/${projectId}`).set(orgA.auth).expect(200);
    expect(before.body).toMatchObject({ partners: [], myPartnership: 'invited' });

    // The owner cannot accept their own invitation; the organization can.
    await request(app).post(`/api/my/projects/${projectId}/partners/${orgA.organizationId}/accept`).set(owner.auth).expect(409);
    const accepted = await request(app).post(`/api/projects/${projectId}/partnership/accept`).set(orgA.auth).expect(200);
    expect(accepted.body).toEqual({ myPartnership: 'accepted' });
    expect(await notices(owner)).toContain('Партнёрство подтверждено: Чистый город');

    const page = await request(app).get(`/api/projects/${projectId}`).expect(200);
    expect(page.body).toMatchObject({
      partners: [{ id: orgA.organizationId, name: 'Фонд Альфа', logo: null }],
      myPartnership: null,
      participants: 0,
    });
    const partnered = await request(app).get('/api/projects').query({ partner: orgA.organizationId }).expect(200);
    expect(partnered.body.data.map((p: { id: number }) => p.id)).toEqual([projectId]);
    const other = await request(app).get('/api/projects').query({ partner: orgB.organizationId }).expect(200);
    expect(other.body.data).toEqual([]);
  });

  it('the owner finds organizations to invite by name, without those already in the project', async () => {
    const { app } = ctx;
    const found = await request(app)
      .get(`/api/my/projects/${projectId}/partner-candidates`)
      .query({ q: 'фонд' })
      .set(owner.auth)
      .expect(200);
    expect(found.body.data).toEqual([{ id: orgB.organizationId, name: 'Фонд Бета', logo: null }]);
    const long = await request(app)
      .get(`/api/my/projects/${projectId}/partner-candidates`)
      .query({ q: 'x'.repeat(101) })
      .set(owner.auth)
      .set('Accept-Language', 'uz')
      .expect(400);
    expect(long.body.fields).toEqual({ q: "Ko'pi bilan 100 belgi" });
    await request(app).get(`/api/my/projects/${projectId}/partner-candidates`).set(volunteer.auth).expect(404);
    await request(app).get(`/api/my/projects/${projectId}/partner-candidates`).expect(401);
  });

  it('an organization asks to join, the owner declines, it asks again and the owner accepts, then removes it', async () => {
    const { app } = ctx;
    const asked = await request(app).post(`/api/projects/${projectId}/partnership`).set(orgB.auth).expect(201);
    expect(asked.body).toEqual({ myPartnership: 'requested' });
    expect(await notices(owner)).toContain('Организация «Фонд Бета» хочет стать партнёром проекта «Чистый город»');
    const twice = await request(app).post(`/api/projects/${projectId}/partnership`).set(orgB.auth).expect(409);
    expect(twice.body.msg).toBe('Эта организация уже приглашена, ждёт решения или является партнёром проекта');
    // The organization cannot accept its own request.
    await request(app).post(`/api/projects/${projectId}/partnership/accept`).set(orgB.auth).expect(409);

    await request(app).post(`/api/my/projects/${projectId}/partners/${orgB.organizationId}/decline`).set(owner.auth).expect(200);
    expect(await notices(orgB)).toContain('Партнёрство отклонено: Чистый город');
    await request(app).post(`/api/projects/${projectId}/partnership`).set(orgB.auth).expect(201);
    const list = await request(app)
      .post(`/api/my/projects/${projectId}/partners/${orgB.organizationId}/accept`)
      .set(owner.auth)
      .expect(200);
    expect(list.body.data.map((p: { id: number; state: string }) => [p.id, p.state])).toEqual([
      [orgA.organizationId, 'accepted'],
      [orgB.organizationId, 'accepted'],
    ]);

    await request(app).delete(`/api/my/projects/${projectId}/partners/${orgB.organizationId}`).set(owner.auth).expect(204);
    expect(await notices(orgB)).toContain('Партнёрство завершено: Чистый город');
    await request(app).delete(`/api/my/projects/${projectId}/partners/${orgB.organizationId}`).set(owner.auth).expect(404);
    const page = await request(app).get(`/api/projects/${projectId}`).set(orgB.auth).expect(200);
    expect(page.body.myPartnership).toBeNull();
    expect(page.body.partners).toHaveLength(1);
  });

  it('an organization may leave or withdraw its request; the invited side may decline', async () => {
    const { app } = ctx;
    const id = await createProject(owner, 'Зелёный двор');
    await request(app).post(`/api/projects/${id}/partnership`).set(orgA.auth).expect(201);
    await request(app).delete(`/api/projects/${id}/partnership`).set(orgA.auth).expect(204);
    await request(app).delete(`/api/projects/${id}/partnership`).set(orgA.auth).expect(404);
    await request(app).post(`/api/my/projects/${id}/partners`).set(owner.auth).send({ organizationId: orgB.organizationId }).expect(201);
    await request(app).post(`/api/projects/${id}/partnership/decline`).set(orgB.auth).expect(200);
    const owned = await request(app).get(`/api/my/projects/${id}/partners`).set(owner.auth).expect(200);
    expect(owned.body.data).toEqual([]);
    expect(await notices(owner)).toContain('Партнёрство отклонено: Зелёный двор');
  });

  it('an organization owning a project invites others; it cannot partner its own project (400)', async () => {
    const { app } = ctx;
    const id = await createProject(orgA, 'Проект фонда');
    const self = await request(app).post(`/api/projects/${id}/partnership`).set(orgA.auth).set('Accept-Language', 'uz').expect(400);
    expect(self.body.msg).toBe("Loyiha egasi bo'lgan tashkilot uning hamkori bo'la olmaydi");
    const selfInvite = await request(app)
      .post(`/api/my/projects/${id}/partners`)
      .set(orgA.auth)
      .send({ organizationId: orgA.organizationId })
      .expect(400);
    expect(selfInvite.body.msg).toBe('Организация — владелец проекта не может быть его партнёром');
    await request(app).post(`/api/my/projects/${id}/partners`).set(orgA.auth).send({ organizationId: orgB.organizationId }).expect(201);
  });

  it('answers 400 with field messages in ru and uz', async () => {
    const { app } = ctx;
    const ru = await request(app).post(`/api/my/projects/${projectId}/partners`).set(owner.auth).send({}).expect(400);
    expect(ru.body.fields).toEqual({ organizationId: 'Данное поле обязательно для заполнения' });
    const uz = await request(app)
      .post(`/api/my/projects/${projectId}/partners`)
      .set(owner.auth)
      .set('Accept-Language', 'uz')
      .send({ organizationId: 'x' })
      .expect(400);
    expect(uz.body.fields.organizationId).toContain('2147483647');
    const state = await request(app)
      .get('/api/my/project-partnerships')
      .query({ state: 'maybe' })
      .set(orgA.auth)
      .set('Accept-Language', 'uz')
      .expect(400);
    expect(state.body.fields).toEqual({ state: "Ro'yxatdan qiymat tanlang" });
  });

  it("answers 401 without a session, 403 to the wrong role, 404 for others' projects and unknown ones", async () => {
    const { app, db } = ctx;
    await request(app).post(`/api/my/projects/${projectId}/partners`).send({ organizationId: orgB.organizationId }).expect(401);
    await request(app).post(`/api/projects/${projectId}/partnership`).expect(401);
    await request(app).get('/api/my/project-partnerships').expect(401);

    // Only organizations become partners: a volunteer is refused every partner action.
    await request(app).post(`/api/projects/${projectId}/partnership`).set(volunteer.auth).expect(403);
    await request(app).post(`/api/projects/${projectId}/partnership/accept`).set(volunteer.auth).expect(403);
    await request(app).delete(`/api/projects/${projectId}/partnership`).set(volunteer.auth).expect(403);
    await request(app).get('/api/my/project-partnerships').set(volunteer.auth).expect(403);
    // A trainee may not own projects, so has no owner's side either.
    const trainee = await activeAccount(app, { type: 'trainee' });
    await request(app)
      .get(`/api/my/projects/${projectId}/partners`)
      .set({ Authorization: `Bearer ${trainee.accessToken}` })
      .expect(403);
    const moderator = await staffAccount(app, db, 'moderator');
    await request(app).post(`/api/projects/${projectId}/partnership`).set(moderator.auth).expect(403);

    // Not the owner: someone else's project does not exist on the owner's side.
    await request(app).get(`/api/my/projects/${projectId}/partners`).set(volunteer.auth).expect(404);
    await request(app)
      .post(`/api/my/projects/${projectId}/partners`)
      .set(volunteer.auth)
      .send({ organizationId: orgB.organizationId })
      .expect(404);
    await request(app).post(`/api/my/projects/${projectId}/partners/${orgA.organizationId}/decline`).set(orgB.auth).expect(404);
    await request(app).delete(`/api/my/projects/${projectId}/partners/${orgA.organizationId}`).set(volunteer.auth).expect(404);
    // Unknown project, organization, decision; a draft project takes no requests.
    await request(app).post('/api/projects/999999/partnership').set(orgB.auth).expect(404);
    await request(app).post(`/api/my/projects/${projectId}/partners`).set(owner.auth).send({ organizationId: 999999 }).expect(404);
    await request(app).post(`/api/projects/${projectId}/partnership/maybe`).set(orgB.auth).expect(404);
    await request(app).post(`/api/projects/${projectId}/partnership/accept`).set(orgB.auth).expect(404);
    const draft = await createProject(owner, 'Черновик', false);
    await request(app).post(`/api/projects/${draft}/partnership`).set(orgB.auth).expect(404);
    const unpublished = await request(app)
      .post(`/api/my/projects/${draft}/partners`)
      .set(owner.auth)
      .send({ organizationId: orgB.organizationId })
      .expect(409);
    expect(unpublished.body.msg).toBe('Публикация ещё не опубликована');
  });
});
