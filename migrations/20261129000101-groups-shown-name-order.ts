import type { QueryInterface } from 'sequelize';

/**
 * The group directory's A–Z order is by the name a reader sees: the name in their language, else
 * the other one (a Uzbek-only group was sorted by its empty Russian name). One partial
 * index per language, the expressions of api/src/services/initiatives/directory.ts.
 */
const SQL = `
DROP INDEX IF EXISTS initiative_groups_active_name_idx;
CREATE INDEX initiative_groups_active_name_ru_idx ON initiative_groups ((COALESCE(NULLIF(name_ru, ''), name_uz)), id) WHERE status > 0;
CREATE INDEX initiative_groups_active_name_uz_idx ON initiative_groups ((COALESCE(NULLIF(name_uz, ''), name_ru)), id) WHERE status > 0;
`;

const DOWN = `
DROP INDEX IF EXISTS initiative_groups_active_name_ru_idx;
DROP INDEX IF EXISTS initiative_groups_active_name_uz_idx;
CREATE INDEX initiative_groups_active_name_idx ON initiative_groups (name_ru, id) WHERE status > 0;
`;

export async function up({ queryInterface }: { queryInterface: QueryInterface }): Promise<void> {
  await queryInterface.sequelize.query(SQL);
}

export async function down({ queryInterface }: { queryInterface: QueryInterface }): Promise<void> {
  await queryInterface.sequelize.query(DOWN);
}
