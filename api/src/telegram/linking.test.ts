import request from 'supertest';
import { TELEGRAM_TOPICS } from '@hashar/common';
import { volunteerAccount } from '../test/activities';
import { createTestApp } from '../test/app';
import { captureLogger } from '../mail/test-helpers';
import { callbackUpdate, messageUpdate, postUpdate } from '../test/fakeTelegram';
import { createBot } from './bot';
import { run } from '../lists';
import { linkTelegram, TEST_BOT, telegramTestApp, type TelegramTestContext } from './test-helpers';

let ctx: TelegramTestContext;
beforeAll(async () => {
  ctx = await telegramTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const links = (userId: number) =>
  run<{ chat_id: string; telegram_user_id: string; username: string | null; locale: string }>(
    ctx.db.sequelize,
    'SELECT chat_id, telegram_user_id, username, locale FROM telegram_links WHERE user_id = $1',
    [userId],
  );
const lastReplyTo = (chatId: number) =>
  ctx.fake
    .callsOf('sendMessage')
    .filter((p) => Number(p['chat_id']) === chatId)
    .at(-1)?.['text'] as string | undefined;

describe('the webhook', () => {
  it('refuses a call without the secret or with a wrong one (401) and a body that is no update (400)', async () => {
    const update = messageUpdate({ id: 5001 }, '/help');
    expect((await ctx.send(update)).status).toBe(200);
    const wrong = await postUpdate(ctx.webhookUrl, update, 'not-the-secret-0123456789');
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as { error: string }).error).toBe('unauthorized');
    await request(ctx.app).post('/api/telegram/webhook').send(update).expect(401);
    const bad = await request(ctx.app)
      .post('/api/telegram/webhook')
      .set('X-Telegram-Bot-Api-Secret-Token', TEST_BOT.secret)
      .send({ hello: 1 })
      .expect(400);
    expect(bad.body).toMatchObject({ error: 'bad_request', msg: 'Некорректный запрос' });
    expect(ctx.fake.callsOf('sendMessage').filter((p) => p['chat_id'] === 5001)).toHaveLength(1); // only the good call answered
  });

  it('/start without a code welcomes and says how to link, in the Telegram user’s language', async () => {
    await ctx.send(messageUpdate({ id: 5002, language_code: 'uz' }, '/start'));
    expect(lastReplyTo(5002)).toContain('Assalomu alaykum');
    expect(lastReplyTo(5002)).toContain('/uz/profile/edit');
    await ctx.send(messageUpdate({ id: 5003, language_code: 'en' }, '/start'));
    expect(lastReplyTo(5003)).toContain('Здравствуйте');
  });
});

describe('odd updates', () => {
  it('are answered without an error: long, strange or empty payloads, unknown buttons, groups, edits', async () => {
    const { logger, lines } = captureLogger();
    const settings = { token: TEST_BOT.token, botName: TEST_BOT.name, webhookSecret: TEST_BOT.secret, apiRoot: ctx.fake.url };
    const bot = createBot({ settings, sequelize: ctx.db.sequelize, publicUrl: 'http://localhost:3000', logger });
    const from = { id: 5090, language_code: 'xx' };
    const group = messageUpdate(from, '/events') as { message: { chat: { type: string; id: number } } };
    group.message.chat = { type: 'group', id: -100 };
    const updates = [
      messageUpdate(from, `/start ${'x'.repeat(300)}`),
      messageUpdate(from, '/start \u0000\ud800 OR 1=1'),
      messageUpdate(from, '/start@hashar_test_bot'),
      messageUpdate(from, '/my extra words'),
      messageUpdate(from, '/unknown'),
      messageUpdate(from, ''),
      callbackUpdate(from, 'lang:en'),
      callbackUpdate(from, 'lang:uz'),
      group,
      { update_id: 1, edited_message: (messageUpdate(from, 'edit') as { message: object }).message },
    ];
    for (const update of updates) await bot.handleUpdate(update as Parameters<typeof bot.handleUpdate>[0]);
    expect(lines.filter((l) => Number(l['level']) >= 50)).toEqual([]);
  });
});

