import crypto from 'node:crypto';
import { pagePath, TELEGRAM_LINK_CODE_TTL_MINUTES, type Locale, type TelegramTopic } from '@hashar/common';
import type { Sequelize, Transaction } from 'sequelize';
import { NotFound } from '../errors';
import { botText } from '../i18n/telegram';
import { exec, firstRow, run } from '../lists';
import { escapeHtml, sendToChat } from '../services/telegramOutbox';

/** An account's link to a Telegram chat (telegram_links). */
export interface TelegramLink {
  userId: number;
  chatId: number;
  username: string | null;
  locale: Locale;
  linkedAt: Date;
}

const LINK_COLUMNS = `l.user_id AS "userId", l.chat_id::float8 AS "chatId", l.username, l.locale, l.linked_at AS "linkedAt"`;
/** Links of accounts that still exist (a deleted account's link counts as none). */
const LIVE_LINKS = 'telegram_links l JOIN users u ON u.id = l.user_id AND u.deleted_at IS NULL';

const hashOf = (code: string) => crypto.createHash('sha256').update(code).digest('hex');

/**
 * A new one-time code for the deep link t.me/<bot>?start=<code>: 24 random bytes in base64url
 * (32 characters, within Telegram's 64 of A-Z a-z 0-9 _ -), kept only as its SHA-256.
 */
export async function createLinkCode(sequelize: Sequelize, userId: number): Promise<{ code: string; expiresAt: Date }> {
  const code = crypto.randomBytes(24).toString('base64url');
  return sequelize.transaction(async (transaction) => {
    // Codes expired a day ago can no longer explain themselves to anyone: they go.
    await exec(sequelize, `DELETE FROM telegram_link_codes WHERE expires_at < now() - interval '1 day'`, [], transaction);
    const inserted = await exec<{ expiresAt: Date }>(
      sequelize,
      `INSERT INTO telegram_link_codes (code_hash, user_id, expires_at) VALUES ($1, $2, now() + make_interval(mins => $3))
       RETURNING expires_at AS "expiresAt"`,
      [hashOf(code), userId, TELEGRAM_LINK_CODE_TTL_MINUTES],
      transaction,
    );
    return { code, expiresAt: new Date(firstRow(inserted, 'the new link code').expiresAt) };
  });
}

/** Why a /start code links nothing. */
export type CodeRefusal = 'unknown' | 'used' | 'expired';

/**
 * Links the chat to the account whose unused, unexpired code this is (one transaction): a chat or a
 * Telegram user linked to another account moves to this one; the bot speaks the account's site language.
 */
export async function redeemLinkCode(
  sequelize: Sequelize,
  code: string,
  chat: { chatId: number; telegramUserId: number; username: string | null },
): Promise<{ link: TelegramLink; name: string } | { refused: CodeRefusal }> {
  return sequelize.transaction(async (transaction) => {
    const [found] = await run<{ userId: number; used: boolean; expired: boolean; name: string | null; locale: Locale | null }>(
      sequelize,
      `SELECT c.user_id AS "userId", c.used_at IS NOT NULL AS used, c.expires_at < now() AS expired, u.name, u.locale
         FROM telegram_link_codes c LEFT JOIN users u ON u.id = c.user_id AND u.deleted_at IS NULL
        WHERE c.code_hash = $1 FOR UPDATE OF c`,
      [hashOf(code)],
      transaction,
    );
    if (!found || found.name === null) return { refused: 'unknown' as const };
    if (found.used) return { refused: 'used' as const };
    if (found.expired) return { refused: 'expired' as const };
    await exec(sequelize, 'UPDATE telegram_link_codes SET used_at = now() WHERE code_hash = $1', [hashOf(code)], transaction);
    await exec(
      sequelize,
      'DELETE FROM telegram_links WHERE (chat_id = $1 OR telegram_user_id = $2) AND user_id <> $3',
      [chat.chatId, chat.telegramUserId, found.userId],
      transaction,
    );
    const linked = await exec<TelegramLink>(
      sequelize,
      `INSERT INTO telegram_links AS l (user_id, chat_id, telegram_user_id, username, locale) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (user_id) DO UPDATE SET chat_id = EXCLUDED.chat_id, telegram_user_id = EXCLUDED.telegram_user_id,
         username = EXCLUDED.username, locale = EXCLUDED.locale, linked_at = now()
       RETURNING ${LINK_COLUMNS}`,
      [found.userId, chat.chatId, chat.telegramUserId, chat.username?.slice(0, 64) ?? null, found.locale === 'uz' ? 'uz' : 'ru'],
      transaction,
    );
    return { link: firstRow(linked, `the link of user ${found.userId}`), name: found.name };
  });
}

