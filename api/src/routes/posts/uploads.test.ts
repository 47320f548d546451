import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { UPLOAD_LIMITS } from '@hashar/common';
import { translate } from '../../i18n';
import { formatSize } from '../../storage/fileChecks';
import { organizationAccount, volunteerAccount, type TestAccount } from '../../test/activities';
import { useTestApp } from '../../test/app';
import { backOfficeAccount } from '../../test/events';
import { PNG, JPEG } from '../../test/images';

/** A 1×1 24-bit bitmap: the 14-byte file header (`BM`), the 40-byte info header, one padded pixel. */
function bmp(): Buffer {
  const b = Buffer.alloc(58);
  b.write('BM', 0, 'latin1');
  b.writeUInt32LE(58, 2);
  b.writeUInt32LE(54, 10);
  b.writeUInt32LE(40, 14);
  b.writeInt32LE(1, 18);
  b.writeInt32LE(1, 22);
  b.writeUInt16LE(1, 26);
  b.writeUInt16LE(24, 28);
  b.writeUInt32LE(4, 34);
  return b;
}
const HOSTILE_SVG = `<?xml version="1.0"?>
<!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" onload="alert(1)">
  <script>alert(2)</script>
  <foreignObject width="10" height="10"><body xmlns="http://www.w3.org/1999/xhtml"><iframe src="https://evil.example"></iframe></body></foreignObject>
  <a href="javascript:alert(3)"><rect width="10" height="10" fill="#f80" onclick="alert(4)"/></a>
  <use xlink:href="https://evil.example/sprite.svg#x"/>
  <circle cx="5" cy="5" r="3" fill="url(#g)" style="fill: url(https://evil.example/x)"/>
  <text x="1" y="9">&xxe;</text>
</svg>`;

describe('publication uploads: covers and photos checked by content, SVG sanitised and served safely', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hashar-post-uploads-'));
  const ctx = useTestApp({ DATA_DIR: dataDir });
  let volunteer: TestAccount;
  let org: TestAccount;
  let moderator: TestAccount;
  beforeAll(async () => {
    volunteer = await volunteerAccount(ctx.app, ctx.db, 'Фото Волонтёров');
    org = await organizationAccount(ctx.app, ctx.db, 'Фото организация');
    moderator = await backOfficeAccount(ctx.app, ctx.db, 'moderator');
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  const upload = (who: TestAccount | null, kind: string, data: Buffer, name: string, locale = 'ru') => {
    const req = request(ctx.app).post(`/api/my/uploads/${kind}`).set('Accept-Language', locale);
    return (who ? req.set(who.auth) : req).attach('file', data, name);
  };

  it('publication-cover: PNG and JPEG by content (201), 401, 403 for staff, 400 without a file, 415 for others, 413 past 2 MB', async () => {
    const png = await upload(volunteer, 'publication-cover', PNG, 'cover.png').expect(201);
    expect(png.body).toMatchObject({ type: 'image/png', url: expect.stringMatching(/^\/uploads\/publications\/[0-9a-f-]{36}\.png$/) });
    expect((await upload(org, 'publication-cover', JPEG, 'cover.jpg').expect(201)).body.type).toBe('image/jpeg');
    await upload(null, 'publication-cover', PNG, 'cover.png').expect(401);
    await upload(moderator, 'publication-cover', PNG, 'cover.png').expect(403);
    const none = await request(ctx.app).post('/api/my/uploads/publication-cover').set(volunteer.auth).field('x', '1').expect(400);
    expect(none.body.fields.file).toBeDefined();
    const wrong = await upload(volunteer, 'publication-cover', bmp(), 'cover.bmp', 'uz').expect(415);
    expect(wrong.body.msg).toBe(translate('uz', 'file_type', { types: 'PNG, JPEG' }));
    const max = UPLOAD_LIMITS.publicationCover.maxBytes;
    const big = await upload(volunteer, 'publication-cover', Buffer.concat([PNG, Buffer.alloc(max + 1 - PNG.length)]), 'big.png').expect(
      413,
    );
    expect(big.body.msg).toBe(translate('ru', 'file_too_large', { limit: formatSize(max, 'ru') }));
  });

  it('publication-photo: BMP accepted by its header; 2 MB + 1 byte → 413 with the limit in uz; a text file → 415', async () => {
    const res = await upload(volunteer, 'publication-photo', bmp(), 'photo.bmp').expect(201);
    expect(res.body).toMatchObject({ type: 'image/bmp', url: expect.stringMatching(/\.bmp$/) });
    const served = await request(ctx.app).get(res.body.url).expect(200);
    expect(served.headers['content-type']).toBe('image/bmp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const max = UPLOAD_LIMITS.publicationPhoto.maxBytes;
    const big = await upload(
      volunteer,
      'publication-photo',
      Buffer.concat([JPEG, Buffer.alloc(max + 1 - JPEG.length)]),
      'big.jpg',
      'uz',
    ).expect(413);
    expect(big.body.msg).toBe(translate('uz', 'file_too_large', { limit: formatSize(max, 'uz') }));
    const text = await upload(volunteer, 'publication-photo', Buffer.from('just text'), 'a.txt').expect(415);
    expect(text.body.msg).toBe(translate('ru', 'file_type', { types: 'JPEG, PNG, BMP, SVG' }));
  });

  it('an SVG photo is stored without script, event handlers, foreignObject, entities or outside references, and served under a CSP', async () => {
    const res = await upload(volunteer, 'publication-photo', Buffer.from(HOSTILE_SVG), 'hostile.svg').expect(201);
    expect(res.body.type).toBe('image/svg+xml');
    const stored = fs.readFileSync(path.join(dataDir, res.body.url as string), 'utf8');
    expect(stored).not.toMatch(/script|onload|onclick|foreignObject|iframe|javascript:|ENTITY|DOCTYPE|evil\.example/i);
    expect(stored).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    // The entity is never declared, so never expanded: its reference stays escaped text.
    expect(stored).toContain('&amp;xxe;');
    expect(stored).toContain('<rect');
    expect(stored).toContain('fill="url(#g)"');
    expect(res.body.size).toBe(Buffer.byteLength(stored));
    const served = await request(ctx.app).get(res.body.url).expect(200);
    expect(served.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    // A script-only SVG keeps its empty picture; what is not a whole SVG document is refused.
    await upload(volunteer, 'publication-photo', Buffer.from('<svg><script>alert(1)</script></svg>'), 'x.svg').expect(201);
    const junk = await upload(volunteer, 'publication-photo', Buffer.from('<svg onload="x"'), 'x.svg', 'uz').expect(415);
    expect(junk.body.msg).toBe(translate('uz', 'file_type', { types: 'JPEG, PNG, BMP, SVG' }));
  });
});
