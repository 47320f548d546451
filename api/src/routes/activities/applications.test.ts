import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { QueryTypes } from 'sequelize';
import { organizationAccount, staffAccount, volunteerAccount, type TestAccount } from '../../test/activities';
import { useTestApp } from '../../test/app';
import { createApprovedEvent } from '../../test/events';
import { appliedId, mailTo, notificationsOf, sessionHeld, stateOf } from '../../test/participation';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const DAY = 24 * 3600 * 1000;

describe('/api/my/:api/:id/applications: the owner decides applications to any kind', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hashar-owner-test-'));
  const ctx = useTestApp({ DATA_DIR: dataDir });
  let org: TestAccount;
  let otherOrg: TestAccount;
  let moderator: TestAccount;
  let author: TestAccount;
  let vols: TestAccount[];
  let directionId: number;
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  const get = (p: string, who: TestAccount) => request(ctx.app).get(`/api/my${p}`).set(who.auth);
  const post = (p: string, body: object, who: TestAccount) => request(ctx.app).post(`/api/my${p}`).set(who.auth).send(body);

  beforeAll(async () => {
    org = await organizationAccount(ctx.app, ctx.db, 'Организация-владелец');
    otherOrg = await organizationAccount(ctx.app, ctx.db, 'Чужая организация');
    moderator = await staffAccount(ctx.app, ctx.db, 'moderator');
    author = await volunteerAccount(ctx.app, ctx.db, 'Автор Проектов');
    vols = [];
    for (let i = 0; i < 3; i++) vols.push(await volunteerAccount(ctx.app, ctx.db, `Заявитель ${i}`));
    [{ id: directionId }] = (await ctx.db.sequelize.query<{ id: number }>('SELECT id FROM directions ORDER BY id LIMIT 1', {
      type: QueryTypes.SELECT,
    })) as [{ id: number }];
  });

  describe('an event of an organization', () => {
    let eventId: number;
    let applicationId: number;
    let otherApplicationId: number;
    let otherEventId: number;

    beforeAll(async () => {
      const event = await createApprovedEvent(ctx.db, org.organizationId!, { titleRu: 'Уборка берега', titleUz: 'Qirg‘oqni tozalash' });
      eventId = event.eventId;
      applicationId = await appliedId(ctx.app, vols[0]!, event.sessionIds[0]!);
      const other = await createApprovedEvent(ctx.db, otherOrg.organizationId!, { titleRu: 'Чужое событие' });
      otherEventId = other.eventId;
      otherApplicationId = await appliedId(ctx.app, vols[1]!, other.sessionIds[0]!);
    });

    it('lists the applications newest first, filters by state, and decides, notifies and verifies', async () => {
      const list = await get(`/events/${eventId}/applications`, org).expect(200);
      expect(list.body).toMatchObject({ total: 1, page: 1 });
      expect(list.body.data[0]).toEqual({
        id: applicationId,
        state: 'pending',
        createdAt: expect.any(String),
        decidedAt: null,
        message: null,
        note: null,
        cv: null,
        hours: null,
        // Pending: the e-mail only once accepted.
        user: { id: vols[0]!.id, name: 'Заявитель 0', avatar: null, email: null },
        team: null,
      });
      expect((await get(`/events/${eventId}/applications?state=accepted`, org).expect(200)).body.total).toBe(0);

      const decided = await post(
        `/events/${eventId}/applications/${applicationId}/decide`,
        { action: 'accept', message: 'Ждём в 9:00 у входа' },
        org,
      ).expect(200);
      expect(decided.body).toMatchObject({ id: applicationId, state: 'accepted', decidedAt: expect.any(String) });
      expect(decided.body.user.email).toBe(vols[0]!.email);
      const [notice] = await notificationsOf(ctx.db, vols[0]!.id);
      expect(notice).toMatchObject({ kind: 'application_accepted', title_ru: 'Заявка принята: Уборка берега' });
      const [mail] = await mailTo(ctx.db, vols[0]!.email);
      expect(mail!.text).toContain('Ждём в 9:00 у входа');

      await sessionHeld(ctx.db, { applicationId });
      await post(`/events/${eventId}/applications/${applicationId}/verify`, { hours: 25 }, org).expect(400);
      const verified = await post(`/events/${eventId}/applications/${applicationId}/verify`, { hours: 3.5 }, org).expect(200);
      expect(verified.body).toMatchObject({ state: 'completed', hours: 3.5 });
      const again = await post(`/events/${eventId}/applications/${applicationId}/verify`, { hours: 3.5 }, org).expect(409);
      expect(again.body.msg).toBe('Часы по этой заявке уже подтверждены');
    });

    it('keeps a private note', async () => {
      const saved = await request(ctx.app)
        .put(`/api/my/events/${eventId}/applications/${applicationId}/note`)
        .set(org.auth)
        .send({ note: 'Надёжный, звать ещё' })
        .expect(200);
      expect(saved.body.note).toBe('Надёжный, звать ещё');
      const tooLong = await request(ctx.app)
        .put(`/api/my/events/${eventId}/applications/${applicationId}/note`)
        .set(org.auth)
        .set('Accept-Language', 'uz')
        .send({ note: 'x'.repeat(2001) })
        .expect(400);
      expect(tooLong.body.error).toBe('validation');
    });

    it('is 401 without a token, 403 for a role that cannot own the kind, 404 for anyone else’s activity or application', async () => {
      await request(ctx.app).get(`/api/my/events/${eventId}/applications`).expect(401);
      await request(ctx.app).post(`/api/my/events/${eventId}/applications/${applicationId}/decide`).send({ action: 'reject' }).expect(401);
      const denied = await get(`/events/${eventId}/applications`, vols[0]!).expect(403);
      expect(denied.body.msg).toBe('Недостаточно прав для этого действия');
      await get(`/events/${eventId}/applications`, moderator).expect(403);
      await get(`/events/${otherEventId}/applications`, org).expect(404);
      await get(`/events/${eventId}/applications`, otherOrg).expect(404);
      await post(`/events/${otherEventId}/applications/${otherApplicationId}/decide`, { action: 'accept' }, org).expect(404);
      // Another activity's application through an own activity's path.
      await post(`/events/${eventId}/applications/${otherApplicationId}/decide`, { action: 'accept' }, org).expect(404);
      await post(`/events/${eventId}/applications/${otherApplicationId}/verify`, { hours: 1 }, org).expect(404);
      await request(ctx.app)
        .put(`/api/my/events/${eventId}/applications/${otherApplicationId}/note`)
        .set(org.auth)
        .send({ note: 'x' })
        .expect(404);
      expect(await stateOf(ctx.db, otherApplicationId)).toBe('pending');
      await get(`/events/999999/applications`, org).expect(404);
    });

    it('answers 400 in the request’s language for a decision the kind does not offer, 409 for an illegal move', async () => {
      const fresh = await createApprovedEvent(ctx.db, org.organizationId!);
      const id = await appliedId(ctx.app, vols[2]!, fresh.sessionIds[0]!);
      const ru = await post(`/events/${fresh.eventId}/applications/${id}/decide`, { action: 'shortlist' }, org).expect(400);
      expect(ru.body.fields.action).toBe('Такое решение не предусмотрено для этого вида деятельности');
      const uz = await post(`/events/${fresh.eventId}/applications/${id}/decide?locale=uz`, { action: 'shortlist' }, org)
        .set('Accept-Language', 'uz')
        .expect(400);
      expect(uz.body.fields.action).toBe("Bu faoliyat turi uchun bunday qaror ko'zda tutilmagan");
      await post(`/events/${fresh.eventId}/applications/${id}/decide`, { action: 'verify' }, org).expect(400);
      await post(`/events/${fresh.eventId}/applications/${id}/decide`, {}, org).expect(400);
      const illegal = await post(`/events/${fresh.eventId}/applications/${id}/decide`, { action: 'attend' }, org).expect(409);
      expect(illegal.body.msg).toBe(`Действие недоступно для заявок: ${id}. Ничего не изменено`);
      await post(`/events/${fresh.eventId}/applications/${id}/verify`, { hours: 2 }, org).expect(409);
    });
  });

  describe('a project a volunteer owns', () => {
    let projectId: number;
    let applicationId: number;

    beforeAll(async () => {
      const created = await post(
        '/projects',
        {
          titleRu: 'Сад во дворе',
          descriptionRu: 'Сажаем деревья во дворе всей махаллей',
          directionIds: [directionId],
          isNationwide: true,
          startsAt: new Date(Date.now() + 2 * DAY).toISOString(),
          endsAt: new Date(Date.now() + 60 * DAY).toISOString(),
        },
        author,
      ).expect(201);
      projectId = created.body.id as number;
      await post(`/projects/${projectId}/submit`, {}, author).expect(200);
      await request(ctx.app).post(`/api/admin/projects/${projectId}/approve`).set(moderator.auth).expect(200);
      const applied = await request(ctx.app)
        .post(`/api/activities/project/${projectId}/apply`)
        .set(vols[1]!.auth)
        .send({ message: 'Умею копать' })
        .expect(201);
      applicationId = applied.body.id as number;
    });

    it('lets the owning volunteer accept, verify long hours and read the proposal; others get 404', async () => {
      const list = await get(`/projects/${projectId}/applications`, author).expect(200);
      expect(list.body.data).toEqual([expect.objectContaining({ id: applicationId, state: 'pending', message: 'Умею копать' })]);
      await get(`/projects/${projectId}/applications`, vols[0]!).expect(404);
      await get(`/projects/${projectId}/applications`, org).expect(404);
      await post(`/projects/${projectId}/applications/${applicationId}/decide`, { action: 'accept' }, author).expect(200);
      // Hours on a project only once it has started (common/hours.ts).
      await post(`/projects/${projectId}/applications/${applicationId}/verify`, { hours: 120 }, author).expect(409);
      await ctx.db.sequelize.query(`UPDATE projects SET starts_at = now() - interval '30 days' WHERE id = $1`, { bind: [projectId] });
      await post(`/projects/${projectId}/applications/${applicationId}/verify`, { hours: 1001 }, author).expect(400);
      const verified = await post(`/projects/${projectId}/applications/${applicationId}/verify`, { hours: 120 }, author).expect(200);
      expect(verified.body).toMatchObject({ state: 'completed', hours: 120 });
      const [notice] = await notificationsOf(ctx.db, vols[1]!.id);
      expect(notice!.kind).toBe('hours_verified');
    });
  });

  describe('a task an initiative group owns', () => {
    let taskId: number;
    let applicationId: number;
    let leader: TestAccount;
    const sql = <T extends object>(text: string, bind: unknown[]) => ctx.db.sequelize.query<T>(text, { bind, type: QueryTypes.SELECT });

    beforeAll(async () => {
      leader = await volunteerAccount(ctx.app, ctx.db, 'Лидер Группы');
      const [group] = await sql<{ id: number }>(
        `INSERT INTO initiative_groups (name_ru, moderation, created_at, updated_at) VALUES ($1, 'approved', now(), now()) RETURNING id`,
        ['Инициативная группа'],
      );
      await sql(
        `INSERT INTO initiative_group_members (group_id, user_id, role, created_at) VALUES ($1, $2, 'leader', now()) RETURNING group_id`,
        [group!.id, leader.id],
      );
      const [task] = await sql<{ id: number }>(
        `INSERT INTO tasks (owner_group_id, title_ru, description_ru, moderation, category_id, deadline, performers)
         VALUES ($1, 'Логотип для группы', 'Нужен логотип', 'approved', (SELECT min(id) FROM task_categories), now() + interval '10 days', 1)
         RETURNING id`,
        [group!.id],
      );
      taskId = task!.id;
      const [application] = await sql<{ id: number }>(
        `INSERT INTO applications (user_id, activity_kind, activity_id, state, message) VALUES ($1, 'task', $2, 'pending', 'Сделаю за неделю') RETURNING id`,
        [vols[0]!.id, taskId],
      );
      applicationId = application!.id;
    });

    it('lets the group’s leader pick the performer; other volunteers get 403, other owners 404', async () => {
      const list = await get(`/tasks/${taskId}/applications`, leader).expect(200);
      expect(list.body.data).toEqual([expect.objectContaining({ id: applicationId, message: 'Сделаю за неделю' })]);
      const chosen = await post(`/tasks/${taskId}/applications/${applicationId}/decide`, { action: 'accept' }, leader).expect(200);
      expect(chosen.body.state).toBe('accepted');
      // Tasks verify hours when their result is accepted, not here.
      await post(`/tasks/${taskId}/applications/${applicationId}/verify`, { hours: 5 }, leader).expect(400);
      await get(`/tasks/${taskId}/applications`, vols[1]!).expect(403);
      await get(`/tasks/${taskId}/applications`, org).expect(404);
    });
  });

  describe('a vacancy: the hiring pipeline and the CV', () => {
    let vacancyId: number;
    let applicationId: number;

    beforeAll(async () => {
      const created = await post(
        '/vacancies',
        {
          titleRu: 'Координатор волонтёров',
          descriptionRu: 'Работа с волонтёрами фонда',
          directionIds: [directionId],
          vacancyKind: 'vacancy',
          pay: 'paid',
          amount: 5_000_000,
          isRemote: true,
          deadline: new Date(Date.now() + 30 * DAY).toISOString(),
          places: 1,
        },
        org,
      ).expect(201);
      vacancyId = created.body.id as number;
      await post(`/vacancies/${vacancyId}/submit`, {}, org).expect(200);
      await request(ctx.app).post(`/api/admin/vacancy/${vacancyId}/approve`).set(moderator.auth).expect(200);
      const cv = await request(ctx.app).post('/api/my/uploads/cv').set(vols[2]!.auth).attach('file', PDF, 'Резюме.pdf').expect(201);
      const applied = await request(ctx.app)
        .post(`/api/activities/vacancy/${vacancyId}/apply`)
        .set(vols[2]!.auth)
        .send({ message: 'Пять лет в НКО', cv: cv.body.key, cvName: 'Резюме.pdf' })
        .expect(201);
      applicationId = applied.body.id as number;
    });

    it('moves pending → shortlisted → interview → accepted, each step notified', async () => {
      const path = `/vacancies/${vacancyId}/applications/${applicationId}`;
      await post(`${path}/decide`, { action: 'interview' }, org).expect(409);
      expect((await post(`${path}/decide`, { action: 'shortlist' }, org).expect(200)).body.state).toBe('shortlisted');
      expect((await post(`${path}/decide`, { action: 'interview', message: 'Завтра в 11:00' }, org).expect(200)).body.state).toBe(
        'interview',
      );
      expect((await post(`${path}/decide`, { action: 'accept' }, org).expect(200)).body.state).toBe('accepted');
      const kinds = (await notificationsOf(ctx.db, vols[2]!.id)).map((n) => n.kind);
      expect(kinds.slice(0, 3)).toEqual(['application_accepted', 'application_interview', 'application_shortlisted']);
      const mails = await mailTo(ctx.db, vols[2]!.email);
      expect(mails.some((m) => m.text.includes('Завтра в 11:00'))).toBe(true);
      await post(`${path}/decide`, { action: 'attend' }, org).expect(400);
      await post(`${path}/verify`, { hours: 2 }, org).expect(400);
    });

    it('serves the CV to the owner and to the applicant only', async () => {
      const row = (await get(`/vacancies/${vacancyId}/applications`, org).expect(200)).body.data[0];
      expect(row.cv).toEqual({ name: 'Резюме.pdf', url: `/api/my/vacancies/${vacancyId}/applications/${applicationId}/cv` });
      const file = await request(ctx.app).get(row.cv.url).set(org.auth).buffer(true).expect(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['cache-control']).toBe('private, no-store');
      expect(Buffer.from(file.body as Buffer).equals(PDF)).toBe(true);
      await request(ctx.app).get(row.cv.url).set(otherOrg.auth).expect(404);
      await request(ctx.app).get(`/api/my/applications/${applicationId}/cv`).set(vols[2]!.auth).expect(200);
      await request(ctx.app).get(`/api/my/applications/${applicationId}/cv`).set(vols[0]!.auth).expect(404);
      await request(ctx.app).get(`/api/my/applications/${applicationId}/cv`).expect(401);
    });
  });
});