describe('linking an account', () => {
  it('links through the one-time deep link and answers in the site language of the account', async () => {
    const volunteer = await volunteerAccount(ctx.app, ctx.db, 'Дилноза Каримова');
    await ctx.db.sequelize.query(`UPDATE users SET locale = 'uz' WHERE id = $1`, { bind: [volunteer.id] });
    const link = await request(ctx.app).post('/api/user/telegram/link').set(volunteer.auth).expect(201);
    expect(link.body.url).toMatch(new RegExp(`^https://t\\.me/${TEST_BOT.name}\\?start=[A-Za-z0-9_-]{32}$`));
    expect(Date.parse(link.body.expiresAt) - Date.now()).toBeGreaterThan(14 * 60_000);
    const code = new URL(link.body.url).searchParams.get('start')!;
    // Only the hash is kept.
    const [stored] = await run<{ code_hash: string }>(ctx.db.sequelize, 'SELECT code_hash FROM telegram_link_codes WHERE user_id = $1', [
      volunteer.id,
    ]);
    expect(stored!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.code_hash).not.toContain(code);

    await ctx.send(messageUpdate({ id: 5010, username: 'dilnoza', language_code: 'ru' }, `/start ${code}`));
    expect(lastReplyTo(5010)).toContain('Telegram «Дилноза Каримова» akkauntiga biriktirildi');
    expect(await links(volunteer.id)).toEqual([{ chat_id: '5010', telegram_user_id: '5010', username: 'dilnoza', locale: 'uz' }]);
    const settings = await request(ctx.app).get('/api/user/telegram').set(volunteer.auth).expect(200);
    expect(settings.body).toEqual({
      enabled: true,
      botName: TEST_BOT.name,
      linked: { username: 'dilnoza', linkedAt: expect.any(String) },
      topics: [...TELEGRAM_TOPICS],
    });

    // The same code again: used.
    await ctx.send(messageUpdate({ id: 5011, language_code: 'ru' }, `/start ${code}`));
    expect(lastReplyTo(5011)).toContain('уже использована');
    expect(await links(volunteer.id)).toHaveLength(1);
  });

  it('refuses an expired code and an unknown one, each explained in the Telegram user’s language', async () => {
    const volunteer = await volunteerAccount(ctx.app, ctx.db);
    const res = await request(ctx.app).post('/api/user/telegram/link').set(volunteer.auth).expect(201);
    const code = new URL(res.body.url).searchParams.get('start')!;
    await ctx.db.sequelize.query(`UPDATE telegram_link_codes SET expires_at = now() - interval '1 minute' WHERE user_id = $1`, {
      bind: [volunteer.id],
    });
    await ctx.send(messageUpdate({ id: 5020, language_code: 'uz' }, `/start ${code}`));
    expect(lastReplyTo(5020)).toContain('muddati tugagan (u 15 daqiqa amal qiladi)');
    await ctx.send(messageUpdate({ id: 5020, language_code: 'ru' }, '/start AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'));
    expect(lastReplyTo(5020)).toContain('недействительна');
    expect(await links(volunteer.id)).toHaveLength(0);
  });

  it('moves a chat already linked to another account to the new one', async () => {
    const first = await volunteerAccount(ctx.app, ctx.db);
    const second = await volunteerAccount(ctx.app, ctx.db);
    await linkTelegram(ctx, first, { id: 5030 });
    await linkTelegram(ctx, second, { id: 5030 });
    expect(await links(first.id)).toHaveLength(0);
    expect(await links(second.id)).toHaveLength(1);
  });

  it('unlinks from the site (204, the chat is told through the outbox) and from the bot (/stop)', async () => {
    const volunteer = await volunteerAccount(ctx.app, ctx.db);
    await linkTelegram(ctx, volunteer, { id: 5040 });
    await request(ctx.app).delete('/api/user/telegram').set(volunteer.auth).expect(204);
    expect(await links(volunteer.id)).toHaveLength(0);
    const [queued] = await run<{ chat_id: string; text: string; status: string }>(
      ctx.db.sequelize,
      'SELECT chat_id, text, status FROM telegram_messages WHERE chat_id = 5040',
      [],
    );
    expect(queued).toMatchObject({ status: 'queued', text: expect.stringContaining('Telegram отвязан') });
    const again = await request(ctx.app).delete('/api/user/telegram').set(volunteer.auth).expect(404);
    expect(again.body.msg).toBeTruthy();

    await linkTelegram(ctx, volunteer, { id: 5041 });
    await ctx.send(messageUpdate({ id: 5041 }, '/stop'));
    expect(lastReplyTo(5041)).toContain('Telegram отвязан');
    expect(await links(volunteer.id)).toHaveLength(0);
    const settings = await request(ctx.app).get('/api/user/telegram').set(volunteer.auth).expect(200);
    expect(settings.body.linked).toBeNull();
    await ctx.send(messageUpdate({ id: 5041 }, '/stop'));
    expect(lastReplyTo(5041)).toContain('не привязан');
  });
});

