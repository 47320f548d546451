import request from 'supertest';
import type { CommentDto } from '@hashar/common';
import { run } from '../lists';
import { organizationAccount, volunteerAccount, type TestAccount } from '../test/activities';
import { useTestApp } from '../test/app';
import { createApprovedEvent } from '../test/events';

/** A client that retries a write (a timeout, a 503) with the same Idempotency-Key creates nothing twice. */
describe('Idempotency-Key on user writes', () => {
  const ctx = useTestApp();
  let volunteer: TestAccount;
  let other: TestAccount;
  let eventId: number;

  beforeAll(async () => {
    const org = await organizationAccount(ctx.app, ctx.db, 'Повторы');
    volunteer = await volunteerAccount(ctx.app, ctx.db, 'Шахноза');
    other = await volunteerAccount(ctx.app, ctx.db, 'Бобур');
    eventId = (await createApprovedEvent(ctx.db, org.organizationId!)).eventId;
  });

  const comment = (account: TestAccount, body: string, key?: string) => {
    const req = request(ctx.app).post('/api/comments').set(account.auth);
    return (key === undefined ? req : req.set('Idempotency-Key', key)).send({ type: 'event', id: eventId, body });
  };
  const comments = async (text: string) =>
    (await run<{ n: number }>(ctx.db.sequelize, 'SELECT count(*)::int AS n FROM comments WHERE body = $1', [text]))[0]!.n;

  it('answers a repeated write with its first answer and writes one row', async () => {
    const first = await comment(volunteer, 'Буду в 9:00', 'retry-1').expect(201);
    const again = await comment(volunteer, 'Буду в 9:00', 'retry-1').expect(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect((again.body as CommentDto).id).toBe((first.body as CommentDto).id);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await comments('Буду в 9:00')).toBe(1);
  });

  it('keeps keys per account and writes without a key each time', async () => {
    await comment(other, 'Буду в 9:00', 'retry-1').expect(201);
    expect(await comments('Буду в 9:00')).toBe(2);
    await comment(volunteer, 'Без ключа').expect(201);
    await comment(volunteer, 'Без ключа').expect(201);
    expect(await comments('Без ключа')).toBe(2);
  });

  it('refuses a key reused for another request (422) and a malformed key (400), in the request language', async () => {
    await comment(volunteer, 'Первый текст', 'reused-1').expect(201);
    const reused = await comment(volunteer, 'Другой текст', 'reused-1').expect(422);
    expect(reused.body).toMatchObject({ error: 'bad_request', msg: 'Этот Idempotency-Key уже использован для другого запроса' });
    const uz = await comment(volunteer, 'Другой текст', 'reused-1').set('Accept-Language', 'uz').expect(422);
    expect(uz.body.msg).toBe("Bu Idempotency-Key boshqa so'rov uchun ishlatilgan");
    for (const key of ['', 'two words', 'x'.repeat(101), '<script>']) {
      const bad = await comment(volunteer, 'Плохой ключ', key).expect(400);
      expect(bad.body.msg).toBe('Idempotency-Key: от 1 до 100 латинских букв, цифр и знаков - _ . :');
    }
    expect(await comments('Другой текст')).toBe(0);
    expect(await comments('Плохой ключ')).toBe(0);
  });

  it('keeps nothing for a request without an account, and a replay does not count against the write limit', async () => {
    await comment(other, 'Одиннадцать раз', 'limit-1').expect(201);
    // The limit is 10 comments a minute: ten replays more are answered all the same.
    for (let i = 0; i < 10; i++) await comment(other, 'Одиннадцать раз', 'limit-1').expect(201);
    expect(await comments('Одиннадцать раз')).toBe(1);
    await request(ctx.app)
      .post('/api/comments')
      .set('Idempotency-Key', 'anon-1')
      .send({ type: 'event', id: eventId, body: 'Аноним' })
      .expect(401);
    expect((await run(ctx.db.sequelize, "SELECT 1 FROM idempotency_keys WHERE key = 'anon-1'", [])).length).toBe(0);
  });

  it('answers 409 while the first request with the key still runs', async () => {
    const [row] = await run<{ request: string }>(
      ctx.db.sequelize,
      "SELECT request FROM idempotency_keys WHERE key = 'retry-1' AND user_id = $1",
      [volunteer.id],
    );
    await run(ctx.db.sequelize, "UPDATE idempotency_keys SET status = NULL, body = NULL WHERE key = 'retry-1' AND user_id = $1", [
      volunteer.id,
    ]);
    const busy = await comment(volunteer, 'Буду в 9:00', 'retry-1').expect(409);
    expect(busy.body).toMatchObject({ error: 'conflict', msg: 'Запрос с этим Idempotency-Key ещё выполняется: повторите чуть позже' });
    expect(row!.request).toMatch(/^POST \/api\/comments /);
    expect(await comments('Буду в 9:00')).toBe(2);
  });

  it('runs the write again once its key is older than 24 hours', async () => {
    await comment(volunteer, 'Завтра снова', 'day-old').expect(201);
    await run(ctx.db.sequelize, "UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE key = 'day-old'", []);
    const later = await comment(volunteer, 'Завтра снова', 'day-old').expect(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(await comments('Завтра снова')).toBe(2);
  });
});
