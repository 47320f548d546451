import type { QueryInterface } from 'sequelize';

/**
 * Uzbek names of a news item's tags: `tags_uz[i]` names `tags[i]` in Uzbek; a
 * missing or empty one falls back to the Russian tag. Readers on /uz see the Uzbek names, and the
 * tag filter and search find an item by either name.
 */
const SQL = `
ALTER TABLE news ADD COLUMN tags_uz varchar(40)[] NOT NULL DEFAULT '{}';
CREATE INDEX news_tags_uz_idx ON news USING gin (tags_uz);

-- Search finds an item by its Uzbek tags too (the one search_text trigger of migration 20261128000401).
CREATE OR REPLACE FUNCTION search_text_news() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  NEW.search_text := search_latin(concat_ws(' ', NEW.title_ru, NEW.title_uz, NEW.lead_ru, NEW.lead_uz,
    array_to_string(NEW.tags, ' '), array_to_string(NEW.tags_uz, ' ')));
  RETURN NEW;
END $fn$;
`;

export async function up({ queryInterface }: { queryInterface: QueryInterface }): Promise<void> {
  await queryInterface.sequelize.query(SQL);
}
