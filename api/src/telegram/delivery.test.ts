import request from 'supertest';
import { run } from '../lists';
import { createMailer } from '../mail';
import { notify, type NotifyRequest } from '../services/notify';
import { organizationAccount, volunteerAccount, type TestAccount } from '../test/activities';
import { silentLogger, testConfig } from '../test/app';
import { createApprovedEvent } from '../test/events';
import { appliedId } from '../test/participation';
import { sendToChat } from '../services/telegramOutbox';
import { linkTelegram, telegramTestApp, waitFor, type TelegramTestContext } from './test-helpers';

let ctx: TelegramTestContext;
let volunteer: TestAccount;
const CHAT = 6001;

beforeAll(async () => {
  ctx = await telegramTestApp();
  // Two retries at the next poll: enough to ride out a short outage, quick to show a final failure.
  await ctx.startWorker({ retryLimit: 2, retryDelaySeconds: 0 });
  volunteer = await volunteerAccount(ctx.app, ctx.db, 'Шахноза Юсупова');
  await ctx.db.sequelize.query(`UPDATE users SET locale = 'uz' WHERE id = $1`, { bind: [volunteer.id] });
  await linkTelegram(ctx, volunteer, { id: CHAT, language_code: 'ru' });
});
afterAll(async () => {
  await ctx.close();
});

const sentTo = (chatId: number) => ctx.fake.callsOf('sendMessage').filter((p) => Number(p['chat_id']) === chatId);
const messages = (chatId: number) =>
  run<{ id: number; status: string; attempts: number; last_error: string | null; text: string }>(
    ctx.db.sequelize,
    'SELECT id, status, attempts, last_error, text FROM telegram_messages WHERE chat_id = $1 ORDER BY id',
    [chatId],
  );
const statusOf = async (id: number) =>
  (await run<{ status: string }>(ctx.db.sequelize, 'SELECT status FROM telegram_messages WHERE id = $1', [id]))[0]?.status;

/** Queues a bot message to the chat as the site does; gives its id. */
async function queue(chatId: number, text: string): Promise<number> {
  await sendToChat(ctx.db.sequelize, { chatId, text });
  const [row] = await run<{ id: number }>(ctx.db.sequelize, 'SELECT max(id) AS id FROM telegram_messages', []);
  return row!.id;
}

/** notify() as the services call it, in a transaction of its own. */
async function notifyDirectly(request: NotifyRequest): Promise<void> {
  const config = testConfig();
  const mailer = createMailer({ config, databaseUrl: ctx.db.url, sequelize: ctx.db.sequelize, logger: silentLogger });
  await ctx.db.sequelize.transaction((transaction) =>
    notify({ sequelize: ctx.db.sequelize, mailer, publicUrl: config.publicUrl }, request, transaction),
  );
}

