import type { QueryInterface } from 'sequelize';

/**
 * Events end to end: organizations and their staff, events (series, directions,
 * documents), standing visit offers, shared sessions (shifts), applications, verified hours,
 * the points ledger, favorites and comments. An index backs every filter and sort the lists
 * expose. Free-text search runs over `search_text` (all text of a row transliterated to Latin,
 * written by the API) with a trigram index. Self-contained: literal values only.
 */
const SQL = `
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE organizations (
  id serial PRIMARY KEY,
  name varchar(300) NOT NULL,
  tax_number varchar(9) CHECK (tax_number ~ '^[0-9]{9}$'),
  legal_form varchar(100),
  head_name varchar(200),
  legal_address varchar(500),
  actual_address varchar(500),
  phone varchar(32),
  email varchar(200),
  website varchar(300),
  logo varchar(500),
  is_verified boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE organization_staff (
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  role varchar(16) NOT NULL DEFAULT 'staff' CHECK (role IN ('owner','staff')),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (organization_id, user_id)
);
CREATE INDEX organization_staff_user_idx ON organization_staff (user_id);

-- Every existing organization account becomes the owner of its organization.
WITH src AS (
  SELECT p.user_id, p.name, CASE WHEN p.tax_number ~ '^[0-9]{9}$' THEN p.tax_number END AS tax_number, u.email
    FROM organization_profiles p JOIN users u ON u.id = p.user_id
), ins AS (
  INSERT INTO organizations (name, tax_number, email)
  SELECT name, tax_number, email FROM src ORDER BY user_id
  RETURNING id, email
)
INSERT INTO organization_staff (organization_id, user_id, role)
SELECT ins.id, src.user_id, 'owner' FROM ins JOIN src ON src.email = ins.email;

CREATE TABLE event_groups (
  id serial PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  title_ru varchar(200) NOT NULL,
  title_uz varchar(200),
  description_ru text,
  description_uz text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX event_groups_organization_idx ON event_groups (organization_id);

CREATE TABLE events (
  id serial PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  group_id integer REFERENCES event_groups(id) ON DELETE SET NULL,
  created_by integer REFERENCES users(id) ON DELETE SET NULL,
  title_ru varchar(200) NOT NULL,
  title_uz varchar(200),
  description_ru text NOT NULL,
  description_uz text,
  region_id integer REFERENCES regions(id) ON DELETE SET NULL,
  address varchar(500),
  is_online boolean NOT NULL DEFAULT false,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  cover varchar(500),
  capacity integer CHECK (capacity IS NULL OR capacity >= 0),
  min_age smallint CHECK (min_age IS NULL OR min_age BETWEEN 0 AND 99),
  skills text,
  moderation varchar(16) NOT NULL DEFAULT 'draft' CHECK (moderation IN ('draft','moderation','approved','rejected')),
  reject_reason text,
  submitted_at timestamptz,
  published_at timestamptz,
  archived_at timestamptz,
  search_text text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at >= starts_at)
);
-- Public list: approved, by date (soonest / past) and by publication (newest); filters by region, online.
CREATE INDEX events_public_starts_idx ON events (starts_at, id) WHERE moderation = 'approved';
CREATE INDEX events_public_ends_idx ON events (ends_at) WHERE moderation = 'approved';
CREATE INDEX events_public_archived_idx ON events (archived_at) WHERE moderation = 'approved' AND archived_at IS NOT NULL;
CREATE INDEX events_public_published_idx ON events (published_at DESC NULLS LAST, id DESC) WHERE moderation = 'approved';
-- Date-range filter: events overlapping [from, to].
CREATE INDEX events_public_period_idx ON events USING gist (tstzrange(starts_at, ends_at, '[]')) WHERE moderation = 'approved';
CREATE INDEX events_public_region_idx ON events (region_id, starts_at) WHERE moderation = 'approved';
CREATE INDEX events_public_online_idx ON events (is_online, starts_at) WHERE moderation = 'approved';
CREATE INDEX events_search_trgm_idx ON events USING gin (search_text gin_trgm_ops);
CREATE INDEX events_organization_idx ON events (organization_id, created_at DESC);
CREATE INDEX events_group_idx ON events (group_id) WHERE group_id IS NOT NULL;
CREATE INDEX events_moderation_idx ON events (moderation, submitted_at);

CREATE TABLE event_directions (
  event_id integer NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  direction_id integer NOT NULL REFERENCES directions(id) ON DELETE RESTRICT,
  PRIMARY KEY (event_id, direction_id)
);
CREATE INDEX event_directions_direction_idx ON event_directions (direction_id, event_id);

CREATE TABLE event_documents (
  id serial PRIMARY KEY,
  event_id integer NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  file_key varchar(500) NOT NULL,
  name varchar(255) NOT NULL,
  mime_type varchar(150) NOT NULL,
  size integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX event_documents_event_idx ON event_documents (event_id);

CREATE TABLE visit_options (
  id serial PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  created_by integer REFERENCES users(id) ON DELETE SET NULL,
  title_ru varchar(200) NOT NULL,
  title_uz varchar(200),
  description_ru text NOT NULL,
  description_uz text,
  region_id integer REFERENCES regions(id) ON DELETE SET NULL,
  address varchar(500),
  cover varchar(500),
  moderation varchar(16) NOT NULL DEFAULT 'draft' CHECK (moderation IN ('draft','moderation','approved','rejected')),
  reject_reason text,
  submitted_at timestamptz,
  published_at timestamptz,
  archived_at timestamptz,
  search_text text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX visit_options_public_idx ON visit_options (published_at DESC NULLS LAST, id DESC) WHERE moderation = 'approved';
CREATE INDEX visit_options_region_idx ON visit_options (region_id) WHERE moderation = 'approved';
CREATE INDEX visit_options_organization_idx ON visit_options (organization_id, created_at DESC);
CREATE INDEX visit_options_moderation_idx ON visit_options (moderation, submitted_at);
CREATE INDEX visit_options_search_trgm_idx ON visit_options USING gin (search_text gin_trgm_ops);

CREATE TABLE visit_option_directions (
  visit_option_id integer NOT NULL REFERENCES visit_options(id) ON DELETE CASCADE,
  direction_id integer NOT NULL REFERENCES directions(id) ON DELETE RESTRICT,
  PRIMARY KEY (visit_option_id, direction_id)
);
CREATE INDEX visit_option_directions_direction_idx ON visit_option_directions (direction_id, visit_option_id);

-- Shifts: of an event or of a standing visit offer (exactly one).
CREATE TABLE visit_sessions (
  id serial PRIMARY KEY,
  event_id integer REFERENCES events(id) ON DELETE CASCADE,
  visit_option_id integer REFERENCES visit_options(id) ON DELETE CASCADE,
  title varchar(200),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  capacity integer NOT NULL CHECK (capacity >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((event_id IS NULL) <> (visit_option_id IS NULL)),
  CHECK (ends_at >= starts_at)
);
CREATE INDEX visit_sessions_event_idx ON visit_sessions (event_id, starts_at) WHERE event_id IS NOT NULL;
CREATE INDEX visit_sessions_visit_idx ON visit_sessions (visit_option_id, starts_at) WHERE visit_option_id IS NOT NULL;

CREATE TABLE applications (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  session_id integer NOT NULL REFERENCES visit_sessions(id) ON DELETE RESTRICT,
  state varchar(16) NOT NULL CHECK (state IN ('pending','waitlisted','accepted','rejected','withdrawn','attended','completed')),
  message text,
  decided_by integer REFERENCES users(id) ON DELETE SET NULL,
  decided_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, session_id)
);
CREATE INDEX applications_session_state_idx ON applications (session_id, state, created_at);
CREATE INDEX applications_user_idx ON applications (user_id, created_at DESC);

CREATE TABLE hours_records (
  id serial PRIMARY KEY,
  application_id integer NOT NULL UNIQUE REFERENCES applications(id) ON DELETE RESTRICT,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  hours numeric(5,2) NOT NULL CHECK (hours > 0 AND hours <= 24),
  note text,
  verified_by integer REFERENCES users(id) ON DELETE SET NULL,
  verified_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX hours_records_user_idx ON hours_records (user_id, verified_at DESC);
CREATE INDEX hours_records_organization_idx ON hours_records (organization_id, verified_at);

CREATE TABLE points_ledger (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  delta integer NOT NULL,
  reason varchar(16) NOT NULL CHECK (reason IN ('hours','referral','task','bonus')),
  hours_record_id integer UNIQUE REFERENCES hours_records(id) ON DELETE RESTRICT,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX points_ledger_user_idx ON points_ledger (user_id, created_at DESC);

CREATE TABLE favorites (
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  target_type varchar(16) NOT NULL CHECK (target_type IN ('event','visit')),
  target_id integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, target_type, target_id)
);
CREATE INDEX favorites_target_idx ON favorites (target_type, target_id);
CREATE INDEX favorites_user_created_idx ON favorites (user_id, created_at DESC);

CREATE TABLE comments (
  id serial PRIMARY KEY,
  target_type varchar(16) NOT NULL CHECK (target_type IN ('event','visit')),
  target_id integer NOT NULL,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  body text NOT NULL,
  deleted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX comments_target_idx ON comments (target_type, target_id, created_at) WHERE deleted_at IS NULL;
`;

export async function up({ queryInterface }: { queryInterface: QueryInterface }): Promise<void> {
  await queryInterface.sequelize.transaction(async (transaction) => {
    await queryInterface.sequelize.query(SQL, { transaction });
  });
}
