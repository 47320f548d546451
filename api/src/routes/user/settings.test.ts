import request from 'supertest';
import sharp from 'sharp';
import { UPLOAD_LIMITS } from '@hashar/common';
import { staffAccount, volunteerAccount } from '../../test/activities';
import { useTestApp } from '../../test/app';

/** A small PNG picture (a coloured rectangle), as a browser's crop would send. */
const png = (width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: '#1565c0' } })
    .png()
    .toBuffer();

describe('account settings: GET/PUT /api/user/settings', () => {
  const ctx = useTestApp();

  it('reads and saves the name, language and notification choices', async () => {
    const v = await volunteerAccount(ctx.app, ctx.db, 'Азиз Рахимов');
    const read = await request(ctx.app).get('/api/user/settings').set(v.auth).expect(200);
    expect(read.body.data).toEqual({
      name: 'Азиз Рахимов',
      email: v.email,
      locale: 'ru',
      notifyEmail: true,
      notifyInApp: true,
      avatar: null,
      avatarThumb: null,
      avatarFallback: null,
    });
    const saved = await request(ctx.app)
      .put('/api/user/settings')
      .set(v.auth)
      .send({ name: '  Aziz Rahimov ', locale: 'uz', notifyEmail: false, notifyInApp: false })
      .expect(200);
    expect(saved.body.msg).toBe('Sozlamalar saqlandi');
    expect(saved.body.data).toMatchObject({ name: 'Aziz Rahimov', locale: 'uz', notifyEmail: false, notifyInApp: false });
    const partial = await request(ctx.app).put('/api/user/settings').set(v.auth).send({ notifyInApp: true }).expect(200);
    expect(partial.body.data).toMatchObject({ name: 'Aziz Rahimov', locale: 'uz', notifyEmail: false, notifyInApp: true });
    const profile = await request(ctx.app).get('/api/user/profile').set(v.auth).expect(200);
    expect(profile.body.user).toMatchObject({
      name: 'Aziz Rahimov',
      locale: 'uz',
      notifyEmail: false,
      notifyInApp: true,
      isVerified: false,
      verification: 'none',
      avatarThumb: null,
    });
    expect(profile.body.points).toEqual({ balance: 0, verifiedHours: 0 });
  });

  it('checks the fields, in ru and uz', async () => {
    const v = await volunteerAccount(ctx.app, ctx.db);
    const bad = { name: 'A', locale: 'en', notifyEmail: 'yes', notifyInApp: 1 };
    const ru = await request(ctx.app).put('/api/user/settings').set(v.auth).send(bad).expect(400);
    expect(ru.body.fields).toEqual({
      name: 'Поле должно содержать не менее 2 и не более 100 символов',
      locale: 'Выберите значение из списка',
      notifyEmail: 'Укажите «да» или «нет»',
      notifyInApp: 'Укажите «да» или «нет»',
    });
    const uz = await request(ctx.app).put('/api/user/settings').set(v.auth).set('Accept-Language', 'uz').send(bad).expect(400);
    expect(uz.body.fields).toEqual({
      name: "Maydon kamida 2 va ko'pi bilan 100 belgidan iborat bo'lishi kerak",
      locale: "Ro'yxatdan qiymat tanlang",
      notifyEmail: "«Ha» yoki «yo'q» ni belgilang",
      notifyInApp: "«Ha» yoki «yo'q» ni belgilang",
    });
    const notText = await request(ctx.app)
      .put('/api/user/settings')
      .set(v.auth)
      .send({ name: { x: 1 } })
      .expect(400);
    expect(notText.body.fields).toEqual({ name: 'Данное поле обязательно для заполнения' });
  });

  it('needs a signed-in user', async () => {
    await request(ctx.app).get('/api/user/settings').expect(401);
    await request(ctx.app).put('/api/user/settings').send({ name: 'Новое имя' }).expect(401);
  });
});

