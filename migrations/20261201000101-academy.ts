import type { QueryInterface } from 'sequelize';

/**
 * The academy (docs/academy-api.md): courses by the platform (no owner), an organization or an
 * initiative group, moderated like publications; ordered lessons; an optional final quiz whose
 * right answers stay in the database; a volunteer's enrolment, lessons read, quiz attempts and the
 * completion, worth points once per course (points_ledger reason 'course'); and the courses an
 * activity requires before anyone may apply (activity_course_requirements, by kind and id as
 * favorites name their targets: no foreign key to one activity table).
 *
 * A course with completions is archived, never deleted (completions and points refer to it).
 * search_text is the database's, like every searchable table's (search_latin of both titles,
 * summaries and bodies, and the names of its directions).
 */
const SQL = `
CREATE TABLE courses (
  id serial PRIMARY KEY,
  slug varchar(120) NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  organization_id integer REFERENCES organizations(id) ON DELETE CASCADE,
  owner_group_id integer REFERENCES initiative_groups(id) ON DELETE CASCADE,
  created_by integer REFERENCES users(id) ON DELETE SET NULL,
  title_ru varchar(200) NOT NULL,
  title_uz varchar(200),
  summary_ru varchar(500) NOT NULL,
  summary_uz varchar(500),
  body_ru text NOT NULL DEFAULT '',
  body_uz text,
  cover varchar(500),
  level varchar(16) NOT NULL CHECK (level IN ('beginner','intermediate','advanced')),
  estimated_minutes integer NOT NULL CHECK (estimated_minutes BETWEEN 1 AND 6000),
  is_listed boolean NOT NULL DEFAULT true,
  pass_mark smallint CHECK (pass_mark BETWEEN 1 AND 100),
  attempts_per_day smallint NOT NULL DEFAULT 3 CHECK (attempts_per_day BETWEEN 1 AND 20),
  moderation varchar(16) NOT NULL DEFAULT 'draft' CHECK (moderation IN ('draft','moderation','approved','rejected')),
  reject_reason text,
  submitted_at timestamptz,
  published_at timestamptz,
  archived_at timestamptz,
  search_text text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT courses_one_owner CHECK (num_nonnulls(organization_id, owner_group_id) <= 1)
);
-- The catalogue: published, listed, not archived, newest first; by level; search by trigram.
CREATE INDEX courses_public_idx ON courses (published_at DESC, id DESC)
  WHERE moderation = 'approved' AND is_listed AND archived_at IS NULL;
CREATE INDEX courses_level_idx ON courses (level, published_at DESC, id DESC)
  WHERE moderation = 'approved' AND is_listed AND archived_at IS NULL;
CREATE INDEX courses_queue_idx ON courses (moderation, submitted_at, id);
CREATE INDEX courses_org_idx ON courses (organization_id, id DESC) WHERE organization_id IS NOT NULL;
CREATE INDEX courses_group_idx ON courses (owner_group_id, id DESC) WHERE owner_group_id IS NOT NULL;
CREATE INDEX courses_search_idx ON courses USING gin (search_text gin_trgm_ops);

CREATE TABLE course_directions (
  course_id integer NOT NULL REFERENCES courses(id) ON DELETE CASCADE,
  direction_id integer NOT NULL REFERENCES directions(id) ON DELETE CASCADE,
  PRIMARY KEY (course_id, direction_id)
);
CREATE INDEX course_directions_direction_idx ON course_directions (direction_id, course_id);

CREATE OR REPLACE FUNCTION search_text_course() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  NEW.search_text := search_latin(concat_ws(' ', NEW.title_ru, NEW.title_uz, NEW.summary_ru, NEW.summary_uz,
    search_plain(NEW.body_ru), search_plain(NEW.body_uz),
    (SELECT string_agg(concat_ws(' ', d.name_ru, d.name_uz), ' ' ORDER BY d.id) FROM directions d
      JOIN course_directions cd ON cd.direction_id = d.id WHERE cd.course_id = NEW.id)));
  RETURN NEW;
END $fn$;
CREATE TRIGGER courses_search_text BEFORE INSERT OR UPDATE ON courses FOR EACH ROW EXECUTE FUNCTION search_text_course();

-- A course's directions changed: its row is touched, so its trigger recomputes search_text.
CREATE OR REPLACE FUNCTION search_text_touch_course() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  UPDATE courses SET search_text = '' WHERE id = COALESCE(NEW.course_id, OLD.course_id);
  RETURN NULL;
END $fn$;
CREATE TRIGGER course_directions_search_text AFTER INSERT OR DELETE ON course_directions
  FOR EACH ROW EXECUTE FUNCTION search_text_touch_course();

CREATE TABLE course_lessons (
  id serial PRIMARY KEY,
  course_id integer NOT NULL REFERENCES courses(id) ON DELETE CASCADE,
  position smallint NOT NULL CHECK (position >= 1),
  title_ru varchar(200) NOT NULL,
  title_uz varchar(200),
  body_ru text NOT NULL DEFAULT '',
  body_uz text,
  -- A video by its provider's id (never a raw address): embedded without cookies, only when the reader asks.
  video_provider varchar(8) CHECK (video_provider IN ('youtube','vimeo')),
  video_id varchar(32) CHECK (video_id ~ '^[A-Za-z0-9_-]{1,32}$'),
  attachments jsonb NOT NULL DEFAULT '[]'::jsonb,
  CONSTRAINT course_lessons_video CHECK ((video_provider IS NULL) = (video_id IS NULL)),
  CONSTRAINT course_lessons_position UNIQUE (course_id, position) DEFERRABLE INITIALLY DEFERRED
);

CREATE TABLE course_questions (
  id serial PRIMARY KEY,
  course_id integer NOT NULL REFERENCES courses(id) ON DELETE CASCADE,
  position smallint NOT NULL CHECK (position >= 1),
  text_ru varchar(500) NOT NULL,
  text_uz varchar(500),
  multiple boolean NOT NULL DEFAULT false,
  CONSTRAINT course_questions_position UNIQUE (course_id, position) DEFERRABLE INITIALLY DEFERRED
);

CREATE TABLE course_options (
  id serial PRIMARY KEY,
  question_id integer NOT NULL REFERENCES course_questions(id) ON DELETE CASCADE,
  position smallint NOT NULL CHECK (position >= 1),
  text_ru varchar(300) NOT NULL,
  text_uz varchar(300),
  -- Never leaves the server before an attempt ends, and not even then (the reader learns which questions were wrong).
  is_correct boolean NOT NULL DEFAULT false,
  CONSTRAINT course_options_position UNIQUE (question_id, position) DEFERRABLE INITIALLY DEFERRED
);

CREATE TABLE course_enrolments (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  course_id integer NOT NULL REFERENCES courses(id) ON DELETE RESTRICT,
  enrolled_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT course_enrolments_once UNIQUE (user_id, course_id)
);
CREATE INDEX course_enrolments_course_idx ON course_enrolments (course_id, enrolled_at);
CREATE INDEX course_enrolments_user_idx ON course_enrolments (user_id, enrolled_at DESC, id DESC);

CREATE TABLE course_lesson_progress (
  enrolment_id integer NOT NULL REFERENCES course_enrolments(id) ON DELETE CASCADE,
  lesson_id integer NOT NULL REFERENCES course_lessons(id) ON DELETE CASCADE,
  read_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (enrolment_id, lesson_id)
);

CREATE TABLE course_quiz_attempts (
  id serial PRIMARY KEY,
  enrolment_id integer NOT NULL REFERENCES course_enrolments(id) ON DELETE CASCADE,
  started_at timestamptz NOT NULL DEFAULT now(),
  -- The day in Tashkent the attempt was started on: the daily limit counts these.
  started_day date NOT NULL,
  -- The questions and options in the order this attempt shows them (shuffled once, at its start).
  questions jsonb NOT NULL,
  answers jsonb,
  finished_at timestamptz,
  score smallint CHECK (score BETWEEN 0 AND 100),
  passed boolean,
  wrong_question_ids integer[],
  CONSTRAINT course_quiz_attempts_finished CHECK ((finished_at IS NULL) = (score IS NULL) AND (score IS NULL) = (passed IS NULL))
);
CREATE UNIQUE INDEX course_quiz_attempts_open_uq ON course_quiz_attempts (enrolment_id) WHERE finished_at IS NULL;
CREATE INDEX course_quiz_attempts_day_idx ON course_quiz_attempts (enrolment_id, started_day);

CREATE TABLE course_completions (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  course_id integer NOT NULL REFERENCES courses(id) ON DELETE RESTRICT,
  attempt_id integer REFERENCES course_quiz_attempts(id) ON DELETE SET NULL,
  score smallint CHECK (score BETWEEN 0 AND 100),
  completed_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT course_completions_once UNIQUE (user_id, course_id)
);
CREATE INDEX course_completions_course_idx ON course_completions (course_id, completed_at);
CREATE INDEX course_completions_user_idx ON course_completions (user_id, completed_at DESC, id DESC);

CREATE TABLE activity_course_requirements (
  activity_kind varchar(16) NOT NULL,
  activity_id integer NOT NULL,
  course_id integer NOT NULL REFERENCES courses(id) ON DELETE RESTRICT,
  position smallint NOT NULL DEFAULT 1,
  PRIMARY KEY (activity_kind, activity_id, course_id)
);
CREATE INDEX activity_course_requirements_course_idx ON activity_course_requirements (course_id);

-- Points for a completed course: once per volunteer and course.
ALTER TABLE points_ledger DROP CONSTRAINT IF EXISTS points_ledger_reason_check;
ALTER TABLE points_ledger ADD CONSTRAINT points_ledger_reason_check
  CHECK (reason IN ('hours','referral','task','bonus','correction','course'));
ALTER TABLE points_ledger ADD COLUMN course_id integer REFERENCES courses(id) ON DELETE RESTRICT;
CREATE UNIQUE INDEX points_ledger_course_uq ON points_ledger (user_id, course_id) WHERE reason = 'course';
`;

export async function up({ queryInterface }: { queryInterface: QueryInterface }): Promise<void> {
  await queryInterface.sequelize.query(SQL);
}

export async function down({ queryInterface }: { queryInterface: QueryInterface }): Promise<void> {
  await queryInterface.sequelize.query(`
    DROP INDEX IF EXISTS points_ledger_course_uq;
    ALTER TABLE points_ledger DROP COLUMN IF EXISTS course_id;
    ALTER TABLE points_ledger DROP CONSTRAINT IF EXISTS points_ledger_reason_check;
    ALTER TABLE points_ledger ADD CONSTRAINT points_ledger_reason_check
      CHECK (reason IN ('hours','referral','task','bonus','correction'));
    DROP TABLE IF EXISTS activity_course_requirements, course_completions, course_quiz_attempts, course_lesson_progress,
      course_enrolments, course_options, course_questions, course_lessons, course_directions, courses;
    DROP FUNCTION IF EXISTS search_text_touch_course(), search_text_course();
  `);
}
