import request from 'supertest';
import { activeAccount, lastMailedLink, signupForm } from '../../test/accounts';
import { useTestApp } from '../../test/app';

describe('an account from sign-up to password recovery', () => {
  const ctx = useTestApp();

  it('register → mail → confirm → login → get-avatar → profile → logout → old token refused → forgot → recovery → login', async () => {
    const { app } = ctx;
    const form = await signupForm(app, { username: 'Malika.Yusupova@Example.UZ', name: 'Malika Yusupova', regionId: 9 });
    const reg = await request(app).post('/api/user/registration').set('Accept-Language', 'uz').send(form).expect(201);
    expect(reg.body).toEqual({ error: 0, msg: expect.stringContaining("Ro'yxatdan o'tish muvaffaqiyatli") });

    const email = 'malika.yusupova@example.uz';
    const early = await request(app).post('/api/user/login').send({ username: email, password: form.password }).expect(403);
    expect(early.body).toEqual({
      error: 'not_activated',
      msg: `Аккаунт не активирован. Мы отправили новую ссылку для активации на ${email}`,
    });

    const mail = await request(app).get('/api/dev/mail').query({ to: email }).expect(200);
    expect(mail.body.data[0].subject).toBeTruthy();
    const link = await lastMailedLink(app, email, 'confirmation');
    expect(link.url).toMatch(new RegExp(`^http://localhost:\\d+/uz/confirmation/${link.id}/[\\w-]{40,}$`));
    await request(app)
      .post('/api/user/confirm')
      .send({ id: link.id, token: link.token })
      .expect(200, { error: 0, msg: 'Аккаунт активирован. Теперь вы можете войти' });
    await request(app).post('/api/user/confirm').send({ id: link.id, token: link.token }).expect(400);

    const login = await request(app)
      .post('/api/user/login')
      .send({ username: 'MALIKA.yusupova@example.uz', password: form.password })
      .expect(200);
    expect(login.body.user).toMatchObject({
      id: link.id,
      username: email,
      role: 'volon',
      isVerified: false,
      isActive: true,
      locale: 'uz',
      regionId: 9,
    });
    const token = login.body.token.accessToken as string;
    const [, payload] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    expect(claims).toMatchObject({ sub: String(link.id), role: 'volon', username: email });
    expect(claims.exp - Math.floor(Date.now() / 1000)).toBeGreaterThan(3600);
    expect(JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()).alg).toBe('HS256');

    const avatar = await request(app).get('/api/user/get-avatar').set('Authorization', `Bearer ${token}`).expect(200);
    expect(avatar.body).toEqual({
      sendUser: {
        username: email,
        role: 'volon',
        isVerified: false,
        logo: 'MY',
        avatar: null,
        dfAvatar: { image: '/avatars/default.svg', color: expect.stringMatching(/^#[0-9A-F]{6}$/) },
        groupList: [],
        isProbono: false,
        leadsActiveGroup: false,
      },
    });

    const profile = await request(app).get('/api/user/profile').set('Authorization', `Bearer ${token}`).expect(200);
    expect(profile.body).toMatchObject({
      kind: 'volon',
      user: { username: email, region: { id: 9, nameUz: 'Samarqand viloyati' }, referralCode: expect.stringMatching(/^[A-Z2-9]{8}$/) },
      profile: { firstName: 'Malika', lastName: 'Yusupova', isProbono: false },
    });

    await request(app).post('/api/user/logout').set('Authorization', `Bearer ${token}`).expect(200);
    await request(app).get('/api/user/get-avatar').set('Authorization', `Bearer ${token}`).expect(401);

    const forgot = await request(app).post('/api/user/forgot').send({ username: email }).expect(200);
    const unknown = await request(app).post('/api/user/forgot').send({ username: 'nobody@example.uz' }).expect(200);
    expect(forgot.body.msg.replace(email, 'X')).toBe(unknown.body.msg.replace('nobody@example.uz', 'X'));
    const recovery = await lastMailedLink(app, email, 'recovery');
    expect(recovery.url).toContain(`/ru/recovery/${link.id}/`);
    await request(app)
      .post('/api/user/recovery')
      .send({ id: recovery.id, token: recovery.token, password: 'brand-new-pass', repeat: 'brand-new-pass' })
      .expect(200, { error: 0, msg: 'Пароль изменён. Войдите с новым паролем' });
    await request(app)
      .post('/api/user/recovery')
      .send({ id: recovery.id, token: recovery.token, password: 'another-pass-1', repeat: 'another-pass-1' })
      .expect(400);

    await request(app).post('/api/user/login').send({ username: email, password: form.password }).expect(401);
    await request(app).post('/api/user/login').send({ username: email, password: 'brand-new-pass' }).expect(200);
  });

  it('revokes every older token on logout-everywhere and on a password change', async () => {
    const { app } = ctx;
    const { form, accessToken: first } = await activeAccount(app);
    const second = (await request(app).post('/api/user/login').send({ username: form.username, password: form.password })).body.token
      .accessToken;
    await request(app).post('/api/user/logout-all').set('Authorization', `Bearer ${first}`).expect(200);
    await request(app).get('/api/user/profile').set('Authorization', `Bearer ${first}`).expect(401);
    await request(app).get('/api/user/profile').set('Authorization', `Bearer ${second}`).expect(401);

    const third = (await request(app).post('/api/user/login').send({ username: form.username, password: form.password })).body.token
      .accessToken;
    const wrongOld = await request(app)
      .post('/api/user/password')
      .set('Authorization', `Bearer ${third}`)
      .send({ oldPassword: 'not-it', password: 'changed-pass-1', repeat: 'changed-pass-1' })
      .expect(400);
    expect(wrongOld.body.fields).toEqual({ oldPassword: 'Неверный текущий пароль' });
    const changed = await request(app)
      .post('/api/user/password')
      .set('Authorization', `Bearer ${third}`)
      .send({ oldPassword: form.password, password: 'changed-pass-1', repeat: 'changed-pass-1' })
      .expect(200);
    await request(app).get('/api/user/profile').set('Authorization', `Bearer ${third}`).expect(401);
    await request(app).get('/api/user/profile').set('Authorization', `Bearer ${changed.body.token.accessToken}`).expect(200);
    const mails = await request(app).get('/api/dev/mail').query({ to: form.username });
    expect(mails.body.data.map((m: { template: string }) => m.template)).toContain('password_changed');
  });

  it('refuses an expired activation link and a link of another account', async () => {
    const { app, db } = ctx;
    const form = await signupForm(app);
    await request(app).post('/api/user/registration').send(form).expect(201);
    const link = await lastMailedLink(app, form.username, 'confirmation');
    await request(app)
      .post('/api/user/confirm')
      .send({ id: link.id + 1000, token: link.token })
      .expect(400);
    await db.sequelize.query(`UPDATE account_tokens SET expires_at = now() - interval '1 minute' WHERE user_id = $1`, { bind: [link.id] });
    const res = await request(app)
      .post('/api/user/confirm')
      .set('Accept-Language', 'uz')
      .send({ id: link.id, token: link.token })
      .expect(400);
    expect(res.body).toEqual({ error: 'invalid_link', msg: "Havola yaroqsiz yoki muddati o'tgan. Yangisini so'rang" });
    await request(app).post('/api/user/resend').send({ username: form.username }).expect(200);
    const fresh = await lastMailedLink(app, form.username, 'confirmation');
    expect(fresh.token).not.toBe(link.token);
    await request(app).post('/api/user/confirm').send({ id: fresh.id, token: fresh.token }).expect(200);
  });
});
