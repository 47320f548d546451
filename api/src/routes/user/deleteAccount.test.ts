import request from 'supertest';
import { QueryTypes } from 'sequelize';
import sharp from 'sharp';
import { DELETED_USER_NAME } from '@hashar/common';
import { organizationAccount, volunteerAccount } from '../../test/activities';
import { useTestApp } from '../../test/app';
import { createApprovedEvent } from '../../test/events';
import { appliedId } from '../../test/participation';

describe('deleting my account: DELETE /api/user/account', () => {
  const ctx = useTestApp();
  const one = async <T extends object>(sql: string, bind: unknown[]) =>
    (await ctx.db.sequelize.query<T>(sql, { bind, type: QueryTypes.SELECT }))[0];

  it('removes the personal data, keeps the anonymous activity history, and the account cannot log in', async () => {
    const org = await organizationAccount(ctx.app, ctx.db);
    const v = await volunteerAccount(ctx.app, ctx.db, 'Лола Каримова');
    const friend = await volunteerAccount(ctx.app, ctx.db);
    const { sessionIds } = await createApprovedEvent(ctx.db, org.organizationId!);
    const applicationId = await appliedId(ctx.app, v, sessionIds[0]!);
    const picture = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#ff0000' } })
      .png()
      .toBuffer();
    const avatar = await request(ctx.app).post('/api/user/avatar').set(v.auth).attach('file', picture, 'a.png').expect(201);
    await ctx.db.sequelize.query(
      `UPDATE volunteer_profiles SET phone = '+998901234567', tax_number = '123456789', registration_address = 'Ташкент',
              birth_date = '2000-01-01', passport_series = 'AA1234567', is_listed = true WHERE user_id = $1`,
      { bind: [v.id] },
    );
    await ctx.db.sequelize.query(`INSERT INTO friendships (requester_id, addressee_id, status) VALUES ($1, $2, 'accepted')`, {
      bind: [v.id, friend.id],
    });
    await ctx.db.sequelize.query(`INSERT INTO points_ledger (user_id, delta, reason) VALUES ($1, 10, 'bonus')`, { bind: [v.id] });
    await ctx.db.sequelize.query(`INSERT INTO telegram_links (user_id, chat_id, telegram_user_id) VALUES ($1, 9000 + $1, 9000 + $1)`, {
      bind: [v.id],
    });
    await ctx.db.sequelize.query(`UPDATE applications SET cv_key = 'cv/x.pdf', cv_name = 'Лола CV.pdf' WHERE id = $1`, {
      bind: [applicationId],
    });
    await ctx.db.sequelize.query(
      `INSERT INTO partner_applications (user_id, company_name, tax_number, contact_name, phone)
       VALUES ($1, 'ООО Лола', '123456789', 'Лола Каримова', '+998901234567')`,
      { bind: [v.id] },
    );

    const res = await request(ctx.app).delete('/api/user/account').set(v.auth).send({ password: 'secret-pass-1' }).expect(200);
    expect(res.body.msg).toBe('Аккаунт удалён. Ваши личные данные стёрты');

    const user = await one<Record<string, unknown>>(
      'SELECT email, name, avatar_url, avatar_thumb_url, deleted_at, is_active, referral_code FROM users WHERE id = $1',
      [v.id],
    );
    expect(user).toMatchObject({
      email: `deleted-${v.id}@deleted.invalid`,
      name: DELETED_USER_NAME,
      avatar_url: null,
      avatar_thumb_url: null,
      is_active: false,
      referral_code: null,
    });
    expect(user!['deleted_at']).toBeInstanceOf(Date);
    const profile = await one<Record<string, unknown>>(
      `SELECT first_name, last_name, phone, tax_number, registration_address, birth_date, passport_series, is_listed
         FROM volunteer_profiles WHERE user_id = $1`,
      [v.id],
    );
    expect(profile).toEqual({
      first_name: '',
      last_name: '',
      phone: null,
      tax_number: null,
      registration_address: null,
      birth_date: null,
      passport_series: null,
      is_listed: false,
    });
    expect(await one('SELECT 1 FROM friendships WHERE requester_id = $1 OR addressee_id = $1', [v.id])).toBeUndefined();
    expect(await one('SELECT 1 FROM telegram_links WHERE user_id = $1', [v.id])).toBeUndefined();
    // History stays, pointing at the anonymous account.
    expect(await one('SELECT user_id, cv_key, cv_name FROM applications WHERE id = $1', [applicationId])).toEqual({
      user_id: v.id,
      cv_key: null,
      cv_name: null,
    });
    expect(await one('SELECT 1 FROM partner_applications WHERE user_id = $1', [v.id])).toBeUndefined();
    expect(await one('SELECT delta FROM points_ledger WHERE user_id = $1', [v.id])).toEqual({ delta: 10 });
    await request(ctx.app)
      .get(avatar.body.data.avatar as string)
      .expect(404);

    // Its tokens are revoked and neither the old nor the new e-mail logs in: the usual wrong-credentials answer.
    await request(ctx.app).get('/api/user/settings').set(v.auth).expect(401);
    for (const username of [v.email, `deleted-${v.id}@deleted.invalid`]) {
      const login = await request(ctx.app).post('/api/user/login').send({ username, password: 'secret-pass-1' }).expect(401);
      expect(login.body).toMatchObject({ error: 'invalid_credentials', msg: 'Неверный email или пароль' });
    }
    // The e-mail is free for a new account.
    await request(ctx.app).post('/api/user/validate').send({ username: v.email }).expect(200, { valid: true });
  });

  it('asks for the password, in ru and uz, and refuses a wrong one', async () => {
    const v = await volunteerAccount(ctx.app, ctx.db);
    const ru = await request(ctx.app).delete('/api/user/account').set(v.auth).send({}).expect(400);
    expect(ru.body.fields).toEqual({ password: 'Данное поле обязательно для заполнения' });
    const uz = await request(ctx.app)
      .delete('/api/user/account')
      .set(v.auth)
      .set('Accept-Language', 'uz')
      .send({ password: '' })
      .expect(400);
    expect(uz.body.fields).toEqual({ password: "to'ldirilishi shart" });
    const wrong = await request(ctx.app).delete('/api/user/account').set(v.auth).send({ password: 'not-my-password' }).expect(400);
    expect(wrong.body.fields).toEqual({ password: 'Неверный текущий пароль' });
    const wrongUz = await request(ctx.app)
      .delete('/api/user/account')
      .set(v.auth)
      .set('Accept-Language', 'uz')
      .send({ password: 'not-my-password' })
      .expect(400);
    expect(wrongUz.body.fields).toEqual({ password: "Joriy parol noto'g'ri" });
    await request(ctx.app).get('/api/user/settings').set(v.auth).expect(200);
  });

  it('needs a signed-in user', async () => {
    await request(ctx.app).delete('/api/user/account').send({ password: 'secret-pass-1' }).expect(401);
  });
});
