import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import request from 'supertest';
import { createTestApp, silentLogger } from '../test/app';
import type { TestAccount } from '../test/activities';
import type { TestDatabase } from '../test/db';
import { messageUpdate, postUpdate, startFakeTelegram, type FakeTelegram, type FakeTelegramUser } from '../test/fakeTelegram';
import { telegramApi } from './bot';
import { createTelegramWorker, type TelegramQueueOptions, type TelegramWorker } from './worker';

/** The test bot's settings. */
export const TEST_BOT = {
  token: '7012345678:AAE-test-token-of-the-fake-bot-0123',
  name: 'hashar_test_bot',
  secret: 'webhook-secret-0123456789_abc',
};

/** Retries and sweeps within a test's patience. */
export const FAST_TELEGRAM: Partial<TelegramQueueOptions> = {
  retryDelaySeconds: 1,
  retryBackoff: false,
  pollingIntervalSeconds: 0.5,
  sweepIntervalMs: 200,
};

export interface TelegramTestContext {
  app: Express;
  db: TestDatabase;
  fake: FakeTelegram;
  /** The app's webhook address. */
  webhookUrl: string;
  /** Posts an update to the app's webhook with the right secret. */
  send(update: object): Promise<Response>;
  /** The text of the bot's last sendMessage (or undefined). */
  lastText(): string | undefined;
  /** The delivery worker, once startWorker() ran. */
  startWorker(opts?: Partial<TelegramQueueOptions>): Promise<TelegramWorker>;
  close(): Promise<void>;
}

/** A test app with the bot on, pointed at a fake Bot API, listening on a free port for webhook calls. */
export async function telegramTestApp(env: NodeJS.ProcessEnv = {}): Promise<TelegramTestContext> {
  const fake = await startFakeTelegram({ token: TEST_BOT.token, botName: TEST_BOT.name });
  const settings = { token: TEST_BOT.token, botName: TEST_BOT.name, webhookSecret: TEST_BOT.secret, apiRoot: fake.url };
  const { app, db } = await createTestApp({
    TELEGRAM_BOT_TOKEN: settings.token,
    TELEGRAM_BOT_NAME: settings.botName,
    TELEGRAM_WEBHOOK_SECRET: settings.webhookSecret,
    TELEGRAM_API_ROOT: fake.url,
    ...env,
  });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const webhook = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/telegram/webhook`;
  const workers: TelegramWorker[] = [];
  return {
    app,
    db,
    fake,
    webhookUrl: webhook,
    send: (update) => postUpdate(webhook, update, TEST_BOT.secret),
    lastText: () => fake.callsOf('sendMessage').at(-1)?.['text'] as string | undefined,
    async startWorker(opts = {}) {
      const worker = createTelegramWorker({
        api: telegramApi(settings, 5),
        databaseUrl: db.url,
        sequelize: db.sequelize,
        logger: silentLogger,
        queue: { ...FAST_TELEGRAM, ...opts },
      });
      await worker.start();
      workers.push(worker);
      return worker;
    },
    async close() {
      for (const w of workers) await w.stop();
      await new Promise((resolve) => server.close(resolve));
      await fake.close();
      await db.drop();
    },
  };
}

/** Links the account to the Telegram user through the deep link and /start, as a person would; returns the code. */
export async function linkTelegram(ctx: TelegramTestContext, account: TestAccount, user: FakeTelegramUser): Promise<string> {
  const res = await request(ctx.app).post('/api/user/telegram/link').set(account.auth).expect(201);
  const code = new URL(res.body.url as string).searchParams.get('start')!;
  const answer = await ctx.send(messageUpdate(user, `/start ${code}`));
  if (answer.status !== 200) throw new Error(`webhook answered ${answer.status}`);
  return code;
}

/** Polls until `check` returns something truthy (fails after timeoutMs). */
export { waitFor } from '../mail/test-helpers';
