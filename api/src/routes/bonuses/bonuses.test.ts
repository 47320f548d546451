import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { QueryTypes } from 'sequelize';
import { BONUS_LIMITS, validationMessage } from '@hashar/common';
import { translate } from '../../i18n';
import { organizationAccount, volunteerAccount, type TestAccount } from '../../test/activities';
import { useTestApp } from '../../test/app';
import { backOfficeAccount } from '../../test/events';
import { notificationsOf } from '../../test/participation';
import { approvedOffer, dayFromToday, givePoints, offerBody, partnerAccount } from '../../test/bonuses';
import { PNG } from '../../test/images';

describe('bonus offers: the owner, the public list and page', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hashar-bonuses-test-'));
  const ctx = useTestApp({ DATA_DIR: dataDir });
  let partner: TestAccount;
  let otherPartner: TestAccount;
  let org: TestAccount;
  let volunteer: TestAccount;
  let moderator: TestAccount;
  let imageUrl: string;
  const sql = <T extends object>(text: string, bind: unknown[] = []) => ctx.db.sequelize.query<T>(text, { bind, type: QueryTypes.SELECT });
  const create = (who: TestAccount, body: object, locale = 'ru') =>
    request(ctx.app).post('/api/my/bonuses').set(who.auth).set('Accept-Language', locale).send(body);
  const approve = (id: number) => request(ctx.app).post(`/api/admin/bonuses/${id}/approve`).set(moderator.auth).expect(200);

  beforeAll(async () => {
    partner = await partnerAccount(ctx.app, ctx.db, 'OOO «Oqtepa»');
    otherPartner = await partnerAccount(ctx.app, ctx.db, 'OOO «Boshqa»');
    org = await organizationAccount(ctx.app, ctx.db, 'Зелёный город');
    volunteer = await volunteerAccount(ctx.app, ctx.db, 'Вера Волонтёрова');
    moderator = await backOfficeAccount(ctx.app, ctx.db, 'moderator');
    const upload = await request(ctx.app).post('/api/my/uploads/bonus-image').set(partner.auth).attach('file', PNG, 'b.png').expect(201);
    imageUrl = upload.body.url as string;
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('uploads a bonus image for partners and organizations only (401, 403, 415)', async () => {
    expect(imageUrl).toMatch(/^\/uploads\/bonuses\/[0-9a-f-]{36}\.png$/);
    await request(ctx.app).post('/api/my/uploads/bonus-image').set(org.auth).attach('file', PNG, 'o.png').expect(201);
    await request(ctx.app).post('/api/my/uploads/bonus-image').attach('file', PNG, 'b.png').expect(401);
    await request(ctx.app).post('/api/my/uploads/bonus-image').set(volunteer.auth).attach('file', PNG, 'b.png').expect(403);
    await request(ctx.app).post('/api/my/uploads/bonus-image').set(partner.auth).attach('file', Buffer.from('hello'), 'b.txt').expect(415);
  });

  it('creates an offer on moderation (moderators told) or as a draft; partner and organization own theirs', async () => {
    const res = await create(partner, offerBody({ image: imageUrl })).expect(201);
    expect(res.body.data).toMatchObject({
      titleRu: 'Кофе в подарок',
      moderation: 'moderation',
      remaining: 10,
      quantity: 10,
      image: imageUrl,
      validFrom: dayFromToday(0),
      validUntil: dayFromToday(30),
      issued: 0,
      used: 0,
      archived: false,
    });
    const notices = await notificationsOf(ctx.db, moderator.id);
    expect(notices.some((n) => n.kind === 'bonus_submitted')).toBe(true);
    const draft = await create(partner, offerBody({ draft: true, quantity: null, isOnline: true, regionId: null })).expect(201);
    expect(draft.body.data).toMatchObject({ moderation: 'draft', quantity: null, remaining: null, isOnline: true, regionId: null });
    const byOrg = await create(org, offerBody({ titleRu: 'Экскурсия по заповеднику' })).expect(201);
    const [row] = await sql<{ organization_id: number; owner_user_id: number | null }>(
      'SELECT organization_id, owner_user_id FROM bonus_offers WHERE id = $1',
      [byOrg.body.data.id],
    );
    expect(row).toEqual({ organization_id: org.organizationId, owner_user_id: null });

    const mine = await request(ctx.app).get('/api/my/bonuses').set(partner.auth).expect(200);
    expect(mine.body.total).toBe(2);
    expect(mine.body.data[0].id).toBe(draft.body.data.id);
    expect((await request(ctx.app).get('/api/my/bonuses').set(org.auth).expect(200)).body.total).toBe(1);
    await request(ctx.app).get('/api/my/bonuses').expect(401);
    await request(ctx.app).get('/api/my/bonuses').set(volunteer.auth).expect(403);
    await request(ctx.app).get('/api/my/bonuses?perPage=0').set(partner.auth).expect(400);
  });

  it('refuses bad input with messages in Russian and Uzbek (400), strangers (401, 403)', async () => {
    for (const locale of ['ru', 'uz'] as const) {
      const res = await create(
        partner,
        offerBody({ titleRu: 'ab', price: 0, validFrom: dayFromToday(-3), validUntil: dayFromToday(-1), regionId: null }),
        locale,
      ).expect(400);
      expect(res.body.fields).toEqual({
        titleRu: validationMessage(locale, 'length', { min: BONUS_LIMITS.titleMin, max: BONUS_LIMITS.titleMax }),
        price: validationMessage(locale, 'range', { min: 1, max: BONUS_LIMITS.priceMax }),
        validUntil: translate(locale, 'bonus_valid_past'),
        regionId: translate(locale, 'bonus_where'),
      });
      const order = await create(partner, offerBody({ validFrom: dayFromToday(5), validUntil: dayFromToday(2) }), locale).expect(400);
      expect(order.body.fields).toEqual({ validUntil: validationMessage(locale, 'dateOrder') });
      const foreign = await create(partner, offerBody({ image: 'https://evil.example/x.png', quantity: 0 }), locale).expect(400);
      expect(foreign.body.fields).toEqual({
        image: translate(locale, 'bonus_image_foreign'),
        quantity: validationMessage(locale, 'range', { min: 1, max: BONUS_LIMITS.quantityMax }),
      });
    }
    // Another account's upload is not the caller's.
    const theirs = await create(otherPartner, offerBody({ image: imageUrl }), 'uz').expect(400);
    expect(theirs.body.fields).toEqual({ image: translate('uz', 'upload_not_yours') });
    const region = await create(partner, offerBody({ regionId: 99999 })).expect(400);
    expect(region.body.fields).toEqual({ regionId: validationMessage('ru', 'region') });
    await request(ctx.app).post('/api/my/bonuses').send(offerBody()).expect(401);
    await create(volunteer, offerBody()).expect(403);
  });

  it('shows, edits, submits, archives and deletes an offer for its owner only (403 others, 404 unknown, 409)', async () => {
    const id = (await create(partner, offerBody({ titleRu: 'Билет в кино', draft: true })).expect(201)).body.data.id as number;
    await request(ctx.app).get(`/api/my/bonuses/${id}`).set(partner.auth).expect(200);
    await request(ctx.app).get(`/api/my/bonuses/${id}`).set(otherPartner.auth).expect(403);
    await request(ctx.app).get(`/api/my/bonuses/${id}`).set(org.auth).expect(403);
    await request(ctx.app).get('/api/my/bonuses/999999').set(partner.auth).expect(404);
    await request(ctx.app).get(`/api/my/bonuses/${id}`).expect(401);

    const kept = await request(ctx.app)
      .put(`/api/my/bonuses/${id}`)
      .set(partner.auth)
      .send(offerBody({ titleRu: 'Билет в кино', draft: true, price: 70 }))
      .expect(200);
    expect(kept.body.data).toMatchObject({ moderation: 'draft', price: 70 });
    await request(ctx.app).put(`/api/my/bonuses/${id}`).set(otherPartner.auth).send(offerBody()).expect(403);
    const bad = await request(ctx.app)
      .put(`/api/my/bonuses/${id}`)
      .set(partner.auth)
      .set('Accept-Language', 'uz')
      .send(offerBody({ price: 'x' }))
      .expect(400);
    expect(bad.body.fields).toEqual({ price: validationMessage('uz', 'range', { min: 1, max: BONUS_LIMITS.priceMax }) });

    const sent = await request(ctx.app).post(`/api/my/bonuses/${id}/submit`).set(partner.auth).expect(200);
    expect(sent.body.data.moderation).toBe('moderation');
    await request(ctx.app).post(`/api/my/bonuses/${id}/submit`).set(partner.auth).expect(409);
    await request(ctx.app).post(`/api/my/bonuses/${id}/submit`).set(otherPartner.auth).expect(403);
    await approve(id);
    expect((await notificationsOf(ctx.db, partner.id)).some((n) => n.kind === 'bonus_approved')).toBe(true);

    // Quantity changes keep it published; the price sends it back to moderation.
    const more = await request(ctx.app)
      .put(`/api/my/bonuses/${id}`)
      .set(partner.auth)
      .send(offerBody({ titleRu: 'Билет в кино', price: 70, quantity: 20 }))
      .expect(200);
    expect(more.body.data).toMatchObject({ moderation: 'approved', quantity: 20, remaining: 20 });
    const back = await request(ctx.app)
      .put(`/api/my/bonuses/${id}`)
      .set(partner.auth)
      .send(offerBody({ titleRu: 'Билет в кино', price: 80, quantity: 20 }))
      .expect(200);
    expect(back.body.data.moderation).toBe('moderation');
    await approve(id);

    // Codes issued: the quantity cannot go below them and the offer cannot be deleted.
    await givePoints(ctx.db, volunteer.id, 200);
    await request(ctx.app).post(`/api/bonuses/${id}/redeem`).set(volunteer.auth).expect(201);
    await request(ctx.app).post(`/api/bonuses/${id}/redeem`).set(volunteer.auth).expect(201);
    const below = await request(ctx.app)
      .put(`/api/my/bonuses/${id}`)
      .set(partner.auth)
      .set('Accept-Language', 'uz')
      .send(offerBody({ titleRu: 'Билет в кино', price: 80, quantity: 1 }))
      .expect(400);
    expect(below.body.fields).toEqual({ quantity: translate('uz', 'bonus_quantity_below_issued', { issued: 2 }) });
    const codes = await request(ctx.app).get(`/api/my/bonuses/${id}/redemptions`).set(partner.auth).expect(200);
    expect(codes.body.total).toBe(2);
    expect(codes.body.data[0]).toMatchObject({ offerId: id, offerTitle: 'Билет в кино', holder: 'Вера В.', state: 'issued' });
    await request(ctx.app).get(`/api/my/bonuses/${id}/redemptions`).set(otherPartner.auth).expect(403);
    await request(ctx.app).get('/api/my/bonuses/999999/redemptions').set(partner.auth).expect(404);
    const refused = await request(ctx.app).delete(`/api/my/bonuses/${id}`).set(partner.auth).expect(409);
    expect(refused.body).toMatchObject({ error: 'bonus_has_redemptions', msg: translate('ru', 'bonus_has_redemptions') });

    const archived = await request(ctx.app).post(`/api/my/bonuses/${id}/archive`).set(partner.auth).expect(200);
    expect(archived.body.data).toMatchObject({ archived: true, issued: 2 });
    await request(ctx.app).post(`/api/my/bonuses/${id}/archive`).set(otherPartner.auth).expect(403);
    await request(ctx.app).post('/api/my/bonuses/999999/archive').set(partner.auth).expect(404);
    const list = await request(ctx.app).get('/api/bonuses').expect(200);
    expect(list.body.data.map((c: { id: number }) => c.id)).not.toContain(id);
    // The volunteer's codes stay valid.
    expect((await request(ctx.app).get('/api/my/redemptions').set(volunteer.auth).expect(200)).body.total).toBe(2);

    const loose = (await create(partner, offerBody({ draft: true })).expect(201)).body.data.id as number;
    await request(ctx.app).delete(`/api/my/bonuses/${loose}`).set(otherPartner.auth).expect(403);
    await request(ctx.app).delete(`/api/my/bonuses/${loose}`).set(partner.auth).expect(204);
    await request(ctx.app).delete(`/api/my/bonuses/${loose}`).set(partner.auth).expect(404);
  });

  it('lists offers on offer now to anyone: filters, sort, search, affordable for a signed-in caller (400, 401)', async () => {
    const cheap = await approvedOffer(ctx.db, { userId: otherPartner.id }, { price: 10, title: 'Мороженое' });
    const dear = await approvedOffer(ctx.db, { organizationId: org.organizationId! }, { price: 5000, title: 'Путёвка в лагерь' });
    const soldOut = await approvedOffer(ctx.db, { userId: otherPartner.id }, { price: 10, quantity: 1, title: 'Распродано' });
    await ctx.db.sequelize.query('UPDATE bonus_offers SET remaining = 0 WHERE id = $1', { bind: [soldOut] });
    const expired = await approvedOffer(ctx.db, { userId: otherPartner.id }, { fromDays: -10, untilDays: -1, title: 'Прошлое' });
    const future = await approvedOffer(ctx.db, { userId: otherPartner.id }, { fromDays: 2, untilDays: 10, title: 'Будущее' });

    const all = await request(ctx.app).get('/api/bonuses?sort=price&perPage=50').set('Accept-Language', 'uz').expect(200);
    const ids = all.body.data.map((c: { id: number }) => c.id);
    expect(ids).toEqual(expect.arrayContaining([cheap, dear]));
    for (const hidden of [soldOut, expired, future]) expect(ids).not.toContain(hidden);
    expect(ids[0]).toBe(cheap);
    const card = all.body.data[0];
    expect(card).toMatchObject({
      title: 'Мороженое (uz)',
      price: 10,
      owner: { type: 'partner', id: otherPartner.id, name: 'OOO «Boshqa»' },
    });
    expect(card.regionName).toEqual(expect.any(String));
    const byOrg = all.body.data.find((c: { id: number }) => c.id === dear);
    expect(byOrg.owner).toMatchObject({ type: 'organization', id: org.organizationId, name: 'Зелёный город' });

    expect((await request(ctx.app).get('/api/bonuses?q=морож').expect(200)).body.data.map((c: { id: number }) => c.id)).toEqual([cheap]);
    expect((await request(ctx.app).get('/api/bonuses?region=2').expect(200)).body.total).toBe(0);
    expect((await request(ctx.app).get('/api/bonuses?online=1').expect(200)).body.total).toBe(0);

    const rich = await volunteerAccount(ctx.app, ctx.db, 'Богдан Богатов');
    await givePoints(ctx.db, rich.id, 100);
    const affordable = await request(ctx.app).get('/api/bonuses?affordable=1&perPage=50').set(rich.auth).expect(200);
    expect(affordable.body.data.map((c: { id: number }) => c.id)).toContain(cheap);
    expect(affordable.body.data.every((c: { price: number }) => c.price <= 100)).toBe(true);
    await request(ctx.app).get('/api/bonuses?affordable=1').expect(401);
    for (const locale of ['ru', 'uz'] as const) {
      const bad = await request(ctx.app).get('/api/bonuses?sort=cheap&region=x').set('Accept-Language', locale).expect(400);
      expect(bad.body.fields).toEqual({
        sort: validationMessage(locale, 'choice'),
        region: validationMessage(locale, 'range', { min: 1, max: 2147483647 }),
      });
    }
  });

  it('shows an approved offer to anyone, with the viewer block for a signed-in caller; 404 otherwise', async () => {
    const id = await approvedOffer(ctx.db, { userId: otherPartner.id }, { price: 300, quantity: 5, title: 'Абонемент' });
    const guest = await request(ctx.app).get(`/api/bonuses/${id}`).expect(200);
    expect(guest.body.data).toMatchObject({
      id,
      title: 'Абонемент',
      description: 'Описание',
      terms: 'Условия',
      quantity: 5,
      remaining: 5,
      viewer: null,
    });
    const poor = await volunteerAccount(ctx.app, ctx.db, 'Пётр Бедный');
    await givePoints(ctx.db, poor.id, 120);
    expect((await request(ctx.app).get(`/api/bonuses/${id}`).set(poor.auth).expect(200)).body.data.viewer).toEqual({
      balance: 120,
      canRedeem: false,
      reason: 'not_enough_points',
    });
    await givePoints(ctx.db, poor.id, 200);
    expect((await request(ctx.app).get(`/api/bonuses/${id}`).set(poor.auth).expect(200)).body.data.viewer).toEqual({
      balance: 320,
      canRedeem: true,
      reason: null,
    });
    expect((await request(ctx.app).get(`/api/bonuses/${id}`).set(partner.auth).expect(200)).body.data.viewer.reason).toBe('not_volunteer');
    const waiting = (await create(partner, offerBody()).expect(201)).body.data.id as number;
    await request(ctx.app).get(`/api/bonuses/${waiting}`).expect(404);
    await request(ctx.app).get('/api/bonuses/999999').expect(404);
    await request(ctx.app).get('/api/bonuses/abc').expect(404);
  });
});
