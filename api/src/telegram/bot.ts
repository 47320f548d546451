import { LOCALES, pagePath, TELEGRAM_COMMANDS, TELEGRAM_LINK_CODE_TTL_MINUTES, type Locale } from '@hashar/common';
import { Api, Bot, InlineKeyboard, type ChatTypeContext, type Context } from 'grammy';
import type { Sequelize } from 'sequelize';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { nextShiftsText, pointsText, upcomingEventsText, type CommandDeps } from './commands';
import { linkOfChat, redeemLinkCode, setLinkLocale, unlink, type TelegramLink } from './links';
import { escapeHtml, sendToChat } from '../services/telegramOutbox';
import { botText, LANGUAGE_NAMES, localeOfTelegram, type BotTextKey } from '../i18n/telegram';

/** The bot's settings (config.telegram, set). */
export type TelegramSettings = NonNullable<Config['telegram']>;

/** An update of a private chat (the only chats the bot answers): its chat is always there. */
type PrivateContext = ChatTypeContext<Context, 'private'>;

/** The updates the bot asks Telegram for. */
export const ALLOWED_UPDATES = ['message', 'callback_query'] as const;

/** Replies wait this long for Telegram; a queued message waits in the worker instead. */
const REPLY_TIMEOUT_SECONDS = 10;

/** The Bot API client for these settings (its root: TELEGRAM_API_ROOT, else Telegram's own). */
export function telegramApi(settings: TelegramSettings, timeoutSeconds = 30): Api {
  return new Api(settings.token, { apiRoot: settings.apiRoot?.replace(/\/+$/, ''), timeoutSeconds });
}

/** The bot's numeric id: the part of its token before ':'. */
export const botIdOf = (settings: TelegramSettings): number => Number(settings.token.split(':')[0]);

export interface BotDeps {
  settings: TelegramSettings;
  sequelize: Sequelize;
  publicUrl: string;
  logger: Logger;
}

/**
 * The bot: /start <code> links an account, /events /my /points /lang /stop /help, in private chats
 * only. Its identity comes from the settings, so answering an update never waits for getMe.
 */
