import type { TestAccount } from '../../test/activities';
import { PDF, useVerificationTestApp } from '../../test/verification';
import { mailTo, notificationsOf } from '../../test/participation';
import { sendBackForVerification } from '../../services/verification';
import { listParams } from '../../test/admin';

const MY = '/api/my/verification';
const QUEUE = '/api/admin/verifications';

describe('verification: /api/my/verification and the back office queue /api/admin/verifications', () => {
  const { ctx, storage, api, sql, cast } = useVerificationTestApp('hashar-verification-test-');
  let volunteer: TestAccount;
  let org: TestAccount;
  let moderator: TestAccount;
  let admin: TestAccount;
  const auditRows = (recordId: number) =>
    sql<{ action: string; user_id: number; after: { read: string } }>(
      `SELECT action, user_id, after FROM audit_log WHERE resource = 'verifications' AND record_id = $1 ORDER BY id`,
      [recordId],
    );

  beforeAll(async () => {
    ({ volunteer, org, moderator, admin } = await cast('Вера Проверкина', 'Проверяемая организация'));
  });

  /** Fills what verification needs: the volunteer's legal data and a passport copy in the private folder. */
  async function fillVolunteer(userId: number): Promise<void> {
    const key = (await storage.save('passport', PDF, 'pdf')).replace('/uploads/', '');
    await sql(
      `UPDATE volunteer_profiles SET first_name = 'Вера', last_name = 'Проверкина', birth_date = '2001-02-03',
         passport_series = 'AA1234567', tax_number = '123456789', passport_key = $2, passport_name = 'паспорт.pdf' WHERE user_id = $1`,
      [userId, key],
    );
  }

  it('401 without a token; 403 for an account that is neither a volunteer nor an organization owner', async () => {
    await api().get(MY).expect(401);
    await api().post(MY).expect(401);
    const res = await api().get(MY).set(moderator.auth).expect(403);
    expect(res.body.msg).toBe('Проверка доступна волонтёрам и организациям');
    const uz = await api().post(MY).set(moderator.auth).set('Accept-Language', 'uz').expect(403);
    expect(uz.body.msg).toBe("Tekshiruv ko'ngillilar va tashkilotlar uchun");
  });

  it('400 names what is missing, in ru and uz', async () => {
    expect((await api().get(MY).set(volunteer.auth).expect(200)).body).toEqual({
      subject: 'user',
      state: 'none',
      note: null,
      requestedAt: null,
    });
    const ru = await api().post(MY).set(volunteer.auth).expect(400);
    expect(ru.body.msg).toBe('Для проверки заполните: дата рождения, серия и номер паспорта, ИНН, копия паспорта');
    const uz = await api().post(MY).set(volunteer.auth).set('Accept-Language', 'uz').expect(400);
    expect(uz.body.msg).toBe("Tekshiruvga yuborish uchun to'ldiring: tug'ilgan sana, pasport seriyasi va raqami, STIR, pasport nusxasi");
    const orgRes = await api().post(MY).set(org.auth).expect(400);
    expect(orgRes.body.msg).toBe('Для проверки заполните: ИНН, ФИО руководителя, юридический адрес');
  });

  it('a volunteer sends the profile: pending in the queue, 409 a second time', async () => {
    await fillVolunteer(volunteer.id);
    const sent = await api().post(MY).set(volunteer.auth).expect(201);
    expect(sent.body).toMatchObject({ subject: 'user', state: 'pending', note: null });
    expect(typeof sent.body.requestedAt).toBe('string');
    const again = await api().post(MY).set(volunteer.auth).set('Accept-Language', 'uz').expect(409);
    expect(again.body.msg).toBe('Profil allaqachon tekshiruvda');
  });

  it('the queue: 401, 403 for a volunteer and an organization, lists for moderators and admins with filters', async () => {
    await api().get(QUEUE).expect(401);
    for (const who of [volunteer, org]) await api().get(QUEUE).set(who.auth).expect(403);
    const res = await api()
      .get(QUEUE)
      .query(listParams(['requestedAt', 'ASC'], [0, 9], { status: 'pending', subjectType: 'user' }))
      .set(moderator.auth)
      .expect(200);
    expect(res.headers['content-range']).toBe('verifications 0-0/1');
    expect(res.body[0]).toMatchObject({ subjectType: 'user', subjectId: volunteer.id, status: 'pending', name: 'Вера Проверкина' });
    expect(res.body[0]).not.toHaveProperty('passportSeries');
    const bad = await api()
      .get(QUEUE)
      .query(listParams(undefined, undefined, { status: 'lost' }))
      .set(admin.auth)
      .set('Accept-Language', 'uz');
    expect(bad.status).toBe(400);
  });

  it('the show and the passport copy give the sensitive data to staff, each read audited; 404 for unknown ids', async () => {
    const [row] = await sql<{ id: number }>(`SELECT id FROM verification_requests WHERE subject_id = $1 AND subject_type = 'user'`, [
      volunteer.id,
    ]);
    const id = row!.id;
    for (const who of [volunteer, org]) await api().get(`${QUEUE}/${id}`).set(who.auth).expect(403);
    const show = await api().get(`${QUEUE}/${id}`).set(moderator.auth).expect(200);
    expect(show.body.volunteer).toMatchObject({ passportSeries: 'AA1234567', taxNumber: '123456789', firstName: 'Вера' });
    expect(show.body.passportUrl).toBe(`${QUEUE}/${id}/passport`);
    expect(show.body.history).toHaveLength(1);
    const file = await api().get(`${QUEUE}/${id}/passport`).set(moderator.auth).expect(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^inline;/);
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect((await auditRows(id)).map((a) => [a.action, a.user_id, a.after.read])).toEqual([
      ['read-sensitive', moderator.id, 'profile'],
      ['read-sensitive', moderator.id, 'passport'],
    ]);
    await api().get(`${QUEUE}/999999`).set(moderator.auth).expect(404);
    await api().get(`${QUEUE}/999999/passport`).set(moderator.auth).expect(404);
    await api().get(`${QUEUE}/${id}/files/1`).set(moderator.auth).expect(404);
    await api().post(`${QUEUE}/999999/approve`).set(moderator.auth).expect(404);
  });

  it('approval: verified, users.is_verified and the session isVerified true, audit row, told in their language; 409 twice', async () => {
    await sql(`UPDATE users SET locale = 'uz' WHERE id = $1`, [volunteer.id]);
    const [row] = await sql<{ id: number }>(`SELECT id FROM verification_requests WHERE subject_id = $1 AND status = 'pending'`, [
      volunteer.id,
    ]);
    await api().post(`${QUEUE}/${row!.id}/approve`).set(volunteer.auth).expect(403);
    const res = await api().post(`${QUEUE}/${row!.id}/approve`).set(moderator.auth).expect(200);
    expect(res.body).toMatchObject({ id: row!.id, status: 'approved' });
    expect((await api().get(MY).set(volunteer.auth).expect(200)).body).toMatchObject({ state: 'verified', note: null });
    expect((await api().get('/api/user/get-avatar').set(volunteer.auth).expect(200)).body.sendUser.isVerified).toBe(true);
    const login = await api().post('/api/user/login').send({ username: volunteer.email, password: 'secret-pass-1' }).expect(200);
    expect(login.body.user.isVerified).toBe(true);
    expect((await auditRows(row!.id)).at(-1)).toMatchObject({ action: 'update', user_id: moderator.id });
    const [notice] = await notificationsOf(ctx.db, volunteer.id);
    expect(notice).toMatchObject({ kind: 'verification_approved', title_uz: 'Profil tasdiqlandi', link: '/uz/profile/infovolon' });
    expect((await mailTo(ctx.db, volunteer.email))[0]).toMatchObject({
      template: 'notification',
      subject: expect.stringContaining('Profil tasdiqlandi'),
    });
    // Decided: a moderator sees the row and history only; an admin still reads everything.
    const decided = await api().get(`${QUEUE}/${row!.id}`).set(moderator.auth).expect(200);
    expect(decided.body).toMatchObject({ status: 'approved', volunteer: null, passportUrl: null });
    await api().get(`${QUEUE}/${row!.id}/passport`).set(moderator.auth).expect(403);
    expect((await api().get(`${QUEUE}/${row!.id}`).set(admin.auth).expect(200)).body.volunteer.passportSeries).toBe('AA1234567');
    const twice = await api().post(`${QUEUE}/${row!.id}/approve`).set(moderator.auth).expect(409);
    expect(twice.body.msg).toBe('Эта заявка на проверку уже рассмотрена');
    expect((await api().post(MY).set(volunteer.auth).set('Accept-Language', 'uz').expect(409)).body.msg).toBe(
      'Profil allaqachon tasdiqlangan',
    );
  });

  it('edited legal data sends a verified volunteer back: pending, not verified, a new request, told', async () => {
    await ctx.db.sequelize.transaction((t) => sendBackForVerification({ type: 'user', id: volunteer.id }, t));
    expect((await api().get(MY).set(volunteer.auth).expect(200)).body.state).toBe('pending');
    const [user] = await sql<{ is_verified: boolean }>('SELECT is_verified FROM users WHERE id = $1', [volunteer.id]);
    expect(user!.is_verified).toBe(false);
    const pending = await sql(`SELECT id FROM verification_requests WHERE subject_id = $1 AND status = 'pending'`, [volunteer.id]);
    expect(pending).toHaveLength(1);
    expect((await notificationsOf(ctx.db, volunteer.id))[0]!.kind).toBe('verification_again');
    // A pending subject keeps its one request.
    await ctx.db.sequelize.transaction((t) => sendBackForVerification({ type: 'user', id: volunteer.id }, t));
    expect(await sql(`SELECT id FROM verification_requests WHERE subject_id = $1 AND status = 'pending'`, [volunteer.id])).toHaveLength(1);
  });

  it('an organization: sends, its documents read inline (audited), rejected with a reason (400 without one, ru and uz)', async () => {
    await sql(
      `UPDATE organizations SET tax_number = '987654321', head_name = 'Рустам Главный', legal_address = 'Ташкент, ул. Проверки, 1' WHERE id = $1`,
      [org.organizationId],
    );
    await api().post(MY).set(org.auth).expect(201);
    const url = await storage.save('orgfiles', PDF, 'pdf');
    const [file] = await sql<{ id: number }>(
      `INSERT INTO organization_files (organization_id, kind, url, name, size, is_public) VALUES ($1, 'license', $2, 'Лицензия.pdf', $3, false) RETURNING id`,
      [org.organizationId, url, PDF.length],
    );
    const [row] = await sql<{ id: number }>(
      `SELECT id FROM verification_requests WHERE subject_type = 'organization' AND subject_id = $1`,
      [org.organizationId],
    );
    const show = await api().get(`${QUEUE}/${row!.id}`).set(admin.auth).expect(200);
    expect(show.body.organization).toMatchObject({ taxNumber: '987654321', headName: 'Рустам Главный' });
    expect(show.body.organization.files[0].adminUrl).toBe(`${QUEUE}/${row!.id}/files/${file!.id}`);
    const doc = await api().get(`${QUEUE}/${row!.id}/files/${file!.id}`).set(admin.auth).expect(200);
    expect(doc.headers['content-disposition']).toMatch(/^inline;/);
    expect((await auditRows(row!.id)).map((a) => a.after.read)).toEqual(['profile', `file:${file!.id}`]);

    const ru = await api().post(`${QUEUE}/${row!.id}/reject`).set(moderator.auth).send({ reason: ' ' }).expect(400);
    expect(ru.body.fields.reason).toBe('Данное поле обязательно для заполнения');
    const uz = await api().post(`${QUEUE}/${row!.id}/reject`).set(moderator.auth).set('Accept-Language', 'uz').send({}).expect(400);
    expect(uz.body.fields.reason).toBe("to'ldirilishi shart");
    await api().post(`${QUEUE}/${row!.id}/reject`).set(moderator.auth).send({ reason: 'ИНН не совпадает с реестром' }).expect(200);
    expect((await api().get(MY).set(org.auth).expect(200)).body).toMatchObject({
      subject: 'organization',
      state: 'rejected',
      note: 'ИНН не совпадает с реестром',
    });
    const [notice] = await notificationsOf(ctx.db, org.id);
    expect(notice).toMatchObject({ kind: 'verification_rejected', title_ru: 'Проверка не пройдена' });
    // Sent again after fixing, then approved: the organization and its owner's session are verified.
    await api().post(MY).set(org.auth).expect(201);
    const [next] = await sql<{ id: number }>(
      `SELECT id FROM verification_requests WHERE subject_type = 'organization' AND status = 'pending'`,
    );
    await api().post(`${QUEUE}/${next!.id}/approve`).set(admin.auth).expect(200);
    const [o] = await sql<{ is_verified: boolean }>('SELECT is_verified FROM organizations WHERE id = $1', [org.organizationId]);
    expect(o!.is_verified).toBe(true);
    expect((await api().get('/api/user/get-avatar').set(org.auth).expect(200)).body.sendUser.isVerified).toBe(true);
  });
});