describe('topics', () => {
  it('saves a choice of topics (deduplicated) and refuses unknown ones with a message', async () => {
    const volunteer = await volunteerAccount(ctx.app, ctx.db);
    const saved = await request(ctx.app)
      .put('/api/user/telegram/topics')
      .set(volunteer.auth)
      .send({ topics: ['hours', 'reminders', 'hours'] })
      .expect(200);
    expect(saved.body.topics).toEqual(['hours', 'reminders']);
    const none = await request(ctx.app).put('/api/user/telegram/topics').set(volunteer.auth).send({ topics: [] }).expect(200);
    expect(none.body.topics).toEqual([]);
    const unknown = await request(ctx.app)
      .put('/api/user/telegram/topics')
      .set(volunteer.auth)
      .set('Accept-Language', 'uz')
      .send({ topics: ['hours', 'weather'] })
      .expect(400);
    expect(unknown.body.fields).toEqual({ 'topics[1]': "Ro'yxatdan qiymat tanlang" });
    const missing = await request(ctx.app).put('/api/user/telegram/topics').set(volunteer.auth).send({}).expect(400);
    expect(missing.body.fields).toEqual({ topics: 'Данное поле обязательно для заполнения' });
    const notList = await request(ctx.app).put('/api/user/telegram/topics').set(volunteer.auth).send({ topics: 'hours' }).expect(400);
    expect(notList.body.fields).toEqual({ topics: 'Выберите значение из списка' });
  });
});

describe('every account route needs a signed-in user (401)', () => {
  it.each([
    ['get', '/api/user/telegram'],
    ['delete', '/api/user/telegram'],
    ['post', '/api/user/telegram/link'],
    ['put', '/api/user/telegram/topics'],
  ] as const)('%s %s', async (method, path) => {
    const res = await request(ctx.app)[method](path).send({ topics: [] }).expect(401);
    expect(res.body.error).toBe('unauthorized');
  });
});

describe('GET /api/site', () => {
  it('names the bot and its id when there is one', async () => {
    const res = await request(ctx.app).get('/api/site').expect(200);
    expect(res.body.telegram).toEqual({ botName: TEST_BOT.name, botId: 7012345678 });
  });
});

describe('without a bot (no TELEGRAM_BOT_TOKEN)', () => {
  it('says so: null on /api/site, enabled false, 404 telegram_off for the link, topics, login and webhook', async () => {
    const { app, db } = await createTestApp();
    try {
      expect((await request(app).get('/api/site').expect(200)).body.telegram).toBeNull();
      const volunteer = await volunteerAccount(app, db);
      const settings = await request(app).get('/api/user/telegram').set(volunteer.auth).expect(200);
      expect(settings.body).toMatchObject({ enabled: false, botName: null, linked: null });
      const link = await request(app).post('/api/user/telegram/link').set(volunteer.auth).expect(404);
      expect(link.body).toMatchObject({ error: 'telegram_off', msg: 'Telegram-бот на платформе не настроен' });
      await request(app).put('/api/user/telegram/topics').set(volunteer.auth).send({ topics: [] }).expect(404);
      const login = await request(app).post('/api/user/login/telegram').set('Accept-Language', 'uz').send({}).expect(404);
      expect(login.body).toMatchObject({ error: 'telegram_off', msg: 'Platformada Telegram-bot sozlanmagan' });
      await request(app).post('/api/telegram/webhook').send({ update_id: 1 }).expect(404);
    } finally {
      await db.drop();
    }
  });
});
