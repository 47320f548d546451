import { SMTPServer } from 'smtp-server';
import { migrate } from '../db/migrator';
import { createTestDatabase, type TestDatabase } from '../test/db';
import { createMailer } from './mailer';
import { loadMessage, type MailRow } from './store';
import { FAST_QUEUE, freePort, parseMail, waitFor, captureLogger } from './test-helpers';
import type { Mailer, MailQueueOptions } from './types';

const LINK = 'https://hashar.test/uz/recovery/9/reset-token';

/** A real SMTP server on 127.0.0.1 that keeps what it receives. */
function startSmtpServer(port: number): Promise<{ received: { to: string[]; raw: string }[]; close(): Promise<void> }> {
  const received: { to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString() });
        callback();
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve({ received, close: () => new Promise((r) => server.close(() => r())) }));
  });
}

/** A database, and a mailer whose SMTP_URL points at `port` on this machine. */
function useSmtpMailer(queue: Partial<MailQueueOptions>) {
  const ctx = {} as { db: TestDatabase; mailer: Mailer; port: number; row(id: number): Promise<MailRow | null> };
  beforeAll(async () => {
    ctx.db = await createTestDatabase();
    await migrate(ctx.db.sequelize);
    ctx.port = await freePort();
    ctx.mailer = createMailer({
      config: {
        isProduction: false,
        mail: { smtpUrl: `smtp://127.0.0.1:${ctx.port}`, from: 'Hashar <no-reply@hashar.test>', outboxDir: '/nonexistent' },
      },
      databaseUrl: ctx.db.url,
      sequelize: ctx.db.sequelize,
      logger: captureLogger().logger,
      queue: { ...FAST_QUEUE, ...queue },
    });
    ctx.row = (id) => loadMessage(ctx.db.sequelize, id);
    await ctx.mailer.start();
  });
  afterAll(async () => {
    await ctx.mailer?.stop();
    await ctx.db?.drop();
  });
  return ctx;
}

async function onlyMessageId(db: TestDatabase): Promise<number> {
  const [rows] = await db.sequelize.query('SELECT id FROM mail_messages');
  expect(rows).toHaveLength(1);
  return (rows[0] as { id: number }).id;
}

describe('an SMTP server that is down', () => {
  const ctx = useSmtpMailer({ retryLimit: 10 });

  it('leaves the message queued with the error, and delivers it once the server is back', async () => {
    await ctx.mailer.send({ to: 'dilnoza@example.com', locale: 'uz', template: 'recovery', params: { name: 'Dilnoza', link: LINK } });
    const id = await onlyMessageId(ctx.db);
    const failing = await waitFor(async () => {
      const row = await ctx.row(id);
      return row && row.attempts > 0 ? row : null;
    }, 'a failed attempt');
    expect(failing.status).toBe('queued');
    expect(failing.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(failing.sentAt).toBeNull();

    const smtp = await startSmtpServer(ctx.port);
    try {
      const [delivered] = await waitFor(() => (smtp.received.length ? smtp.received : null), 'the message at the SMTP server');
      const mail = parseMail(delivered!.raw);
      expect(delivered!.to).toEqual(['dilnoza@example.com']);
      expect(mail.headers['subject']).toBe('Parolni tiklash — Hashar');
      expect(mail.text).toContain(LINK);
      expect(mail.headers['x-hashar-mail-id']).toBe(String(id));
      const sent = await waitFor(async () => {
        const row = await ctx.row(id);
        return row?.status === 'sent' ? row : null;
      }, 'the row to be marked sent');
      expect(sent.attempts).toBeGreaterThanOrEqual(2);
      expect(sent.sentAt).toBeInstanceOf(Date);
      expect(smtp.received).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });
});

describe('an SMTP server that never comes back', () => {
  const ctx = useSmtpMailer({ retryLimit: 1 });

  it('marks the message failed after the last retry', async () => {
    await ctx.mailer.send({ to: 'nobody@example.com', locale: 'ru', template: 'password_changed', params: { name: 'N' } });
    const id = await onlyMessageId(ctx.db);
    const failed = await waitFor(async () => {
      const row = await ctx.row(id);
      return row?.status === 'failed' ? row : null;
    }, 'the row to be marked failed');
    expect(failed.attempts).toBe(2);
    expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i);
  });
});
