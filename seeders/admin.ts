import crypto from 'node:crypto';
import type { Sequelize } from 'sequelize';

export interface AdminSeedOptions {
  email?: string;
  password?: string;
  isProduction: boolean;
  hashPassword: (plain: string) => Promise<string>;
  /** Tells the operator what happened (the generated password is shown only here, once). */
  report: (message: string) => void;
}

export const DEV_ADMIN_EMAIL = 'admin@example.com';

/**
 * Creates the first admin when no user has that email yet; never changes an existing
 * account. Without ADMIN_EMAIL: in development admin@example.com with a random password
 * printed once; in production nothing (the operator must configure one).
 */
export async function seedAdmin(sequelize: Sequelize, opts: AdminSeedOptions): Promise<boolean> {
  if (!opts.email && opts.isProduction) {
    opts.report('ADMIN_EMAIL is not set: no admin account was created.');
    return false;
  }
  const email = (opts.email ?? DEV_ADMIN_EMAIL).toLowerCase();
  const generated = !opts.password;
  const password = opts.password ?? crypto.randomBytes(12).toString('base64url');
  const [, inserted] = await sequelize.query(
    `INSERT INTO users (email, password_hash, role, name, is_active, is_verified, locale, created_at, updated_at)
     VALUES ($1, $2, 'admin', 'Administrator', true, true, 'ru', now(), now())
     ON CONFLICT (email) DO NOTHING`,
    { bind: [email, await opts.hashPassword(password)] },
  );
  if (!inserted) return false;
  opts.report(
    generated
      ? `Created the admin account ${email} with password ${password} — shown only now; change it after signing in.`
      : `Created the admin account ${email} (password from ADMIN_PASSWORD).`,
  );
  return true;
}