export function createBot(deps: BotDeps): Bot {
  const { settings, sequelize, publicUrl, logger } = deps;
  const bot = new Bot(settings.token, {
    botInfo: {
      id: botIdOf(settings),
      is_bot: true,
      first_name: settings.botName,
      username: settings.botName,
      can_join_groups: false,
      can_read_all_group_messages: false,
      supports_inline_queries: false,
      can_connect_to_business: false,
      has_main_web_app: false,
      has_topics_enabled: false,
      allows_users_to_create_topics: false,
      can_manage_bots: false,
      supports_join_request_queries: false,
    },
    client: { apiRoot: settings.apiRoot?.replace(/\/+$/, ''), timeoutSeconds: REPLY_TIMEOUT_SECONDS },
  });
  const pm = bot.chatType('private');
  const profileUrl = (locale: Locale) => `${publicUrl}${pagePath(locale, 'profileEdit')}`;
  const text = (locale: Locale, key: BotTextKey, params: Record<string, string | number> = {}) =>
    escapeHtml(botText(locale, key, { url: profileUrl(locale), ...params }));

  /** The chat's link and the language to answer in: the link's, else the Telegram user's. */
  async function stateOf(ctx: PrivateContext): Promise<{ link: TelegramLink | null; locale: Locale }> {
    const link = await linkOfChat(sequelize, ctx.chat.id);
    return { link, locale: link?.locale ?? localeOfTelegram(ctx.from?.language_code) };
  }

  /** Answers at once; when Telegram does not take it now, the outbox delivers it later. */
  async function answer(ctx: PrivateContext, html: string): Promise<void> {
    try {
      await ctx.reply(html, { parse_mode: 'HTML', link_preview_options: { is_disabled: true } });
    } catch (err) {
      logger.warn({ err }, 'telegram reply failed: queued instead');
      await sendToChat(sequelize, { chatId: ctx.chat.id, text: html });
    }
  }

  pm.command('start', async (ctx) => {
    const code = ctx.match.trim();
    if (!code) {
      const { locale } = await stateOf(ctx);
      return answer(ctx, `${text(locale, 'welcome')}\n\n${text(locale, 'how_to_link')}\n\n${text(locale, 'help')}`);
    }
    const result = await redeemLinkCode(sequelize, code, {
      chatId: ctx.chat.id,
      telegramUserId: ctx.from.id,
      username: ctx.from.username ?? null,
    });
    if ('refused' in result) {
      const locale = localeOfTelegram(ctx.from.language_code);
      return answer(ctx, text(locale, `code_${result.refused}`, { minutes: TELEGRAM_LINK_CODE_TTL_MINUTES }));
    }
    return answer(ctx, text(result.link.locale, 'linked', { name: result.name }));
  });

  pm.command('help', async (ctx) => answer(ctx, text((await stateOf(ctx)).locale, 'help')));

  pm.command('events', async (ctx) => {
    const { link, locale } = await stateOf(ctx);
    return answer(ctx, await upcomingEventsText({ sequelize, publicUrl }, locale, link?.userId ?? null));
  });

  /** A command about the linked account; an unlinked chat is told how to link first. */
  const forAccount =
    (render: (deps: CommandDeps, locale: Locale, userId: number) => Promise<string>) =>
    async (ctx: PrivateContext): Promise<void> => {
      const { link, locale } = await stateOf(ctx);
      return answer(ctx, link ? await render({ sequelize, publicUrl }, locale, link.userId) : text(locale, 'link_first'));
    };
  pm.command('my', forAccount(nextShiftsText));
  pm.command('points', forAccount(pointsText));

  pm.command('lang', async (ctx) => {
    const { locale } = await stateOf(ctx);
    const keyboard = new InlineKeyboard();
    for (const l of LOCALES) keyboard.text(LANGUAGE_NAMES[l], `lang:${l}`);
    await ctx.reply(text(locale, 'lang_choose'), { parse_mode: 'HTML', reply_markup: keyboard });
  });

  pm.callbackQuery(/^lang:(ru|uz)$/, async (ctx) => {
    const locale = ctx.match[1] as Locale;
    await setLinkLocale(sequelize, ctx.chat.id, locale);
    await ctx.answerCallbackQuery();
    await ctx.editMessageText(text(locale, 'lang_set'), { parse_mode: 'HTML' });
  });

  pm.command('stop', async (ctx) => {
    const { locale } = await stateOf(ctx);
    const removed = await unlink(sequelize, { chatId: ctx.chat.id });
    return answer(ctx, text(removed?.locale ?? locale, removed ? 'unlinked' : 'not_linked'));
  });

  // Anything else said to the bot: what it can do.
  pm.on('message', async (ctx) => answer(ctx, text((await stateOf(ctx)).locale, 'help')));

  bot.catch((err) => logger.error({ err: err.error, update: err.ctx.update.update_id }, 'telegram update failed'));
  return bot;
}

/**
 * Tells Telegram the bot's commands (ru, uz, and Russian for other languages) and, when the site's
 * public address is set, where to send updates. Failures are logged: the site works without the bot.
 */
export async function setUpBot(api: Api, settings: TelegramSettings, publicUrl: string | null, logger: Logger): Promise<void> {
  const commands = (locale: Locale) =>
    [...TELEGRAM_COMMANDS, 'help' as const].map((c) => ({ command: c, description: botText(locale, `cmd_${c}`) }));
  try {
    await api.setMyCommands(commands('ru'));
    for (const locale of LOCALES) await api.setMyCommands(commands(locale), { language_code: locale });
    if (publicUrl) {
      await api.setWebhook(`${publicUrl}/api/telegram/webhook`, {
        secret_token: settings.webhookSecret,
        allowed_updates: [...ALLOWED_UPDATES],
      });
    }
    logger.info({ bot: settings.botName, webhook: Boolean(publicUrl) }, 'telegram bot set up');
  } catch (err) {
    logger.error({ err }, 'telegram bot set-up failed (commands, webhook): the bot may not answer until the next start');
  }
}
