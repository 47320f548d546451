import crypto from 'node:crypto';
import jwt from 'jsonwebtoken';
import request from 'supertest';
import { activeAccount } from '../../test/accounts';
import { TEST_JWT_SECRET, useTestApp } from '../../test/app';
import { solveCaptcha } from '../../test/captcha';

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('authentication of /api/user calls', () => {
  const ctx = useTestApp();
  let account: Awaited<ReturnType<typeof activeAccount>>;
  beforeAll(async () => {
    account = await activeAccount(ctx.app);
  });
  const avatar = (authorization?: string) => {
    const req = request(ctx.app).get('/api/user/get-avatar');
    return authorization ? req.set('Authorization', authorization) : req;
  };
  const claims = () => ({ sub: String(account.id), role: 'volon', ver: 0, jti: crypto.randomUUID() });

  it('answers 401 {error, msg} without a token, in the request language', async () => {
    expect((await avatar().expect(401)).body).toEqual({ error: 'unauthorized', msg: 'Требуется авторизация' });
    const uz = await request(ctx.app).get('/api/user/profile').set('Accept-Language', 'uz').expect(401);
    expect(uz.body.msg).toBe('Avtorizatsiya talab qilinadi');
  });

  it('refuses a malformed, expired, tampered, unsigned (alg none) or foreign-key token', async () => {
    await avatar('Bearer not.a.token').expect(401);
    await avatar(`Token ${account.accessToken}`).expect(401);
    await avatar(
      `Bearer ${jwt.sign({ ...claims(), exp: Math.floor(Date.now() / 1000) - 10 }, TEST_JWT_SECRET, { algorithm: 'HS256' })}`,
    ).expect(401);
    const [head, , sig] = account.accessToken.split('.');
    await avatar(`Bearer ${head}.${b64({ ...claims(), role: 'admin', exp: 9999999999 })}.${sig}`).expect(401);
    await avatar(`Bearer ${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims(), exp: 9999999999 })}.`).expect(401);
    await avatar(`Bearer ${jwt.sign(claims(), 'another-secret-of-at-least-32-characters', { algorithm: 'HS256', expiresIn: 600 })}`).expect(
      401,
    );
    await avatar(`Bearer ${jwt.sign(claims(), TEST_JWT_SECRET, { algorithm: 'HS512', expiresIn: 600 })}`).expect(401);
    await avatar(`Bearer ${jwt.sign(claims(), TEST_JWT_SECRET, { algorithm: 'HS256', expiresIn: 600 })}`).expect(200);
    // A token that never expires is refused, and so is one naming an id no row can have.
    await avatar(`Bearer ${jwt.sign(claims(), TEST_JWT_SECRET, { algorithm: 'HS256' })}`).expect(401);
    await avatar(`Bearer ${jwt.sign({ ...claims(), sub: '99999999999' }, TEST_JWT_SECRET, { algorithm: 'HS256', expiresIn: 600 })}`).expect(
      401,
    );
  });

  it('refuses the token of a blocked account', async () => {
    const other = await activeAccount(ctx.app);
    await ctx.db.sequelize.query('UPDATE users SET is_blocked = true WHERE id = $1', { bind: [other.id] });
    await request(ctx.app).get('/api/user/profile').set('Authorization', `Bearer ${other.accessToken}`).expect(401);
    const login = await request(ctx.app)
      .post('/api/user/login')
      .send({ username: other.form.username, password: other.form.password })
      .expect(403);
    expect(login.body).toEqual({ error: 'blocked', msg: 'Аккаунт заблокирован. Обратитесь в поддержку' });
  });

  it('lists the initiative groups in get-avatar', async () => {
    await ctx.db.sequelize.query(
      `WITH g AS (INSERT INTO initiative_groups (name_ru, moderation) VALUES ('Yashil Toshkent', 'approved') RETURNING id)
       INSERT INTO initiative_group_members (group_id, user_id, role) SELECT id, $1, 'leader' FROM g`,
      { bind: [account.id] },
    );
    const res = await avatar(`Bearer ${account.accessToken}`).expect(200);
    expect(res.body.sendUser.groupList).toEqual([{ id: expect.any(Number), status: 1, initName: 'Yashil Toshkent' }]);
  });
});

describe('login', () => {
  const ctx = useTestApp();

  it('answers 401 {error, msg} for a wrong password or an unknown email, alike', async () => {
    const { form } = await activeAccount(ctx.app);
    const wrong = await request(ctx.app).post('/api/user/login').send({ username: form.username, password: 'wrong-pass' }).expect(401);
    const unknown = await request(ctx.app)
      .post('/api/user/login')
      .set('Accept-Language', 'uz')
      .send({ username: 'ghost@example.uz', password: 'whatever1' })
      .expect(401);
    expect(wrong.body).toEqual({ error: 'invalid_credentials', msg: 'Неверный email или пароль' });
    expect(unknown.body).toEqual({ error: 'invalid_credentials', msg: "Email yoki parol noto'g'ri" });
  });

  it('asks for a captcha after 3 failures, and accepts the right password with a solved one', async () => {
    const { form } = await activeAccount(ctx.app);
    for (let i = 0; i < 3; i++) {
      await request(ctx.app).post('/api/user/login').send({ username: form.username, password: 'wrong-pass' }).expect(401);
    }
    const asked = await request(ctx.app).post('/api/user/login').send({ username: form.username, password: form.password }).expect(400);
    expect(asked.body).toEqual({
      error: 'captcha_required',
      msg: 'Слишком много неудачных попыток: подтвердите, что вы не робот',
      fields: { captcha: 'Подтвердите, что вы не робот' },
    });
    const captcha = await solveCaptcha(ctx.app);
    await request(ctx.app).post('/api/user/login').send({ username: form.username, password: form.password, captcha }).expect(200);
    await request(ctx.app).post('/api/user/login').send({ username: form.username, password: form.password }).expect(200);
  });

  it('answers missing fields with 400 and field messages', async () => {
    const res = await request(ctx.app)
      .post('/api/user/login')
      .send({ username: ['x'] })
      .expect(400);
    expect(res.body.fields).toEqual({
      username: 'Данное поле обязательно для заполнения',
      password: 'Данное поле обязательно для заполнения',
    });
  });
});

describe('rate limits', () => {
  const ctx = useTestApp();

  it('answer 429 with Retry-After and a message once forgot is called too often', async () => {
    let last: request.Response | undefined;
    for (let i = 0; i < 8; i++) {
      last = await request(ctx.app)
        .post('/api/user/forgot')
        .set('X-Forwarded-For', '203.0.113.7')
        .set('Accept-Language', 'uz')
        .send({ username: `someone${i}@example.uz` });
      if (last.status === 429) break;
    }
    expect(last!.status).toBe(429);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    expect(last!.body).toEqual({ error: 'too_many_requests', msg: "So'rovlar juda ko'p, keyinroq urinib ko'ring" });
    await request(ctx.app)
      .post('/api/user/forgot')
      .set('X-Forwarded-For', '203.0.113.8')
      .send({ username: 'other@example.uz' })
      .expect(200);
  });
});