/** The link of a chat, if an existing account has one. */
export async function linkOfChat(sequelize: Sequelize, chatId: number): Promise<TelegramLink | null> {
  const [link] = await run<TelegramLink>(sequelize, `SELECT ${LINK_COLUMNS} FROM ${LIVE_LINKS} WHERE l.chat_id = $1`, [chatId]);
  return link ?? null;
}

/** The link of an account, if it has one. */
export async function linkOfUser(sequelize: Sequelize, userId: number): Promise<TelegramLink | null> {
  const [link] = await run<TelegramLink>(sequelize, `SELECT ${LINK_COLUMNS} FROM ${LIVE_LINKS} WHERE l.user_id = $1`, [userId]);
  return link ?? null;
}

/** The account linked to a Telegram user (the Login Widget's `id`), if any. */
export async function userOfTelegram(sequelize: Sequelize, telegramUserId: number): Promise<number | null> {
  const [row] = await run<{ userId: number }>(sequelize, `SELECT l.user_id AS "userId" FROM ${LIVE_LINKS} WHERE l.telegram_user_id = $1`, [
    telegramUserId,
  ]);
  return row?.userId ?? null;
}

/** Removes an account's link (by the account) or a chat's (by the chat); gives the removed link, if any. */
export async function unlink(
  sequelize: Sequelize,
  by: { userId: number } | { chatId: number },
  transaction?: Transaction,
): Promise<TelegramLink | null> {
  const [column, value] = 'userId' in by ? ['user_id', by.userId] : ['chat_id', by.chatId];
  const [link] = await exec<TelegramLink>(
    sequelize,
    `DELETE FROM telegram_links l WHERE l.${column} = $1 RETURNING ${LINK_COLUMNS}`,
    [value],
    transaction,
  );
  return link ?? null;
}

/**
 * DELETE /api/user/telegram: the account's link goes (404 without one); with a bot (`publicUrl`
 * given) its chat is told, through the outbox in the same transaction.
 */
export function unlinkAccount(sequelize: Sequelize, userId: number, bot: { publicUrl: string } | null): Promise<void> {
  return sequelize.transaction(async (transaction) => {
    const removed = await unlink(sequelize, { userId }, transaction);
    if (!removed) throw NotFound();
    if (!bot) return;
    const url = `${bot.publicUrl}${pagePath(removed.locale, 'profileEdit')}`;
    await sendToChat(sequelize, { chatId: removed.chatId, text: escapeHtml(botText(removed.locale, 'unlinked', { url })) }, transaction);
  });
}

/** Sets the language the bot speaks in a linked chat; false when the chat has no link. */
export async function setLinkLocale(sequelize: Sequelize, chatId: number, locale: Locale): Promise<boolean> {
  const rows = await exec(sequelize, 'UPDATE telegram_links SET locale = $2 WHERE chat_id = $1 RETURNING user_id', [chatId, locale]);
  return rows.length > 0;
}

/** The notification topics an account gets in Telegram. */
export async function topicsOf(sequelize: Sequelize, userId: number): Promise<TelegramTopic[]> {
  const [row] = await run<{ topics: TelegramTopic[] }>(sequelize, 'SELECT telegram_topics AS topics FROM users WHERE id = $1', [userId]);
  return row?.topics ?? [];
}

/** Replaces an account's notification topics in Telegram. */
export async function setTopics(sequelize: Sequelize, userId: number, topics: readonly TelegramTopic[]): Promise<void> {
  await exec(sequelize, 'UPDATE users SET telegram_topics = $2::text[], updated_at = now() WHERE id = $1', [userId, [...new Set(topics)]]);
}
