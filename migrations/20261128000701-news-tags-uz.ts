import type { QueryInterface } from 'sequelize';

/**
 * Uzbek names of a news item's tags (issue 27, item 6): `tags_uz[i]` names `tags[i]` in Uzbek; a
 * missing or empty one falls back to the Russian tag. Readers on /uz see the Uzbek names, and the
 * tag filter finds an item by either name.
 */
const SQL = `
ALTER TABLE news ADD COLUMN tags_uz varchar(40)[] NOT NULL DEFAULT '{}';
CREATE INDEX news_tags_uz_idx ON news USING gin (tags_uz);
`;

export async function up({ queryInterface }: { queryInterface: QueryInterface }): Promise<void> {
  await queryInterface.sequelize.query(SQL);
}