describe('notices in Telegram', () => {
  it('an accepted application reaches the linked chat in the link’s language, with a button to the page', async () => {
    ctx.fake.reset();
    const org = await organizationAccount(ctx.app, ctx.db);
    const { eventId, sessionIds } = await createApprovedEvent(ctx.db, org.organizationId!, {
      titleRu: 'Посадка деревьев',
      titleUz: 'Daraxt ekish <bogʻ>',
    });
    const applicationId = await appliedId(ctx.app, volunteer, sessionIds[0]!);
    await request(ctx.app)
      .post(`/api/my/events/${eventId}/applications/${applicationId}/decide`)
      .set(org.auth)
      .send({ action: 'accept' })
      .expect(200);
    const [sent] = await waitFor(() => (sentTo(CHAT).length ? sentTo(CHAT) : null), 'the Telegram notice');
    expect(sent).toMatchObject({
      parse_mode: 'HTML',
      text: expect.stringMatching(/^<b>Ariza qabul qilindi: Daraxt ekish &lt;bogʻ&gt;<\/b>\n\nTashkilotchi/),
    });
    expect(sent!['reply_markup']).toEqual({
      inline_keyboard: [[{ text: 'Ochish', url: expect.stringMatching(/^http:\/\/localhost:3000\/uz\//) }]],
    });
    const [row] = await messages(CHAT);
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('carries the actions as buttons, and sends nothing for a deselected topic or a kind without one', async () => {
    ctx.fake.reset();
    const reminder: NotifyRequest = {
      userIds: [volunteer.id],
      kind: 'shift_reminder',
      title: { ru: 'Смена через 2 часа', uz: 'Smena 2 soatdan keyin' },
      body: { ru: 'Адрес: парк', uz: 'Manzil: bogʻ' },
      page: 'profile/application',
      actions: [
        { label: { ru: 'Карта', uz: 'Xarita' }, url: 'https://maps.example.org/?q=41.3,69.2' },
        { label: { ru: 'Не смогу прийти', uz: 'Kela olmayman' }, page: 'profile/application?withdraw=5' },
      ],
    };
    await notifyDirectly(reminder);
    const [sent] = await waitFor(() => (sentTo(CHAT).length ? sentTo(CHAT) : null), 'the reminder');
    expect(sent!['reply_markup']).toEqual({
      inline_keyboard: [
        [{ text: 'Ochish', url: 'http://localhost:3000/uz/profile/application' }],
        [{ text: 'Xarita', url: 'https://maps.example.org/?q=41.3,69.2' }],
        [{ text: 'Kela olmayman', url: 'http://localhost:3000/uz/profile/application?withdraw=5' }],
      ],
    });

    const before = (await messages(CHAT)).length;
    await request(ctx.app)
      .put('/api/user/telegram/topics')
      .set(volunteer.auth)
      .send({ topics: ['hours'] })
      .expect(200);
    await notifyDirectly(reminder);
    await notifyDirectly({ ...reminder, kind: 'checked_in' }); // a kind that never goes to Telegram
    expect(await messages(CHAT)).toHaveLength(before);
    await request(ctx.app)
      .put('/api/user/telegram/topics')
      .set(volunteer.auth)
      .send({ topics: ['hours', 'reminders'] })
      .expect(200);
    await notifyDirectly({ ...reminder, userIds: [volunteer.id, volunteer.id] });
    expect(await messages(CHAT)).toHaveLength(before + 1);
  });
});

describe('delivery', () => {
  it('retries after a 429 (waiting its retry_after) and a 500, then sends once', async () => {
    ctx.fake.reset();
    ctx.fake.failNext(1, 'rate_limited', { retryAfter: 1, chatId: 6010 });
    ctx.fake.failNext(1, 'server_error', { chatId: 6010 });
    const id = await queue(6010, 'Третья попытка');
    await waitFor(async () => (await statusOf(id)) === 'sent', 'the message sent after two failures');
    const calls = ctx.fake.calls.filter((c) => c.method === 'sendMessage' && c.params['chat_id'] === 6010);
    expect(calls).toHaveLength(3);
    expect(calls[1]!.at - calls[0]!.at).toBeGreaterThanOrEqual(950); // retry_after: 1 (the queue alone retries at its next poll)
    expect((await messages(6010))[0]).toMatchObject({ status: 'sent', attempts: 3 });
  });

  it('gives a message up as failed, with the last error, once the retries are spent', async () => {
    ctx.fake.reset();
    ctx.fake.failNext(3, 'server_error', { chatId: 6020 });
    const id = await queue(6020, 'Не дойдёт');
    await waitFor(async () => (await statusOf(id)) === 'failed', 'the message failed', 15_000);
    expect((await messages(6020))[0]).toMatchObject({ attempts: 3, last_error: expect.stringContaining('Internal Server Error') });
  });

  it('loses nothing while Telegram is unreachable: the message waits queued and goes once it is back', async () => {
    ctx.fake.reset();
    ctx.fake.setDown(true);
    const id = await queue(6030, 'Переживёт сбой');
    await waitFor(async () => (await messages(6030))[0]!.attempts >= 1, 'a failed attempt');
    expect(await statusOf(id)).toBe('queued');
    ctx.fake.setDown(false);
    await waitFor(async () => (await statusOf(id)) === 'sent', 'the message sent after the outage');
    expect(sentTo(6030)).toHaveLength(1);
  });

  it('sends each message once with two workers (two processes) on the same queue', async () => {
    await ctx.startWorker({ retryLimit: 2, retryDelaySeconds: 0 });
    ctx.fake.reset();
    const ids: number[] = [];
    for (let chat = 6050; chat < 6058; chat++) ids.push(await queue(chat, `Одно сообщение в чат ${chat}`));
    await waitFor(async () => {
      const rows = await run<{ n: number }>(
        ctx.db.sequelize,
        `SELECT count(*)::int AS n FROM telegram_messages WHERE id = ANY($1) AND status = 'sent'`,
        [ids],
      );
      return rows[0]!.n === ids.length;
    }, 'every message sent');
    const chats = ctx.fake.callsOf('sendMessage').map((p) => Number(p['chat_id']));
    expect(chats.sort()).toEqual([6050, 6051, 6052, 6053, 6054, 6055, 6056, 6057]);
  });

  it('a blocked bot removes the link quietly and drops the message', async () => {
    const blocker = await volunteerAccount(ctx.app, ctx.db);
    await linkTelegram(ctx, blocker, { id: 6040 });
    ctx.fake.reset();
    ctx.fake.failNext(1, 'blocked', { chatId: 6040 });
    await notifyDirectly({
      userIds: [blocker.id],
      kind: 'hours_verified',
      title: { ru: 'Часы подтверждены', uz: 'Soatlar tasdiqlandi' },
      body: { ru: '3 часа', uz: '3 soat' },
    });
    const [row] = await waitFor(async () => {
      const rows = await messages(6040);
      return rows[0]?.status === 'dropped' ? rows : null;
    }, 'the message dropped');
    expect(row!.last_error).toContain('blocked');
    expect((await request(ctx.app).get('/api/user/telegram').set(blocker.auth).expect(200)).body.linked).toBeNull();
    expect(sentTo(6040)).toHaveLength(1); // one try, no retries
  });
});
