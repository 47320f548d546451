import type { QueryInterface } from 'sequelize';

/**
 * People: account settings (notification choices, avatar thumbnails, deletion), every
 * volunteer and organization field of spec §3, directions and regions they work in, files of an
 * organization, one verification queue for volunteers and organizations, reviews, friendships,
 * referral rewards and a business's request to become a partner. An index backs every filter
 * and sort the directories expose. Self-contained: literal values only.
 */
const SQL = `
ALTER TABLE users
  ADD COLUMN notify_email boolean NOT NULL DEFAULT true,
  ADD COLUMN notify_in_app boolean NOT NULL DEFAULT true,
  ADD COLUMN avatar_thumb_url varchar(500),
  ADD COLUMN avatar_fallback_url varchar(500),
  ADD COLUMN deleted_at timestamptz,
  ADD COLUMN referral_rewarded_at timestamptz;

ALTER TABLE volunteer_profiles
  ADD COLUMN no_middle_name boolean NOT NULL DEFAULT false,
  ADD COLUMN birth_date date,
  ADD COLUMN sex varchar(8) CHECK (sex IN ('male','female')),
  ADD COLUMN citizenship varchar(100),
  ADD COLUMN phone varchar(32),
  ADD COLUMN about text,
  ADD COLUMN tags varchar(60)[] NOT NULL DEFAULT '{}',
  ADD COLUMN education text,
  ADD COLUMN languages varchar(60)[] NOT NULL DEFAULT '{}',
  ADD COLUMN skills varchar(60)[] NOT NULL DEFAULT '{}',
  ADD COLUMN work text,
  ADD COLUMN certificates text,
  ADD COLUMN courses text,
  ADD COLUMN passport_series varchar(20),
  ADD COLUMN registration_address varchar(500),
  ADD COLUMN tax_number varchar(9) CHECK (tax_number ~ '^[0-9]{9}$'),
  ADD COLUMN residence_address varchar(500),
  ADD COLUMN passport_key varchar(500),
  ADD COLUMN passport_name varchar(255),
  ADD COLUMN medical_book boolean,
  ADD COLUMN disability_type varchar(200),
  ADD COLUMN disability_group smallint CHECK (disability_group BETWEEN 1 AND 3),
  ADD COLUMN vaccination text,
  ADD COLUMN clothing_size varchar(8),
  ADD COLUMN shoe_size smallint CHECK (shoe_size BETWEEN 20 AND 55),
  ADD COLUMN is_listed boolean NOT NULL DEFAULT false,
  ADD COLUMN show_activities boolean NOT NULL DEFAULT true,
  ADD COLUMN show_points boolean NOT NULL DEFAULT true,
  ADD COLUMN verification varchar(16) NOT NULL DEFAULT 'none' CHECK (verification IN ('none','pending','verified','rejected')),
  ADD COLUMN verification_note varchar(1000);
CREATE INDEX volunteer_profiles_listed_idx ON volunteer_profiles (user_id) WHERE is_listed;
CREATE INDEX volunteer_profiles_skills_idx ON volunteer_profiles USING gin (skills);

CREATE TABLE volunteer_directions (
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  direction_id integer NOT NULL REFERENCES directions(id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, direction_id)
);
CREATE INDEX volunteer_directions_direction_idx ON volunteer_directions (direction_id, user_id);

ALTER TABLE organizations
  ADD COLUMN registration_date date,
  ADD COLUMN geography varchar(16) CHECK (geography IN ('local','regional','national','international')),
  ADD COLUMN region_id integer REFERENCES regions(id) ON DELETE SET NULL,
  ADD COLUMN about_ru text,
  ADD COLUMN about_uz text,
  ADD COLUMN employees_count integer CHECK (employees_count >= 0),
  ADD COLUMN volunteers_count integer CHECK (volunteers_count >= 0),
  ADD COLUMN partners_count integer CHECK (partners_count >= 0),
  ADD COLUMN license text,
  ADD COLUMN grants text,
  ADD COLUMN memoranda text,
  ADD COLUMN partners_text text,
  ADD COLUMN banner varchar(500),
  ADD COLUMN videos varchar(500)[] NOT NULL DEFAULT '{}',
  ADD COLUMN verification varchar(16) NOT NULL DEFAULT 'none' CHECK (verification IN ('none','pending','verified','rejected')),
  ADD COLUMN verification_note varchar(1000),
  ADD COLUMN search_text text NOT NULL DEFAULT '';
UPDATE organizations SET verification = 'verified' WHERE is_verified;
CREATE INDEX organizations_name_idx ON organizations (name, id);
CREATE INDEX organizations_region_idx ON organizations (region_id, id);
CREATE INDEX organizations_verified_idx ON organizations (id) WHERE is_verified;
CREATE INDEX organizations_search_idx ON organizations USING gin (search_text gin_trgm_ops);

CREATE TABLE organization_regions (
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  region_id integer NOT NULL REFERENCES regions(id) ON DELETE CASCADE,
  PRIMARY KEY (organization_id, region_id)
);
CREATE INDEX organization_regions_region_idx ON organization_regions (region_id, organization_id);
CREATE TABLE organization_directions (
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  direction_id integer NOT NULL REFERENCES directions(id) ON DELETE CASCADE,
  PRIMARY KEY (organization_id, direction_id)
);
CREATE INDEX organization_directions_direction_idx ON organization_directions (direction_id, organization_id);

-- Documents (public or not), license, grants, memoranda and photos of an organization.
CREATE TABLE organization_files (
  id serial PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  kind varchar(16) NOT NULL CHECK (kind IN ('document','license','grant','memorandum','photo')),
  url varchar(500) NOT NULL,
  name varchar(255) NOT NULL,
  size integer NOT NULL CHECK (size >= 0),
  is_public boolean NOT NULL DEFAULT true,
  sort_order integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX organization_files_org_idx ON organization_files (organization_id, kind, sort_order, id);

-- One queue for volunteers (subject_type 'user') and organizations ('organization').
CREATE TABLE verification_requests (
  id serial PRIMARY KEY,
  subject_type varchar(16) NOT NULL CHECK (subject_type IN ('user','organization')),
  subject_id integer NOT NULL,
  requested_by integer REFERENCES users(id) ON DELETE SET NULL,
  status varchar(16) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending','approved','rejected','withdrawn')),
  reason varchar(1000),
  decided_by integer REFERENCES users(id) ON DELETE SET NULL,
  decided_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX verification_requests_queue_idx ON verification_requests (status, created_at, id);
CREATE UNIQUE INDEX verification_requests_one_pending_idx ON verification_requests (subject_type, subject_id) WHERE status = 'pending';
CREATE INDEX verification_requests_subject_idx ON verification_requests (subject_type, subject_id, created_at DESC);

-- A review after a completed activity: a volunteer of an organization, or an organization of a volunteer.
CREATE TABLE reviews (
  id serial PRIMARY KEY,
  activity_kind varchar(16) NOT NULL,
  activity_id integer NOT NULL,
  author_user_id integer REFERENCES users(id) ON DELETE SET NULL,
  author_organization_id integer REFERENCES organizations(id) ON DELETE CASCADE,
  target_user_id integer REFERENCES users(id) ON DELETE CASCADE,
  target_organization_id integer REFERENCES organizations(id) ON DELETE CASCADE,
  stars smallint NOT NULL CHECK (stars BETWEEN 1 AND 5),
  text varchar(2000) NOT NULL DEFAULT '',
  status varchar(16) NOT NULL DEFAULT 'published' CHECK (status IN ('published','reported','hidden')),
  report_reason varchar(1000),
  reported_by integer REFERENCES users(id) ON DELETE SET NULL,
  reported_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((target_user_id IS NULL) <> (target_organization_id IS NULL))
);
CREATE UNIQUE INDEX reviews_once_idx ON reviews (activity_kind, activity_id, COALESCE(author_organization_id, 0), COALESCE(author_user_id, 0), COALESCE(target_user_id, 0), COALESCE(target_organization_id, 0));
CREATE INDEX reviews_target_user_idx ON reviews (target_user_id, created_at DESC) WHERE target_user_id IS NOT NULL;
CREATE INDEX reviews_target_org_idx ON reviews (target_organization_id, created_at DESC) WHERE target_organization_id IS NOT NULL;
CREATE INDEX reviews_author_user_idx ON reviews (author_user_id, created_at DESC);
CREATE INDEX reviews_author_org_idx ON reviews (author_organization_id, created_at DESC) WHERE author_organization_id IS NOT NULL;
CREATE INDEX reviews_reported_idx ON reviews (reported_at, id) WHERE status = 'reported';

CREATE TABLE friendships (
  requester_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  addressee_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  status varchar(16) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending','accepted')),
  created_at timestamptz NOT NULL DEFAULT now(),
  accepted_at timestamptz,
  PRIMARY KEY (requester_id, addressee_id),
  CHECK (requester_id <> addressee_id)
);
CREATE UNIQUE INDEX friendships_pair_idx ON friendships (LEAST(requester_id, addressee_id), GREATEST(requester_id, addressee_id));
CREATE INDEX friendships_addressee_idx ON friendships (addressee_id, status);

CREATE TABLE partner_applications (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  company_name varchar(200) NOT NULL,
  tax_number varchar(9) NOT NULL CHECK (tax_number ~ '^[0-9]{9}$'),
  contact_name varchar(200) NOT NULL,
  phone varchar(32) NOT NULL,
  website varchar(300),
  logo_url varchar(500),
  offer text NOT NULL DEFAULT '',
  status varchar(16) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending','approved','rejected')),
  reason varchar(1000),
  decided_by integer REFERENCES users(id) ON DELETE SET NULL,
  decided_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX partner_applications_status_idx ON partner_applications (status, created_at, id);
CREATE UNIQUE INDEX partner_applications_one_pending_idx ON partner_applications (user_id) WHERE status = 'pending';
ALTER TABLE partners ADD COLUMN user_id integer REFERENCES users(id) ON DELETE SET NULL;
`;

export async function up({ queryInterface }: { queryInterface: QueryInterface }): Promise<void> {
  await queryInterface.sequelize.transaction(async (transaction) => {
    await queryInterface.sequelize.query(SQL, { transaction });
  });
}
