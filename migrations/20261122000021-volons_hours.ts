import type { QueryInterface } from 'sequelize';

/**
 * The directory's verified hours as a counter beside each volunteer profile, so its default sort
 * (most hours first) and the minimum-hours filter read an index instead of summing every hours
 * record on each request. hours_records stays the one source: a trigger adds and subtracts each
 * change (deltas compose under concurrent writes), and a profile created later starts from the sum.
 * Self-contained: literal values only.
 */
const SQL = `
ALTER TABLE volunteer_profiles ADD COLUMN IF NOT EXISTS verified_hours numeric(10,2) NOT NULL DEFAULT 0;
UPDATE volunteer_profiles p SET verified_hours = h.total
  FROM (SELECT user_id, sum(hours) AS total FROM hours_records GROUP BY user_id) h WHERE h.user_id = p.user_id;

CREATE OR REPLACE FUNCTION volunteer_verified_hours_change() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE volunteer_profiles SET verified_hours = verified_hours - OLD.hours WHERE user_id = OLD.user_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE volunteer_profiles SET verified_hours = verified_hours + NEW.hours WHERE user_id = NEW.user_id;
  END IF;
  RETURN NULL;
END $fn$;
DROP TRIGGER IF EXISTS hours_records_verified_hours ON hours_records;
CREATE TRIGGER hours_records_verified_hours AFTER INSERT OR DELETE OR UPDATE OF hours, user_id ON hours_records
  FOR EACH ROW EXECUTE FUNCTION volunteer_verified_hours_change();

CREATE OR REPLACE FUNCTION volunteer_verified_hours_start() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  NEW.verified_hours := (SELECT COALESCE(sum(hours), 0) FROM hours_records WHERE user_id = NEW.user_id);
  RETURN NEW;
END $fn$;
DROP TRIGGER IF EXISTS volunteer_profiles_verified_hours ON volunteer_profiles;
CREATE TRIGGER volunteer_profiles_verified_hours BEFORE INSERT ON volunteer_profiles
  FOR EACH ROW EXECUTE FUNCTION volunteer_verified_hours_start();

CREATE INDEX IF NOT EXISTS volunteer_profiles_listed_hours_idx ON volunteer_profiles (verified_hours DESC, user_id) WHERE is_listed;
`;

export async function up({ queryInterface }: { queryInterface: QueryInterface }): Promise<void> {
  await queryInterface.sequelize.transaction(async (transaction) => {
    await queryInterface.sequelize.query(SQL, { transaction });
  });
}
