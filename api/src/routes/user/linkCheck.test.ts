import request from 'supertest';
import { AccountToken } from '../../models';
import { activeAccount, lastMailedLink, signupForm } from '../../test/accounts';
import { useTestApp } from '../../test/app';

describe('emailed links are checked before use (the page explains a bad one before any form)', () => {
  const ctx = useTestApp();

  it('tells a recovery link as valid, invalid, used and expired, without using it up', async () => {
    const { form, id } = await activeAccount(ctx.app);
    await request(ctx.app).post('/api/user/forgot').send({ username: form.username }).expect(200);
    const link = await lastMailedLink(ctx.app, form.username, 'recovery');
    const check = async (token: string, userId = id) =>
      (await request(ctx.app).get(`/api/user/recovery/${userId}/${token}`).expect(200)).body;

    expect(await check(link.token)).toEqual({ state: 'valid' });
    expect(await check(link.token)).toEqual({ state: 'valid' });
    expect(await check(link.token.slice(0, -2) + 'xx')).toEqual({ state: 'invalid' });
    expect(await check(link.token, id + 1000)).toEqual({ state: 'invalid' });

    await AccountToken.update({ expiresAt: new Date(Date.now() - 1000) }, { where: { userId: id, purpose: 'recovery' } });
    expect(await check(link.token)).toEqual({ state: 'expired' });

    await request(ctx.app).post('/api/user/forgot').send({ username: form.username }).expect(200);
    const newer = await lastMailedLink(ctx.app, form.username, 'recovery');
    expect(await check(link.token)).toEqual({ state: 'used' });
    await request(ctx.app)
      .post('/api/user/recovery')
      .send({ id, token: newer.token, password: 'new-password-1', repeat: 'new-password-1' })
      .expect(200);
    expect(await check(newer.token)).toEqual({ state: 'used' });
  });

  it('tells an activation link as valid, then used once the account is confirmed', async () => {
    const form = await signupForm(ctx.app);
    await request(ctx.app).post('/api/user/registration').send(form).expect(201);
    const link = await lastMailedLink(ctx.app, form.username, 'confirmation');
    expect((await request(ctx.app).get(`/api/user/confirm/${link.id}/${link.token}`).expect(200)).body).toEqual({ state: 'valid' });
    await request(ctx.app).post('/api/user/confirm').send(link).expect(200);
    expect((await request(ctx.app).get(`/api/user/confirm/${link.id}/${link.token}`).expect(200)).body).toEqual({ state: 'used' });
    // A recovery check does not accept an activation token.
    expect((await request(ctx.app).get(`/api/user/recovery/${link.id}/${link.token}`).expect(200)).body).toEqual({ state: 'invalid' });
  });

  it('refuses a malformed id with a message in the request language', async () => {
    const ru = await request(ctx.app).get('/api/user/recovery/x/abc').expect(400);
    expect(ru.body.fields).toEqual({ id: 'Данное поле обязательно для заполнения' });
    const uz = await request(ctx.app).get('/api/user/confirm/0/abc').set('Accept-Language', 'uz').expect(400);
    expect(uz.body.fields).toEqual({ id: "to'ldirilishi shart" });
  });
});
