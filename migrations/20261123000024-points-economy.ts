import type { QueryInterface } from 'sequelize';

/**
 * The points economy and certificates.
 *
 * Bonus offers are published by partners (a `partner` user: owner_user_id) and organizations
 * (organization_id), moderated like other content. A volunteer redeems one: in one transaction the
 * ledger gets a negative entry (reason 'bonus', naming the redemption), the offer's `remaining`
 * drops (NULL quantity = unlimited) and a redemption with an unguessable code is issued; the
 * offer's owner marks the code used, once.
 *
 * Certificates of verified hours (one activity, or a year) keep what they certified (`snapshot`)
 * and the hours records they rest on (certificate_hours); correcting one of those hours revokes
 * them. Hours corrections add a ledger entry (reason 'correction') so the ledger stays append-only.
 * Self-contained: literal values only.
 */
const SQL = `
CREATE TABLE bonus_offers (
  id serial PRIMARY KEY,
  organization_id integer REFERENCES organizations(id) ON DELETE CASCADE,
  owner_user_id integer REFERENCES users(id) ON DELETE CASCADE,
  created_by integer REFERENCES users(id) ON DELETE SET NULL,
  title_ru varchar(150) NOT NULL,
  title_uz varchar(150),
  description_ru text NOT NULL DEFAULT '',
  description_uz text,
  terms_ru text NOT NULL DEFAULT '',
  terms_uz text,
  image varchar(500),
  price integer NOT NULL CHECK (price > 0 AND price <= 100000),
  quantity integer CHECK (quantity IS NULL OR quantity > 0),
  remaining integer CHECK (remaining IS NULL OR remaining >= 0),
  valid_from timestamptz NOT NULL,
  valid_until timestamptz NOT NULL,
  region_id integer REFERENCES regions(id) ON DELETE SET NULL,
  is_online boolean NOT NULL DEFAULT false,
  moderation varchar(16) NOT NULL DEFAULT 'moderation'
    CHECK (moderation IN ('draft','moderation','approved','rejected')),
  reject_reason text,
  submitted_at timestamptz,
  published_at timestamptz,
  archived_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT bonus_offers_one_owner CHECK (num_nonnulls(organization_id, owner_user_id) = 1),
  CONSTRAINT bonus_offers_period CHECK (valid_until > valid_from),
  CONSTRAINT bonus_offers_remaining CHECK ((quantity IS NULL) = (remaining IS NULL) AND (remaining IS NULL OR remaining <= quantity)),
  CONSTRAINT bonus_offers_where CHECK (is_online OR region_id IS NOT NULL)
);
-- Public list: approved, not archived, by price or newest; by region.
CREATE INDEX bonus_offers_public_idx ON bonus_offers (price, id) WHERE moderation = 'approved' AND archived_at IS NULL;
CREATE INDEX bonus_offers_public_new_idx ON bonus_offers (published_at DESC, id DESC) WHERE moderation = 'approved' AND archived_at IS NULL;
CREATE INDEX bonus_offers_region_idx ON bonus_offers (region_id, price, id) WHERE moderation = 'approved' AND archived_at IS NULL;
CREATE INDEX bonus_offers_valid_idx ON bonus_offers (valid_until) WHERE moderation = 'approved' AND archived_at IS NULL;
CREATE INDEX bonus_offers_org_idx ON bonus_offers (organization_id, id DESC) WHERE organization_id IS NOT NULL;
CREATE INDEX bonus_offers_user_idx ON bonus_offers (owner_user_id, id DESC) WHERE owner_user_id IS NOT NULL;
CREATE INDEX bonus_offers_queue_idx ON bonus_offers (moderation, submitted_at, id);

CREATE TABLE bonus_redemptions (
  id serial PRIMARY KEY,
  offer_id integer NOT NULL REFERENCES bonus_offers(id) ON DELETE RESTRICT,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  code varchar(16) NOT NULL UNIQUE CHECK (code ~ '^[0-9A-HJKMNP-TV-Z]{12}$'),
  points integer NOT NULL CHECK (points > 0),
  state varchar(8) NOT NULL DEFAULT 'issued' CHECK (state IN ('issued','used')),
  used_at timestamptz,
  used_by integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT bonus_redemptions_used CHECK ((state = 'used') = (used_at IS NOT NULL))
);
CREATE INDEX bonus_redemptions_user_idx ON bonus_redemptions (user_id, created_at DESC, id DESC);
CREATE INDEX bonus_redemptions_offer_idx ON bonus_redemptions (offer_id, created_at DESC, id DESC);

ALTER TABLE points_ledger DROP CONSTRAINT IF EXISTS points_ledger_reason_check;
ALTER TABLE points_ledger ADD CONSTRAINT points_ledger_reason_check
  CHECK (reason IN ('hours','referral','task','bonus','correction'));
ALTER TABLE points_ledger ADD COLUMN redemption_id integer UNIQUE REFERENCES bonus_redemptions(id) ON DELETE RESTRICT;
-- hours_record_id was UNIQUE (one 'hours' entry per record); corrections name the record too.
ALTER TABLE points_ledger DROP CONSTRAINT IF EXISTS points_ledger_hours_record_id_key;
CREATE UNIQUE INDEX points_ledger_hours_uq ON points_ledger (hours_record_id) WHERE reason = 'hours';
CREATE INDEX points_ledger_hours_record_idx ON points_ledger (hours_record_id) WHERE hours_record_id IS NOT NULL;

ALTER TABLE hours_records ADD COLUMN corrected_at timestamptz, ADD COLUMN corrected_by integer REFERENCES users(id) ON DELETE SET NULL;

CREATE TABLE certificates (
  id serial PRIMARY KEY,
  code varchar(16) NOT NULL UNIQUE CHECK (code ~ '^[0-9A-HJKMNP-TV-Z]{16}$'),
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind varchar(8) NOT NULL CHECK (kind IN ('activity','year')),
  application_id integer REFERENCES applications(id) ON DELETE SET NULL,
  year integer CHECK (year IS NULL OR (year >= 2000 AND year <= 2100)),
  locale varchar(2) NOT NULL CHECK (locale IN ('ru','uz')),
  hours numeric(8,2) NOT NULL CHECK (hours > 0),
  snapshot jsonb NOT NULL,
  issued_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz,
  revoke_reason varchar(32),
  CONSTRAINT certificates_shape CHECK ((kind = 'activity') = (application_id IS NOT NULL) AND (kind = 'year') = (year IS NOT NULL))
);
CREATE INDEX certificates_user_idx ON certificates (user_id, issued_at DESC);
CREATE TABLE certificate_hours (
  certificate_id integer NOT NULL REFERENCES certificates(id) ON DELETE CASCADE,
  hours_record_id integer NOT NULL REFERENCES hours_records(id) ON DELETE CASCADE,
  PRIMARY KEY (certificate_id, hours_record_id)
);
CREATE INDEX certificate_hours_record_idx ON certificate_hours (hours_record_id);
`;

export async function up({ queryInterface }: { queryInterface: QueryInterface }): Promise<void> {
  await queryInterface.sequelize.transaction(async (transaction) => {
    await queryInterface.sequelize.query(SQL, { transaction });
  });
}
