import type { QueryInterface } from 'sequelize';

/**
 * Initiative groups. A group is moderated content: `moderation` (draft → moderation →
 * approved | rejected, the shared table) plus an admin's suspension; the spec's numeric `status`
 * is computed from both (GROUP_STATUS in common/src/initiatives.ts: 0 on moderation or a draft,
 * 1 active, -1 rejected, -2 suspended), so it can never disagree with them.
 *
 * Members: leader, co-leaders and members (one row each); invitations and requests to join are
 * their own rows until accepted. Team sign-ups: a group's application to a session holds `places`
 * seats (capacity counts the sum of `places` of place-holding applications: 1 for a volunteer, N
 * for a team, 0 for a team member's own row, which carries their hours).
 * Self-contained: literal values only.
 */
const SQL = `
ALTER TABLE initiative_groups RENAME COLUMN name TO name_ru;
ALTER TABLE initiative_groups
  ADD COLUMN name_uz varchar(200),
  ADD COLUMN description_ru text NOT NULL DEFAULT '',
  ADD COLUMN description_uz text,
  ADD COLUMN goals_ru text,
  ADD COLUMN goals_uz text,
  ADD COLUMN region_id integer REFERENCES regions(id) ON DELETE SET NULL,
  ADD COLUMN logo_url varchar(500),
  ADD COLUMN logo_thumb_url varchar(500),
  ADD COLUMN logo_fallback_url varchar(500),
  ADD COLUMN cover varchar(500),
  ADD COLUMN phone varchar(32),
  ADD COLUMN email varchar(254),
  ADD COLUMN links jsonb NOT NULL DEFAULT '[]'::jsonb,
  ADD COLUMN founded_on date,
  ADD COLUMN created_by integer REFERENCES users(id) ON DELETE SET NULL,
  ADD COLUMN moderation varchar(16) NOT NULL DEFAULT 'moderation'
    CHECK (moderation IN ('draft','moderation','approved','rejected')),
  ADD COLUMN reject_reason text,
  ADD COLUMN submitted_at timestamptz,
  ADD COLUMN published_at timestamptz,
  ADD COLUMN suspended_at timestamptz,
  ADD COLUMN suspend_reason text,
  ADD COLUMN invite_code varchar(64) NOT NULL DEFAULT md5(random()::text || clock_timestamp()::text),
  ADD COLUMN search_text text NOT NULL DEFAULT '';

-- Rows made before this migration (tests, early demo data) were active when their status was above 0.
UPDATE initiative_groups SET moderation = CASE WHEN status > 0 THEN 'approved' ELSE 'moderation' END,
  published_at = CASE WHEN status > 0 THEN created_at END, submitted_at = created_at;
ALTER TABLE initiative_groups DROP COLUMN status;
ALTER TABLE initiative_groups ADD COLUMN status smallint GENERATED ALWAYS AS (
  CASE WHEN suspended_at IS NOT NULL THEN -2
       WHEN moderation = 'approved' THEN 1
       WHEN moderation = 'rejected' THEN -1
       ELSE 0 END) STORED;

CREATE UNIQUE INDEX initiative_groups_invite_code_uq ON initiative_groups (invite_code);
CREATE INDEX initiative_groups_active_name_idx ON initiative_groups (name_ru, id) WHERE status > 0;
CREATE INDEX initiative_groups_active_newest_idx ON initiative_groups (published_at DESC, id DESC) WHERE status > 0;
CREATE INDEX initiative_groups_active_region_idx ON initiative_groups (region_id, id) WHERE status > 0;
CREATE INDEX initiative_groups_queue_idx ON initiative_groups (moderation, submitted_at, id);
CREATE INDEX initiative_groups_search_idx ON initiative_groups USING gin (search_text gin_trgm_ops);

CREATE TABLE initiative_group_directions (
  group_id integer NOT NULL REFERENCES initiative_groups(id) ON DELETE CASCADE,
  direction_id integer NOT NULL REFERENCES directions(id) ON DELETE CASCADE,
  PRIMARY KEY (group_id, direction_id)
);
CREATE INDEX initiative_group_directions_direction_idx ON initiative_group_directions (direction_id, group_id);

ALTER TABLE initiative_group_members DROP CONSTRAINT igm_role_known;
ALTER TABLE initiative_group_members ADD CONSTRAINT igm_role_known CHECK (role IN ('leader','coleader','member'));
-- One leader per group.
CREATE UNIQUE INDEX initiative_group_one_leader_uq ON initiative_group_members (group_id) WHERE role = 'leader';
CREATE INDEX initiative_group_members_group_idx ON initiative_group_members (group_id, role, created_at);

-- An invitation (the leader asks a volunteer) or a request (a volunteer asks to join), until answered.
CREATE TABLE initiative_group_requests (
  id serial PRIMARY KEY,
  group_id integer NOT NULL REFERENCES initiative_groups(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind varchar(16) NOT NULL CHECK (kind IN ('invite','request')),
  state varchar(16) NOT NULL DEFAULT 'pending' CHECK (state IN ('pending','accepted','declined','cancelled')),
  invited_by integer REFERENCES users(id) ON DELETE SET NULL,
  message text,
  decided_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX initiative_group_requests_pending_uq ON initiative_group_requests (group_id, user_id) WHERE state = 'pending';
CREATE INDEX initiative_group_requests_user_idx ON initiative_group_requests (user_id, state, created_at DESC);
CREATE INDEX initiative_group_requests_group_idx ON initiative_group_requests (group_id, state, kind, created_at DESC);

-- Team sign-ups: a group's application to a session holds N places; its members' own rows hold none.
ALTER TABLE applications
  ADD COLUMN places smallint NOT NULL DEFAULT 1 CHECK (places >= 0 AND places <= 500),
  ADD COLUMN group_id integer REFERENCES initiative_groups(id) ON DELETE CASCADE,
  ADD COLUMN team_id integer REFERENCES applications(id) ON DELETE CASCADE,
  ADD CONSTRAINT applications_team_shape CHECK (
    (group_id IS NULL OR (team_id IS NULL AND session_id IS NOT NULL AND places >= 1))
    AND (team_id IS NULL OR (group_id IS NULL AND places = 0))
    AND (group_id IS NOT NULL OR team_id IS NOT NULL OR places = 1));
-- A volunteer holds one application per session (their own or as a team member); a group one team per session.
ALTER TABLE applications DROP CONSTRAINT applications_user_id_session_id_key;
CREATE UNIQUE INDEX applications_user_session_uq ON applications (user_id, session_id) WHERE group_id IS NULL;
CREATE UNIQUE INDEX applications_group_session_uq ON applications (group_id, session_id) WHERE group_id IS NOT NULL;
CREATE INDEX applications_team_idx ON applications (team_id, created_at) WHERE team_id IS NOT NULL;
CREATE INDEX applications_group_idx ON applications (group_id, created_at DESC) WHERE group_id IS NOT NULL;
`;

export async function up({ queryInterface }: { queryInterface: QueryInterface }): Promise<void> {
  await queryInterface.sequelize.transaction(async (transaction) => {
    await queryInterface.sequelize.query(SQL, { transaction });
  });
}
