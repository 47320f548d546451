import request from 'supertest';
import sharp from 'sharp';
import { QueryTypes } from 'sequelize';
import { organizationAccount, volunteerAccount, type TestAccount } from '../../test/activities';
import { useTestApp } from '../../test/app';
import { createApprovedEvent } from '../../test/events';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 80 } } })
    .png()
    .toBuffer();
const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2000, 0x20)]);

/** The organization profile (/api/my/organization…) and the directory (/api/orgs…). */
describe('organization profile and directory', () => {
  const ctx = useTestApp();
  let org: TestAccount;
  let other: TestAccount;
  let volunteer: TestAccount;
  let regionIds: number[];
  let directionIds: number[];

  const ids = (sql: string) => ctx.db.sequelize.query<{ id: number }>(sql, { type: QueryTypes.SELECT }).then((r) => r.map((x) => x.id));
  const put = (account: TestAccount, body: object, locale = 'ru') =>
    request(ctx.app).put('/api/my/organization').set(account.auth).set('Accept-Language', locale).send(body);
  const upload = (account: TestAccount, kind: string, data: Buffer, name: string, locale = 'ru', isPublic = 'true') =>
    request(ctx.app)
      .post('/api/my/organization/files')
      .set(account.auth)
      .set('Accept-Language', locale)
      .field('kind', kind)
      .field('isPublic', isPublic)
      .attach('file', data, name);

  const profile = () => ({
    name: 'Зелёный Ташкент',
    taxNumber: '123456789',
    headName: 'Алиев Алишер',
    legalForm: 'ННО',
    legalAddress: 'Ташкент, ул. Навои, 1',
    actualAddress: 'Ташкент, ул. Навои, 1',
    registrationDate: '2015-03-01',
    geography: 'regional',
    regionId: regionIds[0],
    regionIds: [regionIds[1]],
    phone: '+998 71 200-00-00',
    email: 'info@green.uz',
    website: 'https://green.uz',
    aboutRu: 'Сажаем деревья в махаллях',
    aboutUz: null,
    employeesCount: 12,
    volunteersCount: 300,
    partnersCount: 4,
    license: 'Лицензия № 1',
    grants: 'Грант ПРООН',
    memoranda: 'Меморандум с хокимиятом',
    partnersText: 'ЭкоФонд',
    videos: ['https://youtu.be/abc'],
    directionIds: [directionIds[0]],
  });

  beforeAll(async () => {
    org = await organizationAccount(ctx.app, ctx.db, 'Организация профиля');
    other = await organizationAccount(ctx.app, ctx.db, 'Другая организация');
    volunteer = await volunteerAccount(ctx.app, ctx.db);
    regionIds = await ids('SELECT id FROM regions ORDER BY id LIMIT 3');
    directionIds = await ids('SELECT id FROM directions ORDER BY id LIMIT 2');
  });

  it('saves every field, the regions, directions and search text; Uzbek about falls back to Russian', async () => {
    const saved = await put(org, profile()).expect(200);
    expect(saved.body).toMatchObject({
      name: 'Зелёный Ташкент',
      taxNumber: '123456789',
      regionIds: [regionIds[1]],
      directionIds: [directionIds[0]],
    });
    const [row] = await ctx.db.sequelize.query<{ search_text: string }>('SELECT search_text FROM organizations WHERE id = $1', {
      bind: [org.organizationId],
      type: QueryTypes.SELECT,
    });
    expect(row!.search_text).toContain('zelyoniy');
    const mine = await request(ctx.app).get('/api/my/organization').set(org.auth).expect(200);
    expect(mine.body.videos).toEqual(['https://youtu.be/abc']);
    const uz = await request(ctx.app).get(`/api/orgs/${org.organizationId}`).set('Accept-Language', 'uz').expect(200);
    expect(uz.body.about).toBe('Сажаем деревья в махаллях');
    expect(uz.body.taxNumber).toBe('123456789');
    expect(JSON.stringify(uz.body)).not.toContain(org.email);
  });

  it('answers 400 in ru and uz for a bad tax number, video link or region', async () => {
    const ru = await put(org, { ...profile(), taxNumber: '12345', videos: ['ftp://x'], regionId: 999999 }).expect(400);
    expect(ru.body.fields).toMatchObject({
      taxNumber: 'ИНН должен состоять из 9 цифр',
      videos: 'Укажите ссылку, начинающуюся с http:// или https://',
    });
    const uz = await put(org, { ...profile(), taxNumber: 'abc' }, 'uz').expect(400);
    expect(uz.body.fields).toEqual({ taxNumber: "STIR 9 ta raqamdan iborat bo'lishi kerak" });
    const region = await put(org, { ...profile(), regionId: 999999 }).expect(400);
    expect(region.body.fields).toEqual({ regionId: 'Выберите Ваш регион' });
  });

  it('answers 401 without a token and 403 to a volunteer', async () => {
    await request(ctx.app).get('/api/my/organization').expect(401);
    await request(ctx.app).put('/api/my/organization').send(profile()).expect(401);
    await request(ctx.app).get('/api/my/organization').set(volunteer.auth).expect(403);
    await put(volunteer, profile()).expect(403);
    await upload(volunteer, 'photo', await png(10, 10), 'a.png').expect(403);
  });

  it('sends a verified organization back for verification when its legal data changes', async () => {
    await ctx.db.sequelize.query(`UPDATE organizations SET verification = 'verified', is_verified = true WHERE id = $1`, {
      bind: [other.organizationId],
    });
    await put(other, { ...profile(), name: 'Другая организация', aboutRu: 'Новый текст' }).expect(200);
    const same = await request(ctx.app).get('/api/my/organization').set(other.auth).expect(200);
    expect(same.body.verification).toBe('pending');
  });

  it('keeps photos within 1000×1000 px, 10 MB and JPEG/PNG, with the limits named in ru and uz', async () => {
    const ok = await upload(org, 'photo', await png(1000, 1000), 'yard.png').expect(201);
    expect(ok.body).toMatchObject({ kind: 'photo', name: 'yard.png', isPublic: true });
    const wide = await upload(org, 'photo', await png(1001, 1000), 'wide.png').expect(400);
    expect(wide.body.fields).toEqual({ file: 'Изображение слишком большое: не более 1000×1000 пикселей' });
    const wideUz = await upload(org, 'photo', await png(1001, 1000), 'wide.png', 'uz').expect(400);
    expect(wideUz.body.fields).toEqual({ file: "Rasm juda katta: ko'pi bilan 1000×1000 piksel" });
    const text = await upload(org, 'photo', Buffer.from('not an image'), 'a.png').expect(415);
    expect(text.body.msg).toBe('Недопустимый тип файла. Разрешены: PNG, JPEG');
    const big = Buffer.concat([await png(10, 10), Buffer.alloc(10 * 1024 * 1024)]);
    const large = await upload(org, 'photo', big, 'big.png', 'uz').expect(413);
    expect(large.body.msg).toBe("Fayl juda katta: ko'pi bilan 10 MB");
    const kind = await upload(org, 'poster', await png(10, 10), 'a.png').expect(400);
    expect(kind.body.fields).toEqual({ kind: 'Выберите значение из списка' });
  });

  it('shows public documents only; a private one is read by its organization alone', async () => {
    const open = await upload(org, 'license', pdf, 'license.pdf').expect(201);
    const hidden = await upload(org, 'document', pdf, 'charter.pdf', 'ru', 'false').expect(201);
    expect(hidden.body.isPublic).toBe(false);
    await upload(org, 'document', Buffer.from('plain'), 'x.pdf').expect(415);
    const page = await request(ctx.app).get(`/api/orgs/${org.organizationId}`).expect(200);
    expect(page.body.documents.map((d: { name: string }) => d.name)).toEqual(['license.pdf']);
    expect(JSON.stringify(page.body)).not.toContain('charter');
    expect(page.body.photos).toHaveLength(1);
    await request(ctx.app).get(open.body.url).expect(200).expect('Content-Type', /pdf/);
    await request(ctx.app).get(hidden.body.url).expect(404);
    await request(ctx.app).get(hidden.body.url).set(other.auth).expect(404);
    await request(ctx.app).get(hidden.body.url).set(org.auth).expect(200);
    await request(ctx.app)
      .get(`/uploads/orgfiles/${hidden.body.url.split('/').pop()}`)
      .expect(404);
  });

  it('switches a document public, orders and deletes files; 403 for another organization, 404 for unknown', async () => {
    const doc = await upload(org, 'grant', pdf, 'grant.pdf', 'ru', 'false').expect(201);
    const patched = await request(ctx.app)
      .patch(`/api/my/organization/files/${doc.body.id}`)
      .set(org.auth)
      .send({ isPublic: true, sortOrder: 5 })
      .expect(200);
    expect(patched.body).toMatchObject({ isPublic: true, sortOrder: 5 });
    const bad = await request(ctx.app)
      .patch(`/api/my/organization/files/${doc.body.id}`)
      .set(org.auth)
      .set('Accept-Language', 'uz')
      .send({ isPublic: 'yes' })
      .expect(400);
    expect(bad.body.fields).toEqual({ isPublic: "«Ha» yoki «yo'q» ni belgilang" });
    await request(ctx.app).patch(`/api/my/organization/files/${doc.body.id}`).set(other.auth).send({ isPublic: false }).expect(403);
    await request(ctx.app).delete(`/api/my/organization/files/${doc.body.id}`).set(other.auth).expect(403);
    await request(ctx.app).delete('/api/my/organization/files/99999999').set(org.auth).expect(404);
    await request(ctx.app).delete(`/api/my/organization/files/${doc.body.id}`).set(org.auth).expect(204);
    await request(ctx.app).get(doc.body.url).expect(404);
  });

  it('sets and removes the banner and the logo', async () => {
    const banner = await request(ctx.app)
      .post('/api/my/organization/banner')
      .set(org.auth)
      .attach('file', await png(1600, 400), 'b.png')
      .expect(201);
    expect(banner.body.url).toMatch(/^\/uploads\/orgs\//);
    await request(ctx.app)
      .post('/api/my/organization/logo')
      .set(org.auth)
      .attach('file', await png(200, 200), 'l.png')
      .expect(201);
    const page = await request(ctx.app).get(`/api/orgs/${org.organizationId}`).expect(200);
    expect(page.body.banner).toBe(banner.body.url);
    expect(page.body.logo).toMatch(/^\/uploads\/orgs\//);
    await request(ctx.app).post('/api/my/organization/banner').set(org.auth).attach('file', Buffer.from('text'), 'b.png').expect(415);
    await request(ctx.app).delete('/api/my/organization/banner').set(org.auth).expect(204);
    await request(ctx.app).delete('/api/my/organization/banner').set(volunteer.auth).expect(403);
    expect((await request(ctx.app).get(`/api/orgs/${org.organizationId}`).expect(200)).body.banner).toBeNull();
  });

  it('lists organizations filtered by region, direction, text and verification, in pages', async () => {
    const all = await request(ctx.app).get('/api/orgs').expect(200);
    expect(all.body).toMatchObject({ page: 1, total: expect.any(Number) });
    const byRegion = await request(ctx.app).get('/api/orgs').query({ region: regionIds[1] }).expect(200);
    expect(byRegion.body.data.map((c: { id: number }) => c.id)).toContain(org.organizationId);
    const mainRegion = await request(ctx.app).get('/api/orgs').query({ region: regionIds[0] }).expect(200);
    expect(mainRegion.body.data.map((c: { id: number }) => c.id)).toContain(org.organizationId);
    const elsewhere = await request(ctx.app).get('/api/orgs').query({ region: regionIds[2] }).expect(200);
    expect(elsewhere.body.data.map((c: { id: number }) => c.id)).not.toContain(org.organizationId);
    const byText = await request(ctx.app)
      .get('/api/orgs')
      .query({ q: 'зелёный', direction: `${directionIds[1]},${directionIds[0]}` })
      .expect(200);
    expect(byText.body.data).toHaveLength(1);
    expect(byText.body.data[0]).toMatchObject({ id: org.organizationId, isVerified: false, rating: { average: null, count: 0 } });
    expect(byText.body.data[0].directions[0].id).toBe(directionIds[0]);
    const latin = await request(ctx.app).get('/api/orgs').query({ q: 'zelyoniy toshkent' }).expect(200);
    expect(latin.body.total).toBe(1);
    const verified = await request(ctx.app).get('/api/orgs').query({ verified: 'true', sort: 'newest' }).expect(200);
    expect(verified.body.data.map((c: { id: number }) => c.id)).not.toContain(org.organizationId);
  });

  it("shows the organization's current activities and filters the kinds' public lists by organization", async () => {
    const { eventId } = await createApprovedEvent(ctx.db, other.organizationId!, { titleRu: 'Субботник в парке' });
    await createApprovedEvent(ctx.db, org.organizationId!, { titleRu: 'Чужое событие' });
    const page = await request(ctx.app).get(`/api/orgs/${other.organizationId}`).expect(200);
    expect(page.body.activities).toEqual([{ kind: 'events', total: 1, items: [{ id: eventId, title: 'Субботник в парке' }] }]);
    expect(page.body.openActivities).toBe(1);
    const events = await request(ctx.app).get('/api/events').query({ organization: other.organizationId }).expect(200);
    expect(events.body.data.map((e: { id: number }) => e.id)).toEqual([eventId]);
    const projects = await request(ctx.app).get('/api/projects').query({ organization: other.organizationId }).expect(200);
    expect(projects.body.total).toBe(0);
    const bad = await request(ctx.app).get('/api/tasks').set('Accept-Language', 'uz').query({ organization: 'x' }).expect(400);
    expect(bad.body.fields.organization).toBeDefined();
  });

  it("finds a new organization by its name before its profile is filled in, never showing its owner's email", async () => {
    const fresh = await organizationAccount(ctx.app, ctx.db, 'Новая Ласточка');
    const found = await request(ctx.app).get('/api/orgs').query({ q: 'lastochka' }).expect(200);
    expect(found.body.data.map((c: { id: number }) => c.id)).toEqual([fresh.organizationId]);
    const page = await request(ctx.app).get(`/api/orgs/${fresh.organizationId}`).expect(200);
    expect(page.body.contacts.email).toBeNull();
    expect(JSON.stringify(page.body)).not.toContain(fresh.email);
  });

  it('answers 400 in ru and uz for bad filters and 404 for an unknown organization', async () => {
    const ru = await request(ctx.app).get('/api/orgs').query({ sort: 'random' }).expect(400);
    expect(ru.body.fields).toEqual({ sort: 'Выберите значение из списка' });
    const uz = await request(ctx.app).get('/api/orgs').set('Accept-Language', 'uz').query({ verified: 'maybe' }).expect(400);
    expect(uz.body.fields).toEqual({ verified: "«Ha» yoki «yo'q» ni belgilang" });
    await request(ctx.app).get('/api/orgs/99999999').expect(404);
    await request(ctx.app).get('/api/orgs/abc').expect(404);
    await request(ctx.app).get(`/api/orgs/${org.organizationId}/files/99999999`).expect(404);
  });
});
