import request from 'supertest';
import { createRateLimits, LOGIN_ADDRESS_CAPTCHA_AFTER, RATE_LIMITS } from '../../ratelimit';
import { activeAccount } from '../../test/accounts';
import { useTestApp } from '../../test/app';
import { solveCaptcha } from '../../test/captcha';

describe('password spraying: failed logins counted per address across usernames', () => {
  const ctx = useTestApp();
  const login = (ip: string, body: Record<string, unknown>) =>
    request(ctx.app).post('/api/user/login').set('X-Forwarded-For', ip).send(body);

  it(`asks every login from an address for a captcha after ${LOGIN_ADDRESS_CAPTCHA_AFTER} failures on different usernames`, async () => {
    const { form } = await activeAccount(ctx.app);
    const ip = '203.0.113.50';
    for (let i = 0; i < LOGIN_ADDRESS_CAPTCHA_AFTER; i++) {
      await login(ip, { username: `victim${i}@example.uz`, password: 'Guess-123456' }).expect(401);
    }
    // A username never tried before, even with its right password, now needs the captcha from this address.
    const res = await login(ip, { username: form.username, password: form.password }).expect(400);
    expect(res.body).toMatchObject({ error: 'captcha_required', msg: 'Слишком много неудачных попыток: подтвердите, что вы не робот' });
    const uz = await login(ip, { username: 'new@example.uz', password: 'x' }).set('Accept-Language', 'uz').expect(400);
    expect(uz.body.msg).toBe("Muvaffaqiyatsiz urinishlar juda ko'p: robot emasligingizni tasdiqlang");
    // Another address is not affected; with a solved captcha the owner gets in.
    await login('203.0.113.51', { username: form.username, password: form.password }).expect(200);
    await login(ip, { username: form.username, password: form.password, captcha: await solveCaptcha(ctx.app) }).expect(200);
  });

  it('refuses an address that spent its failures (429 with Retry-After), whatever the username or captcha', async () => {
    const { form } = await activeAccount(ctx.app);
    const failures = createRateLimits(ctx.db.sequelize).loginFailures;
    const { points, duration } = RATE_LIMITS.loginFailuresByAddress;
    for (let i = 0; i < points; i++) await failures.recordFailure(`user${i}@example.uz`, '203.0.113.60');
    const res = await login('203.0.113.60', {
      username: form.username,
      password: form.password,
      captcha: await solveCaptcha(ctx.app),
    }).expect(429);
    expect(res.body).toEqual({ error: 'too_many_requests', msg: 'Слишком много запросов, попробуйте позже' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(duration);
    await login('203.0.113.61', { username: form.username, password: form.password }).expect(200);
  });
});
