import crypto from 'node:crypto';
import { Router } from 'express';
import { webhookCallback } from 'grammy';
import type { Sequelize } from 'sequelize';
import type { Config } from '../../config';
import { BadRequest, HttpError, Unauthorized } from '../../errors';
import type { Logger } from '../../logger';
import { createBot } from '../../telegram/bot';
import { operation } from '../../lib/operation';
import { sentBody } from '../../validation/validate';

/** The header Telegram repeats the webhook's secret_token in. */
const SECRET_HEADER = 'X-Telegram-Bot-Api-Secret-Token';

/** Whether two secrets match, in constant time whatever their lengths. */
function sameSecret(given: string | undefined, expected: string): boolean {
  const digest = (value: string) => crypto.createHash('sha256').update(value).digest();
  return given !== undefined && crypto.timingSafeEqual(digest(given), digest(expected));
}

const isUpdate = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && Number.isSafeInteger((body as { update_id?: unknown }).update_id);

/**
 * /api/telegram: POST /webhook takes the bot's updates from Telegram (the secret set with
 * setWebhook required: 401 without it); 404 telegram_off when no bot is configured.
 */
export function telegramRouter(deps: { config: Config; sequelize: Sequelize; logger: Logger }): Router {
  const router = Router();
  const settings = deps.config.telegram;
  if (!settings) {
    router.post('/webhook', operation("Takes the Telegram bot's updates (404: no bot configured).", 'webhook'), () => {
      throw new HttpError(404, 'telegram_off', 'telegram_off');
    });
    return router;
  }
  const bot = createBot({ settings, sequelize: deps.sequelize, publicUrl: deps.config.publicUrl, logger: deps.logger });
  // Telegram waits for the answer before sending the chat's next update: a slow one is finished after answering.
  const handle = webhookCallback(bot, 'express', { secretToken: settings.webhookSecret, onTimeout: 'return', timeoutMilliseconds: 9000 });
  router.post('/webhook', operation("Takes the Telegram bot's updates.", 'webhook'), async (req, res) => {
    if (!sameSecret(req.get(SECRET_HEADER), settings.webhookSecret)) throw Unauthorized();
    if (!isUpdate(sentBody(req))) throw BadRequest();
    await handle(req, res);
  });
  return router;
}
