import request from 'supertest';
import { organizationAccount, volunteerAccount, type TestAccount } from '../test/activities';
import { useTestApp } from '../test/app';
import { createApprovedEvent } from '../test/events';
import { RATE_LIMITS } from './policy';

describe('per-account write limits', () => {
  const ctx = useTestApp();
  let eventId: number;
  let first: TestAccount;
  let second: TestAccount;
  beforeAll(async () => {
    const org = await organizationAccount(ctx.app, ctx.db, 'Организатор');
    ({ eventId } = await createApprovedEvent(ctx.db, org.organizationId!));
    first = await volunteerAccount(ctx.app, ctx.db, 'Первый Волонтёр');
    second = await volunteerAccount(ctx.app, ctx.db, 'Второй Волонтёр');
  });
  const comment = (account: TestAccount, body: string) =>
    request(ctx.app).post('/api/comments').set(account.auth).send({ type: 'event', id: eventId, body });

  it('answers the comment past the limit with 429, Retry-After and a message in ru or uz; other accounts go on', async () => {
    const { points, duration } = RATE_LIMITS.comments;
    for (let i = 0; i < points; i++) await comment(first, `Комментарий ${i}`).expect(201);
    const ru = await comment(first, 'Ещё один').expect(429);
    const retryAfter = Number(ru.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(duration);
    expect(ru.body).toEqual({ error: 'too_many_requests', msg: `Слишком много действий подряд: повторите через ${retryAfter} с` });
    const uz = await comment(first, 'Yana bitta').set('Accept-Language', 'uz').expect(429);
    expect(uz.body.msg).toMatch(/^Ketma-ket juda ko'p amal: \d+ soniyadan keyin qayta urinib ko'ring$/);
    // Counted per account, not per address: another account from the same address is not affected.
    await comment(second, 'Я тоже приду').set('X-Forwarded-For', '203.0.113.9').expect(201);
    await comment(first, 'С того же адреса').set('X-Forwarded-For', '203.0.113.9').expect(429);
    const [rows] = await ctx.db.sequelize.query(`SELECT count(*)::int AS n FROM comments WHERE user_id = $1`, { bind: [first.id] });
    expect(rows).toEqual([{ n: points }]);
  });
});
