import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import sharp from 'sharp';
import { QueryTypes } from 'sequelize';
import { organizationAccount, volunteerAccount, type TestAccount } from '../../test/activities';
import { useTestApp } from '../../test/app';

const URL = '/api/my/volunteer-profile/passport';
const pdf = (pages: number) =>
  Buffer.from(
    [
      '%PDF-1.4',
      `1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj`,
      `2 0 obj << /Type /Pages /Count ${pages} >> endobj`,
      ...Array.from({ length: pages }, (_v, i) => `${3 + i} 0 obj << /Type /Page /Parent 2 0 R >> endobj`),
      '%%EOF',
    ].join('\n'),
  );
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();
/** A BMP's header is all the check reads: "BM", then width and height at bytes 18 and 22. */
function bmp(width: number, height: number): Buffer {
  const data = Buffer.alloc(64);
  data.write('BM', 0, 'latin1');
  data.writeInt32LE(width, 18);
  data.writeInt32LE(-height, 22);
  return data;
}
const SHEET_RU =
  'Копия паспорта должна помещаться на одном листе A4: PDF ровно из одной страницы или изображение листа A4 (пропорции около 1 : 1,41, не меньше 600 пикселей по короткой стороне)';
const SHEET_UZ =
  "Pasport nusxasi bitta A4 varag'iga sig'ishi kerak: aynan bir sahifali PDF yoki A4 varag'ining tasviri (nisbati taxminan 1 : 1,41, qisqa tomoni kamida 600 piksel)";

describe('the passport copy: POST, GET, DELETE /api/my/volunteer-profile/passport', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hashar-passport-test-'));
  const ctx = useTestApp({ DATA_DIR: dataDir });
  let volunteer: TestAccount;
  let org: TestAccount;
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  beforeAll(async () => {
    volunteer = await volunteerAccount(ctx.app, ctx.db, 'Паспорт Волонтёров');
    org = await organizationAccount(ctx.app, ctx.db);
  });

  const upload = (data: Buffer, name: string, account = volunteer, locale = 'ru') =>
    request(ctx.app).post(URL).set(account.auth).set('Accept-Language', locale).attach('file', data, name);
  const stored = async () =>
    (
      await ctx.db.sequelize.query<{ key: string | null; name: string | null }>(
        'SELECT passport_key AS key, passport_name AS name FROM volunteer_profiles WHERE user_id = $1',
        { bind: [volunteer.id], type: QueryTypes.SELECT },
      )
    )[0]!;

  it('keeps a one-page PDF privately: the owner views it inline, /uploads never serves it; the profile names it', async () => {
    const res = await upload(pdf(1), 'паспорт.pdf').expect(201);
    expect(res.body).toEqual({ name: 'паспорт.pdf', type: 'application/pdf' });
    const { key } = await stored();
    expect(key).toMatch(/^passport\/[0-9a-f-]{36}\.pdf$/);
    const view = await request(ctx.app).get(URL).set(volunteer.auth).buffer(true).expect(200);
    expect(view.headers['content-type']).toBe('application/pdf');
    expect(view.headers['content-disposition']).toMatch(/^inline;/);
    expect(view.headers['cache-control']).toBe('private, no-store');
    expect(Buffer.from(view.body as Buffer).equals(pdf(1))).toBe(true);
    await request(ctx.app).get(`/uploads/${key}`).expect(404);
    const profile = await request(ctx.app).get('/api/my/volunteer-profile').set(volunteer.auth).expect(200);
    expect(profile.body.passportFile).toEqual({ name: 'паспорт.pdf', type: 'application/pdf' });
  });

  it('accepts A4-shaped images (PNG, BMP); a new copy replaces the old file', async () => {
    const before = (await stored()).key!;
    await upload(await png(620, 877), 'scan.png').expect(201);
    expect(fs.existsSync(path.join(dataDir, 'uploads', before))).toBe(false);
    await upload(bmp(877, 620), 'scan.bmp').expect(201);
    expect((await stored()).key).toMatch(/\.bmp$/);
  });

  it('400 for more than one page, a tiny or a square image, with the rule in ru and uz', async () => {
    expect((await upload(pdf(2), 'two.pdf').expect(400)).body.msg).toBe(SHEET_RU);
    expect((await upload(pdf(2), 'two.pdf', volunteer, 'uz').expect(400)).body.msg).toBe(SHEET_UZ);
    expect((await upload(await png(100, 141), 'tiny.png').expect(400)).body.msg).toBe(SHEET_RU);
    expect((await upload(await png(1000, 1000), 'square.png').expect(400)).body.msg).toBe(SHEET_RU);
  });

  it('takes a PDF whose pages sit in compressed object streams (they cannot be counted; the moderator sees it)', async () => {
    const packed = Buffer.from(
      ['%PDF-1.5', '1 0 obj << /Type /ObjStm /N 3 /Filter /FlateDecode >> stream', 'x\u009c…', 'endstream', '%%EOF'].join('\n'),
    );
    await upload(packed, 'scan.pdf').expect(201);
  });

  it('415 for another type by content, whatever the name; 413 past 5 MB; 400 without a file', async () => {
    const gif = Buffer.from('GIF89a' + 'x'.repeat(100));
    expect((await upload(gif, 'passport.pdf').expect(415)).body.msg).toBe('Недопустимый тип файла. Разрешены: JPEG, PDF, PNG, BMP');
    expect((await upload(gif, 'passport.pdf', volunteer, 'uz').expect(415)).body.msg).toBe(
      'Fayl turi ruxsat etilmagan. Ruxsat etilganlar: JPEG, PDF, PNG, BMP',
    );
    const big = Buffer.concat([pdf(1), Buffer.alloc(5 * 1024 * 1024)]);
    expect((await upload(big, 'big.pdf').expect(413)).body.msg).toBe('Файл слишком большой: не более 5 МБ');
    expect((await upload(big, 'big.pdf', volunteer, 'uz').expect(413)).body.msg).toBe("Fayl juda katta: ko'pi bilan 5 MB");
    await request(ctx.app).post(URL).set(volunteer.auth).field('x', '1').expect(400);
  });

  it('401 without a token, 403 for an organization', async () => {
    await request(ctx.app).post(URL).attach('file', pdf(1), 'p.pdf').expect(401);
    await request(ctx.app).get(URL).expect(401);
    await request(ctx.app).delete(URL).expect(401);
    await upload(pdf(1), 'p.pdf', org).expect(403);
    await request(ctx.app).get(URL).set(org.auth).expect(403);
    await request(ctx.app).delete(URL).set(org.auth).expect(403);
  });

  it('a new copy or its deletion sends a verified profile back to verification; then 404 while there is none', async () => {
    await ctx.db.sequelize.query(`UPDATE volunteer_profiles SET verification = 'verified' WHERE user_id = $1`, { bind: [volunteer.id] });
    const key = (await stored()).key!;
    await request(ctx.app).delete(URL).set(volunteer.auth).expect(204);
    expect(await stored()).toEqual({ key: null, name: null });
    expect(fs.existsSync(path.join(dataDir, 'uploads', key))).toBe(false);
    const [row] = await ctx.db.sequelize.query<{ verification: string }>('SELECT verification FROM volunteer_profiles WHERE user_id = $1', {
      bind: [volunteer.id],
      type: QueryTypes.SELECT,
    });
    expect(row!.verification).toBe('pending');
    await request(ctx.app).get(URL).set(volunteer.auth).expect(404);
    await request(ctx.app).delete(URL).set(volunteer.auth).expect(404);
  });
});
