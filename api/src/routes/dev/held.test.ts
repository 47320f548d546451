import request from 'supertest';
import { organizationAccount, volunteerAccount } from '../../test/activities';
import { useTestApp } from '../../test/app';
import { createApprovedEvent } from '../../test/events';
import { appliedId, setState } from '../../test/participation';

describe('POST /api/dev/sessions/:id/held', () => {
  const ctx = useTestApp({ DEV_MAILBOX: 'true' });
  const held = (id: number | string) => request(ctx.app).post(`/api/dev/sessions/${id}/held`);

  it('moves the shift back so it ended an hour ago, keeping its length and its check-ins 20 minutes before the start', async () => {
    const org = await organizationAccount(ctx.app, ctx.db);
    const vol = await volunteerAccount(ctx.app, ctx.db);
    const startsAt = new Date(Date.now() + 3 * 24 * 3_600_000);
    const endsAt = new Date(startsAt.getTime() + 4 * 3_600_000);
    const { sessionIds } = await createApprovedEvent(ctx.db, org.organizationId!, { startsAt, endsAt });
    const sessionId = sessionIds[0]!;
    const applicationId = await appliedId(ctx.app, vol, sessionId);
    await setState(ctx.db, applicationId, 'accepted');
    await ctx.db.sequelize.query(`UPDATE applications SET checked_in_at = $2 WHERE id = $1`, {
      bind: [applicationId, new Date(startsAt.getTime() - 20 * 60_000)],
    });

    await held(sessionId).expect(200, { id: sessionId });
    const [[row]] = (await ctx.db.sequelize.query(
      `SELECT s.starts_at AS "startsAt", s.ends_at AS "endsAt", a.checked_in_at AS "checkedInAt"
         FROM visit_sessions s JOIN applications a ON a.session_id = s.id WHERE a.id = $1`,
      { bind: [applicationId] },
    )) as [{ startsAt: Date; endsAt: Date; checkedInAt: Date }[], unknown];
    if (!row) throw new Error('no shift');
    expect(Math.abs(row.endsAt.getTime() - (Date.now() - 3_600_000))).toBeLessThan(60_000);
    expect(row.endsAt.getTime() - row.startsAt.getTime()).toBe(4 * 3_600_000);
    expect(row.startsAt.getTime() - row.checkedInAt.getTime()).toBe(20 * 60_000);
  });

  it('answers 404 for a missing shift, 400 for a bad id and 403 to other machines', async () => {
    await held(999_999).expect(404);
    await held('abc').expect(400);
    await held(1).set('X-Forwarded-For', '203.0.113.7').expect(403);
  });
});
