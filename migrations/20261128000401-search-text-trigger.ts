import type { QueryInterface } from 'sequelize';

/**
 * search_text is computed by the database, in one place no insert or update can bypass (seeders,
 * imports, raw SQL, admin edits): a BEFORE INSERT OR UPDATE trigger on every table that has it,
 * fed by search_latin(), the one definition of the search alphabet (Uzbek and Russian Cyrillic →
 * Uzbek Latin spellings, lower case, Uzbek apostrophes dropped, c→s / w→v / kh→x, spaces
 * collapsed). The query side puts the visitor's words through the same function (the API's
 * searchWords), so both sides can never disagree. Either language's title may be empty: NULLs and
 * empty strings are skipped. Organizations and groups also hold the names of their regions and
 * directions: their link tables touch the parent row so its trigger recomputes. Then every
 * existing row is recomputed (14 demo projects had been written with a hand-made spelling).
 */
const SQL = `
CREATE OR REPLACE FUNCTION search_latin(t text) RETURNS text LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $fn$
DECLARE s text := lower(translate(normalize(coalesce(t, ''), NFC),
  'АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯЎҚҒҲ', 'абвгдеёжзийклмнопрстуфхцчшщъыьэюяўқғҳ'));
BEGIN
  s := replace(replace(replace(replace(replace(replace(replace(s, 'ё', 'yo'), 'ц', 'ts'), 'ч', 'ch'), 'ш', 'sh'), 'щ', 'sh'), 'ю', 'yu'), 'я', 'ya');
  -- One letter for one letter; the hard and soft signs and the apostrophes (no counterpart) are dropped.
  s := translate(s, 'абвгдежзийклмнопрстуфхыэўқғҳъьʻʼ''‘’\`', 'abvgdejziyklmnoprstufxieoqgh');
  -- Latin letters Russian words spelt in Latin often use for the same sound.
  s := replace(replace(regexp_replace(s, 'c(?!h)', 's', 'g'), 'w', 'v'), 'kh', 'x');
  RETURN btrim(regexp_replace(s, '[[:space:]\\u00a0\\u2000-\\u200b\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff]+', ' ', 'g'));
END $fn$;

-- Rich text (publications' bodies) as plain words: tags out, the entities the editor writes decoded.
CREATE OR REPLACE FUNCTION search_plain(html text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT replace(replace(replace(replace(replace(replace(
    regexp_replace(coalesce(html, ''), '<[^>]*>', ' ', 'g'),
    '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&nbsp;', ' '), '&amp;', '&')
$fn$;

CREATE OR REPLACE FUNCTION search_text_activity() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  NEW.search_text := search_latin(concat_ws(' ', NEW.title_ru, NEW.title_uz, NEW.description_ru, NEW.description_uz));
  RETURN NEW;
END $fn$;

CREATE OR REPLACE FUNCTION search_text_news() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  NEW.search_text := search_latin(concat_ws(' ', NEW.title_ru, NEW.title_uz, NEW.lead_ru, NEW.lead_uz, array_to_string(NEW.tags, ' ')));
  RETURN NEW;
END $fn$;

CREATE OR REPLACE FUNCTION search_text_publication() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  NEW.search_text := search_latin(concat_ws(' ', NEW.title_ru, NEW.title_uz, search_plain(NEW.body_ru), search_plain(NEW.body_uz),
    NEW.subject, NEW.last_seen_place, array_to_string(NEW.tags, ' ')));
  RETURN NEW;
END $fn$;

CREATE OR REPLACE FUNCTION search_text_organization() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  NEW.search_text := search_latin(concat_ws(' ', NEW.name, NEW.legal_form, NEW.about_ru, NEW.about_uz, NEW.actual_address, NEW.partners_text,
    (SELECT string_agg(concat_ws(' ', r.name_ru, r.name_uz), ' ' ORDER BY r.id) FROM regions r
      WHERE r.id = NEW.region_id OR r.id IN (SELECT region_id FROM organization_regions WHERE organization_id = NEW.id)),
    (SELECT string_agg(concat_ws(' ', d.name_ru, d.name_uz), ' ' ORDER BY d.id) FROM directions d
      JOIN organization_directions od ON od.direction_id = d.id WHERE od.organization_id = NEW.id)));
  RETURN NEW;
END $fn$;

CREATE OR REPLACE FUNCTION search_text_group() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  NEW.search_text := search_latin(concat_ws(' ', NEW.name_ru, NEW.name_uz, NEW.description_ru, NEW.description_uz, NEW.goals_ru, NEW.goals_uz,
    (SELECT concat_ws(' ', r.name_ru, r.name_uz) FROM regions r WHERE r.id = NEW.region_id),
    (SELECT string_agg(concat_ws(' ', d.name_ru, d.name_uz), ' ' ORDER BY d.id) FROM directions d
      JOIN initiative_group_directions gd ON gd.direction_id = d.id WHERE gd.group_id = NEW.id)));
  RETURN NEW;
END $fn$;

-- A link row added or removed: the parent's trigger recomputes its text.
CREATE OR REPLACE FUNCTION search_text_touch_organization() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  UPDATE organizations SET search_text = '' WHERE id IN (
    SELECT (CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END).organization_id);
  RETURN NULL;
END $fn$;

CREATE OR REPLACE FUNCTION search_text_touch_group() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  UPDATE initiative_groups SET search_text = '' WHERE id IN (SELECT (CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END).group_id);
  RETURN NULL;
END $fn$;

CREATE TRIGGER events_search_text BEFORE INSERT OR UPDATE ON events FOR EACH ROW EXECUTE FUNCTION search_text_activity();
CREATE TRIGGER visit_options_search_text BEFORE INSERT OR UPDATE ON visit_options FOR EACH ROW EXECUTE FUNCTION search_text_activity();
CREATE TRIGGER projects_search_text BEFORE INSERT OR UPDATE ON projects FOR EACH ROW EXECUTE FUNCTION search_text_activity();
CREATE TRIGGER tasks_search_text BEFORE INSERT OR UPDATE ON tasks FOR EACH ROW EXECUTE FUNCTION search_text_activity();
CREATE TRIGGER vacancies_search_text BEFORE INSERT OR UPDATE ON vacancies FOR EACH ROW EXECUTE FUNCTION search_text_activity();
CREATE TRIGGER news_search_text BEFORE INSERT OR UPDATE ON news FOR EACH ROW EXECUTE FUNCTION search_text_news();
CREATE TRIGGER publications_search_text BEFORE INSERT OR UPDATE ON publications FOR EACH ROW EXECUTE FUNCTION search_text_publication();
CREATE TRIGGER organizations_search_text BEFORE INSERT OR UPDATE ON organizations FOR EACH ROW EXECUTE FUNCTION search_text_organization();
CREATE TRIGGER initiative_groups_search_text BEFORE INSERT OR UPDATE ON initiative_groups FOR EACH ROW EXECUTE FUNCTION search_text_group();
CREATE TRIGGER organization_regions_search_text AFTER INSERT OR DELETE ON organization_regions
  FOR EACH ROW EXECUTE FUNCTION search_text_touch_organization();
CREATE TRIGGER organization_directions_search_text AFTER INSERT OR DELETE ON organization_directions
  FOR EACH ROW EXECUTE FUNCTION search_text_touch_organization();
CREATE TRIGGER initiative_group_directions_search_text AFTER INSERT OR DELETE ON initiative_group_directions
  FOR EACH ROW EXECUTE FUNCTION search_text_touch_group();

UPDATE events SET search_text = '';
UPDATE visit_options SET search_text = '';
UPDATE projects SET search_text = '';
UPDATE tasks SET search_text = '';
UPDATE vacancies SET search_text = '';
UPDATE news SET search_text = '';
UPDATE publications SET search_text = '';
UPDATE organizations SET search_text = '';
UPDATE initiative_groups SET search_text = '';
`;

export async function up({ queryInterface }: { queryInterface: QueryInterface }): Promise<void> {
  await queryInterface.sequelize.query(SQL);
}
