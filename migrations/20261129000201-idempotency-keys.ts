import type { QueryInterface } from 'sequelize';

/**
 * The answers to writes sent with an Idempotency-Key (api/src/ratelimit/idempotency.ts): a client
 * that retries a write after a timeout or a 503 gets the first answer again instead of a second
 * row. A key lives 24 hours; `status` is null while its first request is still running.
 */
const SQL = `
CREATE TABLE idempotency_keys (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key varchar(100) NOT NULL,
  request text NOT NULL,
  status smallint,
  body jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);
CREATE INDEX idempotency_keys_created_at_idx ON idempotency_keys (created_at);
`;

export async function up({ queryInterface }: { queryInterface: QueryInterface }): Promise<void> {
  await queryInterface.sequelize.query(SQL);
}

export async function down({ queryInterface }: { queryInterface: QueryInterface }): Promise<void> {
  await queryInterface.sequelize.query('DROP TABLE IF EXISTS idempotency_keys');
}
