import request from 'supertest';
import { useTestApp } from '../../test/app';
import { adminTeam, TINY_PNG } from '../../test/admin';
import { JPEG } from '../../test/images';

const SAFE_SVG = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#0a0"/></svg>\n',
);

describe('POST /api/admin/uploads and GET /uploads/*', () => {
  const ctx = useTestApp();
  let team: Awaited<ReturnType<typeof adminTeam>>;
  beforeAll(async () => {
    team = await adminTeam(ctx);
  });
  const upload = (kind: string | null, file: Buffer | null, filename = 'logo.png', locale = 'ru') => {
    const req = request(ctx.app).post('/api/admin/uploads').set('Authorization', team.admin.auth).set('Accept-Language', locale);
    if (kind !== null) req.field('kind', kind);
    if (file) req.attach('file', file, { filename, contentType: 'image/png' });
    return req;
  };

  it('stores a real PNG banner and serves it from /uploads with nosniff, audited', async () => {
    const res = await upload('banner', TINY_PNG).expect(201);
    expect(res.body.url).toMatch(/^\/uploads\/banner\/[0-9a-f-]{36}\.png$/);
    const served = await request(ctx.app).get(res.body.url).expect(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(served.body as Buffer, TINY_PNG)).toBe(0);
    const [rows] = await ctx.db.sequelize.query(`SELECT user_id, after FROM audit_log WHERE action = 'upload'`);
    expect(rows).toEqual([{ user_id: team.admin.id, after: { url: res.body.url, kind: 'banner', size: TINY_PNG.length } }]);
    await request(ctx.app).get('/uploads/banner/missing.png').expect(404);
    await request(ctx.app).get('/uploads/../package.json').expect(404);
  });

  it('accepts a JPEG whatever its name, and a script-free SVG logo served as an attachment under a strict CSP', async () => {
    expect((await upload('banner', JPEG, 'photo.gif').expect(201)).body.url).toMatch(/\.jpg$/);
    const svg = await upload('partnerLogo', SAFE_SVG, 'logo.svg').expect(201);
    expect(svg.body.url).toMatch(/^\/uploads\/partnerLogo\/[0-9a-f-]{36}\.svg$/);
    const served = await request(ctx.app).get(svg.body.url).expect(200);
    expect(served.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(served.headers['content-disposition']).toBe('attachment');
    expect(served.headers['content-security-policy']).toContain("default-src 'none'");
    expect(served.headers['content-security-policy']).toContain('sandbox');
  });

  it('refuses a file too big for its kind with 413 naming the limit, in ru and uz', async () => {
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(2 * 1024 * 1024)]);
    expect((await upload('banner', big).expect(413)).body).toMatchObject({
      error: 'payload_too_large',
      msg: 'Файл слишком большой: не более 2 МБ',
    });
    const logo = Buffer.concat([TINY_PNG, Buffer.alloc(1024 * 1024)]);
    expect((await upload('partnerLogo', logo, 'l.png', 'uz').expect(413)).body.msg).toBe("Fayl juda katta: ko'pi bilan 1 MB");
  });

  it('decides the type by content: 415 naming the allowed types, in ru and uz', async () => {
    const text = Buffer.from('just text, not an image');
    expect((await upload('banner', text, 'fake.png').expect(415)).body).toMatchObject({
      error: 'unsupported_media_type',
      msg: 'Недопустимый тип файла. Разрешены: PNG, JPEG',
    });
    expect((await upload('banner', SAFE_SVG, 'x.svg', 'uz').expect(415)).body.msg).toBe(
      'Fayl turi ruxsat etilmagan. Ruxsat etilganlar: PNG, JPEG',
    );
    for (const evil of [
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>',
      '<svg/onload=alert(1)></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><a href="javascript:alert(1)"><rect/></a></svg>',
    ]) {
      const res = await upload('partnerLogo', Buffer.from(evil), 'x.svg').expect(415);
      expect(res.body.msg).toBe('Недопустимый тип файла. Разрешены: PNG, JPEG, SVG');
    }
  });

  it('needs a file and a known kind (400), an admin (403) and a token (401)', async () => {
    expect((await upload(null, TINY_PNG).expect(400)).body.fields).toEqual({ kind: 'Данное поле обязательно для заполнения' });
    const bad = await upload('passport', null).expect(400);
    expect(bad.body.fields).toEqual({ kind: 'Выберите значение из списка', file: 'Данное поле обязательно для заполнения' });
    expect(bad.body.errors).toEqual(bad.body.fields);
    await request(ctx.app).post('/api/admin/uploads').set('Authorization', team.admin.auth).send({ kind: 'banner' }).expect(400);
    for (const who of [team.moderator, team.volunteer]) {
      await request(ctx.app)
        .post('/api/admin/uploads')
        .set('Authorization', who.auth)
        .field('kind', 'banner')
        .attach('file', TINY_PNG, 'a.png')
        .expect(403);
    }
    await request(ctx.app).post('/api/admin/uploads').field('kind', 'banner').attach('file', TINY_PNG, 'a.png').expect(401);
    const two = request(ctx.app)
      .post('/api/admin/uploads')
      .set('Authorization', team.admin.auth)
      .field('kind', 'banner')
      .attach('file', TINY_PNG, 'a.png')
      .attach('file', TINY_PNG, 'b.png');
    await two.expect(400);
  });
});
