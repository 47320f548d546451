import { TELEGRAM_TOPIC_OF_KIND, type Locale, type NotificationKind } from '@hashar/common';
import type { Sequelize, Transaction } from 'sequelize';
import { exec } from '../lists';
import type { Notice } from './notify';
import { pageUrl } from './pageUrl';
import { botText } from '../i18n/telegram';

/** A URL button under a message (one per row). */
export interface UrlButton {
  text: string;
  url: string;
}

/** Telegram refuses messages over 4096 characters; a notice's body is cut well before. */
const BODY_MAX = 3500;

/** Text made safe for Telegram's HTML parse mode. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Stores a bot message to a chat as queued (inside `transaction` when given): the delivery
 * worker's sweep sends it within seconds, retrying while Telegram is unreachable. `text` is HTML.
 */
export async function sendToChat(
  sequelize: Sequelize,
  message: { chatId: number | string; text: string; buttons?: readonly UrlButton[]; userId?: number | null },
  transaction?: Transaction,
): Promise<void> {
  await exec(
    sequelize,
    'INSERT INTO telegram_messages (user_id, chat_id, text, buttons) VALUES ($1, $2, $3, CAST($4 AS jsonb))',
    [message.userId ?? null, message.chatId, message.text, message.buttons?.length ? JSON.stringify(message.buttons) : null],
    transaction,
  );
}

/** A notice as a Telegram message in one language: the title in bold, the body, a button per link. */
function noticeMessage(request: Notice, locale: Locale, publicUrl: string): { text: string; buttons: UrlButton[] } {
  const url = (page: string) => pageUrl(publicUrl, locale, page);
  const buttons: UrlButton[] = request.page ? [{ text: botText(locale, 'open'), url: url(request.page) }] : [];
  for (const action of request.actions ?? []) {
    const link = action.page ? url(action.page) : action.url;
    if (link) buttons.push({ text: action.label[locale], url: link });
  }
  const body = request.body[locale].slice(0, BODY_MAX);
  return { text: `<b>${escapeHtml(request.title[locale])}</b>\n\n${escapeHtml(body)}`, buttons };
}

/**
 * Queues a notice for the recipients who linked Telegram and chose its topic (users.telegram_topics),
 * each in their link's language, in one INSERT inside the caller's transaction. Kinds without a
 * topic (TELEGRAM_TOPIC_OF_KIND) never go to Telegram.
 */
export async function queueTelegramNotice(
  deps: { sequelize: Sequelize; publicUrl: string },
  request: Notice,
  transaction?: Transaction,
): Promise<void> {
  const topic = TELEGRAM_TOPIC_OF_KIND[request.kind as NotificationKind];
  if (!topic || request.userIds.length === 0) return;
  const ru = noticeMessage(request, 'ru', deps.publicUrl);
  const uz = noticeMessage(request, 'uz', deps.publicUrl);
  const buttons = (list: UrlButton[]) => (list.length ? JSON.stringify(list) : null);
  await exec(
    deps.sequelize,
    `INSERT INTO telegram_messages (user_id, chat_id, text, buttons)
     SELECT l.user_id, l.chat_id, CASE WHEN l.locale = 'uz' THEN $3 ELSE $4 END,
            CAST(CASE WHEN l.locale = 'uz' THEN $5 ELSE $6 END AS jsonb)
       FROM telegram_links l JOIN users u ON u.id = l.user_id
      WHERE l.user_id = ANY($1::int[]) AND u.deleted_at IS NULL AND $2 = ANY(u.telegram_topics)`,
    [[...new Set(request.userIds)], topic, uz.text, ru.text, buttons(uz.buttons), buttons(ru.buttons)],
    transaction,
  );
}
