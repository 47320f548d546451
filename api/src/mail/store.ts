import type { Sequelize, Transaction } from 'sequelize';
import type { Locale, MailStatus } from '@hashar/common';
import { exec, firstRow, run, SqlParams } from '../lists';
import type { RenderedMail } from './templates';
import type { MailTemplate } from './types';

/** A row of mail_messages, as the queries below return it. */
export interface MailRow {
  id: number;
  userId: number | null;
  to: string;
  locale: Locale;
  template: MailTemplate;
  subject: string;
  text: string;
  html: string;
  links: string[];
  status: MailStatus;
  attempts: number;
  lastError: string | null;
  sentAt: Date | null;
  createdAt: Date;
}

const COLUMNS = `id, user_id AS "userId", to_address AS "to", locale, template, subject, text_body AS "text",
  html_body AS "html", links, status, attempts, last_error AS "lastError", sent_at AS "sentAt", created_at AS "createdAt"`;

/** Stores a rendered message as queued; returns its id. */
export async function insertMessage(
  sequelize: Sequelize,
  message: { to: string; locale: Locale; template: MailTemplate; userId?: number } & RenderedMail,
  transaction?: Transaction,
): Promise<number> {
  const rows = await exec<{ id: number }>(
    sequelize,
    `INSERT INTO mail_messages (user_id, to_address, locale, template, subject, text_body, html_body, links)
     VALUES ($1, $2, $3, $4, $5, $6, $7, CAST($8 AS jsonb)) RETURNING id`,
    [
      message.userId ?? null,
      message.to,
      message.locale,
      message.template,
      message.subject,
      message.text,
      message.html,
      JSON.stringify(message.links),
    ],
    transaction,
  );
  return firstRow(rows, 'the queued mail message').id;
}

/** One message by id, or null. */
export async function loadMessage(sequelize: Sequelize, id: number): Promise<MailRow | null> {
  const rows = await run<MailRow>(sequelize, `SELECT ${COLUMNS} FROM mail_messages WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

/** Records a successful delivery. */
export async function markSent(sequelize: Sequelize, id: number): Promise<void> {
  await exec(
    sequelize,
    `UPDATE mail_messages SET status = 'sent', sent_at = now(), attempts = attempts + 1, updated_at = now()
     WHERE id = $1 AND status = 'queued'`,
    [id],
  );
}

/** Records a failed attempt; `final` gives the message up (no retry follows). */
export async function markAttemptFailed(sequelize: Sequelize, id: number, error: string, final: boolean): Promise<void> {
  await exec(
    sequelize,
    `UPDATE mail_messages SET attempts = attempts + 1, last_error = $2, updated_at = now(),
       status = CASE WHEN $3::boolean THEN 'failed' ELSE status END
     WHERE id = $1 AND status = 'queued'`,
    [id, error.slice(0, 2000), final],
  );
}

/**
 * Queued messages older than `olderThanSeconds` without a live job in pg-boss: their enqueue
 * was lost (the process died after commit, the queue was down) or their job died unfinished.
 */
export async function findStranded(
  sequelize: Sequelize,
  opts: { olderThanSeconds: number; limit: number; bossSchema: string; queue: string },
): Promise<number[]> {
  const rows = await run<{ id: number }>(
    sequelize,
    `SELECT m.id FROM mail_messages m
     WHERE m.status = 'queued' AND m.created_at < now() - make_interval(secs => $1)
       AND NOT EXISTS (
         SELECT 1 FROM "${opts.bossSchema}".job j
         WHERE j.name = $2 AND j.singleton_key = CAST(m.id AS text) AND j.state IN ('created', 'retry', 'active'))
     ORDER BY m.created_at LIMIT $3`,
    [opts.olderThanSeconds, opts.queue, opts.limit],
  );
  return rows.map((r) => r.id);
}

/** Newest messages first, optionally only those to one address. */
export async function listMessages(sequelize: Sequelize, opts: { to?: string; limit: number }): Promise<MailRow[]> {
  const params = new SqlParams();
  const where = opts.to ? `WHERE to_address = ${params.add(opts.to)}` : '';
  return run<MailRow>(
    sequelize,
    `SELECT ${COLUMNS} FROM mail_messages
     ${where} ORDER BY created_at DESC, id DESC LIMIT ${params.add(opts.limit)}`,
    params.values,
  );
}
