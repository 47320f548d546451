import type PgBoss from 'pg-boss';
import type { Logger } from '../logger';
import { ensureQueue } from './queues';

/** A delivery worker on a stately pg-boss queue whose jobs stand for rows of an outbox table. */
export interface SweptQueueOptions<J extends object> {
  boss: PgBoss;
  /** The worker's own pg-boss, started and stopped with it; else the process's, which its owner starts and stops. */
  ownsBoss: boolean;
  queue: string;
  /** Delivers one job; a throw fails that job alone (pg-boss retries it as it was sent). */
  handle: (job: PgBoss.JobWithMetadata<J>) => Promise<void>;
  /** Gives a job to the rows that have none (never sent, or their job lost); its errors are logged. */
  sweep: () => Promise<void>;
  batchSize: number;
  pollingIntervalSeconds: number;
  sweepIntervalMs: number;
  logger: Logger;
}

export interface SweptQueue {
  start(): Promise<void>;
  /** Stops sweeping and fetching, then lets the deliveries in progress finish. */
  stop(): Promise<void>;
  /** Between start() and stop(). */
  isRunning(): boolean;
}

/**
 * Runs an outbox's worker: pg-boss hands out jobs in batches, each handled on its own (one bad
 * row does not retry its batch-mates), and a periodic sweep, once at start and then every
 * sweepIntervalMs, catches up on rows without a job. Used by the mail and the Telegram outboxes.
 */
export function sweptQueue<J extends object>(opts: SweptQueueOptions<J>): SweptQueue {
  const { boss, queue, logger } = opts;
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let sweeping: Promise<void> = Promise.resolve();
  /** Batches being handled, awaited by stop() when the pg-boss is shared (its own one's graceful stop waits for them). */
  const inFlight = new Set<Promise<void>>();

  const sweep = () => opts.sweep().catch((err: unknown) => logger.error({ err, queue }, `${queue} sweep failed`));

  async function work(jobs: PgBoss.JobWithMetadata<J>[]): Promise<void> {
    const batch = handleAll(jobs);
    inFlight.add(batch);
    await batch.finally(() => inFlight.delete(batch));
  }

  async function handleAll(jobs: PgBoss.JobWithMetadata<J>[]): Promise<void> {
    await Promise.all(
      jobs.map((job) =>
        opts.handle(job).catch(async (err: unknown) => {
          const message = err instanceof Error ? err.message : String(err);
          await boss.fail(queue, job.id, { message }).catch((e: unknown) => logger.error({ err: e, queue }, `failing a ${queue} job`));
        }),
      ),
    );
  }

  return {
    isRunning: () => running,

    async start() {
      if (running) return;
      if (opts.ownsBoss) await boss.start();
      await ensureQueue(boss, queue, 'stately');
      await boss.work<J>(
        queue,
        { includeMetadata: true, batchSize: opts.batchSize, pollingIntervalSeconds: opts.pollingIntervalSeconds },
        work,
      );
      running = true;
      sweeping = sweep();
      await sweeping;
      timer = setInterval(() => {
        sweeping = sweeping.then(sweep);
      }, opts.sweepIntervalMs);
      timer.unref();
    },

    async stop() {
      if (timer) clearInterval(timer);
      await sweeping;
      if (running) {
        running = false; // from now on new rows wait for the next start's sweep instead of a stopping queue
        if (opts.ownsBoss) await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
        else {
          await boss.offWork(queue);
          await Promise.all(inFlight);
        }
      }
    },
  };
}
