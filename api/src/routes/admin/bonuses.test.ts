import request from 'supertest';
import { QueryTypes } from 'sequelize';
import { validationMessage } from '@hashar/common';
import { translate } from '../../i18n';
import { volunteerAccount, type TestAccount } from '../../test/activities';
import { useTestApp } from '../../test/app';
import { backOfficeAccount } from '../../test/events';
import { approvedOffer, givePoints, offerBody, partnerAccount } from '../../test/bonuses';

describe('/api/admin/bonuses: the moderation queue, decisions, admin edits', () => {
  const ctx = useTestApp();
  let partner: TestAccount;
  let volunteer: TestAccount;
  let moderator: TestAccount;
  let admin: TestAccount;
  const sql = <T extends object>(text: string, bind: unknown[] = []) => ctx.db.sequelize.query<T>(text, { bind, type: QueryTypes.SELECT });
  const submitted = async (titleRu: string) =>
    (await request(ctx.app).post('/api/my/bonuses').set(partner.auth).send(offerBody({ titleRu })).expect(201)).body.data.id as number;

  beforeAll(async () => {
    partner = await partnerAccount(ctx.app, ctx.db, 'OOO «Navbat»');
    volunteer = await volunteerAccount(ctx.app, ctx.db, 'Обычный Волонтёр');
    moderator = await backOfficeAccount(ctx.app, ctx.db, 'moderator');
    admin = await backOfficeAccount(ctx.app, ctx.db, 'admin');
  });

  it('lists the queue first, oldest waiting on top, with Content-Range; filters and search; 401, 403, 400', async () => {
    const first = await submitted('Первый в очереди');
    const second = await submitted('Второй в очереди');
    await ctx.db.sequelize.query(`UPDATE bonus_offers SET submitted_at = now() - interval '1 day' WHERE id = $1`, { bind: [first] });
    const approved = await approvedOffer(ctx.db, { userId: partner.id }, { title: 'Уже одобрен' });
    const res = await request(ctx.app).get('/api/admin/bonuses').set(moderator.auth).expect(200);
    expect(res.headers['content-range']).toBe('bonuses 0-2/3');
    expect(res.body.map((r: { id: number }) => r.id)).toEqual([first, second, approved]);
    expect(res.body[0]).toMatchObject({
      titleRu: 'Первый в очереди',
      ownerName: 'OOO «Navbat»',
      ownerType: 'partner',
      moderation: 'moderation',
    });
    expect(res.body[0].submittedAt).toEqual(expect.any(String));
    const waiting = await request(ctx.app)
      .get('/api/admin/bonuses')
      .query({ filter: JSON.stringify({ moderation: 'approved' }) })
      .set(moderator.auth)
      .expect(200);
    expect(waiting.body.map((r: { id: number }) => r.id)).toEqual([approved]);
    const found = await request(ctx.app)
      .get('/api/admin/bonuses')
      .query({ filter: JSON.stringify({ q: 'второй' }), sort: JSON.stringify(['price', 'DESC']), range: '[0,9]' })
      .set(admin.auth)
      .expect(200);
    expect(found.body.map((r: { id: number }) => r.id)).toEqual([second]);
    await request(ctx.app).get('/api/admin/bonuses').expect(401);
    await request(ctx.app).get('/api/admin/bonuses').set(volunteer.auth).expect(403);
    await request(ctx.app).get('/api/admin/bonuses').set(partner.auth).expect(403);
    const bad = await request(ctx.app)
      .get('/api/admin/bonuses')
      .query({ filter: JSON.stringify({ moderation: 'lost' }) })
      .set(moderator.auth)
      .expect(400);
    expect(bad.body.error).toBe('bad_request');
    await request(ctx.app).get(`/api/admin/bonuses/${first}`).set(moderator.auth).expect(200);
    await request(ctx.app).get('/api/admin/bonuses/999999').set(moderator.auth).expect(404);
    await request(ctx.app).get(`/api/admin/bonuses/${first}`).set(volunteer.auth).expect(403);
  });

  it('approves and rejects with a reason (audit row, the owner told in-app and by email in their language); 400, 403, 404, 409', async () => {
    const id = await submitted('На одобрение');
    const other = await submitted('На отказ');
    await request(ctx.app).post(`/api/admin/bonuses/${id}/approve`).set(volunteer.auth).expect(403);
    await request(ctx.app).post(`/api/admin/bonuses/${id}/approve`).expect(401);
    await request(ctx.app).post('/api/admin/bonuses/999999/approve').set(moderator.auth).expect(404);
    const ok = await request(ctx.app).post(`/api/admin/bonuses/${id}/approve`).set(moderator.auth).expect(200);
    expect(ok.body).toMatchObject({ id, moderation: 'approved', publishedAt: expect.any(String) });
    await request(ctx.app).post(`/api/admin/bonuses/${id}/approve`).set(moderator.auth).expect(409);
    expect((await request(ctx.app).get(`/api/bonuses/${id}`).expect(200)).body.data.title).toBe('На одобрение');

    for (const locale of ['ru', 'uz'] as const) {
      const bad = await request(ctx.app)
        .post(`/api/admin/bonuses/${other}/reject`)
        .set(moderator.auth)
        .set('Accept-Language', locale)
        .send({})
        .expect(400);
      expect(bad.body.fields).toEqual({ reason: validationMessage(locale, 'required') });
    }
    const no = await request(ctx.app)
      .post(`/api/admin/bonuses/${other}/reject`)
      .set(moderator.auth)
      .send({ reason: 'Нет условий получения' })
      .expect(200);
    expect(no.body).toMatchObject({ moderation: 'rejected', rejectReason: 'Нет условий получения' });

    const audit = await sql<{ record_id: number }>(`SELECT record_id FROM audit_log WHERE resource = 'bonuses' ORDER BY id`);
    expect(audit.map((a) => Number(a.record_id))).toEqual(expect.arrayContaining([id, other]));
    const notices = await sql<{ kind: string; title_ru: string; body_ru: string }>(
      `SELECT kind, title_ru, body_ru FROM notifications WHERE user_id = $1 AND kind IN ('bonus_approved', 'bonus_rejected') ORDER BY id`,
      [partner.id],
    );
    expect(notices).toEqual([
      {
        kind: 'bonus_approved',
        title_ru: translate('ru', 'bonus_approved_title', { title: 'На одобрение' }),
        body_ru: translate('ru', 'bonus_approved_body'),
      },
      {
        kind: 'bonus_rejected',
        title_ru: translate('ru', 'bonus_rejected_title', { title: 'На отказ' }),
        body_ru: translate('ru', 'bonus_rejected_body', { reason: 'Нет условий получения' }),
      },
    ]);
    const mail = await request(ctx.app).get('/api/dev/mail').query({ to: partner.email }).expect(200);
    expect(JSON.stringify(mail.body.data)).toContain('На отказ');
    // The owner's list shows the reason.
    expect((await request(ctx.app).get(`/api/my/bonuses/${other}`).set(partner.auth).expect(200)).body.data.rejectReason).toBe(
      'Нет условий получения',
    );
  });

  it('lets only admins edit (audited, the state stays) and delete (409 once codes were issued)', async () => {
    const id = await approvedOffer(ctx.db, { userId: partner.id }, { title: 'Правка админом', price: 30 });
    const body = offerBody({ titleRu: 'Исправлено админом', price: 30 });
    await request(ctx.app).put(`/api/admin/bonuses/${id}`).set(moderator.auth).send(body).expect(403);
    const bad = await request(ctx.app)
      .put(`/api/admin/bonuses/${id}`)
      .set(admin.auth)
      .set('Accept-Language', 'uz')
      .send({ ...body, titleRu: '', titleUz: '' })
      .expect(400);
    // A title in either language is enough: neither is refused, the message says so in Uzbek.
    expect(JSON.stringify(bad.body.fields)).toContain("rus yoki o'zbek tilida");
    const edited = await request(ctx.app).put(`/api/admin/bonuses/${id}`).set(admin.auth).send(body).expect(200);
    expect(edited.body).toMatchObject({ titleRu: 'Исправлено админом', moderation: 'approved' });
    await request(ctx.app).put('/api/admin/bonuses/999999').set(admin.auth).send(body).expect(404);

    await givePoints(ctx.db, volunteer.id, 30);
    await request(ctx.app).post(`/api/bonuses/${id}/redeem`).set(volunteer.auth).expect(201);
    await request(ctx.app).delete(`/api/admin/bonuses/${id}`).set(moderator.auth).expect(403);
    const refused = await request(ctx.app).delete(`/api/admin/bonuses/${id}`).set(admin.auth).expect(409);
    expect(refused.body.error).toBe('bonus_has_redemptions');
    const loose = await approvedOffer(ctx.db, { userId: partner.id }, { title: 'Удаляемый' });
    const gone = await request(ctx.app).delete(`/api/admin/bonuses/${loose}`).set(admin.auth).expect(200);
    expect(gone.body.id).toBe(loose);
    await request(ctx.app).get(`/api/admin/bonuses/${loose}`).set(admin.auth).expect(404);
    const audit = await sql<{ action: string }>(`SELECT action FROM audit_log WHERE resource = 'bonuses' AND record_id = $1`, [loose]);
    expect(audit.map((a) => a.action)).toEqual(['delete']);
  });
});
