import type { QueryInterface } from 'sequelize';

/**
 * Telegram, QR check-in at the shift, reminders.
 * - telegram_links: one Telegram chat per account (either side unlinks); the bot's language per link.
 * - telegram_link_codes: one-time, expiring codes of the deep link t.me/<bot>?start=<code> (stored hashed).
 * - users.telegram_topics: which kinds of notification also go to Telegram (common TELEGRAM_TOPICS).
 * - telegram_messages: durable outbox of bot messages (a pg-boss job per message, retried; never lost).
 * - applications.checked_in_at / checked_in_by: the check-in at the shift (by the shift's QR or by the organizer).
 * - reminders_sent: each reminder once (kind, subject, user), whatever the number of processes.
 */
const SQL = `
CREATE TABLE telegram_links (
  user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  chat_id bigint NOT NULL UNIQUE,
  telegram_user_id bigint NOT NULL UNIQUE,
  username varchar(64),
  locale varchar(2) NOT NULL DEFAULT 'ru' CHECK (locale IN ('ru','uz')),
  linked_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE telegram_link_codes (
  code_hash char(64) PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX telegram_link_codes_user_idx ON telegram_link_codes (user_id, created_at DESC);
CREATE INDEX telegram_link_codes_expires_idx ON telegram_link_codes (expires_at);

ALTER TABLE users ADD COLUMN telegram_topics text[] NOT NULL
  DEFAULT ARRAY['decisions','waitlist','hours','moderation','messages','reminders']::text[];

CREATE TABLE telegram_messages (
  id serial PRIMARY KEY,
  user_id integer REFERENCES users(id) ON DELETE CASCADE,
  chat_id bigint NOT NULL,
  text text NOT NULL,
  buttons jsonb,
  status varchar(8) NOT NULL DEFAULT 'queued' CHECK (status IN ('queued','sent','failed','dropped')),
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
CREATE INDEX telegram_messages_queued_idx ON telegram_messages (created_at) WHERE status = 'queued';
CREATE INDEX telegram_messages_user_idx ON telegram_messages (user_id, created_at DESC);

ALTER TABLE applications
  ADD COLUMN checked_in_at timestamptz,
  ADD COLUMN checked_in_by integer REFERENCES users(id) ON DELETE SET NULL;

CREATE TABLE reminders_sent (
  kind varchar(24) NOT NULL,
  subject_id integer NOT NULL,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  sent_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (kind, subject_id, user_id)
);
CREATE INDEX reminders_sent_sent_idx ON reminders_sent (sent_at);
CREATE INDEX visit_sessions_starts_idx ON visit_sessions (starts_at);
CREATE INDEX tasks_deadline_all_idx ON tasks (deadline);
CREATE INDEX vacancies_deadline_all_idx ON vacancies (deadline) WHERE deadline IS NOT NULL;
`;

export async function up({ queryInterface }: { queryInterface: QueryInterface }): Promise<void> {
  await queryInterface.sequelize.transaction(async (transaction) => {
    await queryInterface.sequelize.query(SQL, { transaction });
  });
}
