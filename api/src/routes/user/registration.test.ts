import request from 'supertest';
import { QueryTypes } from 'sequelize';
import { signupForm } from '../../test/accounts';
import { useTestApp } from '../../test/app';

describe('POST /api/user/registration', () => {
  const ctx = useTestApp();
  const post = (body: unknown, locale = 'ru') =>
    request(ctx.app)
      .post('/api/user/registration')
      .set('Accept-Language', locale)
      .send(body as object);

  it('creates an inactive account of each kind, with its profile, and answers {error: 0, msg}', async () => {
    for (const type of ['volon', 'organization', 'trainee', 'bussines'] as const) {
      const form = await signupForm(ctx.app, { type, name: type === 'organization' ? 'ННО «Мехр»' : 'Sardor Ergashev' });
      const res = await post(form).expect(201);
      expect(res.body).toEqual({
        error: 0,
        msg: `Регистрация прошла успешно. Мы отправили письмо со ссылкой для активации на ${form.username}`,
      });
      const [user] = await ctx.db.sequelize.query<{ role: string; is_active: boolean; password_hash: string; consent_at: Date }>(
        'SELECT role, is_active, password_hash, consent_at FROM users WHERE email = $1',
        { bind: [form.username], type: QueryTypes.SELECT },
      );
      expect(user).toMatchObject({ role: type, is_active: false });
      expect(user!.password_hash).toMatch(/^\$argon2id\$/);
      expect(user!.consent_at).toBeTruthy();
    }
  });

  it('registers a pro bono volunteer with 1–3 categories, and refuses 0, 4 or unknown ones', async () => {
    const ids = (
      await ctx.db.sequelize.query<{ id: number }>('SELECT id FROM probono_directions ORDER BY id LIMIT 4', { type: QueryTypes.SELECT })
    ).map((r) => r.id);
    const four = await post(await signupForm(ctx.app, { type: 'probono', probonoDirections: ids })).expect(400);
    expect(four.body).toEqual({
      error: 1,
      msg: 'Проверьте правильность заполнения полей',
      fields: { probonoDirections: 'Выберите от 1 до 3 категорий' },
    });
    await post(await signupForm(ctx.app, { type: 'probono', probonoDirections: [] })).expect(400);
    const unknown = await post(await signupForm(ctx.app, { type: 'probono', probonoDirections: [99999] }), 'uz').expect(400);
    expect(unknown.body.fields).toEqual({ probonoDirections: "Mavjud bo'lmagan toifa tanlangan" });
    const form = await signupForm(ctx.app, { type: 'probono', probonoDirections: ids.slice(0, 2) });
    await post(form).expect(201);
    const [row] = await ctx.db.sequelize.query<{ n: string; role: string }>(
      `SELECT count(*) AS n, min(u.role) AS role FROM volunteer_probono_directions v JOIN users u ON u.id = v.user_id
        JOIN volunteer_profiles p ON p.user_id = u.id AND p.is_probono WHERE u.email = $1`,
      { bind: [form.username], type: QueryTypes.SELECT },
    );
    expect(row).toEqual({ n: '2', role: 'volon' });
  });

  it('answers 409 {error: 1} with "Email адрес уже занят" for a taken email, whatever its case', async () => {
    const form = await signupForm(ctx.app);
    await post(form).expect(201);
    const again = await post(await signupForm(ctx.app, { username: form.username.toUpperCase() })).expect(409);
    expect(again.body).toEqual({ error: 1, msg: 'Email адрес уже занят', fields: { username: 'Email адрес уже занят' } });
    const uz = await post(await signupForm(ctx.app, { username: form.username }), 'uz').expect(409);
    expect(uz.body.msg).toBe('Email manzil allaqachon band');
  });

  it.each([
    [
      'ru',
      {
        type: 'Выберите тип аккаунта',
        username: 'Данное поле обязательно для заполнения',
        password: 'Данное поле обязательно для заполнения',
        repeat: 'Данное поле обязательно для заполнения',
        name: 'Данное поле обязательно для заполнения',
        regionId: 'Выберите Ваш регион',
        consent: 'Необходимо согласие на обработку персональных данных',
        captcha: 'Данное поле обязательно для заполнения',
      },
    ],
    [
      'uz',
      {
        type: 'Akkaunt turini tanlang',
        username: "to'ldirilishi shart",
        password: "to'ldirilishi shart",
        repeat: "to'ldirilishi shart",
        name: "to'ldirilishi shart",
        regionId: 'Hududingizni tanlang',
        consent: "Shaxsiy ma'lumotlarni qayta ishlashga rozilik berish shart",
        captcha: "to'ldirilishi shart",
      },
    ],
  ])('names every missing field in %s', async (locale, fields) => {
    const res = await post({}, locale).expect(400);
    expect(res.body).toEqual({ error: 1, msg: expect.any(String), fields });
  });

  it.each([
    [{ username: 'not-an-email' }, 'username', 'Введите корректный email адрес', "To'g'ri email manzilini kiriting"],
    [
      { password: 'short', repeat: 'short' },
      'password',
      'Поле должно содержать не менее 8 и не более 64 символов',
      "Maydon kamida 8 va ko'pi bilan 64 belgidan iborat bo'lishi kerak",
    ],
    [
      { password: 'x'.repeat(65), repeat: 'x'.repeat(65) },
      'password',
      'Поле должно содержать не менее 8 и не более 64 символов',
      "Maydon kamida 8 va ko'pi bilan 64 belgidan iborat bo'lishi kerak",
    ],
    [{ repeat: 'something-else' }, 'repeat', 'Пароли не совпадают', 'Parollar mos kelmadi'],
    [
      { name: 'Я' },
      'name',
      'Поле должно содержать не менее 2 и не более 100 символов',
      "Maydon kamida 2 va ko'pi bilan 100 belgidan iborat bo'lishi kerak",
    ],
    [{ regionId: null }, 'regionId', 'Выберите Ваш регион', 'Hududingizni tanlang'],
    [{ regionId: 999 }, 'regionId', 'Выберите Ваш регион', 'Hududingizni tanlang'],
    [
      { consent: false },
      'consent',
      'Необходимо согласие на обработку персональных данных',
      "Shaxsiy ma'lumotlarni qayta ishlashga rozilik berish shart",
    ],
    [{ captcha: 'forged' }, 'captcha', 'Подтвердите, что вы не робот', 'Robot emasligingizni tasdiqlang'],
    [{ referralCode: 'NOSUCHCODE' }, 'referralCode', 'Реферальный код не найден', 'Referal kod topilmadi'],
    [{ type: 'admin' }, 'type', 'Выберите тип аккаунта', 'Akkaunt turini tanlang'],
  ] as const)('refuses %o with the message on %s in ru and uz', async (over, field, ru, uz) => {
    for (const [locale, text] of [
      ['ru', ru],
      ['uz', uz],
    ] as const) {
      const res = await post(await signupForm(ctx.app, over as object), locale).expect(400);
      expect(res.body.error).toBe(1);
      expect(res.body.fields).toEqual({ [field]: text });
    }
  });

  it('answers hostile shapes with 400, never a 500, and creates nothing', async () => {
    const before = await ctx.db.sequelize.query('SELECT count(*) AS n FROM users', { type: QueryTypes.SELECT });
    for (const body of [
      { username: { $gt: '' } },
      { username: ['a@b.uz'] },
      { password: 12345678 },
      { name: 'x'.repeat(10_000) },
      { regionId: '1; DROP TABLE users' },
    ]) {
      const res = await post({ ...(await signupForm(ctx.app)), ...body }).expect(400);
      expect(res.body.error).toBe(1);
    }
    await request(ctx.app).post('/api/user/registration').set('Content-Type', 'application/json').send('[1,2').expect(400);
    expect(await ctx.db.sequelize.query('SELECT count(*) AS n FROM users', { type: QueryTypes.SELECT })).toEqual(before);
  });

  it('links a friend who signed up with a referral code', async () => {
    const inviter = await signupForm(ctx.app);
    await post(inviter).expect(201);
    const [row] = await ctx.db.sequelize.query<{ id: number; referral_code: string }>(
      'SELECT id, referral_code FROM users WHERE email = $1',
      { bind: [inviter.username], type: QueryTypes.SELECT },
    );
    const friend = await signupForm(ctx.app, { referralCode: row!.referral_code.toLowerCase() });
    await post(friend).expect(201);
    const [linked] = await ctx.db.sequelize.query<{ referred_by_id: number }>('SELECT referred_by_id FROM users WHERE email = $1', {
      bind: [friend.username],
      type: QueryTypes.SELECT,
    });
    expect(linked!.referred_by_id).toBe(row!.id);
  });
});

describe('POST /api/user/validate', () => {
  const ctx = useTestApp();

  it('says whether an email is free', async () => {
    await request(ctx.app).post('/api/user/validate').send({ username: 'free@example.uz' }).expect(200, { valid: true });
    const form = await signupForm(ctx.app);
    await request(ctx.app).post('/api/user/registration').send(form).expect(201);
    await request(ctx.app).post('/api/user/validate').send({ username: form.username.toUpperCase() }).expect(200, { valid: false });
  });

  it('answers a malformed email with 400 and the field message', async () => {
    const res = await request(ctx.app).post('/api/user/validate').set('Accept-Language', 'uz').send({ username: 'nope' }).expect(400);
    expect(res.body).toEqual({
      error: 'validation',
      msg: "Maydonlar to'g'ri to'ldirilganini tekshiring",
      fields: { username: "To'g'ri email manzilini kiriting" },
    });
  });
});
