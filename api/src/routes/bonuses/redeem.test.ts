import request from 'supertest';
import { QueryTypes } from 'sequelize';
import { formatCode, toTashkentInput, validationMessage } from '@hashar/common';
import { translate } from '../../i18n';
import { organizationAccount, volunteerAccount, type TestAccount } from '../../test/activities';
import { useTestApp } from '../../test/app';
import { notificationsOf } from '../../test/participation';
import { approvedOffer, balance, givePoints, heldOffer, partnerAccount } from '../../test/bonuses';

describe('bonus redemption, codes checked and marked used', () => {
  const ctx = useTestApp();
  let partner: TestAccount;
  let otherPartner: TestAccount;
  let org: TestAccount;
  const sql = <T extends object>(text: string, bind: unknown[] = []) => ctx.db.sequelize.query<T>(text, { bind, type: QueryTypes.SELECT });
  const redeem = (who: TestAccount, id: number, locale = 'ru') =>
    request(ctx.app).post(`/api/bonuses/${id}/redeem`).set(who.auth).set('Accept-Language', locale);
  const ledgerSum = async (userId: number) => balance(ctx.db, userId);

  beforeAll(async () => {
    partner = await partnerAccount(ctx.app, ctx.db, 'OOO «Kofe»');
    otherPartner = await partnerAccount(ctx.app, ctx.db, 'OOO «Boshqa»');
    org = await organizationAccount(ctx.app, ctx.db, 'Добрые руки');
  });

  it('redeems in one go: a code and its QR, the ledger line, remaining lowered, the volunteer told; listed as mine', async () => {
    const volunteer = await volunteerAccount(ctx.app, ctx.db, 'Азиз Рахимов');
    await givePoints(ctx.db, volunteer.id, 250);
    const id = await approvedOffer(ctx.db, { userId: partner.id }, { price: 100, quantity: 3, title: 'Кофе' });
    const res = await redeem(volunteer, id, 'uz').expect(201);
    const dto = res.body.data;
    expect(dto).toMatchObject({
      points: 100,
      state: 'issued',
      usedAt: null,
      offer: { id, title: 'Кофе (uz)', terms: 'Условия', owner: { type: 'partner', name: 'OOO «Kofe»' } },
    });
    expect(dto.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{12}$/);
    expect(dto.qr).toMatch(/^data:image\/png;base64,/);
    expect(await ledgerSum(volunteer.id)).toBe(150);
    const [line] = await sql<{ delta: number; reason: string; redemption_id: number }>(
      `SELECT delta, reason, redemption_id FROM points_ledger WHERE user_id = $1 AND reason = 'bonus'`,
      [volunteer.id],
    );
    expect(line).toEqual({ delta: -100, reason: 'bonus', redemption_id: dto.id });
    const [offer] = await sql<{ remaining: number }>('SELECT remaining FROM bonus_offers WHERE id = $1', [id]);
    expect(offer!.remaining).toBe(2);
    const [notice] = await sql<{ body_ru: string; link: string }>(
      `SELECT body_ru, link FROM notifications WHERE user_id = $1 AND kind = 'bonus_redeemed'`,
      [volunteer.id],
    );
    expect(notice!.body_ru).toContain(formatCode(dto.code));
    expect(notice!.link).toBe('/ru/profile/volon/bonuse');
    // The points history names the offer bought.
    const points = await request(ctx.app).get('/api/my/points').set(volunteer.auth).expect(200);
    expect(points.body.history.data.find((h: { reason: string }) => h.reason === 'bonus').title).toBe('Кофе');

    const mine = await request(ctx.app).get('/api/my/redemptions').set(volunteer.auth).expect(200);
    expect(mine.body).toMatchObject({ total: 1, data: [{ id: dto.id, code: dto.code }] });
    expect((await request(ctx.app).get('/api/my/redemptions?state=used').set(volunteer.auth).expect(200)).body.total).toBe(0);
    await request(ctx.app).get('/api/my/redemptions').expect(401);
    const bad = await request(ctx.app).get('/api/my/redemptions?state=lost').set(volunteer.auth).set('Accept-Language', 'uz').expect(400);
    expect(bad.body.fields).toEqual({ state: validationMessage('uz', 'choice') });
  });

  it('refuses: 401, 403 for roles without bonus.redeem and for too few points (balance and price named), 404, 409', async () => {
    const volunteer = await volunteerAccount(ctx.app, ctx.db, 'Мало Баллов');
    await givePoints(ctx.db, volunteer.id, 40);
    const id = await approvedOffer(ctx.db, { organizationId: org.organizationId! }, { price: 100 });
    await request(ctx.app).post(`/api/bonuses/${id}/redeem`).expect(401);
    const forbidden = await redeem(partner, id).expect(403);
    expect(forbidden.body.error).toBe('forbidden');
    for (const locale of ['ru', 'uz'] as const) {
      const poor = await redeem(volunteer, id, locale).expect(403);
      expect(poor.body).toEqual({ error: 'not_enough_points', msg: translate(locale, 'not_enough_points', { balance: 40, price: 100 }) });
    }
    await redeem(volunteer, 999999).expect(404);
    const draft = await approvedOffer(ctx.db, { userId: partner.id }, { price: 10 });
    await ctx.db.sequelize.query(`UPDATE bonus_offers SET moderation = 'moderation' WHERE id = $1`, { bind: [draft] });
    await redeem(volunteer, draft).expect(404);
    const future = await approvedOffer(ctx.db, { userId: partner.id }, { price: 10, fromDays: 1 });
    const later = await redeem(volunteer, future, 'uz').expect(409);
    expect(later.body).toEqual({ error: 'bonus_not_available', msg: translate('uz', 'bonus_not_available') });
    const gone = await approvedOffer(ctx.db, { userId: partner.id }, { price: 10, quantity: 1 });
    await ctx.db.sequelize.query('UPDATE bonus_offers SET remaining = 0 WHERE id = $1', { bind: [gone] });
    expect((await redeem(volunteer, gone).expect(409)).body.error).toBe('bonus_sold_out');
    expect(await ledgerSum(volunteer.id)).toBe(40);
  });

  it('RACE: a balance covering one redemption, two and five at once → exactly one 201, never below zero', async () => {
    for (const n of [2, 5]) {
      const volunteer = await volunteerAccount(ctx.app, ctx.db, `Гонщик Быстров`);
      await givePoints(ctx.db, volunteer.id, 150);
      const id = await approvedOffer(ctx.db, { userId: partner.id }, { price: 100 });
      const answers = await heldOffer(ctx.db, id, () => Promise.all(Array.from({ length: n }, () => redeem(volunteer, id))));
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses).toEqual([201, ...Array(n - 1).fill(403)]);
      expect(await ledgerSum(volunteer.id)).toBe(50);
      const [{ count }] = (await sql<{ count: number }>('SELECT count(*)::int AS count FROM bonus_redemptions WHERE user_id = $1', [
        volunteer.id,
      ])) as [{ count: number }];
      expect(count).toBe(1);
    }
    // Two different offers at once: one balance, one winner.
    const volunteer = await volunteerAccount(ctx.app, ctx.db, 'Двойной Обмен');
    await givePoints(ctx.db, volunteer.id, 100);
    const a = await approvedOffer(ctx.db, { userId: partner.id }, { price: 100 });
    const b = await approvedOffer(ctx.db, { organizationId: org.organizationId! }, { price: 100 });
    const both = await Promise.all([redeem(volunteer, a), redeem(volunteer, b)]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 403]);
    expect(await ledgerSum(volunteer.id)).toBe(0);
  });

  it('RACE: an offer with quantity 1 and two volunteers at once → one 201, one 409, remaining 0', async () => {
    const id = await approvedOffer(ctx.db, { userId: partner.id }, { price: 10, quantity: 1 });
    const [first, second] = [
      await volunteerAccount(ctx.app, ctx.db, 'Первый Пришёл'),
      await volunteerAccount(ctx.app, ctx.db, 'Второй Пришёл'),
    ];
    await givePoints(ctx.db, first.id, 10);
    await givePoints(ctx.db, second.id, 10);
    const answers = await heldOffer(ctx.db, id, () => Promise.all([redeem(first, id), redeem(second, id)]));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(answers.find((r) => r.status === 409)!.body.error).toBe('bonus_sold_out');
    const [offer] = await sql<{ remaining: number }>('SELECT remaining FROM bonus_offers WHERE id = $1', [id]);
    expect(offer!.remaining).toBe(0);
    expect((await ledgerSum(first.id)) + (await ledgerSum(second.id))).toBe(10);
    // Sold out: gone from the list.
    const list = await request(ctx.app).get('/api/bonuses?perPage=50').expect(200);
    expect(list.body.data.map((c: { id: number }) => c.id)).not.toContain(id);
  });

  it('the owner checks a code as typed and marks it used once (400, 401, 403, 404, 409 with the time); the volunteer is told', async () => {
    const volunteer = await volunteerAccount(ctx.app, ctx.db, 'Сабина Каримова');
    await givePoints(ctx.db, volunteer.id, 100);
    const id = await approvedOffer(ctx.db, { organizationId: org.organizationId! }, { price: 20, title: 'Музей' });
    const code = (await redeem(volunteer, id).expect(201)).body.data.code as string;
    const typed = formatCode(code).toLowerCase();
    const check = await request(ctx.app)
      .post('/api/my/bonuses/check')
      .set(org.auth)
      .send({ code: ` ${typed} ` })
      .expect(200);
    expect(check.body.data).toMatchObject({ code, state: 'issued', offerId: id, offerTitle: 'Музей', holder: 'Сабина К.', usedAt: null });
    for (const locale of ['ru', 'uz'] as const) {
      const bad = await request(ctx.app)
        .post('/api/my/bonuses/check')
        .set(org.auth)
        .set('Accept-Language', locale)
        .send({ code: 'ABC' })
        .expect(400);
      expect(bad.body.fields).toEqual({ code: translate(locale, 'bonus_code_malformed') });
      const none = await request(ctx.app).post('/api/my/bonuses/check').set(org.auth).set('Accept-Language', locale).send({}).expect(400);
      expect(none.body.fields).toEqual({ code: validationMessage(locale, 'required') });
    }
    await request(ctx.app).post('/api/my/bonuses/check').set(org.auth).send({ code: '0000-0000-0000' }).expect(404);
    await request(ctx.app).post('/api/my/bonuses/check').set(partner.auth).send({ code }).expect(403);
    await request(ctx.app).post('/api/my/bonuses/check').set(volunteer.auth).send({ code }).expect(403);
    await request(ctx.app).post('/api/my/bonuses/check').send({ code }).expect(401);

    const redemptionId = check.body.data.id as number;
    await request(ctx.app).post(`/api/my/bonuses/redemptions/${redemptionId}/use`).set(partner.auth).expect(403);
    await request(ctx.app).post('/api/my/bonuses/redemptions/999999/use').set(org.auth).expect(404);
    await request(ctx.app).post(`/api/my/bonuses/redemptions/${redemptionId}/use`).expect(401);
    const used = await request(ctx.app).post(`/api/my/bonuses/redemptions/${redemptionId}/use`).set(org.auth).expect(200);
    expect(used.body.data).toMatchObject({ state: 'used', usedAt: expect.any(String) });
    const again = await request(ctx.app)
      .post(`/api/my/bonuses/redemptions/${redemptionId}/use`)
      .set(org.auth)
      .set('Accept-Language', 'uz')
      .expect(409);
    const at = toTashkentInput(used.body.data.usedAt as string).replace('T', ' ');
    expect(again.body).toEqual({ error: 'redemption_used', msg: translate('uz', 'redemption_used', { time: at }) });
    expect((await notificationsOf(ctx.db, volunteer.id)).some((n) => n.kind === 'bonus_used')).toBe(true);
    const mine = await request(ctx.app).get('/api/my/redemptions?state=used').set(volunteer.auth).expect(200);
    expect(mine.body.data[0]).toMatchObject({ code, state: 'used' });
    const owners = await request(ctx.app).get(`/api/my/bonuses/${id}`).set(org.auth).expect(200);
    expect(owners.body.data).toMatchObject({ issued: 1, used: 1 });
  });

  it('RACE: two marks of one code at once → one 200, one 409', async () => {
    const volunteer = await volunteerAccount(ctx.app, ctx.db, 'Двойная Отметка');
    await givePoints(ctx.db, volunteer.id, 100);
    const id = await approvedOffer(ctx.db, { userId: otherPartner.id }, { price: 20 });
    const redemptionId = (await redeem(volunteer, id).expect(201)).body.data.id as number;
    const marks = await Promise.all(
      [0, 1].map(() => request(ctx.app).post(`/api/my/bonuses/redemptions/${redemptionId}/use`).set(otherPartner.auth)),
    );
    expect(marks.map((m) => m.status).sort()).toEqual([200, 409]);
    const notices = (await notificationsOf(ctx.db, volunteer.id)).filter((n) => n.kind === 'bonus_used');
    expect(notices).toHaveLength(1);
  });
});
