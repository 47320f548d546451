import { crc32, deflateSync } from 'node:zlib';
import request from 'supertest';
import { organizationAccount, staffAccount, volunteerAccount, type TestAccount } from '../test/activities';
import { useTestApp } from '../test/app';
import { JPEG, PNG } from '../test/images';

/** A PNG whose header says `width` × `height` with a few bytes of (deflated) pixels: a decompression bomb's shape. */
function pngHeader(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    PNG.subarray(0, 8),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(4096))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** JPEG magic bytes followed by a web page. */
const JPEG_HTML = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>'),
]);
/** A real PNG cut in half: its pixels do not decode. */
const CUT_PNG = PNG.subarray(0, PNG.length - 30);

describe('uploaded pictures are decoded before they are kept', () => {
  const ctx = useTestApp();
  let org: TestAccount;
  let admin: TestAccount;
  let volunteer: TestAccount;
  beforeAll(async () => {
    org = await organizationAccount(ctx.app, ctx.db, 'Проверка картинок');
    admin = await staffAccount(ctx.app, ctx.db, 'admin');
    volunteer = await volunteerAccount(ctx.app, ctx.db, 'Паспорт Картинкин');
  });

  /** The upload endpoints that take pictures, each with the caller allowed to use it. */
  const endpoints: [string, (file: Buffer, name: string, locale: string) => request.Test][] = [
    [
      'event cover',
      (f, n, l) => request(ctx.app).post('/api/my/uploads/event-cover').set(org.auth).set('Accept-Language', l).attach('file', f, n),
    ],
    [
      'publication photo',
      (f, n, l) => request(ctx.app).post('/api/my/uploads/publication-photo').set(org.auth).set('Accept-Language', l).attach('file', f, n),
    ],
    [
      'back-office banner',
      (f, n, l) =>
        request(ctx.app).post('/api/admin/uploads').set(admin.auth).set('Accept-Language', l).field('kind', 'banner').attach('file', f, n),
    ],
  ];

  it.each(endpoints)('%s: a whole picture is kept', async (_name, upload) => {
    await upload(PNG, 'a.png', 'ru').expect(201);
    await upload(JPEG, 'a.jpg', 'ru').expect(201);
  });

  it.each(endpoints)('%s: JPEG magic bytes in front of HTML, or a cut PNG, is a 400 in ru and uz', async (_name, upload) => {
    const ru = await upload(JPEG_HTML, 'photo.jpg', 'ru').expect(400);
    expect(ru.body.msg).toBe('Файл повреждён или не является изображением: загрузите целую картинку');
    const uz = await upload(JPEG_HTML, 'photo.jpg', 'uz').expect(400);
    expect(uz.body.msg).toBe('Fayl buzilgan yoki rasm emas: butun rasmni yuklang');
    await upload(CUT_PNG, 'cut.png', 'ru').expect(400);
  });

  it.each(endpoints)('%s: a 30 000 × 30 000 PNG header is a 413 naming the limit in ru and uz', async (_name, upload) => {
    const bomb = pngHeader(30_000, 30_000);
    const ru = await upload(bomb, 'bomb.png', 'ru').expect(413);
    expect(ru.body.msg).toBe('Изображение слишком большое: не более 50 млн пикселей');
    const uz = await upload(bomb, 'bomb.png', 'uz').expect(413);
    expect(uz.body.msg).toBe("Rasm juda katta: ko'pi bilan 50 mln piksel");
  });

  it('passport copy: an A4-shaped header of 21 000 × 29 700 pixels is a 413; nothing is kept', async () => {
    const upload = (f: Buffer) =>
      request(ctx.app).post('/api/my/volunteer-profile/passport').set(volunteer.auth).attach('file', f, 'passport.png');
    const res = await upload(pngHeader(21_000, 29_700)).expect(413);
    expect(res.body.msg).toBe('Изображение слишком большое: не более 50 млн пикселей');
    await request(ctx.app).get('/api/my/volunteer-profile/passport').set(volunteer.auth).expect(404);
  });
});
