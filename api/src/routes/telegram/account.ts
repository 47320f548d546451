import { Router, type RequestHandler } from 'express';
import { body } from 'express-validator';
import { TELEGRAM_TOPICS, type TelegramLinkDto, type TelegramSettingsDto, type TelegramTopic } from '@hashar/common';
import { HttpError } from '../../errors';
import { msg, validate } from '../../validation/validate';
import { writeLimit } from '../../ratelimit';
import type { UserRouteDeps } from '../user/deps';
import { accountById } from '../../services/accounts/account';
import { refuseUnusable, startSession } from '../../services/accounts/session';
import { createLinkCode, linkOfUser, setTopics, topicsOf, unlinkAccount, userOfTelegram } from '../../telegram/links';
import { checkTelegramLogin } from '../../telegram/login';
import { signedIn } from '../../policies/signedIn';
import { operation } from '../../lib/operation';

const INT_MAX = 2147483647;
/** Telegram user ids are positive and below 2^52. */
const TELEGRAM_ID_MAX = 2 ** 52;

const topicsCheck = validate<{ topics: TelegramTopic[] }>([
  body('topics')
    .exists()
    .withMessage(msg('required'))
    .bail()
    .isArray({ max: TELEGRAM_TOPICS.length * 2 })
    .withMessage(msg('choice')),
  body('topics.*')
    .isIn([...TELEGRAM_TOPICS])
    .withMessage(msg('choice')),
]);

const loginCheck = validate<Record<string, unknown>>([
  body('id').isInt({ min: 1, max: TELEGRAM_ID_MAX }).withMessage(msg('required')),
  body('auth_date').isInt({ min: 0, max: INT_MAX }).withMessage(msg('required')),
  body('hash')
    .isString()
    .withMessage(msg('required'))
    .bail()
    .matches(/^[0-9a-fA-F]{64}$/)
    .withMessage(msg('required')),
  ...['first_name', 'last_name', 'username', 'photo_url'].map((field) =>
    body(field)
      .optional()
      .isString()
      .withMessage(msg('maxLength', { max: 500 }))
      .bail()
      .isLength({ max: 500 })
      .withMessage(msg('maxLength', { max: 500 })),
  ),
]);

/** The platform's bot; 404 telegram_off when it has none. */
function botOf(deps: UserRouteDeps): NonNullable<UserRouteDeps['config']['telegram']> {
  if (!deps.config.telegram) throw new HttpError(404, 'telegram_off', 'telegram_off');
  return deps.config.telegram;
}

/** Answers 404 telegram_off when the platform has no bot. */
const botOn =
  (deps: UserRouteDeps): RequestHandler =>
  (_req, _res, next) =>
    next(deps.config.telegram ? undefined : new HttpError(404, 'telegram_off', 'telegram_off'));

/**
 * The account's Telegram, under /api/user: the settings (GET/DELETE /telegram), the
 * one-time deep link (POST /telegram/link), the notification topics (PUT /telegram/topics) and
 * signing in with the Telegram Login Widget (POST /login/telegram).
 */
export function telegramAccountRoutes(deps: UserRouteDeps): Router {
  const { sequelize, authenticate, config, limits } = deps;
  const router = Router();
  const limit = writeLimit(sequelize, 'settings');
  const on = botOn(deps);

  async function settingsOf(userId: number): Promise<TelegramSettingsDto> {
    const [link, topics] = await Promise.all([linkOfUser(sequelize, userId), topicsOf(sequelize, userId)]);
    return {
      enabled: Boolean(config.telegram),
      botName: config.telegram?.botName ?? null,
      linked: link ? { username: link.username, linkedAt: new Date(link.linkedAt).toISOString() } : null,
      topics,
    };
  }

  router.get(
    '/telegram',
    operation("Reads the caller's Telegram link.", 'TelegramSettingsDto'),
    authenticate,
    signedIn(async (req, res) => {
      res.json(await settingsOf(req.user.id));
    }),
  );

  router.post(
    '/telegram/link',
    operation("Links the caller's Telegram account.", 'TelegramLinkDto'),
    authenticate,
    on,
    limit,
    signedIn(async (req, res) => {
      const { code, expiresAt } = await createLinkCode(sequelize, req.user.id);
      const body: TelegramLinkDto = { url: `https://t.me/${botOf(deps).botName}?start=${code}`, expiresAt: expiresAt.toISOString() };
      res.status(201).json(body);
    }),
  );

  router.put(
    '/telegram/topics',
    operation('Chooses the notices sent to the caller on Telegram.', 'TelegramSettingsDto'),
    authenticate,
    on,
    limit,
    topicsCheck,
    signedIn(async (req, res) => {
      await setTopics(sequelize, req.user.id, topicsCheck.input(req).topics);
      res.json(await settingsOf(req.user.id));
    }),
  );

  // Unlinking works with the bot off too (the link is the account's data); the chat is told when there is a bot.
  router.delete(
    '/telegram',
    operation("Unlinks the caller's Telegram account.", 'empty'),
    authenticate,
    limit,
    signedIn(async (req, res) => {
      await unlinkAccount(sequelize, req.user.id, config.telegram ? { publicUrl: config.publicUrl } : null);
      res.status(204).end();
    }),
  );

  router.post('/login/telegram', operation('Signs in with Telegram.', 'LoginResponse'), on, loginCheck, limits.login, async (req, res) => {
    const check = checkTelegramLogin(loginCheck.input(req), botOf(deps).token);
    if (!check.ok) throw new HttpError(401, `telegram_login_${check.reason}`, `telegram_login_${check.reason}`);
    const userId = await userOfTelegram(sequelize, check.telegramUserId);
    const user = userId ? await accountById(sequelize, userId) : null;
    if (!user || user.deletedAt) throw new HttpError(404, 'telegram_not_linked', 'telegram_not_linked');
    await refuseUnusable(user, { sequelize, mailer: deps.mailer, publicUrl: config.publicUrl });
    res.json(await startSession(sequelize, user, config.jwt));
  });

  return router;
}
