import type { QueryInterface } from 'sequelize';

/**
 * Districts (tuman) and cities of regional standing, each under its region: a bilingual reference
 * list like regions (key, names, sort_order, is_active), plus other spellings (`aliases`) and an
 * approximate centre (`lat`, `lng`, the map pin's start). A region keeps its districts: it can't be
 * deleted while it has any (ON DELETE RESTRICT). search_text is computed by the database from the
 * names and aliases through search_latin() (migration 20261128000401), as every searched table's
 * is, so a query in either script finds any spelling. The rows are written by seeders/districts.ts
 * (seedReference), never here.
 */
const UP = `
CREATE TABLE districts (
  id serial PRIMARY KEY,
  region_id integer NOT NULL REFERENCES regions (id) ON DELETE RESTRICT,
  key varchar(64) NOT NULL UNIQUE,
  name_ru varchar(160) NOT NULL,
  name_uz varchar(160) NOT NULL,
  aliases text[] NOT NULL DEFAULT '{}',
  lat numeric(8, 5) NULL CHECK (lat BETWEEN -90 AND 90),
  lng numeric(8, 5) NULL CHECK (lng BETWEEN -180 AND 180),
  sort_order integer NOT NULL DEFAULT 0,
  is_active boolean NOT NULL DEFAULT true,
  search_text text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT CURRENT_TIMESTAMP,
  updated_at timestamptz NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE INDEX districts_region_order_idx ON districts (region_id, sort_order);

CREATE FUNCTION search_text_district() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  NEW.search_text := search_latin(concat_ws(' ', NEW.name_ru, NEW.name_uz, array_to_string(NEW.aliases, ' ')));
  RETURN NEW;
END $fn$;
CREATE TRIGGER districts_search_text BEFORE INSERT OR UPDATE ON districts FOR EACH ROW EXECUTE FUNCTION search_text_district();
`;

const DOWN = `
DROP TABLE districts;
DROP FUNCTION search_text_district();
`;

export async function up({ queryInterface }: { queryInterface: QueryInterface }): Promise<void> {
  await queryInterface.sequelize.transaction((transaction) => queryInterface.sequelize.query(UP, { transaction }));
}

export async function down({ queryInterface }: { queryInterface: QueryInterface }): Promise<void> {
  await queryInterface.sequelize.transaction((transaction) => queryInterface.sequelize.query(DOWN, { transaction }));
}
