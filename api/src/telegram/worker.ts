import { TELEGRAM_SEND_RETRIES } from '@hashar/common';
import { GrammyError, type Api } from 'grammy';
import type PgBoss from 'pg-boss';
import type { Sequelize } from 'sequelize';
import type { Logger } from '../logger';
import { sweptQueue, type SweptQueue } from '../jobs/sweptQueue';
import { BOSS_SCHEMA, bossOf, type BossSource } from '../jobs/boss';
import type { MailQueueOptions } from '../mail/types';
import { forgetChat, loadOutboxMessage, markDelivered, markUndelivered, unscheduledMessages, type OutboxMessage } from './store';

/** The pg-boss queue bot messages go through (one job per telegram_messages row). */
export const TELEGRAM_QUEUE = 'telegram';

/** How the delivery worker retries and polls, as the mail queue's (the sweep looks at every queued row: notify() only writes rows). */
export type TelegramQueueOptions = Omit<MailQueueOptions, 'sweepAfterSeconds'>;

// Ten seconds doubling, TELEGRAM_SEND_RETRIES times: about an hour of Telegram being unreachable.
const DEFAULTS: TelegramQueueOptions = {
  retryLimit: TELEGRAM_SEND_RETRIES,
  retryDelaySeconds: 10,
  retryBackoff: true,
  pollingIntervalSeconds: 1,
  batchSize: 10,
  sweepIntervalMs: 3000,
};

/** Longest pause a 429's retry_after imposes on this worker. */
const MAX_PAUSE_MS = 5 * 60_000;

/** The queue's pg-boss: the process's (`boss`), or its own on `databaseUrl`, started and stopped with the worker. */
export type TelegramWorkerOptions = BossSource & {
  api: Api;
  sequelize: Sequelize;
  logger: Logger;
  queue?: Partial<TelegramQueueOptions>;
};

export type TelegramWorker = Pick<SweptQueue, 'start' | 'stop'>;

interface TelegramJob {
  messageId: number;
}

/** What a failed send means: the chat is gone for the bot, try again later, or never. */
type Verdict = { kind: 'gone' } | { kind: 'retry'; pauseMs?: number } | { kind: 'fatal' };

function verdictOf(err: unknown): Verdict {
  if (!(err instanceof GrammyError)) return { kind: 'retry' }; // network, timeout: Telegram unreachable
  const code = err.error_code;
  if (code === 403) return { kind: 'gone' }; // bot blocked, user deactivated, bot kicked
  if (code === 400 && /chat not found|user is deactivated|PEER_ID_INVALID/i.test(err.description)) return { kind: 'gone' };
  if (code === 429) return { kind: 'retry', pauseMs: (err.parameters.retry_after ?? 1) * 1000 };
  // Any other 400 is the message itself (it will never pass); 401/404 a token being replaced, 5xx Telegram's trouble.
  return code === 400 ? { kind: 'fatal' } : { kind: 'retry' };
}

/**
 * Delivers telegram_messages rows: a frequent sweep gives each queued row without a job a pg-boss
 * job (stately queue, singletonKey = message id: one live job per message whatever the number of
 * processes), the worker sends it with retries; a gone chat unlinks quietly.
 */
export function createTelegramWorker(opts: TelegramWorkerOptions): TelegramWorker {
  const { api, sequelize, logger } = opts;
  const q = { ...DEFAULTS, ...opts.queue };
  const { boss, owned } = bossOf(opts, logger, { max: 3, name: 'hashar-telegram' });
  // Telegram's "retry after N seconds" holds every send of this process until then.
  let pausedUntil = 0;

  async function send(message: OutboxMessage): Promise<void> {
    const wait = pausedUntil - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(wait, MAX_PAUSE_MS)));
    await api.sendMessage(message.chatId, message.text, {
      parse_mode: 'HTML',
      link_preview_options: { is_disabled: true },
      ...(message.buttons?.length ? { reply_markup: { inline_keyboard: message.buttons.map((b) => [b]) } } : {}),
    });
  }

  async function deliver(job: PgBoss.JobWithMetadata<TelegramJob>): Promise<void> {
    const message = Number.isInteger(job.data?.messageId) ? await loadOutboxMessage(sequelize, job.data.messageId) : null;
    if (!message || message.status !== 'queued') return; // sent or given up already: never twice
    try {
      await send(message);
    } catch (err) {
      const verdict = verdictOf(err);
      const reason = err instanceof Error ? err.message : String(err);
      if (verdict.kind === 'gone') {
        await forgetChat(sequelize, message.chatId, reason);
        return logger.info({ messageId: message.id }, 'telegram chat gone: link removed, message dropped');
      }
      if (verdict.kind === 'retry' && verdict.pauseMs) pausedUntil = Math.max(pausedUntil, Date.now() + verdict.pauseMs);
      const final = verdict.kind === 'fatal' || job.retryCount >= job.retryLimit;
      await markUndelivered(sequelize, message.id, reason, final);
      logger[final ? 'error' : 'warn']({ err, messageId: message.id, attempt: job.retryCount + 1, final }, 'telegram send failed');
      if (!final) throw err;
      return;
    }
    await markDelivered(sequelize, message.id);
  }

  async function sweep(): Promise<void> {
    for (const messageId of await unscheduledMessages(sequelize, BOSS_SCHEMA, TELEGRAM_QUEUE, 500)) {
      await boss.send(TELEGRAM_QUEUE, { messageId } satisfies TelegramJob, {
        singletonKey: String(messageId),
        retryLimit: q.retryLimit,
        retryDelay: q.retryDelaySeconds,
        retryBackoff: q.retryBackoff,
      });
    }
  }

  return sweptQueue<TelegramJob>({ boss, ownsBoss: owned, queue: TELEGRAM_QUEUE, handle: deliver, sweep, logger, ...q });
}
