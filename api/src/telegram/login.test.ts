import request from 'supertest';
import { volunteerAccount, type TestAccount } from '../test/activities';
import { signTelegramLogin } from '../test/fakeTelegram';
import { linkTelegram, TEST_BOT, telegramTestApp, type TelegramTestContext } from './test-helpers';

let ctx: TelegramTestContext;
let volunteer: TestAccount;
const TELEGRAM_ID = 8001;
const now = () => Math.floor(Date.now() / 1000);
const widget = (over: { id?: number; auth_date?: number } = {}) =>
  signTelegramLogin({ id: TELEGRAM_ID, first_name: 'Aziz', username: 'aziz_uz', auth_date: now(), ...over }, TEST_BOT.token);
const login = (body: object, locale = 'ru') => request(ctx.app).post('/api/user/login/telegram').set('Accept-Language', locale).send(body);

beforeAll(async () => {
  ctx = await telegramTestApp();
  volunteer = await volunteerAccount(ctx.app, ctx.db, 'Азиз Рахимов');
  await linkTelegram(ctx, volunteer, { id: TELEGRAM_ID });
});
afterAll(async () => {
  await ctx.close();
});

describe('POST /api/user/login/telegram', () => {
  it('signs a linked account in with the same answer as the password login', async () => {
    const res = await login(widget()).expect(200);
    expect(res.body).toEqual({ token: { accessToken: expect.any(String) }, user: expect.objectContaining({ id: volunteer.id }) });
    const byPassword = await request(ctx.app)
      .post('/api/user/login')
      .send({ username: volunteer.email, password: 'secret-pass-1' })
      .expect(200);
    expect(Object.keys(res.body.user).sort()).toEqual(Object.keys(byPassword.body.user).sort());
    await request(ctx.app).get('/api/user/telegram').set('Authorization', `Bearer ${res.body.token.accessToken}`).expect(200);
  });

  it('refuses a forged or altered answer (401 telegram_login_invalid) and an old one (401 telegram_login_expired)', async () => {
    const forged = await login({ ...widget(), hash: 'a'.repeat(64) }).expect(401);
    expect(forged.body).toMatchObject({
      error: 'telegram_login_invalid',
      msg: 'Не удалось подтвердить вход через Telegram, попробуйте ещё раз',
    });
    await login({ ...widget(), username: 'someone_else' }).expect(401);
    await login({ ...widget(), id: TELEGRAM_ID + 1 }).expect(401);
    await login(signTelegramLogin({ id: TELEGRAM_ID, auth_date: now() }, '7012345678:AAE-another-bots-token-000000')).expect(401);
    await login(widget({ auth_date: now() + 600 })).expect(401); // from the future
    const expired = await login(widget({ auth_date: now() - 3601 }), 'uz').expect(401);
    expect(expired.body).toMatchObject({
      error: 'telegram_login_expired',
      msg: 'Telegram orqali kirishni tasdiqlash muddati tugadi, qayta urinib koʻring',
    });
  });

  it('answers 404 telegram_not_linked for a Telegram user no account linked', async () => {
    const res = await login(widget({ id: 8999 })).expect(404);
    expect(res.body).toMatchObject({ error: 'telegram_not_linked', msg: expect.stringContaining('не привязан аккаунт') });
  });

  it('refuses blocked and unconfirmed accounts as the password login does', async () => {
    const other = await volunteerAccount(ctx.app, ctx.db);
    await linkTelegram(ctx, other, { id: 8002 });
    await ctx.db.sequelize.query('UPDATE users SET is_blocked = true WHERE id = $1', { bind: [other.id] });
    expect((await login(widget({ id: 8002 })).expect(403)).body.error).toBe('blocked');
    await ctx.db.sequelize.query('UPDATE users SET is_blocked = false, is_active = false WHERE id = $1', { bind: [other.id] });
    expect((await login(widget({ id: 8002 })).expect(403)).body).toMatchObject({ error: 'not_activated' });
  });

  it('answers 400 with a message for a body that is not a widget answer', async () => {
    const res = await login({ id: 'me', hash: 'xyz' }, 'uz').expect(400);
    expect(res.body.fields).toEqual({ id: "to'ldirilishi shart", auth_date: "to'ldirilishi shart", hash: "to'ldirilishi shart" });
    const ru = await login({}).expect(400);
    expect(ru.body.fields.hash).toBe('Данное поле обязательно для заполнения');
  });
});
