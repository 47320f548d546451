import type { QueryInterface } from 'sequelize';

/**
 * Projects, pro bono tasks, vacancies and internships: three activity kinds on the
 * core (one owner of three, moderation, search text, directions), their own tables (project
 * partners, task results), the hiring steps of applications (`shortlisted`, `interview`) with a
 * cover letter's CV, favorites and comments on any kind, hours of long work, points for a
 * completed task. Self-contained: literal values only.
 */
const ACTIVITY_COLUMNS = (table: string) => `
  id serial PRIMARY KEY,
  organization_id integer REFERENCES organizations(id) ON DELETE CASCADE,
  owner_user_id integer REFERENCES users(id) ON DELETE CASCADE,
  owner_group_id integer REFERENCES initiative_groups(id) ON DELETE CASCADE,
  CONSTRAINT ${table}_one_owner CHECK (num_nonnulls(organization_id, owner_user_id, owner_group_id) = 1),
  created_by integer REFERENCES users(id) ON DELETE SET NULL,
  title_ru varchar(200) NOT NULL,
  title_uz varchar(200),
  description_ru text NOT NULL,
  description_uz text,
  region_id integer REFERENCES regions(id) ON DELETE SET NULL,
  address_ru varchar(500),
  address_uz varchar(500),
  cover varchar(500),
  moderation varchar(16) NOT NULL DEFAULT 'draft' CHECK (moderation IN ('draft','moderation','approved','rejected')),
  reject_reason text,
  submitted_at timestamptz,
  published_at timestamptz,
  archived_at timestamptz,
  search_text text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()`;

/** Indexes every activity table has: public list by publication, region, search, owners, queue. */
const ACTIVITY_INDEXES = (table: string) => `
CREATE INDEX ${table}_public_published_idx ON ${table} (published_at DESC NULLS LAST, id DESC) WHERE moderation = 'approved';
CREATE INDEX ${table}_public_region_idx ON ${table} (region_id, published_at DESC) WHERE moderation = 'approved';
CREATE INDEX ${table}_search_trgm_idx ON ${table} USING gin (search_text gin_trgm_ops);
CREATE INDEX ${table}_organization_idx ON ${table} (organization_id, created_at DESC) WHERE organization_id IS NOT NULL;
CREATE INDEX ${table}_owner_user_idx ON ${table} (owner_user_id, created_at DESC) WHERE owner_user_id IS NOT NULL;
CREATE INDEX ${table}_owner_group_idx ON ${table} (owner_group_id, created_at DESC) WHERE owner_group_id IS NOT NULL;
CREATE INDEX ${table}_moderation_idx ON ${table} (moderation, submitted_at);`;

const DIRECTIONS = (table: string, column: string, parent: string) => `
CREATE TABLE ${table} (
  ${column} integer NOT NULL REFERENCES ${parent}(id) ON DELETE CASCADE,
  direction_id integer NOT NULL REFERENCES directions(id) ON DELETE RESTRICT,
  PRIMARY KEY (${column}, direction_id)
);
CREATE INDEX ${table}_direction_idx ON ${table} (direction_id, ${column});`;

