import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { QueryTypes } from 'sequelize';
import { migrate } from '../db/migrator';
import { createTestDatabase, type TestDatabase } from '../test/db';
import { createMailer } from './mailer';
import { loadMessage } from './store';
import { captureLogger, FAST_QUEUE, parseMail, waitFor } from './test-helpers';
import type { Mailer } from './types';

const LINK = 'https://hashar.test/ru/confirmation/5/token-abc';

describe('the mailer with the development outbox', () => {
  let db: TestDatabase;
  let outbox: string;
  let mailer: Mailer;
  const { logger, lines } = captureLogger();

  const newMailer = () =>
    createMailer({
      config: { isProduction: false, mail: { from: 'Hashar <no-reply@hashar.test>', outboxDir: outbox } },
      databaseUrl: db.url,
      sequelize: db.sequelize,
      logger,
      queue: FAST_QUEUE,
    });
  const idsTo = async (to: string) =>
    (
      await db.sequelize.query<{ id: number }>('SELECT id FROM mail_messages WHERE to_address = :to ORDER BY id', {
        type: QueryTypes.SELECT,
        replacements: { to },
      })
    ).map((r) => r.id);
  /** The outbox file of a message, once written. */
  const emlOf = (id: number) => fs.readdirSync(outbox).find((f) => f.endsWith(`-${id}.eml`));
  const sentMessage = async (to: string) => {
    const [id] = await waitFor(() => idsTo(to), `a row for ${to}`);
    const row = await waitFor(async () => {
      const r = await loadMessage(db.sequelize, id!);
      return r?.status === 'sent' ? r : null;
    }, `message ${id} to be sent`);
    const file = await waitFor(() => emlOf(id!), `the outbox file of ${id}`);
    return { row, file, mail: parseMail(fs.readFileSync(path.join(outbox, file))) };
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    await migrate(db.sequelize);
    // A folder that does not exist yet: the outbox creates it.
    outbox = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'hashar-outbox-')), 'mail');
    mailer = newMailer();
    await mailer.start();
  });
  afterAll(async () => {
    await mailer?.stop();
    await db?.drop();
    fs.rmSync(path.dirname(outbox), { recursive: true, force: true });
  });

  it('delivers mail sent inside a committed transaction to the outbox and marks it sent', async () => {
    await db.sequelize.transaction(async (transaction) => {
      await mailer.send(
        { to: 'Aigul@Example.com', locale: 'ru', template: 'activation', params: { name: 'Айгуль', link: LINK } },
        { transaction },
      );
    });
    const { row, file, mail } = await sentMessage('aigul@example.com');
    expect(file).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z-\d+\.eml$/);
    expect(mail.headers['to']).toBe('aigul@example.com');
    expect(mail.headers['from']).toBe('Hashar <no-reply@hashar.test>');
    expect(mail.headers['subject']).toBe('Подтвердите адрес электронной почты — Хашар');
    expect(mail.text).toContain(LINK);
    expect(mail.html).toContain(`href="${LINK}"`);
    expect(row).toMatchObject({ template: 'activation', locale: 'ru', links: [LINK], attempts: 1, lastError: null });
    expect(row.sentAt).toBeInstanceOf(Date);
    const logged = lines.find((l) => l['msg'] === 'mail written to the outbox');
    expect(logged).toMatchObject({ to: ['aigul@example.com'], subject: row.subject, links: [LINK] });
  });

  it('sends nothing for a rolled-back transaction', async () => {
    await expect(
      db.sequelize.transaction(async (transaction) => {
        await mailer.send(
          { to: 'ghost@example.com', locale: 'ru', template: 'recovery', params: { name: 'X', link: LINK } },
          { transaction },
        );
        throw new Error('the signup failed');
      }),
    ).rejects.toThrow('the signup failed');
    // A later message goes through the same queue: once it is out, the first would be too.
    await mailer.send({ to: 'after@example.com', locale: 'ru', template: 'password_changed', params: { name: 'Y' } });
    await sentMessage('after@example.com');
    expect(await idsTo('ghost@example.com')).toEqual([]);
    const outboxText = fs
      .readdirSync(outbox)
      .map((f) => fs.readFileSync(path.join(outbox, f), 'utf8'))
      .join('\n');
    expect(outboxText).not.toContain('ghost@example.com');
  });

  it('writes in the recipient language', async () => {
    await mailer.send({ to: 'aziz@example.com', locale: 'uz', template: 'password_changed', params: { name: 'Aziz' } });
    const { mail } = await sentMessage('aziz@example.com');
    expect(mail.headers['subject']).toBe("Parolingiz o'zgartirildi — Hashar");
    expect(mail.text).toContain('Assalomu alaykum, Aziz!');
  });

  it('escapes a hostile name in the delivered HTML', async () => {
    const name = '<script>alert(1)</script>';
    await mailer.send({ to: 'evil@example.com', locale: 'ru', template: 'recovery', params: { name, link: LINK } });
    const { row, mail } = await sentMessage('evil@example.com');
    for (const html of [mail.html, row.html]) {
      expect(html).not.toContain('<script>');
      expect(html).toContain('Здравствуйте, &lt;script&gt;alert(1)&lt;/script&gt;!');
    }
  });

  it('finds a message whose hand-over to the queue was lost, and queues it only once', async () => {
    // A mailer that was never started stores the message but cannot enqueue it.
    const offline = newMailer();
    await offline.send({ to: 'lost@example.com', locale: 'ru', template: 'activation', params: { name: 'L', link: LINK } });
    const [id] = await idsTo('lost@example.com');
    await db.sequelize.query(`UPDATE mail_messages SET created_at = now() - interval '2 minutes' WHERE id = :id`, { replacements: { id } });
    await sentMessage('lost@example.com');
    await new Promise((resolve) => setTimeout(resolve, 1000)); // a few more sweeps must not add jobs
    const [{ jobs }] = (await db.sequelize.query<{ jobs: number }>(
      'SELECT count(*)::int AS jobs FROM pgboss.job WHERE singleton_key = :key',
      { type: QueryTypes.SELECT, replacements: { key: String(id) } },
    )) as [{ jobs: number }];
    expect(jobs).toBe(1);
    await offline.stop();
  });
});
