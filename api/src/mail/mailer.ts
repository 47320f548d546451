import type { Transporter } from 'nodemailer';
import type PgBoss from 'pg-boss';
import type { Sequelize } from 'sequelize';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { BOSS_SCHEMA, bossOf, type BossSource } from '../jobs/boss';
import { sweptQueue } from '../jobs/sweptQueue';
import { mailFailures } from '../metrics/process';
import { defaultTransport, MESSAGE_ID_HEADER } from './outbox';
import { findStranded, insertMessage, loadMessage, markAttemptFailed, markSent } from './store';
import { render } from './templates';
import type { Mailer, MailQueueOptions } from './types';

/** The pg-boss queue mail jobs go through (in the schema BOSS_SCHEMA). */
export const MAIL_QUEUE = 'mail';
export { BOSS_SCHEMA };

// About ten attempts spread over a couple of hours (5 s doubling): rides out an SMTP outage.
const DEFAULTS: MailQueueOptions = {
  retryLimit: 10,
  retryDelaySeconds: 5,
  retryBackoff: true,
  pollingIntervalSeconds: 2,
  batchSize: 5,
  sweepIntervalMs: 60_000,
  sweepAfterSeconds: 60,
};

/**
 * The queue's pg-boss: the process's (`boss`), or its own on `databaseUrl` (normally the app's own
 * database; pg-boss adds the `pgboss` schema), started and stopped with the mailer.
 */
export type MailerOptions = BossSource & {
  config: Pick<Config, 'mail' | 'isProduction'>;
  sequelize: Sequelize;
  logger: Logger;
  /** Replaces the SMTP / outbox transport (tests). */
  transport?: Transporter;
  queue?: Partial<MailQueueOptions>;
};

interface MailJob {
  messageId: number;
}

/** The mail subsystem: durable queue in PostgreSQL, delivery by a pg-boss worker. */
export function createMailer(opts: MailerOptions): Mailer {
  const { config, sequelize, logger } = opts;
  const q = { ...DEFAULTS, ...opts.queue };
  const ownTransport = !opts.transport;
  const transport = opts.transport ?? defaultTransport(config, logger);
  const { boss, owned } = bossOf(opts, logger, { max: 4, name: 'hashar-mail' });
  const worker = sweptQueue<MailJob>({ boss, ownsBoss: owned, queue: MAIL_QUEUE, handle: deliver, sweep, logger, ...q });

  /** At most one live job per message: the stately queue refuses a second 'created' job with the same key. */
  async function enqueue(messageId: number): Promise<void> {
    if (!worker.isRunning()) return; // the sweep of a running worker picks the message up
    await boss.send(MAIL_QUEUE, { messageId } satisfies MailJob, {
      singletonKey: String(messageId),
      retryLimit: q.retryLimit,
      retryDelay: q.retryDelaySeconds,
      retryBackoff: q.retryBackoff,
    });
  }

  async function deliver(job: PgBoss.JobWithMetadata<MailJob>): Promise<void> {
    if (!Number.isInteger(job.data?.messageId)) return logger.error({ job: job.id }, 'mail job without a message id');
    const message = await loadMessage(sequelize, job.data.messageId);
    if (!message || message.status !== 'queued') return; // already sent or given up: never twice
    try {
      await transport.sendMail({
        from: config.mail.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: { [MESSAGE_ID_HEADER]: String(message.id) },
      });
    } catch (err) {
      const final = job.retryCount >= job.retryLimit;
      const reason = err instanceof Error ? err.message : String(err);
      await markAttemptFailed(sequelize, message.id, reason, final);
      mailFailures.inc({ final: String(final) });
      logger[final ? 'error' : 'warn']({ err, messageId: message.id, attempt: job.retryCount + 1, final }, 'mail delivery failed');
      throw err;
    }
    await markSent(sequelize, message.id);
    logger.info({ messageId: message.id, template: message.template }, 'mail sent');
  }

  async function sweep(): Promise<void> {
    const ids = await findStranded(sequelize, {
      olderThanSeconds: q.sweepAfterSeconds,
      limit: 500,
      bossSchema: BOSS_SCHEMA,
      queue: MAIL_QUEUE,
    });
    for (const id of ids) await enqueue(id);
    if (ids.length) logger.warn({ count: ids.length }, 're-queued mail that had no job');
  }

  return {
    async send(request, sendOpts = {}) {
      const rendered = render(request);
      const { transaction } = sendOpts;
      const to = request.to.trim().toLowerCase();
      const id = await insertMessage(
        sequelize,
        { to, locale: request.locale, template: request.template, userId: request.userId, ...rendered },
        transaction,
      );
      // After commit the row is safe; a failed enqueue only delays the mail until the next sweep.
      const handOver = () =>
        enqueue(id).catch((err: unknown) => logger.warn({ err, messageId: id }, 'mail stored but not queued; the sweep will retry'));
      if (transaction) transaction.afterCommit(handOver);
      else await handOver();
    },

    start: () => worker.start(),

    async stop() {
      await worker.stop(); // sends from now on wait for the next sweep instead of a stopping queue
      if (ownTransport) transport.close();
    },
  };
}
