import { QueryTypes, type Sequelize } from 'sequelize';
import { banner } from './admin';

/** Password of every demo account (development and demos only). */
export const DEMO_PASSWORD = 'demo-Hashar-2026';

/** Demo accounts, one or more per role; later issues add events, projects and the rest. */
export const DEMO_USERS = [
  { email: 'moderator@demo.hashar.uz', role: 'moderator', name: 'Дилноза Каримова', region: 'tashkent-city', locale: 'ru' },
  { email: 'volunteer@demo.hashar.uz', role: 'volon', name: 'Азиз Рахимов', region: 'tashkent-city', locale: 'ru' },
  { email: 'volontyor@demo.hashar.uz', role: 'volon', name: 'Malika Yusupova', region: 'samarkand', locale: 'uz' },
  { email: 'probono@demo.hashar.uz', role: 'volon', name: 'Тимур Назаров', region: 'fergana', locale: 'ru' },
  { email: 'org@demo.hashar.uz', role: 'organization', name: 'ННО «Мехр-шафкат»', region: 'tashkent-city', locale: 'ru' },
  { email: 'ecoorg@demo.hashar.uz', role: 'organization', name: 'Yashil Vodiy ekologik jamiyati', region: 'namangan', locale: 'uz' },
  { email: 'business@demo.hashar.uz', role: 'bussines', name: 'ООО «Silk Road Tech»', region: 'tashkent-city', locale: 'ru' },
  { email: 'trainee@demo.hashar.uz', role: 'trainee', name: 'Sardor Ergashev', region: 'bukhara', locale: 'uz' },
] as const;

/** Adds the demo accounts that are missing; returns how many were created. */
export async function seedDemo(sequelize: Sequelize, hashPassword: (plain: string) => Promise<string>): Promise<number> {
  const hash = await hashPassword(DEMO_PASSWORD);
  const values: unknown[] = [hash];
  const tuples = DEMO_USERS.map((u) => {
    const at = values.length;
    values.push(u.email, u.role, u.name, u.region, u.locale);
    return `($${at + 1}, $1, $${at + 2}, $${at + 3}, true, true, (SELECT id FROM regions WHERE key = $${at + 4}), $${at + 5}, now(), now())`;
  });
  const [, inserted] = await sequelize.query(
    `INSERT INTO users (email, password_hash, role, name, is_active, is_verified, region_id, locale, created_at, updated_at)
     VALUES ${tuples.join(', ')} ON CONFLICT (email) DO NOTHING`,
    { bind: values },
  );
  return typeof inserted === 'number' ? inserted : 0;
}

/**
 * The table seed:demo prints last: every account that signs in with DEMO_PASSWORD (the accounts
 * above, the partner, the listed volunteers… whichever seeder added them), one list from the database.
 */
export async function demoAccountsTable(sequelize: Sequelize): Promise<string> {
  const accounts = await sequelize.query<{ role: string; email: string }>(
    `SELECT role, email FROM users
      WHERE email LIKE '%@demo.hashar.uz' AND password_hash = (SELECT password_hash FROM users WHERE email = $1)
      ORDER BY array_position($2::text[], email::text) NULLS LAST, role, email`,
    { bind: [DEMO_USERS[0].email, DEMO_USERS.map((u) => u.email)], type: QueryTypes.SELECT },
  );
  const width = Math.max(...accounts.map((a) => a.email.length), 'E-mail'.length);
  const row = (role: string, email: string, password: string) => `${role.padEnd(13)} ${email.padEnd(width)}  ${password}`;
  return banner([
    `Demo accounts (${accounts.length}); sign in at /ru/login`,
    '',
    row('Role', 'E-mail', 'Password'),
    ...accounts.map((a) => row(a.role, a.email, DEMO_PASSWORD)),
  ]);
}