describe('avatar: POST/DELETE /api/user/avatar', () => {
  const ctx = useTestApp();

  it('keeps a 256 px and a 64 px WebP square and a JPEG fallback, shows the thumbnail in the header, removes old files', async () => {
    const v = await volunteerAccount(ctx.app, ctx.db);
    const first = await request(ctx.app)
      .post('/api/user/avatar')
      .set(v.auth)
      .attach('file', await png(), 'me.png')
      .expect(201);
    expect(first.body.msg).toBe('Аватар обновлён');
    const { avatar, avatarThumb, avatarFallback } = first.body.data as Record<string, string>;
    // Addresses on whatever host the site is opened as (127.0.0.1 or PUBLIC_URL's): host-relative, allowed by the CSP's 'self'.
    for (const url of [avatar, avatarThumb, avatarFallback]) expect(url).toMatch(/^\/uploads\/avatars\/[0-9a-f-]{36}\.(webp|jpg)$/);
    const meta = async (url: string) => {
      const file = await request(ctx.app).get(url).buffer(true).expect(200);
      return sharp(file.body as Buffer).metadata();
    };
    expect(await meta(avatar!)).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(await meta(avatarThumb!)).toMatchObject({ format: 'webp', width: 64, height: 64 });
    expect(await meta(avatarFallback!)).toMatchObject({ format: 'jpeg', width: 256, height: 256 });
    const header = await request(ctx.app).get('/api/user/get-avatar').set(v.auth).expect(200);
    expect(header.body.sendUser.avatar).toBe(avatarThumb);
    const profile = await request(ctx.app).get('/api/user/profile').set(v.auth).expect(200);
    expect(profile.body.user).toMatchObject({ avatar, avatarThumb, avatarFallback });

    const jpeg = await sharp(await png(50, 50))
      .jpeg()
      .toBuffer();
    const second = await request(ctx.app).post('/api/user/avatar').set(v.auth).attach('file', jpeg, 'me.jpg').expect(201);
    expect(second.body.data.avatar).not.toBe(avatar);
    for (const old of [avatar, avatarThumb, avatarFallback]) await request(ctx.app).get(old!).expect(404);

    const removed = await request(ctx.app).delete('/api/user/avatar').set(v.auth).expect(200);
    expect(removed.body.data).toMatchObject({ avatar: null, avatarThumb: null, avatarFallback: null });
    await request(ctx.app).get(second.body.data.avatarThumb).expect(404);
  });

  it('accepts WebP and refuses other types by content (415), oversize (413) and no file (400), in ru and uz', async () => {
    const v = await volunteerAccount(ctx.app, ctx.db);
    const webp = await sharp(await png())
      .webp()
      .toBuffer();
    await request(ctx.app).post('/api/user/avatar').set(v.auth).attach('file', webp, 'a.webp').expect(201);
    const text = Buffer.from('not a picture at all');
    const ru = await request(ctx.app).post('/api/user/avatar').set(v.auth).attach('file', text, 'fake.png').expect(415);
    expect(ru.body.msg).toBe('Недопустимый тип файла. Разрешены: PNG, JPEG, WebP');
    const uz = await request(ctx.app)
      .post('/api/user/avatar')
      .set(v.auth)
      .set('Accept-Language', 'uz')
      .attach('file', text, 'fake.png')
      .expect(415);
    expect(uz.body.msg).toBe('Fayl turi ruxsat etilmagan. Ruxsat etilganlar: PNG, JPEG, WebP');
    const broken = Buffer.concat([(await png()).subarray(0, 40), Buffer.alloc(100)]);
    await request(ctx.app).post('/api/user/avatar').set(v.auth).attach('file', broken, 'broken.png').expect(415);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>');
    await request(ctx.app).post('/api/user/avatar').set(v.auth).attach('file', svg, 'a.svg').expect(415);

    const huge = Buffer.concat([await png(), Buffer.alloc(UPLOAD_LIMITS.avatar.maxBytes)]);
    const big = await request(ctx.app).post('/api/user/avatar').set(v.auth).attach('file', huge, 'big.png').expect(413);
    expect(big.body.msg).toBe('Файл слишком большой: не более 5 МБ');
    const bigUz = await request(ctx.app)
      .post('/api/user/avatar')
      .set(v.auth)
      .set('Accept-Language', 'uz')
      .attach('file', huge, 'big.png')
      .expect(413);
    expect(bigUz.body.msg).toBe("Fayl juda katta: ko'pi bilan 5 MB");
    const none = await request(ctx.app).post('/api/user/avatar').set(v.auth).field('x', '1').expect(400);
    expect(none.body.fields).toEqual({ file: 'Данное поле обязательно для заполнения' });
    // The refused uploads changed nothing: the WebP avatar is still there.
    const settings = await request(ctx.app).get('/api/user/settings').set(v.auth).expect(200);
    expect(settings.body.data.avatar).toMatch(/\.webp$/);
  });

  it('needs a signed-in user', async () => {
    await request(ctx.app)
      .post('/api/user/avatar')
      .attach('file', await png(), 'me.png')
      .expect(401);
    await request(ctx.app).delete('/api/user/avatar').expect(401);
  });

  it('an administrator may not delete their own account (403)', async () => {
    const admin = await staffAccount(ctx.app, ctx.db, 'admin');
    await request(ctx.app).delete('/api/user/account').set(admin.auth).send({ password: 'secret-pass-1' }).expect(403);
  });
});
