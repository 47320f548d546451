import request from 'supertest';
import { organizationAccount, volunteerAccount } from '../../test/activities';
import { createTestApp, useTestApp } from '../../test/app';
import { createApprovedEvent } from '../../test/events';
import { appliedId, notificationsOf, setState } from '../../test/participation';

describe('POST /api/dev/reminders/run', () => {
  const ctx = useTestApp({ DEV_MAILBOX: 'true' });
  const run = (body?: object) => request(ctx.app).post('/api/dev/reminders/run').send(body);

  it('sends the reminders due at the given moment (the clock moved) and answers how many of each kind', async () => {
    const org = await organizationAccount(ctx.app, ctx.db);
    const vol = await volunteerAccount(ctx.app, ctx.db);
    const startsAt = new Date(Date.now() + 30 * 24 * 3_600_000);
    const { sessionIds } = await createApprovedEvent(ctx.db, org.organizationId!, { startsAt });
    await setState(ctx.db, await appliedId(ctx.app, vol, sessionIds[0]!), 'accepted');
    const now = new Date(startsAt.getTime() - 90 * 60_000).toISOString();

    const first = await run({ now }).expect(200).expect('Cache-Control', 'no-store');
    expect(first.body).toEqual({ now, sent: { shift_24h: 0, shift_2h: 1, task_deadline: 0, vacancy_deadline: 0 } });
    expect((await notificationsOf(ctx.db, vol.id)).filter((n) => n.kind === 'shift_reminder')).toHaveLength(1);
    expect((await run({ now }).expect(200)).body.sent.shift_2h).toBe(0);
    // Without a moment: the present (nothing due now).
    const present = await run().expect(200);
    expect(Math.abs(Date.parse(present.body.now) - Date.now())).toBeLessThan(10_000);
  });

  it('answers 400 in the request language for a moment that is not an ISO date-time', async () => {
    for (const now of ['tomorrow', '2031-13-45T10:00:00Z', 12, ['2031-01-01T00:00:00Z'], { at: 1 }]) {
      const res = await run({ now }).expect(400);
      expect(res.body).toMatchObject({ error: 'validation', fields: { now: 'Укажите корректную дату' } });
    }
    const uz = await request(ctx.app).post('/api/dev/reminders/run').set('Accept-Language', 'uz').send({ now: 'x' }).expect(400);
    expect(uz.body.fields.now).toBe("To'g'ri sanani kiriting");
  });

  it('answers loopback callers only', async () => {
    const res = await run({}).set('X-Forwarded-For', '203.0.113.7').expect(403);
    expect(res.body.sent).toBeUndefined();
  });

  it('is not mounted unless DEV_MAILBOX=true', async () => {
    const off = await createTestApp({ DEV_MAILBOX: 'false' });
    try {
      const res = await request(off.app).post('/api/dev/reminders/run').send({}).expect(404);
      expect(res.body.error).toBe('not_found');
    } finally {
      await off.db.drop();
    }
  });
});
