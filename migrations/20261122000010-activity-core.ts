import type { QueryInterface } from 'sequelize';

/**
 * The activity core. Owners: an event, a visit offer and an hours record belong to
 * exactly one of an organization, a user or an initiative group, each a real foreign key
 * (existing rows keep their organization). Applications point at their activity
 * (`activity_kind` + `activity_id`, filled from the session when there is one) so kinds
 * without sessions take applications too: one per (user, session) where there is a session,
 * one per (user, activity) where there is none. Self-contained: literal values only.
 */
const SQL = `
ALTER TABLE events ALTER COLUMN organization_id DROP NOT NULL,
  ADD COLUMN owner_user_id integer REFERENCES users(id) ON DELETE CASCADE,
  ADD COLUMN owner_group_id integer REFERENCES initiative_groups(id) ON DELETE CASCADE,
  ADD CONSTRAINT events_one_owner CHECK (num_nonnulls(organization_id, owner_user_id, owner_group_id) = 1);
CREATE INDEX events_owner_user_idx ON events (owner_user_id, created_at DESC) WHERE owner_user_id IS NOT NULL;
CREATE INDEX events_owner_group_idx ON events (owner_group_id, created_at DESC) WHERE owner_group_id IS NOT NULL;

ALTER TABLE visit_options ALTER COLUMN organization_id DROP NOT NULL,
  ADD COLUMN owner_user_id integer REFERENCES users(id) ON DELETE CASCADE,
  ADD COLUMN owner_group_id integer REFERENCES initiative_groups(id) ON DELETE CASCADE,
  ADD CONSTRAINT visit_options_one_owner CHECK (num_nonnulls(organization_id, owner_user_id, owner_group_id) = 1);
CREATE INDEX visit_options_owner_user_idx ON visit_options (owner_user_id, created_at DESC) WHERE owner_user_id IS NOT NULL;
CREATE INDEX visit_options_owner_group_idx ON visit_options (owner_group_id, created_at DESC) WHERE owner_group_id IS NOT NULL;

ALTER TABLE hours_records ALTER COLUMN organization_id DROP NOT NULL,
  ADD COLUMN owner_user_id integer REFERENCES users(id) ON DELETE CASCADE,
  ADD COLUMN owner_group_id integer REFERENCES initiative_groups(id) ON DELETE CASCADE,
  ADD CONSTRAINT hours_records_one_owner CHECK (num_nonnulls(organization_id, owner_user_id, owner_group_id) = 1);

ALTER TABLE applications ALTER COLUMN session_id DROP NOT NULL,
  ADD COLUMN activity_kind varchar(32),
  ADD COLUMN activity_id integer;
UPDATE applications a
   SET activity_kind = CASE WHEN s.event_id IS NOT NULL THEN 'event' ELSE 'visit' END,
       activity_id = COALESCE(s.event_id, s.visit_option_id)
  FROM visit_sessions s WHERE s.id = a.session_id;

-- An application to a session always names the session's activity, whoever writes the row.
CREATE FUNCTION applications_activity_of_session() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF NEW.session_id IS NOT NULL THEN
    SELECT CASE WHEN s.event_id IS NOT NULL THEN 'event' ELSE 'visit' END, COALESCE(s.event_id, s.visit_option_id)
      INTO NEW.activity_kind, NEW.activity_id
      FROM visit_sessions s WHERE s.id = NEW.session_id;
  END IF;
  RETURN NEW;
END
$fn$;
CREATE TRIGGER applications_activity_of_session BEFORE INSERT OR UPDATE OF session_id ON applications
  FOR EACH ROW EXECUTE FUNCTION applications_activity_of_session();

ALTER TABLE applications ALTER COLUMN activity_kind SET NOT NULL, ALTER COLUMN activity_id SET NOT NULL;
-- (user, session) stays unique through the table's UNIQUE (user_id, session_id); without a session, (user, activity).
CREATE UNIQUE INDEX applications_user_activity_uq ON applications (user_id, activity_kind, activity_id) WHERE session_id IS NULL;
CREATE INDEX applications_activity_idx ON applications (activity_kind, activity_id, state);
`;

export async function up({ queryInterface }: { queryInterface: QueryInterface }): Promise<void> {
  await queryInterface.sequelize.transaction(async (transaction) => {
    await queryInterface.sequelize.query(SQL, { transaction });
  });
}
