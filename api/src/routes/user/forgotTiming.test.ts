import request from 'supertest';
import { workAfterAnswers } from '../../middlewares/answerFirst';
import { lastMailedLink, signupForm } from '../../test/accounts';
import { useTestApp } from '../../test/app';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The forgotten-password and resend forms must not tell, even by their speed, which emails have accounts. */
describe('POST /api/user/forgot and /resend answer alike for known and unknown addresses', () => {
  const ctx = useTestApp();
  const timed = async (path: string, username: string) => {
    const started = process.hrtime.bigint();
    const res = await request(ctx.app).post(path).send({ username }).expect(200);
    return { ms: Number(process.hrtime.bigint() - started) / 1e6, msg: res.body.msg as string };
  };

  it('answers before the link is issued: a known address is answered while the tokens table is locked', async () => {
    const form = await signupForm(ctx.app);
    await request(ctx.app).post('/api/user/registration').send(form).expect(201);
    const sequelize = ctx.db.sequelize;
    const lock = await sequelize.transaction();
    try {
      await sequelize.query('LOCK TABLE account_tokens IN ACCESS EXCLUSIVE MODE', { transaction: lock });
      for (const path of ['/api/user/forgot', '/api/user/resend']) {
        const res = await request(ctx.app).post(path).send({ username: form.username }).timeout(5000).expect(200);
        expect(res.body.error).toBe(0);
      }
    } finally {
      await lock.commit();
    }
    // Then the links arrive as before.
    await lastMailedLink(ctx.app, form.username, 'recovery');
    await lastMailedLink(ctx.app, form.username, 'confirmation');
  });

  it('takes about as long for an address with an account as for one without (medians over 15 each)', async () => {
    const known: string[] = [];
    for (let i = 0; i < 15; i++) {
      const form = await signupForm(ctx.app);
      await request(ctx.app).post('/api/user/registration').send(form).expect(201);
      known.push(form.username);
    }
    await workAfterAnswers();
    const knownMs: number[] = [];
    const unknownMs: number[] = [];
    // Interleaved, so a busy moment of the machine falls on both alike.
    for (const [i, email] of known.entries()) {
      // Each answer's own work (the link, the mail) runs after it: it is waited for before the next
      // request, so it never slows the other one; the order alternates so neither always goes first.
      const nobody = `nobody-${i}-${Date.now()}@example.uz`;
      const [first, second] = i % 2 === 0 ? [email, nobody] : [nobody, email];
      const one = await timed('/api/user/forgot', first);
      await workAfterAnswers();
      const two = await timed('/api/user/forgot', second);
      await workAfterAnswers();
      const [a, b] = i % 2 === 0 ? [one, two] : [two, one];
      expect(a.msg.replace(email, 'X')).toBe(b.msg.replace(/nobody-\S+@example\.uz/, 'X'));
      knownMs.push(a.ms);
      unknownMs.push(b.ms);
    }
    const [k, u] = [median(knownMs), median(unknownMs)];
    // Pairs taken at the same moment differ by the work the address costs, not by how busy the
    // machine was: their median difference must stay within half the faster median (+3 ms). Before
    // the fix the known path took ~3× as long (41 vs 14 ms: a difference of 27 against 10).
    const gap = median(knownMs.map((ms, i) => ms - unknownMs[i]!));
    const close = Math.abs(gap) < Math.min(k, u) / 2 + 3;
    expect({ known: k, unknown: u, gap, close }).toEqual({ known: k, unknown: u, gap, close: true });
  });
});
