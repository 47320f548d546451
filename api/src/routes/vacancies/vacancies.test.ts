import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { QueryTypes } from 'sequelize';
import type { VacancyInput } from '@hashar/common';
import { activeAccount } from '../../test/accounts';
import { organizationAccount, staffAccount, volunteerAccount, type TestAccount } from '../../test/activities';
import { useTestApp } from '../../test/app';
import { PNG } from '../../test/images';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const DOCX = Buffer.concat([
  Buffer.from([0x50, 0x4b, 0x03, 0x04]),
  Buffer.alloc(26),
  Buffer.from('[Content_Types].xml'),
  Buffer.from('word/document.xml'),
]);
const DOC = Buffer.concat([
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  Buffer.alloc(120),
  Buffer.from('WordDocument', 'utf16le'),
]);
const ZIP = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64)]);
const DAY = 24 * 3600 * 1000;

describe('vacancies: CV upload, apply with a cover letter and a CV, public list and detail', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hashar-vacancies-test-'));
  const ctx = useTestApp({ DATA_DIR: dataDir });
  let org: TestAccount;
  let moderator: TestAccount;
  let volunteer: TestAccount;
  let trainee: TestAccount;
  let directionId: number;
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  beforeAll(async () => {
    org = await organizationAccount(ctx.app, ctx.db, 'Нанимающая организация');
    moderator = await staffAccount(ctx.app, ctx.db, 'moderator');
    volunteer = await volunteerAccount(ctx.app, ctx.db, 'Вера Откликова');
    const t = await activeAccount(ctx.app, { type: 'trainee', name: 'Тимур Стажёров' });
    trainee = {
      id: t.id,
      email: t.form.username,
      accessToken: t.accessToken,
      auth: { Authorization: `Bearer ${t.accessToken}` },
      organizationId: null,
    };
    [{ id: directionId }] = (await ctx.db.sequelize.query<{ id: number }>('SELECT id FROM directions ORDER BY id LIMIT 1', {
      type: QueryTypes.SELECT,
    })) as [{ id: number }];
  });

  const input = (over: Partial<VacancyInput> = {}): VacancyInput => ({
    titleRu: 'Младший аналитик',
    descriptionRu: 'Работа с данными волонтёрских программ',
    directionIds: [directionId],
    vacancyKind: 'vacancy',
    dutiesRu: 'Сводные таблицы',
    requirementsRu: 'Excel',
    scheduleRu: 'Пн–Пт, 9:00–18:00',
    pay: 'paid',
    amount: 6_000_000,
    isRemote: false,
    regionId: 1,
    deadline: new Date(Date.now() + 30 * DAY).toISOString(),
    places: 2,
    ...over,
  });

  /** A vacancy created, submitted and approved; returns its id. */
  async function published(over: Partial<VacancyInput> = {}): Promise<number> {
    const created = await request(ctx.app).post('/api/my/vacancies').set(org.auth).send(input(over)).expect(201);
    const id = created.body.id as number;
    await request(ctx.app).post(`/api/my/vacancies/${id}/submit`).set(org.auth).expect(200);
    await request(ctx.app).post(`/api/admin/vacancy/${id}/approve`).set(moderator.auth).expect(200);
    return id;
  }

  const uploadCv = (account: TestAccount | null, data: Buffer, name: string) => {
    const req = request(ctx.app).post('/api/my/uploads/cv');
    if (account) req.set(account.auth);
    return req.attach('file', data, name);
  };

  describe('POST /api/my/uploads/cv', () => {
    it('takes a PDF, a DOCX and a DOC by content into the private folder, never served at /uploads', async () => {
      const pdf = await uploadCv(trainee, PDF, 'Резюме.pdf').expect(201);
      expect(pdf.body).toEqual({
        key: expect.stringMatching(/^cv\/[0-9a-f-]{36}\.pdf$/),
        name: 'Резюме.pdf',
        size: PDF.length,
        type: 'application/pdf',
      });
      expect(pdf.body).not.toHaveProperty('url');
      expect(fs.existsSync(path.join(dataDir, 'private-uploads', pdf.body.key))).toBe(true);
      expect(fs.existsSync(path.join(dataDir, 'uploads', pdf.body.key))).toBe(false);
      await request(ctx.app).get(`/uploads/${pdf.body.key}`).expect(404);
      await request(ctx.app)
        .get(`/uploads/CV/${pdf.body.key.slice(3)}`)
        .expect(404);
      const docx = await uploadCv(volunteer, DOCX, 'cv.docx').expect(201);
      expect(docx.body.key).toMatch(/\.docx$/);
      const doc = await uploadCv(volunteer, DOC, 'cv.doc').expect(201);
      expect(doc.body.key).toMatch(/\.doc$/);
    });

    it('401 without a token, 403 for an organization', async () => {
      await uploadCv(null, PDF, 'cv.pdf').expect(401);
      await uploadCv(org, PDF, 'cv.pdf').expect(403);
    });

    it('415 for a .pdf name with PNG bytes, or a plain ZIP; 413 over 10 MB; 400 without a file (ru and uz)', async () => {
      const png = await uploadCv(trainee, PNG, 'cv.pdf').expect(415);
      expect(png.body.msg).toBe('Недопустимый тип файла. Разрешены: PDF, DOC, DOCX');
      await uploadCv(trainee, ZIP, 'cv.docx').expect(415);
      const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
      const tooBig = await uploadCv(trainee, big, 'big.pdf').expect(413);
      expect(tooBig.body.msg).toBe('Файл слишком большой: не более 10 МБ');
      const none = await request(ctx.app)
        .post('/api/my/uploads/cv')
        .set(trainee.auth)
        .set('Accept-Language', 'uz')
        .field('x', '1')
        .expect(400);
      expect(none.body.fields.file).toBe("to'ldirilishi shart");
      const rows = await ctx.db.sequelize.query('SELECT key FROM uploads WHERE owner_id = $1 AND key NOT LIKE $2', {
        bind: [trainee.id, 'cv/%.pdf'],
        type: QueryTypes.SELECT,
      });
      expect(rows).toEqual([]);
    });
  });

  describe('POST /api/activities/vacancy/:id/apply', () => {
    let vacancyId: number;
    beforeAll(async () => {
      vacancyId = await published({ vacancyKind: 'internship', pay: 'stipend', amount: 1_500_000, durationRu: '3 месяца' });
    });
    const apply = (account: TestAccount | null, id: number, body: object, locale = 'ru') => {
      const req = request(ctx.app).post(`/api/activities/vacancy/${id}/apply`).set('Accept-Language', locale);
      if (account) req.set(account.auth);
      return req.send(body);
    };

    it('applies with a cover letter and the own CV; the CV is stored with the application and kept by the sweep', async () => {
      const cv = (await uploadCv(trainee, PDF, 'Тимур CV.pdf').expect(201)).body as { key: string; name: string };
      const res = await apply(trainee, vacancyId, { message: 'Хочу на стажировку', cv: cv.key, cvName: cv.name }).expect(201);
      expect(res.body).toMatchObject({ sessionId: null, state: 'pending' });
      const [row] = await ctx.db.sequelize.query<{ message: string; cv_key: string; cv_name: string }>(
        'SELECT message, cv_key, cv_name FROM applications WHERE id = $1',
        { bind: [res.body.id], type: QueryTypes.SELECT },
      );
      expect(row).toEqual({ message: 'Хочу на стажировку', cv_key: cv.key, cv_name: 'Тимур CV.pdf' });
      const [upload] = await ctx.db.sequelize.query<{ attached_at: Date | null }>('SELECT attached_at FROM uploads WHERE key = $1', {
        bind: [cv.key],
        type: QueryTypes.SELECT,
      });
      expect(upload!.attached_at).not.toBeNull();
      const detail = await request(ctx.app).get(`/api/vacancies/${vacancyId}`).set(trainee.auth).expect(200);
      expect(detail.body).toMatchObject({ canApply: false, applyRefusal: 'applied', vacancyKind: 'internship', duration: '3 месяца' });
      expect(detail.body.myApplications).toEqual([expect.objectContaining({ state: 'pending' })]);
    });

    it('409 when applying twice; after withdrawing, applies again with a new CV', async () => {
      const cv = (await uploadCv(trainee, PDF, 'cv2.pdf').expect(201)).body as { key: string };
      const twice = await apply(trainee, vacancyId, { message: 'Ещё раз', cv: cv.key }).expect(409);
      expect(twice.body.msg).toBe('Вы уже подали заявку');
      await request(ctx.app).post(`/api/activities/vacancy/${vacancyId}/withdraw`).set(trainee.auth).expect(200);
      await apply(trainee, vacancyId, { message: 'Снова хочу', cv: cv.key }).expect(201);
      const [row] = await ctx.db.sequelize.query<{ cv_name: string }>(
        'SELECT cv_name FROM applications WHERE user_id = $1 AND activity_kind = $2 AND activity_id = $3',
        { bind: [trainee.id, 'vacancy', vacancyId], type: QueryTypes.SELECT },
      );
      expect(row!.cv_name).toBe('CV.pdf');
    });

    it('400 without a cover letter or a CV, or with a letter too long (ru and uz)', async () => {
      const ru = await apply(volunteer, vacancyId, {}).expect(400);
      expect(ru.body.fields).toEqual({ message: 'Данное поле обязательно для заполнения', cv: 'Данное поле обязательно для заполнения' });
      const uz = await apply(volunteer, vacancyId, { message: '  ', cv: 'events/x.pdf' }, 'uz').expect(400);
      expect(uz.body.fields).toEqual({ message: "to'ldirilishi shart", cv: "to'ldirilishi shart" });
      const cv = (await uploadCv(volunteer, PDF, 'cv.pdf').expect(201)).body as { key: string };
      const long = await apply(volunteer, vacancyId, { message: 'я'.repeat(5001), cv: cv.key }).expect(400);
      expect(long.body.fields.message).toMatch(/5000/);
      const unknown = await apply(volunteer, vacancyId, {
        message: 'Здравствуйте',
        cv: 'cv/00000000-0000-0000-0000-000000000000.pdf',
      }).expect(400);
      expect(unknown.body.msg).toBe('Файл не найден: загрузите его заново');
    });

    it("401 without a token; 403 for an organization and with another user's CV; 404 for a missing vacancy", async () => {
      const cv = (await uploadCv(trainee, PDF, 'cv.pdf').expect(201)).body as { key: string };
      await apply(null, vacancyId, { message: 'x', cv: cv.key }).expect(401);
      await apply(org, vacancyId, { message: 'x', cv: cv.key }).expect(403);
      const other = await apply(volunteer, vacancyId, { message: 'Чужое резюме', cv: cv.key }, 'uz').expect(403);
      expect(other.body.msg).toMatch(/boshqa foydalanuvchi|yuklagan/);
      const mine = (await uploadCv(volunteer, PDF, 'cv.pdf').expect(201)).body as { key: string };
      await apply(volunteer, 999_999, { message: 'x', cv: mine.key }).expect(404);
    });

    it('409 with a message once the deadline has passed; the detail says applications are closed', async () => {
      const id = await published({ titleRu: 'Просроченная вакансия' });
      await ctx.db.sequelize.query("UPDATE vacancies SET deadline = now() - interval '1 hour' WHERE id = $1", { bind: [id] });
      const cv = (await uploadCv(volunteer, PDF, 'cv.pdf').expect(201)).body as { key: string };
      const late = await apply(volunteer, id, { message: 'Опоздал?', cv: cv.key }).expect(409);
      expect(late.body.msg).toBe('Приём откликов на эту вакансию закончился');
      const lateUz = await apply(volunteer, id, { message: 'Kechikdimmi?', cv: cv.key }, 'uz').expect(409);
      expect(lateUz.body.msg).toBe('Bu vakansiyaga arizalar qabul qilish muddati tugagan');
      const detail = await request(ctx.app).get(`/api/vacancies/${id}`).set(volunteer.auth).expect(200);
      expect(detail.body).toMatchObject({ canApply: false, applyRefusal: 'closed' });
    });
  });

  describe('GET /api/vacancies and /api/vacancies/:id', () => {
    let job: number;
    let internship: number;
    let remote: number;
    beforeAll(async () => {
      await ctx.db.sequelize.query('DELETE FROM applications WHERE activity_kind = $1', { bind: ['vacancy'] });
      await ctx.db.sequelize.query('DELETE FROM vacancies');
      internship = await published({ titleRu: 'Стажировка в фонде', vacancyKind: 'internship', pay: 'unpaid', amount: null });
      job = await published({ titleRu: 'Координатор', deadline: new Date(Date.now() + 3 * DAY).toISOString() });
      remote = await published({ titleRu: 'Удалённый редактор', isRemote: true, regionId: null, pay: 'stipend', amount: 800_000 });
      const past = await published({ titleRu: 'Закрытая вакансия' });
      await ctx.db.sequelize.query("UPDATE vacancies SET deadline = now() - interval '1 day' WHERE id = $1", { bind: [past] });
    });
    const ids = (body: { data: { id: number }[] }) => body.data.map((r) => r.id);

    it('lists open vacancies newest first; filters by kind, pay, remote; open=false shows closed ones too', async () => {
      const all = await request(ctx.app).get('/api/vacancies').expect(200);
      expect(ids(all.body)).toEqual([remote, job, internship]);
      expect(all.body.total).toBe(3);
      expect(all.body.data[0]).toMatchObject({ vacancyKind: 'vacancy', pay: 'stipend', amount: 800000, isRemote: true });
      expect(ids((await request(ctx.app).get('/api/vacancies?vacancyKind=internship').expect(200)).body)).toEqual([internship]);
      expect(ids((await request(ctx.app).get('/api/vacancies?pay=paid').expect(200)).body)).toEqual([job]);
      expect(ids((await request(ctx.app).get('/api/vacancies?remote=true').expect(200)).body)).toEqual([remote]);
      expect(ids((await request(ctx.app).get('/api/vacancies?remote=false&region=1').expect(200)).body)).toEqual([job, internship]);
      expect(ids((await request(ctx.app).get('/api/vacancies?region=1').expect(200)).body)).toEqual([remote, job, internship]);
      expect(ids((await request(ctx.app).get('/api/vacancies?region=2').expect(200)).body)).toEqual([remote]);
      expect((await request(ctx.app).get('/api/vacancies?open=false').expect(200)).body.total).toBe(4);
    });

    it('sorts by the nearest deadline; a trainee sees internships first by default', async () => {
      expect(ids((await request(ctx.app).get('/api/vacancies?sort=deadline').expect(200)).body)).toEqual([job, internship, remote]);
      expect(ids((await request(ctx.app).get('/api/vacancies').set(trainee.auth).expect(200)).body)).toEqual([internship, remote, job]);
      expect(ids((await request(ctx.app).get('/api/vacancies').set(volunteer.auth).expect(200)).body)).toEqual([remote, job, internship]);
    });

    it('400 for an unknown filter value (ru and uz)', async () => {
      const ru = await request(ctx.app).get('/api/vacancies?pay=cash').expect(400);
      expect(ru.body.fields.pay).toBeTruthy();
      const uz = await request(ctx.app).get('/api/vacancies?vacancyKind=job&sort=cheapest').set('Accept-Language', 'uz').expect(400);
      expect(Object.keys(uz.body.fields).sort()).toEqual(['sort', 'vacancyKind']);
      expect(uz.body.fields.vacancyKind).not.toBe(ru.body.fields.pay);
    });

    it('the detail: duties, requirements, conditions, deadline, places and whether the caller may apply', async () => {
      const guest = await request(ctx.app).get(`/api/vacancies/${job}`).expect(200);
      expect(guest.body).toMatchObject({
        title: 'Координатор',
        duties: 'Сводные таблицы',
        requirements: 'Excel',
        schedule: 'Пн–Пт, 9:00–18:00',
        pay: 'paid',
        amount: 6000000,
        places: 2,
        canApply: false,
        applyRefusal: 'guest',
      });
      expect(guest.body.deadline).toEqual(expect.any(String));
      expect((await request(ctx.app).get(`/api/vacancies/${job}`).set(org.auth).expect(200)).body.applyRefusal).toBe('role');
      expect((await request(ctx.app).get(`/api/vacancies/${job}`).set(volunteer.auth).expect(200)).body).toMatchObject({
        canApply: true,
        applyRefusal: null,
      });
      await request(ctx.app).get('/api/vacancies/999999').expect(404);
    });
  });
});
