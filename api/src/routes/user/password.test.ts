import request from 'supertest';
import { activeAccount, lastMailedLink } from '../../test/accounts';
import { useTestApp } from '../../test/app';

describe('password forms: validation and refusals', () => {
  const ctx = useTestApp();

  it('checks the recovery form field by field, in ru and uz', async () => {
    const ru = await request(ctx.app)
      .post('/api/user/recovery')
      .send({ id: 'x', token: '', password: 'short', repeat: 'other' })
      .expect(400);
    expect(ru.body.fields).toEqual({
      id: 'Данное поле обязательно для заполнения',
      token: 'Данное поле обязательно для заполнения',
      password: 'Поле должно содержать не менее 8 и не более 64 символов',
      repeat: 'Пароли не совпадают',
    });
    const uz = await request(ctx.app).post('/api/user/recovery').set('Accept-Language', 'uz').send({}).expect(400);
    expect(uz.body.fields).toEqual({
      id: "to'ldirilishi shart",
      token: "to'ldirilishi shart",
      password: "to'ldirilishi shart",
      repeat: "to'ldirilishi shart",
    });
  });

  it('refuses a recovery link whose token was tampered with, and a used one', async () => {
    const { form, id } = await activeAccount(ctx.app);
    await request(ctx.app).post('/api/user/forgot').send({ username: form.username }).expect(200);
    const link = await lastMailedLink(ctx.app, form.username, 'recovery');
    const body = { id, password: 'new-password-1', repeat: 'new-password-1' };
    const bad = await request(ctx.app)
      .post('/api/user/recovery')
      .send({ ...body, token: link.token.slice(0, -2) + 'xx' })
      .expect(400);
    expect(bad.body).toEqual({ error: 'invalid_link', msg: 'Ссылка недействительна или устарела. Запросите новую' });
    await request(ctx.app).post('/api/user/forgot').send({ username: form.username }).expect(200);
    const newer = await lastMailedLink(ctx.app, form.username, 'recovery');
    await request(ctx.app)
      .post('/api/user/recovery')
      .send({ ...body, token: link.token })
      .expect(400);
    await request(ctx.app)
      .post('/api/user/recovery')
      .send({ ...body, token: newer.token })
      .expect(200);
  });

  it('checks the change-password form and needs a token', async () => {
    const { accessToken } = await activeAccount(ctx.app);
    await request(ctx.app)
      .post('/api/user/password')
      .send({ oldPassword: 'x', password: 'new-password-1', repeat: 'new-password-1' })
      .expect(401);
    const res = await request(ctx.app)
      .post('/api/user/password')
      .set('Authorization', `Bearer ${accessToken}`)
      .set('Accept-Language', 'uz')
      .send({ oldPassword: '', password: 'new-password-1', repeat: 'new-password-2' })
      .expect(400);
    expect(res.body.fields).toEqual({ oldPassword: "to'ldirilishi shart", repeat: 'Parollar mos kelmadi' });
  });

  it('checks the confirm and forgot forms', async () => {
    const confirm = await request(ctx.app).post('/api/user/confirm').send({ id: -1 }).expect(400);
    expect(confirm.body.fields).toEqual({ id: 'Данное поле обязательно для заполнения', token: 'Данное поле обязательно для заполнения' });
    const forgot = await request(ctx.app)
      .post('/api/user/forgot')
      .set('Accept-Language', 'uz')
      .send({ username: 'no-at-sign' })
      .expect(400);
    expect(forgot.body.fields).toEqual({ username: "To'g'ri email manzilini kiriting" });
  });
});
