import type { QueryInterface } from 'sequelize';

/**
 * The volunteers directory: its sorts and the verified-hours filter read listed
 * volunteers only. Verified hours stay computed from hours_records (their one source): a covering
 * index lets the per-volunteer sums be read from the index alone. Self-contained: literal values only.
 */
const SQL = `
CREATE INDEX IF NOT EXISTS hours_records_user_hours_idx ON hours_records (user_id) INCLUDE (hours);
CREATE INDEX IF NOT EXISTS volunteer_profiles_listed_name_idx ON volunteer_profiles (first_name, last_name, user_id) WHERE is_listed;
CREATE INDEX IF NOT EXISTS users_volunteers_newest_idx ON users (created_at DESC, id) WHERE role = 'volon' AND deleted_at IS NULL;
CREATE INDEX IF NOT EXISTS users_volunteers_region_idx ON users (region_id, id) WHERE role = 'volon' AND deleted_at IS NULL;
`;

export async function up({ queryInterface }: { queryInterface: QueryInterface }): Promise<void> {
  await queryInterface.sequelize.transaction(async (transaction) => {
    await queryInterface.sequelize.query(SQL, { transaction });
  });
}
