import type { QueryInterface } from 'sequelize';

/**
 * Shift titles and addresses become bilingual fields like titles (Uzbek falls back to Russian):
 * events.address and visit_options.address → address_ru + address_uz, visit_sessions.title →
 * title_ru + title_uz. Existing text is kept as the Russian version. Self-contained.
 */
const SQL = `
ALTER TABLE events RENAME COLUMN address TO address_ru;
ALTER TABLE events ADD COLUMN address_uz varchar(500);
ALTER TABLE visit_options RENAME COLUMN address TO address_ru;
ALTER TABLE visit_options ADD COLUMN address_uz varchar(500);
ALTER TABLE visit_sessions RENAME COLUMN title TO title_ru;
ALTER TABLE visit_sessions ADD COLUMN title_uz varchar(200);
`;

export async function up({ queryInterface }: { queryInterface: QueryInterface }): Promise<void> {
  await queryInterface.sequelize.transaction(async (transaction) => {
    await queryInterface.sequelize.query(SQL, { transaction });
  });
}
