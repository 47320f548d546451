import type { Sequelize } from 'sequelize';
import { exec, run } from '../lists';
import type { UrlButton } from '../services/telegramOutbox';

/** A queued bot message as the delivery worker reads it (telegram_messages). */
export interface OutboxMessage {
  id: number;
  chatId: number;
  text: string;
  buttons: UrlButton[] | null;
  status: 'queued' | 'sent' | 'failed' | 'dropped';
}

/** One message by id, or null. */
export async function loadOutboxMessage(sequelize: Sequelize, id: number): Promise<OutboxMessage | null> {
  const [row] = await run<OutboxMessage>(
    sequelize,
    'SELECT id, chat_id::float8 AS "chatId", text, buttons, status FROM telegram_messages WHERE id = $1',
    [id],
  );
  return row ?? null;
}

/** Records a delivery. */
export async function markDelivered(sequelize: Sequelize, id: number): Promise<void> {
  await exec(
    sequelize,
    `UPDATE telegram_messages SET status = 'sent', sent_at = now(), attempts = attempts + 1 WHERE id = $1 AND status = 'queued'`,
    [id],
  );
}

/** Records a failed attempt; `final` gives the message up ('failed'). */
export async function markUndelivered(sequelize: Sequelize, id: number, error: string, final: boolean): Promise<void> {
  await exec(
    sequelize,
    `UPDATE telegram_messages SET attempts = attempts + 1, last_error = $2,
       status = CASE WHEN $3::boolean THEN 'failed' ELSE status END
     WHERE id = $1 AND status = 'queued'`,
    [id, error.slice(0, 2000), final],
  );
}

/**
 * The chat is gone for the bot (blocked, deleted, deactivated): its link goes, quietly, and the
 * messages still waiting for it are dropped instead of each failing in turn.
 */
export async function forgetChat(sequelize: Sequelize, chatId: number, error: string): Promise<void> {
  await sequelize.transaction(async (transaction) => {
    await exec(sequelize, 'DELETE FROM telegram_links WHERE chat_id = $1', [chatId], transaction);
    await exec(
      sequelize,
      `UPDATE telegram_messages SET status = 'dropped', last_error = $2, attempts = attempts + 1 WHERE chat_id = $1 AND status = 'queued'`,
      [chatId, error.slice(0, 2000)],
      transaction,
    );
  });
}

/** Queued messages without a live job in pg-boss (new ones, and those whose job was lost), oldest first. */
export async function unscheduledMessages(sequelize: Sequelize, bossSchema: string, queue: string, limit: number): Promise<number[]> {
  const rows = await run<{ id: number }>(
    sequelize,
    `SELECT m.id FROM telegram_messages m
      WHERE m.status = 'queued'
        AND NOT EXISTS (SELECT 1 FROM "${bossSchema}".job j
                         WHERE j.name = $1 AND j.singleton_key = CAST(m.id AS text) AND j.state IN ('created', 'retry', 'active'))
      ORDER BY m.created_at, m.id LIMIT $2`,
    [queue, limit],
  );
  return rows.map((r) => r.id);
}
