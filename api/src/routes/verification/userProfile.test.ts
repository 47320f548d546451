import type { TestAccount } from '../../test/activities';
import { PDF, useVerificationTestApp } from '../../test/verification';

describe('GET /api/admin/users/:id/profile and /:id/passport: the person as staff see them', () => {
  const { storage, api, sql, cast } = useVerificationTestApp('hashar-person-test-');
  let volunteer: TestAccount;
  let org: TestAccount;
  let moderator: TestAccount;
  let admin: TestAccount;
  const url = (id: number) => `/api/admin/users/${id}/profile`;

  beforeAll(async () => {
    ({ volunteer, org, moderator, admin } = await cast('Пётр Личный', 'Организация для профиля'));
    const key = (await storage.save('passport', PDF, 'pdf')).replace('/uploads/', '');
    await sql(
      `UPDATE volunteer_profiles SET first_name = 'Пётр', last_name = 'Личный', birth_date = '1999-09-09', passport_series = 'AB7654321',
         tax_number = '111222333', passport_key = $2, medical_book = true WHERE user_id = $1`,
      [volunteer.id, key],
    );
  });

  it('401 without a token, 403 for a volunteer and an organization, 404 for an unknown person', async () => {
    await api().get(url(volunteer.id)).expect(401);
    for (const who of [volunteer, org]) {
      const res = await api().get(url(volunteer.id)).set(who.auth).expect(403);
      expect(res.body.msg).toBe('Недостаточно прав для этого действия');
    }
    await api().get(url(999999)).set(admin.auth).expect(404);
    await api().get('/api/admin/users/abc/profile').set(admin.auth).expect(404);
  });

  it('an admin reads the whole profile with the sensitive fields; the read is audited', async () => {
    const res = await api().get(url(volunteer.id)).set(admin.auth).set('Accept-Language', 'uz').expect(200);
    expect(res.body.account).toMatchObject({ id: volunteer.id, email: volunteer.email, role: 'volon' });
    expect(res.body.volunteer).toMatchObject({ passportSeries: 'AB7654321', taxNumber: '111222333', medicalBook: true });
    expect(res.body.passportUrl).toBe(`/api/admin/users/${volunteer.id}/passport`);
    expect(res.body.applications).toMatchObject({ data: [], total: 0 });
    expect(res.body.points).toHaveProperty('history');
    expect(res.body.reviews).toEqual([]);
    const file = await api().get(`/api/admin/users/${volunteer.id}/passport`).set(admin.auth).expect(200);
    expect(file.headers['content-disposition']).toMatch(/^inline;/);
    const audit = await sql<{ action: string; after: { read: string } }>(
      `SELECT action, after FROM audit_log WHERE resource = 'users' AND record_id = $1 AND user_id = $2 ORDER BY id`,
      [volunteer.id, admin.id],
    );
    expect(audit.map((a) => [a.action, a.after.read])).toEqual([
      ['read-sensitive', 'profile'],
      ['read-sensitive', 'passport'],
    ]);
  });

  it('a moderator reads the sensitive part only while the person waits for verification', async () => {
    const denied = await api().get(url(volunteer.id)).set(moderator.auth).set('Accept-Language', 'uz').expect(403);
    expect(denied.body.msg).toBe('Bu amal uchun huquqingiz yetarli emas');
    await api().get(`/api/admin/users/${volunteer.id}/passport`).set(moderator.auth).expect(403);
    await api().post('/api/my/verification').set(volunteer.auth).expect(201);
    const res = await api().get(url(volunteer.id)).set(moderator.auth).expect(200);
    expect(res.body.volunteer.passportSeries).toBe('AB7654321');
    expect(res.body.history[0]).toMatchObject({ status: 'pending' });
    const [row] = await sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_log WHERE resource = 'users' AND record_id = $1 AND user_id = $2 AND action = 'read-sensitive'`,
      [volunteer.id, moderator.id],
    );
    expect(row!.n).toBe(1);
  });

  it('an organization account shows its organization profile', async () => {
    const res = await api().get(url(org.id)).set(admin.auth).expect(200);
    expect(res.body.subject).toEqual({ type: 'organization', id: org.organizationId });
    expect(res.body.organization).toMatchObject({ id: org.organizationId, name: 'Организация для профиля' });
    expect(res.body.volunteer).toBeNull();
  });
});
