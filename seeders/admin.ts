import crypto from 'node:crypto';
import type { Sequelize } from 'sequelize';

export interface AdminSeedOptions {
  email?: string;
  password?: string;
  isProduction: boolean;
  hashPassword: (plain: string) => Promise<string>;
  /** Prints a banner (banner()) that tells the operator what happened; a generated password is shown only here. */
  report: (message: string) => void;
}

export const DEV_ADMIN_EMAIL = 'admin@example.com';

/** The command that gives the first admin a new password (README, the banners). */
export const ADMIN_PASSWORD_COMMAND = 'npm run admin:password';

/** A plain-text box around the lines (not a log line), so a password stands out in the terminal. */
export function banner(lines: string[]): string {
  const width = Math.max(...lines.map((l) => l.length));
  const edge = `+${'-'.repeat(width + 2)}+`;
  return ['', edge, ...lines.map((l) => `| ${l.padEnd(width)} |`), edge, ''].join('\n') + '\n';
}

/** The banner that shows the admin's sign-in: e-mail, password (or where it came from) and how to reset it. */
export function adminBanner(title: string, email: string, password: string | null): string {
  return banner([
    title,
    '',
    `E-mail:   ${email}`,
    `Password: ${password ?? '(the one in ADMIN_PASSWORD)'}`,
    '',
    password ? 'Shown only now: write it down, or change it after signing in.' : 'Sign in with the password you configured.',
    `Forgot it? ${ADMIN_PASSWORD_COMMAND} sets a new one (or ADMIN_PASSWORD's).`,
  ]);
}

/**
 * Creates the first admin when no user has that email yet; never changes an existing
 * account. Without ADMIN_EMAIL: in development admin@example.com with a random password
 * printed once; in production nothing (the operator must configure one).
 */
export async function seedAdmin(sequelize: Sequelize, opts: AdminSeedOptions): Promise<boolean> {
  if (!opts.email && opts.isProduction) {
    opts.report(banner(['ADMIN_EMAIL is not set: no admin account was created.']));
    return false;
  }
  const email = (opts.email ?? DEV_ADMIN_EMAIL).toLowerCase();
  const generated = !opts.password;
  const password = opts.password ?? newPassword();
  const [, inserted] = await sequelize.query(
    `INSERT INTO users (email, password_hash, role, name, is_active, is_verified, locale, created_at, updated_at)
     VALUES ($1, $2, 'admin', 'Administrator', true, true, 'ru', now(), now())
     ON CONFLICT (email) DO NOTHING`,
    { bind: [email, await opts.hashPassword(password)] },
  );
  if (!inserted) return false;
  opts.report(adminBanner('Hashar: the admin account was created', email, generated ? password : null));
  return true;
}

/** A random password of 16 URL-safe characters. */
function newPassword(): string {
  return crypto.randomBytes(12).toString('base64url');
}

/**
 * npm run admin:password: gives the first admin (ADMIN_EMAIL's account, else the oldest admin) a new
 * password — ADMIN_PASSWORD when given, else a random one — ends its signed-in sessions and returns
 * the banner to print; null when there is no admin account.
 */
export async function resetAdminPassword(
  sequelize: Sequelize,
  opts: { email?: string; password?: string; hashPassword: (plain: string) => Promise<string> },
): Promise<string | null> {
  const password = opts.password ?? newPassword();
  const [rows] = await sequelize.query(
    `UPDATE users SET password_hash = $2, token_version = token_version + 1, is_active = true, updated_at = now()
      WHERE id = (SELECT id FROM users WHERE role = 'admin' AND ($1::text IS NULL OR email = $1) ORDER BY id LIMIT 1)
      RETURNING email`,
    { bind: [opts.email?.toLowerCase() ?? null, await opts.hashPassword(password)] },
  );
  const admin = (rows as { email: string }[])[0];
  if (!admin) return null;
  return adminBanner('Hashar: the admin has a new password', admin.email, opts.password ? null : password);
}
