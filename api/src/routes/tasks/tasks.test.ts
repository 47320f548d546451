import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { QueryTypes } from 'sequelize';
import { POINTS, type Locale, type TaskInput } from '@hashar/common';
import { activeAccount } from '../../test/accounts';
import { organizationAccount, staffAccount, volunteerAccount, type TestAccount } from '../../test/activities';
import { useTestApp } from '../../test/app';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const DAY = 24 * 3600 * 1000;

describe('pro bono tasks: list, apply with a proposal, results, acceptance with hours and points', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hashar-tasks-test-'));
  const ctx = useTestApp({ DATA_DIR: dataDir });
  let org: TestAccount;
  let otherOrg: TestAccount;
  let moderator: TestAccount;
  let volunteer: TestAccount;
  let probono: TestAccount;
  let probono2: TestAccount;
  let directionId: number;
  const categories: Record<string, number> = {};
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  const q = <T extends object>(sql: string, bind: unknown[] = []) => ctx.db.sequelize.query<T>(sql, { bind, type: QueryTypes.SELECT });

  /** A pro bono volunteer with the given pro bono directions (by key). */
  async function probonoAccount(name: string, directionKeys: string[]): Promise<TestAccount> {
    const ids = (await q<{ id: number }>('SELECT id FROM probono_directions WHERE key = ANY($1::text[])', [directionKeys])).map(
      (r) => r.id,
    );
    const a = await activeAccount(ctx.app, { type: 'probono', name, probonoDirections: ids });
    return {
      id: a.id,
      email: a.form.username,
      accessToken: a.accessToken,
      auth: { Authorization: `Bearer ${a.accessToken}` },
      organizationId: null,
    };
  }

  beforeAll(async () => {
    org = await organizationAccount(ctx.app, ctx.db, 'Фонд задач');
    otherOrg = await organizationAccount(ctx.app, ctx.db, 'Другая организация');
    moderator = await staffAccount(ctx.app, ctx.db, 'moderator');
    volunteer = await volunteerAccount(ctx.app, ctx.db, 'Обычный Волонтёр');
    probono = await probonoAccount('Юлия Юристова', ['law']);
    probono2 = await probonoAccount('Дина Дизайнерова', ['design']);
    [{ id: directionId }] = (await q<{ id: number }>('SELECT id FROM directions ORDER BY id LIMIT 1')) as [{ id: number }];
    for (const r of await q<{ id: number; key: string }>('SELECT id, key FROM task_categories')) categories[r.key] = r.id;
  });

  const input = (over: Partial<TaskInput> = {}): TaskInput => ({
    titleRu: 'Юридическая консультация',
    descriptionRu: 'Проверить устав фонда',
    directionIds: [directionId],
    categoryId: categories['legal']!,
    skillsRu: 'Гражданское право',
    resultRu: 'Заключение по уставу',
    deadline: new Date(Date.now() + 10 * DAY).toISOString(),
    isOnline: true,
    performers: 2,
    estimatedHours: 6,
    ...over,
  });

  /** An approved task of `org`. */
  async function published(over: Partial<TaskInput> = {}, owner = org): Promise<number> {
    const created = await request(ctx.app).post('/api/my/tasks').set(owner.auth).send(input(over)).expect(201);
    const id = created.body.id as number;
    await request(ctx.app).post(`/api/my/tasks/${id}/submit`).set(owner.auth).expect(200);
    await request(ctx.app).post(`/api/admin/tasks/${id}/approve`).set(moderator.auth).expect(200);
    return id;
  }

  const apply = (who: TestAccount | null, id: number, body: object, locale: Locale = 'ru') => {
    const req = request(ctx.app).post(`/api/activities/task/${id}/apply`).set('Accept-Language', locale);
    return (who ? req.set(who.auth) : req).send(body);
  };

  /** The owner picks an application (H4's owner routes). */
  const decide = (id: number, applicationId: number, action: 'accept' | 'reject', owner = org) =>
    request(ctx.app).post(`/api/my/tasks/${id}/applications/${applicationId}/decide`).set(owner.auth).send({ action });

  const submit = (who: TestAccount, id: number, body: object, locale: Locale = 'ru') =>
    request(ctx.app).post(`/api/tasks/${id}/results`).set('Accept-Language', locale).set(who.auth).send(body);

  it('tells the site through get-avatar which accounts are pro bono (the task pages open for them only)', async () => {
    const of = async (a: TestAccount) => (await request(ctx.app).get('/api/user/get-avatar').set(a.auth).expect(200)).body.sendUser;
    expect(await of(probono)).toMatchObject({ role: 'volon', isProbono: true, leadsActiveGroup: false });
    expect(await of(volunteer)).toMatchObject({ role: 'volon', isProbono: false, leadsActiveGroup: false });
    expect(await of(org)).toMatchObject({ role: 'organization', isProbono: false });
  });

  describe('GET /api/tasks', () => {
    let legal: number;
    let design: number;
    let onSite: number;
    let expired: number;
    beforeAll(async () => {
      legal = await published({ titleRu: 'Задача юриста', deadline: new Date(Date.now() + 20 * DAY).toISOString() });
      design = await published({
        titleRu: 'Задача дизайнера',
        categoryId: categories['design']!,
        deadline: new Date(Date.now() + 5 * DAY).toISOString(),
      });
      onSite = await published({
        titleRu: 'Очная задача',
        categoryId: categories['hr']!,
        isOnline: false,
        regionId: 1,
        deadline: new Date(Date.now() + 7 * DAY).toISOString(),
      });
      expired = await published({ titleRu: 'Просроченная задача' });
      await q("UPDATE tasks SET deadline = now() - interval '1 day' WHERE id = $1", [expired]);
    });

    const ids = (body: { data: { id: number }[] }) =>
      body.data.map((r) => r.id).filter((id) => [legal, design, onSite, expired].includes(id));

    it('lists open tasks, soonest deadline first; when=all adds passed ones; filters category, online, region', async () => {
      const list = await request(ctx.app).get('/api/tasks').expect(200);
      expect(ids(list.body)).toEqual([design, onSite, legal]);
      expect(list.body.data.find((r: { id: number }) => r.id === legal)).toMatchObject({
        category: { id: categories['legal'], name: 'Юридическая помощь' },
        isOnline: true,
        performers: 2,
        chosen: 0,
        estimatedHours: 6,
      });
      const all = await request(ctx.app).get('/api/tasks?when=all').expect(200);
      expect(ids(all.body)).toEqual([expired, design, onSite, legal]);
      expect(ids((await request(ctx.app).get(`/api/tasks?category=${categories['design']}`).expect(200)).body)).toEqual([design]);
      expect(ids((await request(ctx.app).get('/api/tasks?online=false').expect(200)).body)).toEqual([onSite]);
      // A region lists its on-site tasks and every online one.
      expect(ids((await request(ctx.app).get('/api/tasks?region=1').expect(200)).body)).toEqual([design, onSite, legal]);
      expect(ids((await request(ctx.app).get('/api/tasks?region=2').expect(200)).body)).toEqual([design, legal]);
      expect(ids((await request(ctx.app).get('/api/tasks?region=1&online=false').expect(200)).body)).toEqual([onSite]);
      // The count reads the region's rows and the other regions' online ones apart: an online task of region 1 counts once.
      await q('UPDATE tasks SET region_id = 1 WHERE id = $1', [design]);
      for (const region of [1, 2]) {
        const page = (await request(ctx.app).get(`/api/tasks?region=${region}`).expect(200)).body;
        expect(ids(page)).toEqual(region === 1 ? [design, onSite, legal] : [design, legal]);
        expect(page.total).toBe(page.data.length);
      }
      const newest = await request(ctx.app).get('/api/tasks?sort=newest').expect(200);
      expect(ids(newest.body)).toEqual([onSite, design, legal]);
    });

    it("puts a pro bono volunteer's categories first; for=me keeps only them", async () => {
      const mine = await request(ctx.app).get('/api/tasks').set(probono.auth).expect(200);
      expect(ids(mine.body)[0]).toBe(legal);
      const designer = await request(ctx.app).get('/api/tasks').set(probono2.auth).expect(200);
      expect(ids(designer.body)[0]).toBe(design);
      expect(ids((await request(ctx.app).get('/api/tasks?for=me').set(probono.auth).expect(200)).body)).toEqual([legal]);
      expect(ids((await request(ctx.app).get('/api/tasks?for=me').set(volunteer.auth).expect(200)).body)).toEqual([]);
      // Anyone else keeps the plain order.
      expect(ids((await request(ctx.app).get('/api/tasks').set(volunteer.auth).expect(200)).body)).toEqual([design, onSite, legal]);
    });

    it('400 for a bad filter, with the message in ru and uz', async () => {
      const ru = await request(ctx.app).get('/api/tasks?online=maybe').expect(400);
      expect(ru.body.fields.online).toBe('Укажите «да» или «нет»');
      const uz = await request(ctx.app).get('/api/tasks?when=never').set('Accept-Language', 'uz').expect(400);
      expect(uz.body.fields.when).toBeTruthy();
      expect(uz.body.fields.when).not.toBe(ru.body.fields.online);
    });

    it('detail: canApply for a pro bono volunteer, a reason for others and guests', async () => {
      const guest = await request(ctx.app).get(`/api/tasks/${legal}`).expect(200);
      expect(guest.body).toMatchObject({
        canApply: false,
        cannotApply: 'guest',
        myResult: null,
        skills: 'Гражданское право',
        expectedResult: 'Заключение по уставу',
      });
      const plain = await request(ctx.app).get(`/api/tasks/${legal}`).set(volunteer.auth).expect(200);
      expect(plain.body).toMatchObject({ canApply: false, cannotApply: 'not_probono' });
      const pro = await request(ctx.app).get(`/api/tasks/${legal}`).set(probono.auth).expect(200);
      expect(pro.body).toMatchObject({ canApply: true, cannotApply: null });
      const late = await request(ctx.app).get(`/api/tasks/${expired}`).set(probono.auth).expect(200);
      expect(late.body).toMatchObject({ canApply: false, cannotApply: 'closed' });
      await request(ctx.app).get('/api/tasks/999999').expect(404);
    });
  });

  describe('apply with a proposal', () => {
    let id: number;
    beforeAll(async () => {
      id = await published({ titleRu: 'Задача для откликов' });
    });

    it('401 for a guest, 403 for a volunteer who is not pro bono and for an organization', async () => {
      await apply(null, id, { message: 'Хочу' }).expect(401);
      await apply(volunteer, id, { message: 'Хочу' }).expect(403);
      await apply(org, id, { message: 'Хочу' }).expect(403);
    });

    it('400 without a proposal or with a too long one (ru and uz)', async () => {
      const ru = await apply(probono, id, {}).expect(400);
      expect(ru.body.fields).toEqual({ message: 'Данное поле обязательно для заполнения' });
      const uz = await apply(probono, id, { message: '   ' }, 'uz').expect(400);
      expect(uz.body.fields).toEqual({ message: "to'ldirilishi shart" });
      await apply(probono, id, { message: 'я'.repeat(3001) }).expect(400);
    });

    it('201 pending with the proposal; 409 when applying twice; 404 for a missing task; 409 after the deadline', async () => {
      const res = await apply(probono, id, { message: 'Я юрист с опытом' }).expect(201);
      expect(res.body).toMatchObject({ state: 'pending', sessionId: null });
      const [row] = await q<{ message: string }>('SELECT message FROM applications WHERE id = $1', [res.body.id]);
      expect(row!.message).toBe('Я юрист с опытом');
      await apply(probono, id, { message: 'Ещё раз' }).expect(409);
      await apply(probono, 999999, { message: 'Нет задачи' }).expect(404);
      const late = await published({ titleRu: 'Поздняя задача' });
      await q("UPDATE tasks SET deadline = now() - interval '1 hour' WHERE id = $1", [late]);
      const closed = await apply(probono, late, { message: 'Опоздал' }).expect(409);
      expect(closed.body.msg).toBe('Срок задачи истёк, отклики закрыты');
      const closedUz = await apply(probono, late, { message: 'Kechikdim' }, 'uz').expect(409);
      expect(closedUz.body.msg).toBe('Vazifa muddati tugagan, arizalar yopilgan');
    });
  });

  describe('results: hand in, request changes, accept', () => {
    let id: number;
    let chosenApp: number;
    let pendingApp: number;
    let firstResult: number;
    beforeAll(async () => {
      id = await published({ titleRu: 'Задача с результатом', estimatedHours: 6 });
      chosenApp = (await apply(probono, id, { message: 'Сделаю' }).expect(201)).body.id as number;
      pendingApp = (await apply(probono2, id, { message: 'И я могу' }).expect(201)).body.id as number;
      expect(pendingApp).toBeGreaterThan(0);
    });

    it('409 before the performer is chosen; 403 for one who did not apply and for a volunteer who is not pro bono; 401 for a guest', async () => {
      const early = await submit(probono, id, { body: 'Готово' }).expect(409);
      expect(early.body.msg).toBe('Сдать результат может только выбранный исполнитель');
      const other = await probonoAccount('Без отклика', ['it']);
      await submit(other, id, { body: 'Готово' }).expect(403);
      await submit(volunteer, id, { body: 'Готово' }).expect(403);
      await request(ctx.app).post(`/api/tasks/${id}/results`).send({ body: 'x' }).expect(401);
      await submit(probono, 999999, { body: 'Готово' }).expect(404);
    });

    it('the owner picks the performer; the list shows one chosen', async () => {
      await decide(id, chosenApp, 'accept').expect(200);
      const detail = await request(ctx.app).get(`/api/tasks/${id}`).expect(200);
      expect(detail.body.chosen).toBe(1);
    });

    it('uploads a file: 201 for a PDF, 415 for text, 403 for a volunteer who is not pro bono, 401 for a guest', async () => {
      const up = await request(ctx.app)
        .post('/api/my/uploads/task-result')
        .set(probono.auth)
        .attach('file', PDF, 'Заключение.pdf')
        .expect(201);
      expect(up.body).toMatchObject({ name: 'Заключение.pdf', type: 'application/pdf' });
      await request(ctx.app)
        .post('/api/my/uploads/task-result')
        .set(probono.auth)
        .attach('file', Buffer.from('hello'), 'a.txt')
        .expect(415);
      await request(ctx.app).post('/api/my/uploads/task-result').set(volunteer.auth).attach('file', PDF, 'a.pdf').expect(403);
      await request(ctx.app).post('/api/my/uploads/task-result').attach('file', PDF, 'a.pdf').expect(401);
    });

    it('400 for an empty body, a bad link or someone else’s file (ru and uz)', async () => {
      const ru = await submit(probono, id, { body: ' ', link: 'ftp://x' }).expect(400);
      expect(ru.body.fields).toEqual({
        body: 'Данное поле обязательно для заполнения',
        link: 'Укажите ссылку, начинающуюся с http://, https:// или /',
      });
      const uz = await submit(probono, id, { body: '' }, 'uz').expect(400);
      expect(uz.body.fields).toEqual({ body: "to'ldirilishi shart" });
      const foreign = (
        await request(ctx.app).post('/api/my/uploads/task-result').set(probono2.auth).attach('file', PDF, 'b.pdf').expect(201)
      ).body.key as string;
      const notMine = await submit(probono, id, { body: 'Готово', files: [{ key: foreign }] }).expect(400);
      expect(notMine.body.fields.files).toBe('Файл не найден: загрузите его заново');
    });

    it('201 submitted with text, link and files; the owner is told; 409 while it waits for review', async () => {
      const up = await request(ctx.app)
        .post('/api/my/uploads/task-result')
        .set(probono.auth)
        .attach('file', PDF, 'Заключение.pdf')
        .expect(201);
      const res = await submit(probono, id, {
        body: 'Заключение готово',
        link: 'https://example.uz/doc',
        files: [{ key: up.body.key, name: 'Заключение.pdf' }],
      }).expect(201);
      expect(res.body).toMatchObject({
        state: 'submitted',
        body: 'Заключение готово',
        link: 'https://example.uz/doc',
        reviewComment: null,
      });
      expect(res.body.files).toEqual([
        { key: up.body.key, url: `/uploads/${up.body.key}`, name: 'Заключение.pdf', type: 'application/pdf', size: PDF.length },
      ]);
      firstResult = res.body.id as number;
      const notices = await request(ctx.app).get('/api/notifications').set(org.auth).expect(200);
      expect(JSON.stringify(notices.body)).toContain('Юлия Юристова сдал(а) результат по задаче «Задача с результатом»');
      await submit(probono, id, { body: 'Ещё раз' }).expect(409);
      const detail = await request(ctx.app).get(`/api/tasks/${id}`).set(probono.auth).expect(200);
      expect(detail.body.myResult).toMatchObject({ id: firstResult, state: 'submitted' });
    });

    it('GET /api/my/tasks/:id/results: the owner reads them; 401, 403 for a volunteer, 404 for another organization', async () => {
      const list = await request(ctx.app).get(`/api/my/tasks/${id}/results`).set(org.auth).expect(200);
      expect(list.body.total).toBe(1);
      expect(list.body.data[0]).toMatchObject({ id: firstResult, applicationState: 'accepted', performer: { name: 'Юлия Юристова' } });
      await request(ctx.app).get(`/api/my/tasks/${id}/results`).expect(401);
      await request(ctx.app).get(`/api/my/tasks/${id}/results`).set(probono.auth).expect(403);
      await request(ctx.app).get(`/api/my/tasks/${id}/results`).set(otherOrg.auth).expect(404);
      await request(ctx.app).get('/api/my/tasks/999999/results').set(org.auth).expect(404);
    });

    it('request-changes: 400 without a comment (ru and uz), 403/404 for others, then the performer hands in again', async () => {
      const url = `/api/my/tasks/${id}/results/${firstResult}/request-changes`;
      const ru = await request(ctx.app).post(url).set(org.auth).send({}).expect(400);
      expect(ru.body.fields).toEqual({ comment: 'Данное поле обязательно для заполнения' });
      const uz = await request(ctx.app).post(url).set(org.auth).set('Accept-Language', 'uz').send({ comment: '' }).expect(400);
      expect(uz.body.fields).toEqual({ comment: "to'ldirilishi shart" });
      await request(ctx.app).post(url).send({ comment: 'x' }).expect(401);
      await request(ctx.app).post(url).set(probono.auth).send({ comment: 'x' }).expect(403);
      await request(ctx.app).post(url).set(otherOrg.auth).send({ comment: 'x' }).expect(404);
      await request(ctx.app).post(`/api/my/tasks/${id}/results/999999/request-changes`).set(org.auth).send({ comment: 'x' }).expect(404);
      const sent = await request(ctx.app).post(url).set(org.auth).send({ comment: 'Добавьте ссылки на статьи' }).expect(200);
      expect(sent.body).toMatchObject({ state: 'changes_requested', reviewComment: 'Добавьте ссылки на статьи' });
      await request(ctx.app).post(url).set(org.auth).send({ comment: 'Ещё' }).expect(409);
      const mail = await request(ctx.app).get('/api/dev/mail').query({ to: probono.email }).expect(200);
      expect(JSON.stringify(mail.body)).toContain('Нужны доработки: Задача с результатом');
      const detail = await request(ctx.app).get(`/api/tasks/${id}`).set(probono.auth).expect(200);
      expect(detail.body.myResult).toMatchObject({ state: 'changes_requested', reviewComment: 'Добавьте ссылки на статьи' });
      const again = await submit(probono, id, { body: 'Заключение со ссылками' }).expect(201);
      firstResult = again.body.id as number;
    });

    it('accept: hours (the estimate by default) verified, task points added, 409 when accepted twice, the performer is told', async () => {
      const url = `/api/my/tasks/${id}/results/${firstResult}/accept`;
      const bad = await request(ctx.app).post(url).set(org.auth).send({ hours: -1 }).expect(400);
      expect(bad.body.fields.hours).toBeTruthy();
      const badUz = await request(ctx.app).post(url).set(org.auth).set('Accept-Language', 'uz').send({ hours: 5000 }).expect(400);
      expect(badUz.body.fields.hours).not.toBe(bad.body.fields.hours);
      await request(ctx.app).post(url).send({}).expect(401);
      await request(ctx.app).post(url).set(probono.auth).send({}).expect(403);
      await request(ctx.app).post(url).set(otherOrg.auth).send({}).expect(404);
      const before = (await request(ctx.app).get('/api/my/points').set(probono.auth).expect(200)).body.balance as number;
      const done = await request(ctx.app).post(url).set(org.auth).send({}).expect(200);
      expect(done.body).toMatchObject({ state: 'accepted' });
      const after = await request(ctx.app).get('/api/my/points').set(probono.auth).expect(200);
      expect(after.body.balance).toBe(before + POINTS.perVerifiedHour * 6 + POINTS.perCompletedTask);
      expect(after.body.verifiedHours).toBe(6);
      // The task's points name the task in the history, like the hours' points.
      const rows = (after.body.history.data as { title: string; delta: number; reason: string }[]).filter(
        (r) => r.title === 'Задача с результатом',
      );
      expect(rows.map((r) => [r.reason, r.delta]).sort()).toEqual([
        ['hours', POINTS.perVerifiedHour * 6],
        ['task', POINTS.perCompletedTask],
      ]);
      const [ledger] = await q<{ n: number }>(
        `SELECT count(*)::int AS n FROM points_ledger WHERE reason = 'task' AND application_id = $1`,
        [chosenApp],
      );
      expect(ledger!.n).toBe(1);
      const [app] = await q<{ state: string }>('SELECT state FROM applications WHERE id = $1', [chosenApp]);
      expect(app!.state).toBe('completed');
      await request(ctx.app).post(url).set(org.auth).send({}).expect(409);
      await submit(probono, id, { body: 'После приёма' }).expect(409);
      const notices = await request(ctx.app).get('/api/notifications').set(probono.auth).expect(200);
      expect(JSON.stringify(notices.body)).toContain('Результат принят: Задача с результатом');
    });

    it('400 when neither the owner nor the task gives hours', async () => {
      const noEstimate = await published({ titleRu: 'Без оценки', estimatedHours: null });
      const appId = (await apply(probono2, noEstimate, { message: 'Беру' }).expect(201)).body.id as number;
      await decide(noEstimate, appId, 'accept').expect(200);
      const result = (await submit(probono2, noEstimate, { body: 'Сделано' }).expect(201)).body.id as number;
      const url = `/api/my/tasks/${noEstimate}/results/${result}/accept`;
      const ru = await request(ctx.app).post(url).set(org.auth).send({}).expect(400);
      expect(ru.body.msg).toBe('Укажите часы: у задачи нет оценки трудозатрат');
      const uz = await request(ctx.app).post(url).set(org.auth).set('Accept-Language', 'uz').send({}).expect(400);
      expect(uz.body.msg).toBe("Soatlarni kiriting: vazifada taxminiy soatlar ko'rsatilmagan");
      await request(ctx.app).post(url).set(org.auth).send({ hours: 2.5 }).expect(200);
    });

    it('GET /api/my/task-applications: the pro bono volunteer’s tasks with their latest result; 403 for others', async () => {
      const mine = await request(ctx.app).get('/api/my/task-applications').set(probono.auth).expect(200);
      const row = mine.body.data.find((r: { task: { id: number } }) => r.task.id === id);
      expect(row).toMatchObject({
        state: 'completed',
        proposal: 'Сделаю',
        task: { title: 'Задача с результатом', estimatedHours: 6 },
        result: { state: 'accepted' },
      });
      await request(ctx.app).get('/api/my/task-applications').set(volunteer.auth).expect(403);
      await request(ctx.app).get('/api/my/task-applications').expect(401);
    });
  });
});
