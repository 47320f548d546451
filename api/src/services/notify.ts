import type { Locale } from '@hashar/common';
import type { Sequelize, Transaction } from 'sequelize';
import type { Mailer } from '../mail/types';
import { translate, type MessageKey } from '../i18n';
import { exec, run } from '../lists';
import { pageUrl } from './pageUrl';
import { queueTelegramNotice } from './telegramOutbox';

/** Text of a notification in both languages. */
export interface Bilingual {
  ru: string;
  uz: string;
}

/** A message parameter: the same in both languages, or its value in each (an activity's title, a date as each writes it). */
export type NoticeParam = string | number | Bilingual;
export type NoticeParams = Readonly<Record<string, NoticeParam>>;

/** A value in each language (a record's title, a date as each language writes it). */
export const perLocale = (value: (locale: Locale) => string): Bilingual => ({ ru: value('ru'), uz: value('uz') });

/** A message of the API's catalogue with its parameters, filled in each language by bilingual(). */
export interface NoticeText {
  key: MessageKey;
  params?: NoticeParams;
}

/** A catalogue message in both languages, each parameter taken in the language it is filled in. */
export function bilingual(key: MessageKey, params: NoticeParams = {}): Bilingual {
  const inLocale = (locale: Locale) =>
    Object.fromEntries(Object.entries(params).map(([name, value]) => [name, typeof value === 'object' ? value[locale] : value]));
  return { ru: translate('ru', key, inLocale('ru')), uz: translate('uz', key, inLocale('uz')) };
}

/** A notice's text: a catalogue message (filled here in each language) or one already in both. */
export type NoticeContent = NoticeText | Bilingual;

const inBoth = (content: NoticeContent): Bilingual => ('key' in content ? bilingual(content.key, content.params) : content);

export interface NotifyRequest {
  userIds: readonly number[];
  kind: string;
  title: NoticeContent;
  body: NoticeContent;
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

/** A notice with its texts in both languages: what each channel renders for its recipients. */
export type Notice = Omit<NotifyRequest, 'title' | 'body'> & { title: Bilingual; body: Bilingual };

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

/** A recipient as the channels see them: address, language and notification choices. A deleted account is none. */
interface Recipient {
  id: number;
  email: string;
  name: string;
  locale: Locale;
  notify_in_app: boolean;
  notify_email: boolean;
}

/** A way a notice reaches people; each renders it in each recipient's language and keeps to their choices. */
interface NoticeChannel {
  deliver(deps: NotifyDeps, notice: Notice, recipients: readonly Recipient[], transaction: Transaction): Promise<void>;
}

/** In the site's bell: one INSERT for all who keep in-app notices (users.notify_in_app), the link under each one's language. */
const IN_APP: NoticeChannel = {
  async deliver(deps, notice, recipients, transaction) {
    const ids = recipients.filter((r) => r.notify_in_app).map((r) => r.id);
    if (ids.length === 0) return;
    await exec(
      deps.sequelize,
      `INSERT INTO notifications (user_id, kind, title_ru, title_uz, body_ru, body_uz, link)
       SELECT u.id, $2, $3, $4, $5, $6, CASE WHEN $7::text IS NULL THEN NULL ELSE '/' || u.locale || '/' || $7::text END
         FROM users u WHERE u.id = ANY($1::int[])`,
      [ids, notice.kind, notice.title.ru.slice(0, 200), notice.title.uz.slice(0, 200), notice.body.ru, notice.body.uz, notice.page ?? null],
      transaction,
    );
  },
};

/** Telegram: the recipients who linked it and chose the kind's topic, each in their link's language. */
const TELEGRAM: NoticeChannel = {
  deliver: (deps, notice, _recipients, transaction) =>
    queueTelegramNotice({ sequelize: deps.sequelize, publicUrl: deps.publicUrl }, notice, transaction),
};

/** E-mail, when the notice asks for it, to those who keep e-mail notices (users.notify_email), each in their language. */
const EMAIL: NoticeChannel = {
  async deliver(deps, notice, recipients, transaction) {
    if (!notice.email) return;
    for (const r of recipients.filter((x) => x.notify_email)) {
      const locale: Locale = r.locale === 'uz' ? 'uz' : 'ru';
      await deps.mailer.send(
        {
          to: r.email,
          locale,
          template: 'notification',
          userId: r.id,
          params: {
            name: r.name,
            subject: notice.title[locale],
            body: notice.body[locale],
            ...(notice.page ? { link: pageUrl(deps.publicUrl, locale, notice.page) } : {}),
            ...(notice.actions?.length ? { actions: actionLinks(deps.publicUrl, locale, notice.actions) } : {}),
          },
        },
        { transaction },
      );
    }
  },
};

/** Every channel a notice goes through, in this order. */
const CHANNELS: readonly NoticeChannel[] = [IN_APP, TELEGRAM, EMAIL];

/**
 * Notifies users through every channel (CHANNELS) in each recipient's language, as far as each
 * recipient's choices allow — inside the caller's transaction, so a notice exists exactly when
 * the change it reports commits. Its texts are catalogue messages filled here, or given in both languages.
 */
export async function notify(deps: NotifyDeps, request: NotifyRequest, transaction: Transaction): Promise<void> {
  const ids = [...new Set(request.userIds)];
  if (ids.length === 0) return;
  const notice: Notice = { ...request, userIds: ids, title: inBoth(request.title), body: inBoth(request.body) };
  const recipients = await run<Recipient>(
    deps.sequelize,
    'SELECT id, email, name, locale, notify_in_app, notify_email FROM users WHERE id = ANY($1::int[]) AND deleted_at IS NULL',
    [ids],
    transaction,
  );
  for (const channel of CHANNELS) await channel.deliver(deps, notice, recipients, transaction);
}
