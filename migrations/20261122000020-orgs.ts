import type { QueryInterface } from 'sequelize';

/**
 * The organizations directory: its newest-first sort and the verified filter in name
 * order read an index (0016 made the name, region, direction and search ones). Self-contained.
 */
const SQL = `
CREATE INDEX IF NOT EXISTS organizations_newest_idx ON organizations (created_at DESC, id DESC);
CREATE INDEX IF NOT EXISTS organizations_verified_name_idx ON organizations (name, id) WHERE is_verified;
`;

export async function up({ queryInterface }: { queryInterface: QueryInterface }): Promise<void> {
  await queryInterface.sequelize.transaction(async (transaction) => {
    await queryInterface.sequelize.query(SQL, { transaction });
  });
}
