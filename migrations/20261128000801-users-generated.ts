import type { QueryInterface } from 'sequelize';

/**
 * Accounts the demo seeder generated (the back office): the analytics history's hundreds
 * of past volunteers (`npm run seed:demo`), who cannot sign in and only count. Marked, so the
 * admin's list of users opens on real accounts; the ones seeded before this column are found by
 * the seeder's literal markers (their address and their impossible password hash).
 */
const SQL = `
ALTER TABLE users ADD COLUMN IF NOT EXISTS is_generated boolean NOT NULL DEFAULT false;
UPDATE users SET is_generated = true
 WHERE password_hash = 'history-account-no-login' AND email LIKE 'history-%@demo.hashar.uz' AND NOT is_generated;
`;

export async function up({ queryInterface }: { queryInterface: QueryInterface }): Promise<void> {
  await queryInterface.sequelize.query(SQL);
}
