import type { Sequelize } from 'sequelize';
import { run } from '../../lists';
import type { PartnerApplicationRow } from '../../presenters/partnerApplication';

const COLUMNS = `id, user_id AS "userId", company_name AS "companyName", tax_number AS "taxNumber", contact_name AS "contactName",
  phone, website, logo_url AS "logoUrl", offer, status, reason, decided_at AS "decidedAt", created_at AS "createdAt"`;

/** The application of an id, or null. */
export async function partnerApplicationById(sequelize: Sequelize, id: number): Promise<PartnerApplicationRow | null> {
  const [row] = await run<PartnerApplicationRow>(sequelize, `SELECT ${COLUMNS} FROM partner_applications WHERE id = $1`, [id]);
  return row ?? null;
}

/** The account's newest application, or null. */
export async function latestPartnerApplication(sequelize: Sequelize, userId: number): Promise<PartnerApplicationRow | null> {
  const [row] = await run<PartnerApplicationRow>(
    sequelize,
    `SELECT ${COLUMNS} FROM partner_applications WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1`,
    [userId],
  );
  return row ?? null;
}
