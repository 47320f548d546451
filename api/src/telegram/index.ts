import type PgBoss from 'pg-boss';
import type { Sequelize } from 'sequelize';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { setUpBot, telegramApi } from './bot';
import { createTelegramWorker, type TelegramWorker } from './worker';

/**
 * Starts the Telegram side of a server process when a bot is configured: the delivery worker, then
 * (in the background) the bot's commands and webhook. Undefined when there is no bot.
 */
export async function startTelegram(deps: {
  config: Pick<Config, 'telegram' | 'publicUrl' | 'publicUrlConfigured'>;
  /** The process's pg-boss, started: the delivery worker's queue lives there. */
  boss: PgBoss;
  sequelize: Sequelize;
  logger: Logger;
}): Promise<TelegramWorker | undefined> {
  const { config, logger } = deps;
  if (!config.telegram) return undefined;
  const api = telegramApi(config.telegram);
  const worker = createTelegramWorker({
    api,
    boss: deps.boss,
    sequelize: deps.sequelize,
    logger,
  });
  await worker.start();
  void setUpBot(api, config.telegram, config.publicUrlConfigured ? config.publicUrl : null, logger);
  return worker;
}
