import { POINTS } from '@hashar/common';
import { QueryTypes } from 'sequelize';
import request from 'supertest';
import { activeAccount } from '../../test/accounts';
import { useTestApp } from '../../test/app';
import { organizationAccount, volunteerAccount, type TestAccount } from '../../test/activities';
import { createApprovedEvent } from '../../test/events';
import { appliedId, mailTo, notificationsOf, sessionHeld, setState } from '../../test/participation';

describe('/api/my/referral and the referral reward', () => {
  const ctx = useTestApp();
  let org: TestAccount;
  const referralPoints = async (userId: number) =>
    (
      await ctx.db.sequelize.query<{ n: number; sum: number }>(
        `SELECT count(*)::int AS n, COALESCE(sum(delta), 0)::int AS sum FROM points_ledger WHERE user_id = $1 AND reason = 'referral'`,
        { bind: [userId], type: QueryTypes.SELECT },
      )
    )[0]!;
  const codeOf = async (who: TestAccount) => (await request(ctx.app).get('/api/my/referral').set(who.auth).expect(200)).body.code as string;
  /** A volunteer signed up with the code, with `n` accepted applications to events of the organization. */
  const referred = async (code: string, n: number) => {
    const account = await activeAccount(ctx.app, { type: 'volon', name: 'Приглашённый Друг', referralCode: code });
    const auth = { Authorization: `Bearer ${account.accessToken}` };
    const who = { id: account.id, email: account.form.username, accessToken: account.accessToken, auth, organizationId: null };
    const ids: number[] = [];
    for (let i = 0; i < n; i++) {
      const { sessionIds } = await createApprovedEvent(ctx.db, org.organizationId!, { titleRu: `Событие ${i}` });
      const id = await appliedId(ctx.app, who, sessionIds[0]!);
      await setState(ctx.db, id, 'accepted');
      ids.push(id);
    }
    return { who, ids };
  };
  /** Verifies 2 hours once the application's shift is over. */
  const verify = async (id: number) => {
    await sessionHeld(ctx.db, { applicationId: id });
    return request(ctx.app).post(`/api/crm/applications/${id}/verify`).set(org.auth).send({ hours: 2 });
  };

  beforeAll(async () => {
    org = await organizationAccount(ctx.app, ctx.db, 'Организация наград');
  });

  it('401 without a token; any account has a link, its QR code (SVG) and empty counts', async () => {
    await request(ctx.app).get('/api/my/referral').expect(401);
    await request(ctx.app).get('/api/my/referral/qr.svg').expect(401);
    const res = await request(ctx.app).get('/api/my/referral').set(org.auth).set('Accept-Language', 'uz').expect(200);
    expect(res.body).toEqual({
      link: expect.stringMatching(new RegExp(`/uz/sign-up\\?ref=${res.body.code}$`)),
      code: expect.stringMatching(/^[A-Z0-9]{8}$/),
      signedUp: 0,
      completed: 0,
      points: 0,
      people: [],
    });
    const qr = await request(ctx.app).get('/api/my/referral/qr.svg').set(org.auth).expect(200);
    expect(qr.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(String(qr.body)).toContain('<svg');
  });

  it('gives an account made without a code one', async () => {
    const me = await volunteerAccount(ctx.app, ctx.db, 'Без Кода');
    await ctx.db.sequelize.query('UPDATE users SET referral_code = NULL WHERE id = $1', { bind: [me.id] });
    const code = await codeOf(me);
    expect(code).toMatch(/^[A-Z0-9]{8}$/);
    expect(await codeOf(me)).toBe(code);
  });

  it('pays +50 once, when the referred friend’s first hours are verified, and notifies the referrer', async () => {
    const me = await volunteerAccount(ctx.app, ctx.db, 'Пригласивший Друга');
    const { ids } = await referred(await codeOf(me), 2);
    let summary = (await request(ctx.app).get('/api/my/referral').set(me.auth).expect(200)).body;
    expect(summary).toMatchObject({ signedUp: 1, completed: 0, points: 0, people: [{ name: 'Приглашённый Друг', completed: false }] });
    expect(JSON.stringify(summary.people)).not.toContain('@');

    expect((await verify(ids[0]!)).status).toBe(200);
    expect((await verify(ids[1]!)).status).toBe(200);
    expect(await referralPoints(me.id)).toEqual({ n: 1, sum: POINTS.referredFriend });
    summary = (await request(ctx.app).get('/api/my/referral').set(me.auth).expect(200)).body;
    expect(summary).toMatchObject({ signedUp: 1, completed: 1, points: 50, people: [{ completed: true }] });
    expect((await notificationsOf(ctx.db, me.id))[0]).toMatchObject({
      kind: 'referral_reward',
      title_ru: 'Баллы за приглашённого друга: +50',
    });
    expect((await mailTo(ctx.db, me.email))[0]!.text).toContain('Приглашённый Друг, зарегистрировавшийся по вашей ссылке');
    const points = await request(ctx.app).get('/api/my/points').set(me.auth).expect(200);
    expect(points.body.balance).toBe(50);
    expect(points.body.history.data[0]).toMatchObject({ delta: 50, reason: 'referral', title: 'Приглашённый друг' });
  });

  it('pays once when two of the friend’s hours records are verified at the same time', async () => {
    const me = await volunteerAccount(ctx.app, ctx.db, 'Гонка Наград');
    const { ids } = await referred(await codeOf(me), 3);
    const results = await Promise.all(ids.map((id) => verify(id)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await referralPoints(me.id)).toEqual({ n: 1, sum: 50 });
  });

  it('pays nothing for hours of a volunteer who signed up without a link', async () => {
    const before = (await referralPoints(org.id)).n;
    const who = await volunteerAccount(ctx.app, ctx.db, 'Сам По Себе');
    const { sessionIds } = await createApprovedEvent(ctx.db, org.organizationId!);
    const id = await appliedId(ctx.app, who, sessionIds[0]!);
    await setState(ctx.db, id, 'accepted');
    expect((await verify(id)).status).toBe(200);
    const [row] = await ctx.db.sequelize.query<{ n: number }>(`SELECT count(*)::int AS n FROM points_ledger WHERE reason = 'referral'`, {
      type: QueryTypes.SELECT,
    });
    expect(row!.n).toBe(2);
    expect((await referralPoints(org.id)).n).toBe(before);
  });
});
