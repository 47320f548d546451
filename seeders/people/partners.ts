import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { QueryTypes, type Sequelize } from 'sequelize';
import { demoFileName } from '../covers';
import type { PeopleSeeder } from '../demoPeople';

const BUSINESS = 'business@demo.hashar.uz';
const PARTNER = {
  email: 'partner@demo.hashar.uz',
  name: 'OOO «Oqtepa Savdo»',
  taxNumber: '305112233',
  website: 'https://oqtepa.example',
  colors: ['#c62828', '#ffb300'],
} as const;

/** A 320×160 logo drawn in code: a rounded badge with the company's initials, rendered to PNG by sharp. */
async function drawLogo(uploadsDir: string, key: string, initials: string, [a, b]: readonly [string, string]): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="160">
    <rect width="320" height="160" rx="24" fill="${a}"/>
    <circle cx="80" cy="80" r="52" fill="${b}"/>
    <text x="80" y="98" font-family="sans-serif" font-size="48" font-weight="700" fill="${a}" text-anchor="middle">${initials}</text>
    <rect x="150" y="58" width="140" height="14" rx="7" fill="#fff"/>
    <rect x="150" y="88" width="100" height="14" rx="7" fill="#fff" opacity="0.7"/>
  </svg>`;
  const file = `partnerLogo/${demoFileName(`partner-logo:${key}`, 'png')}`;
  await fs.mkdir(path.join(uploadsDir, 'partnerLogo'), { recursive: true });
  await fs.writeFile(path.join(uploadsDir, file), await sharp(Buffer.from(svg)).png().toBuffer(), { mode: 0o644 });
  return `/uploads/${file}`;
}

/** The demo partner account (same password as the other demo accounts), created once; its id. */
async function partnerAccount(sequelize: Sequelize): Promise<{ id: number; created: boolean }> {
  const [found] = await sequelize.query<{ id: number }>('SELECT id FROM users WHERE email = $1', {
    bind: [PARTNER.email],
    type: QueryTypes.SELECT,
  });
  if (found) return { id: found.id, created: false };
  const [row] = await sequelize.query<{ id: number }>(
    `INSERT INTO users (email, password_hash, role, name, is_active, is_verified, region_id, locale, created_at, updated_at)
     SELECT $1, b.password_hash, 'partner', $2, true, true, b.region_id, 'uz', now(), now() FROM users b WHERE b.email = $3
     RETURNING id`,
    { bind: [PARTNER.email, PARTNER.name, BUSINESS], type: QueryTypes.SELECT },
  );
  await sequelize.query(
    'INSERT INTO business_profiles (user_id, name, tax_number, created_at, updated_at) VALUES ($1, $2, $3, now(), now())',
    {
      bind: [row!.id, PARTNER.name, PARTNER.taxNumber],
    },
  );
  return { id: row!.id, created: true };
}

/**
 * Partners: business@demo.hashar.uz has a request waiting for an admin; partner@demo.hashar.uz
 * already is a partner (approved request, footer logo drawn in code, last in the footer's order).
 * Partner rows added in the back office are left as they are.
 */
export const seedDemoPartners: PeopleSeeder = async (sequelize, { uploadsDir }) => {
  const added = { partnerAccounts: 0, partnerApplications: 0, partners: 0 };
  const [business] = await sequelize.query<{ id: number; role: string }>('SELECT id, role FROM users WHERE email = $1', {
    bind: [BUSINESS],
    type: QueryTypes.SELECT,
  });
  if (!business) return added;

  const partner = await partnerAccount(sequelize);
  if (partner.created) added.partnerAccounts++;
  const partnerLogo = await drawLogo(uploadsDir, PARTNER.email, 'OS', PARTNER.colors);
  const [approved] = await sequelize.query('SELECT 1 FROM partner_applications WHERE user_id = $1', {
    bind: [partner.id],
    type: QueryTypes.SELECT,
  });
  if (!approved) {
    await sequelize.query(
      `INSERT INTO partner_applications (user_id, company_name, tax_number, contact_name, phone, website, logo_url, offer, status, decided_at, created_at)
       VALUES ($1, $2, $3, 'Jasur Qodirov', '+998 71 200-11-22', $4, $5, $6, 'approved', now() - interval '20 days', now() - interval '21 days')`,
      {
        bind: [
          partner.id,
          PARTNER.name,
          PARTNER.taxNumber,
          PARTNER.website,
          partnerLogo,
          'Volontyorlar uchun bepul tushlik va 20% chegirma',
        ],
      },
    );
    added.partnerApplications++;
  }
  const [listed] = await sequelize.query('SELECT 1 FROM partners WHERE user_id = $1', { bind: [partner.id], type: QueryTypes.SELECT });
  if (!listed) {
    await sequelize.query(
      `INSERT INTO partners (name, logo_url, link, sort_order, is_active, user_id, created_at, updated_at)
       SELECT $1, $2, $3, COALESCE(max(sort_order), 0) + 1, true, $4, now(), now() FROM partners`,
      { bind: [PARTNER.name, partnerLogo, PARTNER.website, partner.id] },
    );
    added.partners++;
  }

  const [request] = await sequelize.query('SELECT 1 FROM partner_applications WHERE user_id = $1', {
    bind: [business.id],
    type: QueryTypes.SELECT,
  });
  if (!request && business.role === 'bussines') {
    const logo = await drawLogo(uploadsDir, BUSINESS, 'SR', ['#1565c0', '#90caf9']);
    await sequelize.query(
      `INSERT INTO partner_applications (user_id, company_name, tax_number, contact_name, phone, website, logo_url, offer, created_at)
       VALUES ($1, 'ООО «Silk Road Tech»', '301234567', 'Алишер Каримов', '+998 90 123-45-67', 'https://silkroad.example', $2,
               'IT-волонтёрство сотрудников и бесплатные курсы программирования для активных волонтёров', now() - interval '2 days')`,
      { bind: [business.id, logo] },
    );
    added.partnerApplications++;
  }
  return added;
};
