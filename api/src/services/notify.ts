import type { Locale } from '@hashar/common';
import type { Sequelize, Transaction } from 'sequelize';
import type { Mailer } from '../mail/types';
import { run } from '../lists';
import { pageUrl } from './pageUrl';
import { queueTelegramNotice } from './telegramOutbox';

/** Text of a notification in both languages. */
export interface Bilingual {
  ru: string;
  uz: string;
}

export interface NotifyRequest {
  userIds: readonly number[];
  kind: string;
  title: Bilingual;
  body: Bilingual;
  /** Page path after the locale, e.g. `events/view/5`; each recipient gets it in their language. */
  page?: string;
  /** Also send an email (in each recipient's language). */
  email?: boolean;
  /**
   * Further links besides `page`, e.g. a reminder's map and "can't come": links under
   * the e-mail's text, URL buttons under the Telegram message. `url` is absolute (a map), `page`
   * a page path after the locale like `page` above.
   */
  actions?: readonly NotifyAction[];
}

export interface NotifyAction {
  label: Bilingual;
  page?: string;
  url?: string;
}

export interface NotifyDeps {
  sequelize: Sequelize;
  mailer: Mailer;
  publicUrl: string;
}

/** A notice's further links in one language as absolute URLs: a `page` under the site's address in that language, else `url`. */
export function actionLinks(publicUrl: string, locale: Locale, actions: readonly NotifyAction[] = []): { label: string; url: string }[] {
  return actions.flatMap((a) => {
    const url = a.page ? pageUrl(publicUrl, locale, a.page) : a.url;
    return url ? [{ label: a.label[locale], url }] : [];
  });
}

/**
 * Notifies users in-app (one INSERT for all recipients) and, when asked, by email in each
 * recipient's language, as far as each recipient's notification choices allow — inside the
 * caller's transaction, so a notice exists exactly when the change it reports commits.
 */
export async function notify(deps: NotifyDeps, request: NotifyRequest, transaction: Transaction): Promise<void> {
  const ids = [...new Set(request.userIds)];
  if (ids.length === 0) return;
  const recipients = await run<{ id: number; email: string; name: string; locale: Locale }>(
    deps.sequelize,
    // Each recipient's choices (users.notify_in_app, notify_email) decide which of the two they get;
    // a deleted account gets neither. The INSERT runs whether or not its rows are read.
    `WITH targets AS (
       SELECT id, email, name, locale, notify_in_app, notify_email FROM users WHERE id = ANY($1::int[]) AND deleted_at IS NULL),
     ins AS (
       INSERT INTO notifications (user_id, kind, title_ru, title_uz, body_ru, body_uz, link)
       SELECT t.id, $2, $3, $4, $5, $6, CASE WHEN $7::text IS NULL THEN NULL ELSE '/' || t.locale || '/' || $7::text END
         FROM targets t WHERE t.notify_in_app
       RETURNING user_id)
     SELECT t.id, t.email, t.name, t.locale FROM targets t WHERE t.notify_email`,
    [
      ids,
      request.kind,
      request.title.ru.slice(0, 200),
      request.title.uz.slice(0, 200),
      request.body.ru,
      request.body.uz,
      request.page ?? null,
    ],
    transaction,
  );
  // Telegram: the recipients who linked it and chose the kind's topic, in the same transaction.
  await queueTelegramNotice({ sequelize: deps.sequelize, publicUrl: deps.publicUrl }, { ...request, userIds: ids }, transaction);
  if (!request.email) return;
  for (const r of recipients) {
    const locale: Locale = r.locale === 'uz' ? 'uz' : 'ru';
    await deps.mailer.send(
      {
        to: r.email,
        locale,
        template: 'notification',
        userId: r.id,
        params: {
          name: r.name,
          subject: request.title[locale],
          body: request.body[locale],
          ...(request.page ? { link: pageUrl(deps.publicUrl, locale, request.page) } : {}),
          ...(request.actions?.length ? { actions: actionLinks(deps.publicUrl, locale, request.actions) } : {}),
        },
      },
      { transaction },
    );
  }
}
