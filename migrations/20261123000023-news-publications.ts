import type { QueryInterface } from 'sequelize';

/**
 * News, publications and missing-person / missing-pet notices.
 *
 * News are the platform's own: written in the back office by admins and by users an admin made
 * news editors (`users.is_news_editor`); each belongs to a section (rubric) and has a slug unique
 * within it; `published_at` null is a draft, a future one is scheduled (shown from that moment).
 *
 * Publications are written by users, organizations and initiative groups (one owner, the columns
 * activities use) and moderated like them. Notices (kind missing_person / missing_pet) carry who or
 * what is missing, where and when last seen, contacts and a state: active → found | closed.
 * Bodies are rich text stored as sanitised HTML (the API sanitises before writing).
 * Self-contained: literal values only.
 */
const SQL = `
ALTER TABLE users ADD COLUMN is_news_editor boolean NOT NULL DEFAULT false;

CREATE TABLE news_sections (
  id serial PRIMARY KEY,
  slug varchar(80) NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  name_ru varchar(120) NOT NULL,
  name_uz varchar(120) NOT NULL,
  sort_order integer NOT NULL DEFAULT 0,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX news_sections_slug_uq ON news_sections (slug);

CREATE TABLE news (
  id serial PRIMARY KEY,
  section_id integer NOT NULL REFERENCES news_sections(id) ON DELETE RESTRICT,
  slug varchar(120) NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  title_ru varchar(200) NOT NULL,
  title_uz varchar(200),
  lead_ru varchar(500) NOT NULL DEFAULT '',
  lead_uz varchar(500),
  body_ru text NOT NULL DEFAULT '',
  body_uz text,
  cover varchar(500),
  tags varchar(40)[] NOT NULL DEFAULT '{}',
  published_at timestamptz,
  author_id integer REFERENCES users(id) ON DELETE SET NULL,
  search_text text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX news_section_slug_uq ON news (section_id, slug);
CREATE INDEX news_published_idx ON news (published_at DESC, id DESC) WHERE published_at IS NOT NULL;
CREATE INDEX news_section_published_idx ON news (section_id, published_at DESC, id DESC) WHERE published_at IS NOT NULL;
CREATE INDEX news_tags_idx ON news USING gin (tags);
CREATE INDEX news_search_idx ON news USING gin (search_text gin_trgm_ops);

CREATE TABLE publications (
  id serial PRIMARY KEY,
  kind varchar(16) NOT NULL CHECK (kind IN ('story','missing_person','missing_pet')),
  organization_id integer REFERENCES organizations(id) ON DELETE CASCADE,
  owner_user_id integer REFERENCES users(id) ON DELETE CASCADE,
  owner_group_id integer REFERENCES initiative_groups(id) ON DELETE CASCADE,
  created_by integer REFERENCES users(id) ON DELETE SET NULL,
  title_ru varchar(200) NOT NULL,
  title_uz varchar(200),
  body_ru text NOT NULL DEFAULT '',
  body_uz text,
  cover varchar(500),
  photos jsonb NOT NULL DEFAULT '[]'::jsonb,
  region_id integer REFERENCES regions(id) ON DELETE SET NULL,
  tags varchar(40)[] NOT NULL DEFAULT '{}',
  subject varchar(300),
  last_seen_place varchar(300),
  last_seen_at timestamptz,
  contacts varchar(300),
  notice_state varchar(8) CHECK (notice_state IN ('active','found','closed')),
  state_changed_at timestamptz,
  moderation varchar(16) NOT NULL DEFAULT 'moderation'
    CHECK (moderation IN ('draft','moderation','approved','rejected')),
  reject_reason text,
  submitted_at timestamptz,
  published_at timestamptz,
  search_text text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT publications_one_owner CHECK (num_nonnulls(organization_id, owner_user_id, owner_group_id) = 1),
  CONSTRAINT publications_notice_shape CHECK ((kind = 'story') = (notice_state IS NULL))
);
-- Public list: approved, newest first; by region and kind; active notices first on the home page.
CREATE INDEX publications_public_idx ON publications (published_at DESC, id DESC) WHERE moderation = 'approved';
CREATE INDEX publications_region_idx ON publications (region_id, published_at DESC, id DESC) WHERE moderation = 'approved';
CREATE INDEX publications_kind_idx ON publications (kind, published_at DESC, id DESC) WHERE moderation = 'approved';
CREATE INDEX publications_notices_idx ON publications (region_id, published_at DESC, id DESC)
  WHERE moderation = 'approved' AND notice_state = 'active';
CREATE INDEX publications_org_idx ON publications (organization_id, id DESC) WHERE organization_id IS NOT NULL;
CREATE INDEX publications_user_idx ON publications (owner_user_id, id DESC) WHERE owner_user_id IS NOT NULL;
CREATE INDEX publications_group_idx ON publications (owner_group_id, id DESC) WHERE owner_group_id IS NOT NULL;
CREATE INDEX publications_queue_idx ON publications (moderation, submitted_at, id);
CREATE INDEX publications_tags_idx ON publications USING gin (tags);
CREATE INDEX publications_search_idx ON publications USING gin (search_text gin_trgm_ops);

-- Banners and tours are shown in their order within their active period.
ALTER TABLE tours ADD COLUMN starts_at timestamptz, ADD COLUMN ends_at timestamptz;
CREATE INDEX banners_shown_idx ON banners (kind, sort_order, id) WHERE is_active;
CREATE INDEX tours_shown_idx ON tours (sort_order, id) WHERE is_active;
`;

export async function up({ queryInterface }: { queryInterface: QueryInterface }): Promise<void> {
  await queryInterface.sequelize.transaction(async (transaction) => {
    await queryInterface.sequelize.query(SQL, { transaction });
  });
}