const SQL = `
CREATE TABLE projects (${ACTIVITY_COLUMNS('projects')},
  is_nationwide boolean NOT NULL DEFAULT false,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  goals_ru text,
  goals_uz text,
  help_ru text,
  help_uz text,
  places integer CHECK (places IS NULL OR places >= 0),
  CHECK (ends_at >= starts_at)
);
${ACTIVITY_INDEXES('projects')}
CREATE INDEX projects_public_starts_idx ON projects (starts_at, id) WHERE moderation = 'approved';
CREATE INDEX projects_public_ends_idx ON projects (ends_at) WHERE moderation = 'approved';
${DIRECTIONS('project_directions', 'project_id', 'projects')}
CREATE TABLE project_documents (
  id serial PRIMARY KEY,
  project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  file_key varchar(500) NOT NULL,
  name varchar(255) NOT NULL,
  mime_type varchar(150) NOT NULL,
  size integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX project_documents_project_idx ON project_documents (project_id);
CREATE TABLE project_partners (
  project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  organization_id integer NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  state varchar(16) NOT NULL CHECK (state IN ('invited','requested','accepted')),
  created_by integer REFERENCES users(id) ON DELETE SET NULL,
  decided_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (project_id, organization_id)
);
CREATE INDEX project_partners_organization_idx ON project_partners (organization_id, state);

CREATE TABLE tasks (${ACTIVITY_COLUMNS('tasks')},
  category_id integer NOT NULL REFERENCES task_categories(id) ON DELETE RESTRICT,
  skills_ru text,
  skills_uz text,
  result_ru text,
  result_uz text,
  deadline timestamptz NOT NULL,
  is_online boolean NOT NULL DEFAULT false,
  performers integer NOT NULL DEFAULT 1 CHECK (performers BETWEEN 1 AND 100),
  estimated_hours numeric(6,2) CHECK (estimated_hours IS NULL OR (estimated_hours > 0 AND estimated_hours <= 1000))
);
${ACTIVITY_INDEXES('tasks')}
CREATE INDEX tasks_public_category_idx ON tasks (category_id, deadline) WHERE moderation = 'approved';
CREATE INDEX tasks_public_deadline_idx ON tasks (deadline, id) WHERE moderation = 'approved';
CREATE INDEX tasks_public_online_idx ON tasks (is_online, deadline) WHERE moderation = 'approved';
${DIRECTIONS('task_directions', 'task_id', 'tasks')}
CREATE TABLE task_results (
  id serial PRIMARY KEY,
  application_id integer NOT NULL REFERENCES applications(id) ON DELETE CASCADE,
  body text NOT NULL,
  link varchar(1000),
  files jsonb NOT NULL DEFAULT '[]',
  state varchar(20) NOT NULL CHECK (state IN ('submitted','changes_requested','accepted')),
  review_comment text,
  reviewed_by integer REFERENCES users(id) ON DELETE SET NULL,
  reviewed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX task_results_application_idx ON task_results (application_id, created_at DESC);

CREATE TABLE vacancies (${ACTIVITY_COLUMNS('vacancies')},
  kind varchar(16) NOT NULL CHECK (kind IN ('vacancy','internship')),
  duties_ru text,
  duties_uz text,
  requirements_ru text,
  requirements_uz text,
  schedule_ru varchar(300),
  schedule_uz varchar(300),
  pay varchar(16) NOT NULL CHECK (pay IN ('paid','unpaid','stipend')),
  amount bigint CHECK (amount IS NULL OR amount >= 0),
  duration_ru varchar(300),
  duration_uz varchar(300),
  is_remote boolean NOT NULL DEFAULT false,
  deadline timestamptz,
  places integer CHECK (places IS NULL OR places >= 0)
);
${ACTIVITY_INDEXES('vacancies')}
CREATE INDEX vacancies_public_kind_idx ON vacancies (kind, published_at DESC) WHERE moderation = 'approved';
CREATE INDEX vacancies_public_pay_idx ON vacancies (pay, published_at DESC) WHERE moderation = 'approved';
CREATE INDEX vacancies_public_remote_idx ON vacancies (is_remote, published_at DESC) WHERE moderation = 'approved';
CREATE INDEX vacancies_public_deadline_idx ON vacancies (deadline) WHERE moderation = 'approved';
${DIRECTIONS('vacancy_directions', 'vacancy_id', 'vacancies')}

-- Hiring steps; a CV with an application; the organization's private note on it.
ALTER TABLE applications DROP CONSTRAINT IF EXISTS applications_state_check,
  ADD CONSTRAINT applications_state_check
    CHECK (state IN ('pending','waitlisted','shortlisted','interview','accepted','rejected','withdrawn','attended','completed')),
  ADD COLUMN cv_key varchar(500),
  ADD COLUMN cv_name varchar(255),
  ADD COLUMN note text;

-- Favorites and comments name any registered kind (the API checks the kind).
ALTER TABLE favorites DROP CONSTRAINT IF EXISTS favorites_target_type_check,
  ADD CONSTRAINT favorites_target_type_check CHECK (target_type ~ '^[a-z][a-z0-9_]*$');
ALTER TABLE comments DROP CONSTRAINT IF EXISTS comments_target_type_check,
  ADD CONSTRAINT comments_target_type_check CHECK (target_type ~ '^[a-z][a-z0-9_]*$');

-- Projects and tasks last longer than a day: an hours record holds up to 1000 hours.
ALTER TABLE hours_records DROP CONSTRAINT IF EXISTS hours_records_hours_check,
  ADD CONSTRAINT hours_records_hours_check CHECK (hours > 0 AND hours <= 1000);
ALTER TABLE hours_records ALTER COLUMN hours TYPE numeric(6,2);

-- Points for a completed task name its application (once per application).
ALTER TABLE points_ledger ADD COLUMN application_id integer REFERENCES applications(id) ON DELETE RESTRICT;
CREATE UNIQUE INDEX points_ledger_task_uq ON points_ledger (application_id) WHERE reason = 'task';
`;

export async function up({ queryInterface }: { queryInterface: QueryInterface }): Promise<void> {
  await queryInterface.sequelize.transaction(async (transaction) => {
    await queryInterface.sequelize.query(SQL, { transaction });
  });
}
