import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { QueryTypes } from 'sequelize';
import { seedDemo } from '../../../../seeders/demo';
import { seedDemoEvents } from '../../../../seeders/demoEvents';
import { seedDemoVolunteerProfiles } from '../../../../seeders/people/volunteers';
import { seedDemoVerification } from '../../../../seeders/people/verification';
import { useTestApp } from '../../test/app';

jest.setTimeout(120_000);

describe('demo verification (seeders/people/verification.ts)', () => {
  const ctx = useTestApp();
  const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hashar-verification-seed-'));
  afterAll(() => fs.rmSync(uploadsDir, { recursive: true, force: true }));

  it('org@ and volunteer@ verified, ecoorg@ and volontyor@ waiting in the queue, once', async () => {
    const db = ctx.db.sequelize;
    await seedDemo(db, async (plain) => `not-a-hash:${plain}`);
    await seedDemoEvents(db);
    await seedDemoVolunteerProfiles(db, { uploadsDir });
    expect(await seedDemoVerification(db, { uploadsDir })).toEqual({ verification: 4 });
    expect(await seedDemoVerification(db, { uploadsDir })).toEqual({ verification: 0 });
    const rows = await db.query<{ email: string; is_verified: boolean; status: string }>(
      `SELECT u.email, u.is_verified, r.status FROM verification_requests r
         JOIN users u ON u.id = CASE WHEN r.subject_type = 'user' THEN r.subject_id
                                     ELSE (SELECT s.user_id FROM organization_staff s WHERE s.organization_id = r.subject_id AND s.role = 'owner' LIMIT 1) END
        ORDER BY u.email`,
      { type: QueryTypes.SELECT },
    );
    expect(rows).toEqual([
      { email: 'ecoorg@demo.hashar.uz', is_verified: false, status: 'pending' },
      { email: 'org@demo.hashar.uz', is_verified: true, status: 'approved' },
      { email: 'volontyor@demo.hashar.uz', is_verified: false, status: 'pending' },
      { email: 'volunteer@demo.hashar.uz', is_verified: true, status: 'approved' },
    ]);
  });
});
