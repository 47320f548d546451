import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import type { PeopleSeeder } from '../demoPeople';

/** A one-page PDF standing in for a passport copy (demo only). */
const DEMO_PASSPORT = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/** The demo's verification: org@ verified, ecoorg@ waiting; volunteer@ verified, volontyor@ waiting. */
const ORGS = [
  { owner: 'org@demo.hashar.uz', state: 'verified' },
  { owner: 'ecoorg@demo.hashar.uz', state: 'pending' },
] as const;
const VOLUNTEERS = [
  { email: 'volunteer@demo.hashar.uz', state: 'verified' },
  { email: 'volontyor@demo.hashar.uz', state: 'pending' },
] as const;

/** Stores a demo passport copy in the private folder and records it as attached; its key. */
async function demoPassport(sequelize: Sequelize, uploadsDir: string, userId: number, t: Transaction): Promise<string> {
  const name = `${randomUUID()}.pdf`;
  await fs.mkdir(path.join(uploadsDir, 'passport'), { recursive: true });
  await fs.writeFile(path.join(uploadsDir, 'passport', name), DEMO_PASSPORT);
  const key = `passport/${name}`;
  await sequelize.query(
    `INSERT INTO uploads (key, owner_id, kind, mime, bytes, attached_at) VALUES ($1, $2, 'passport', 'application/pdf', $3, now())`,
    {
      bind: [key, userId, DEMO_PASSPORT.length],
      transaction: t,
    },
  );
  return key;
}

/** The subject's request: an approved one (decided by the demo moderator) or a pending one. */
async function request(sequelize: Sequelize, type: string, id: number, by: number, state: string, t: Transaction) {
  await sequelize.query(
    `INSERT INTO verification_requests (subject_type, subject_id, requested_by, status, decided_by, decided_at, created_at)
     SELECT $1::varchar, $2::int, $3::int, $4::varchar, CASE WHEN $4::varchar = 'approved' THEN m.id END,
            CASE WHEN $4::varchar = 'approved' THEN now() - interval '6 days' END,
            now() - interval '7 days' + (CASE WHEN $4::varchar = 'pending' THEN interval '6 days' ELSE interval '0' END)
       FROM (SELECT (SELECT id FROM users WHERE email = 'moderator@demo.hashar.uz') AS id) m`,
    { bind: [type, id, by, state === 'verified' ? 'approved' : 'pending'], transaction: t },
  );
}

/**
 * Demo verification (npm run seed:demo): the states above with their queue rows and is_verified
 * flags (the organization's owner account too). Only subjects without any request yet are touched.
 */
export const seedDemoVerification: PeopleSeeder = (sequelize, { uploadsDir }) =>
  sequelize.transaction(async (t) => {
    let added = 0;
    for (const o of ORGS) {
      const [row] = await sequelize.query<{ id: number; owner: number }>(
        `SELECT s.organization_id AS id, s.user_id AS owner FROM organization_staff s JOIN users u ON u.id = s.user_id
          WHERE u.email = $1 AND s.role = 'owner'
            AND NOT EXISTS (SELECT 1 FROM verification_requests r WHERE r.subject_type = 'organization' AND r.subject_id = s.organization_id)
          LIMIT 1`,
        { bind: [o.owner], type: QueryTypes.SELECT, transaction: t },
      );
      if (!row) continue;
      const verified = o.state === 'verified';
      await sequelize.query(
        `UPDATE organizations SET verification = $2::varchar, is_verified = $3, verification_note = NULL,
           tax_number = COALESCE(tax_number, '3' || lpad(id::text, 8, '0')), head_name = COALESCE(head_name, 'Руководитель демо'),
           legal_address = COALESCE(legal_address, 'г. Ташкент, демо-адрес') WHERE id = $1`,
        { bind: [row.id, o.state, verified], transaction: t },
      );
      await sequelize.query(`UPDATE users SET is_verified = $2 WHERE id = $1`, { bind: [row.owner, verified], transaction: t });
      await request(sequelize, 'organization', row.id, row.owner, o.state, t);
      added += 1;
    }
    for (const v of VOLUNTEERS) {
      const [row] = await sequelize.query<{ id: number }>(
        `SELECT u.id FROM users u JOIN volunteer_profiles vp ON vp.user_id = u.id
          WHERE u.email = $1 AND NOT EXISTS (SELECT 1 FROM verification_requests r WHERE r.subject_type = 'user' AND r.subject_id = u.id)`,
        { bind: [v.email], type: QueryTypes.SELECT, transaction: t },
      );
      if (!row) continue;
      const key = await demoPassport(sequelize, uploadsDir, row.id, t);
      await sequelize.query(
        `UPDATE volunteer_profiles SET verification = $2::varchar, verification_note = NULL, passport_key = $3, passport_name = 'passport.pdf',
           birth_date = COALESCE(birth_date, DATE '2000-01-01'), passport_series = COALESCE(passport_series, 'AA0000001'),
           tax_number = COALESCE(tax_number, '5' || lpad(user_id::text, 8, '0')) WHERE user_id = $1`,
        { bind: [row.id, v.state, key], transaction: t },
      );
      await sequelize.query(`UPDATE users SET is_verified = $2 WHERE id = $1`, { bind: [row.id, v.state === 'verified'], transaction: t });
      await request(sequelize, 'user', row.id, row.id, v.state, t);
      added += 1;
    }
    return { verification: added };
  });
