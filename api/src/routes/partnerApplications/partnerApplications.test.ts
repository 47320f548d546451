import { QueryTypes } from 'sequelize';
import request from 'supertest';
import { activeAccount } from '../../test/accounts';
import { useTestApp } from '../../test/app';
import { accountWithRole, TINY_PNG, type RoleAccount } from '../../test/admin';

const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');

describe('becoming a partner: /api/my/partner-application and /api/admin/partner-applications', () => {
  const ctx = useTestApp();
  let admin: RoleAccount;
  let moderator: RoleAccount;
  let volunteer: RoleAccount;

  beforeAll(async () => {
    admin = await accountWithRole(ctx, 'admin');
    moderator = await accountWithRole(ctx, 'moderator');
    volunteer = await accountWithRole(ctx, 'volon');
  });

  const business = async (name = 'Silk Road Tech', locale: 'ru' | 'uz' = 'ru') => {
    const account = await activeAccount(ctx.app, { type: 'bussines', name });
    await ctx.db.sequelize.query('UPDATE users SET locale = $1 WHERE id = $2', { bind: [locale, account.id] });
    return { id: account.id, email: account.form.username, auth: `Bearer ${account.accessToken}` };
  };
  const uploadLogo = (auth: string, file: Buffer, name = 'logo.png') =>
    request(ctx.app).post('/api/my/uploads/partner-logo').set('Authorization', auth).attach('file', file, name);
  const form = (logoUrl: string, over: object = {}) => ({
    companyName: 'ООО «Silk Road Tech»',
    taxNumber: '123456789',
    contactName: 'Алишер Каримов',
    phone: '+998 90 123-45-67',
    website: 'https://silkroad.example',
    logoUrl,
    offer: 'Бесплатные обеды для волонтёров',
    ...over,
  });
  const apply = (auth: string, body: object, locale = 'ru') =>
    request(ctx.app).post('/api/my/partner-application').set('Authorization', auth).set('Accept-Language', locale).send(body);
  const admins = (path: string, auth = admin.auth) =>
    request(ctx.app).post(`/api/admin/partner-applications${path}`).set('Authorization', auth);
  const rows = <T extends object>(sql: string, bind: unknown[]) => ctx.db.sequelize.query<T>(sql, { bind, type: QueryTypes.SELECT });

  it('lets a business upload a logo, apply, see it pending, and refuses a second request with 409', async () => {
    const biz = await business();
    expect((await request(ctx.app).get('/api/my/partner-application').set('Authorization', biz.auth).expect(200)).body).toEqual({
      data: null,
    });
    const logo = await uploadLogo(biz.auth, SVG, 'logo.svg').expect(201);
    expect(logo.body.url).toMatch(/^\/uploads\/partnerLogo\/[0-9a-f-]{36}\.svg$/);
    const created = await apply(biz.auth, form(logo.body.url)).expect(201);
    expect(created.body.data).toMatchObject({
      status: 'pending',
      companyName: 'ООО «Silk Road Tech»',
      taxNumber: '123456789',
      reason: null,
    });
    const mine = await request(ctx.app).get('/api/my/partner-application').set('Authorization', biz.auth).expect(200);
    expect(mine.body.data).toMatchObject({ id: created.body.data.id, status: 'pending', logoUrl: logo.body.url });
    const again = await apply(biz.auth, form(logo.body.url), 'uz').expect(409);
    expect(again.body).toMatchObject({ error: 'conflict', msg: "Hamkorlik arizangiz allaqachon ko'rib chiqilmoqda" });
  });

  it('answers 400 with messages in ru and uz, 415 for a logo that is not an image, 401 and 403', async () => {
    const biz = await business('Check Co');
    const ru = await apply(biz.auth, { taxNumber: '12345', phone: 'x', website: 'ftp://a' }).expect(400);
    expect(ru.body.fields).toMatchObject({
      companyName: 'Данное поле обязательно для заполнения',
      taxNumber: 'ИНН должен состоять из 9 цифр',
      website: 'Укажите ссылку, начинающуюся с http:// или https://',
      logoUrl: 'Данное поле обязательно для заполнения',
    });
    expect(ru.body.fields.phone).toMatch(/^Укажите телефон/);
    const uz = await apply(biz.auth, { taxNumber: 'abc' }, 'uz').expect(400);
    expect(uz.body.fields).toMatchObject({ taxNumber: "STIR 9 ta raqamdan iborat bo'lishi kerak", offer: "to'ldirilishi shart" });
    // A logo URL that is not the applicant's own upload.
    const foreign = await apply(biz.auth, form('/uploads/partnerLogo/not-mine.png'), 'uz').expect(400);
    expect(foreign.body.fields).toEqual({ logoUrl: 'Logotipni ariza shakli orqali yuklang' });
    const notImage = await uploadLogo(biz.auth, Buffer.from('plain text'), 'x.png').expect(415);
    expect(notImage.body.msg).toContain('PNG, JPEG, SVG');
    await request(ctx.app).get('/api/my/partner-application').expect(401);
    await request(ctx.app).post('/api/my/partner-application').send(form('/x')).expect(401);
    const refused = await apply(volunteer.auth, form('/x')).expect(403);
    expect(refused.body).toEqual({ error: 'forbidden', msg: 'Недостаточно прав для этого действия' });
    await uploadLogo(volunteer.auth, TINY_PNG).expect(403);
  });

  it('lists for admins only, pending first, without tax numbers; the show has it and is audited', async () => {
    const biz = await business('List Co');
    const logo = await uploadLogo(biz.auth, TINY_PNG).expect(201);
    const { body } = await apply(biz.auth, form(logo.body.url, { companyName: 'List Co' })).expect(201);
    await request(ctx.app).get('/api/admin/partner-applications').expect(401);
    await request(ctx.app).get('/api/admin/partner-applications').set('Authorization', moderator.auth).expect(403);
    const list = await request(ctx.app)
      .get('/api/admin/partner-applications')
      .set('Authorization', admin.auth)
      .query({ filter: JSON.stringify({ status: 'pending' }), range: '[0,9]' })
      .expect(200);
    expect(list.headers['content-range']).toMatch(/^partner-applications 0-\d+\/\d+$/);
    expect(list.body.every((r: { status: string; taxNumber?: string }) => r.status === 'pending' && r.taxNumber === undefined)).toBe(true);
    expect(list.body.map((r: { id: number }) => r.id)).toContain(body.data.id);
    const bad = await request(ctx.app)
      .get('/api/admin/partner-applications')
      .set('Authorization', admin.auth)
      .query({ filter: JSON.stringify({ status: 'maybe' }) })
      .expect(400);
    expect(bad.body.error).toBe('bad_request');
    const shown = await request(ctx.app)
      .get(`/api/admin/partner-applications/${body.data.id}`)
      .set('Authorization', admin.auth)
      .expect(200);
    expect(shown.body).toMatchObject({ taxNumber: '123456789', userId: biz.id });
    const audit = await rows<{ action: string }>(
      `SELECT action FROM audit_log WHERE resource = 'partner-applications' AND record_id = $1`,
      [body.data.id],
    );
    expect(audit).toEqual([{ action: 'read-sensitive' }]);
    await request(ctx.app).get('/api/admin/partner-applications/999999').set('Authorization', admin.auth).expect(404);
  });

  it('approves in one go: role partner, a footer partner last in order, audit, notice and email in the applicant’s language', async () => {
    const biz = await business('Approve Co', 'uz');
    const logo = await uploadLogo(biz.auth, TINY_PNG).expect(201);
    const { body } = await apply(biz.auth, form(logo.body.url, { companyName: 'Approve Co' })).expect(201);
    await admins(`/${body.data.id}/approve`, moderator.auth).expect(403);
    await request(ctx.app).post(`/api/admin/partner-applications/${body.data.id}/approve`).expect(401);
    await admins('/999999/approve').expect(404);
    const approved = await admins(`/${body.data.id}/approve`).expect(200);
    expect(approved.body).toMatchObject({ status: 'approved', decidedAt: expect.any(String) });
    const again = await admins(`/${body.data.id}/approve`).set('Accept-Language', 'uz').expect(409);
    expect(again.body.msg).toBe("Bu ariza bo'yicha qaror allaqachon qabul qilingan");
    // The same token now acts as a partner: the server reads the role from the database.
    const avatar = await request(ctx.app).get('/api/user/get-avatar').set('Authorization', biz.auth).expect(200);
    expect(avatar.body.sendUser.role).toBe('partner');
    const partners = (await request(ctx.app).get('/api/partners').expect(200)).body.data as {
      name: string;
      logoUrl: string;
      link: string;
    }[];
    expect(partners.at(-1)).toMatchObject({ name: 'Approve Co', logoUrl: logo.body.url, link: 'https://silkroad.example' });
    const notice = await rows<{ kind: string; title_uz: string; link: string }>(
      'SELECT kind, title_uz, link FROM notifications WHERE user_id = $1',
      [biz.id],
    );
    expect(notice).toEqual([{ kind: 'partner_approved', title_uz: "Siz platforma hamkori bo'ldingiz", link: '/uz/burger/partners' }]);
    const mail = await rows<{ locale: string; subject: string }>(
      `SELECT locale, subject FROM mail_messages WHERE to_address = $1 AND template = 'notification'`,
      [biz.email],
    );
    expect(mail).toEqual([{ locale: 'uz', subject: "Siz platforma hamkori bo'ldingiz — Hashar" }]);
    const audit = await rows<{ action: string }>(
      `SELECT action FROM audit_log WHERE resource = 'partner-applications' AND record_id = $1`,
      [body.data.id],
    );
    expect(audit).toEqual([{ action: 'update' }]);
    const partnerAgain = await apply(biz.auth, form(logo.body.url)).expect(409);
    expect(partnerAgain.body.msg).toBe('Вы уже партнёр платформы');
  });

  it('rejects with a reason (400 without one, ru and uz), tells the applicant, who may apply again', async () => {
    const biz = await business('Reject Co');
    const logo = await uploadLogo(biz.auth, TINY_PNG).expect(201);
    const { body } = await apply(biz.auth, form(logo.body.url, { companyName: 'Reject Co' })).expect(201);
    expect((await admins(`/${body.data.id}/reject`).send({ reason: ' ' }).expect(400)).body.fields).toEqual({
      reason: 'Данное поле обязательно для заполнения',
    });
    expect((await admins(`/${body.data.id}/reject`).set('Accept-Language', 'uz').send({}).expect(400)).body.fields).toEqual({
      reason: "to'ldirilishi shart",
    });
    await admins(`/${body.data.id}/reject`, volunteer.auth).send({ reason: 'Нет' }).expect(403);
    await admins('/999999/reject').send({ reason: 'Нет' }).expect(404);
    await admins(`/${body.data.id}/reject`).send({ reason: 'Нет сайта компании' }).expect(200);
    const mine = await request(ctx.app).get('/api/my/partner-application').set('Authorization', biz.auth).expect(200);
    expect(mine.body.data).toMatchObject({ status: 'rejected', reason: 'Нет сайта компании' });
    const notice = await rows<{ kind: string; body_ru: string }>('SELECT kind, body_ru FROM notifications WHERE user_id = $1', [biz.id]);
    expect(notice[0]).toMatchObject({ kind: 'partner_rejected' });
    expect(notice[0]!.body_ru).toContain('Нет сайта компании');
    const [user] = await rows<{ role: string }>('SELECT role FROM users WHERE id = $1', [biz.id]);
    expect(user!.role).toBe('bussines');
    await apply(biz.auth, form(logo.body.url, { companyName: 'Reject Co 2' })).expect(201);
  });
});
