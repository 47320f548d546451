import request from 'supertest';
import { run } from '../lists';
import { organizationAccount, volunteerAccount, type TestAccount } from '../test/activities';
import { silentLogger } from '../test/app';
import { createApprovedEvent } from '../test/events';
import { callbackUpdate, messageUpdate } from '../test/fakeTelegram';
import { appliedId, sessionHeld } from '../test/participation';
import { setUpBot, telegramApi } from './bot';
import { linkTelegram, TEST_BOT, telegramTestApp, type TelegramTestContext } from './test-helpers';

let ctx: TelegramTestContext;
let org: TestAccount;
let volunteer: TestAccount;
const LINKED = { id: 7001, language_code: 'ru' };
const STRANGER = { id: 7002, language_code: 'uz' };
const SITE = 'http://localhost:3000';
/** 5 March 2030, 09:30 in Tashkent. */
const MARCH_5 = new Date('2030-03-05T04:30:00Z');

beforeAll(async () => {
  ctx = await telegramTestApp();
  [org, volunteer] = await Promise.all([organizationAccount(ctx.app, ctx.db), volunteerAccount(ctx.app, ctx.db)]);
  await linkTelegram(ctx, volunteer, LINKED);
});
afterAll(async () => {
  await ctx.close();
});

/** Sends a command from the user; gives the bot's answer (its last sendMessage to that chat). */
async function say(from: { id: number; language_code?: string }, text: string): Promise<string> {
  const res = await ctx.send(messageUpdate(from, text));
  expect(res.status).toBe(200);
  const answers = ctx.fake.callsOf('sendMessage').filter((p) => Number(p['chat_id']) === from.id);
  return answers.at(-1)?.['text'] as string;
}

describe('bot commands', () => {
  it('/events lists the next events of the account’s region (else of everywhere), with links and Tashkent dates', async () => {
    const near = await createApprovedEvent(ctx.db, org.organizationId!, {
      titleRu: 'Субботник в Чиланзаре',
      regionId: 1,
      startsAt: MARCH_5,
    });
    const far = await createApprovedEvent(ctx.db, org.organizationId!, {
      titleRu: 'Сбор урожая в Фергане',
      titleUz: 'Hosil yigʻish',
      regionId: 2,
    });
    await createApprovedEvent(ctx.db, org.organizationId!, { titleRu: 'Черновик', moderation: 'draft' });
    const [region] = await run<{ name_ru: string }>(ctx.db.sequelize, 'SELECT name_ru FROM regions WHERE id = 1', []);

    const mine = await say(LINKED, '/events');
    expect(mine).toContain(`Ближайшие мероприятия — ${region!.name_ru}:`);
    expect(mine).toContain(`<a href="${SITE}/ru/events/view/${near.eventId}">Субботник в Чиланзаре</a>`);
    expect(mine).toMatch(/5 марта 2030 г\.,? (в )?09:30/);
    expect(mine).not.toContain('Фергане');
    expect(mine).not.toContain('Черновик');

    const everywhere = await say(STRANGER, '/events');
    expect(everywhere).toContain('Yaqin tadbirlar:');
    expect(everywhere).toContain(`<a href="${SITE}/uz/events/view/${far.eventId}">Hosil yigʻish</a>`);
    expect(everywhere).toContain('5-mart 2030, 09:30');
  });

  it('/my lists the account’s next accepted shifts; /points its balance and verified hours; unlinked chats are told to link', async () => {
    const shift = await createApprovedEvent(ctx.db, org.organizationId!, { titleRu: 'Донорская акция', startsAt: MARCH_5 });
    const done = await createApprovedEvent(ctx.db, org.organizationId!, { titleRu: 'Уже отработано' });
    const decide = async (eventId: number, sessionId: number, then?: { hours: number }) => {
      const id = await appliedId(ctx.app, volunteer, sessionId);
      const base = `/api/my/events/${eventId}/applications/${id}`;
      await request(ctx.app).post(`${base}/decide`).set(org.auth).send({ action: 'accept' }).expect(200);
      if (!then) return;
      await sessionHeld(ctx.db, { applicationId: id });
      await request(ctx.app).post(`${base}/verify`).set(org.auth).send(then).expect(200);
    };
    expect(await say(LINKED, '/my')).toContain('Принятых заявок на предстоящие смены нет');
    await decide(shift.eventId, shift.sessionIds[0]!);
    await decide(done.eventId, done.sessionIds[0]!, { hours: 3.5 });

    const my = await say(LINKED, '/my');
    expect(my).toContain('Ваши ближайшие смены:');
    expect(my).toContain(`<a href="${SITE}/ru/events/view/${shift.eventId}">Донорская акция</a>`);
    expect(my).toMatch(/5 марта 2030 г\.,? (в )?09:30/);
    expect(my).not.toContain('Уже отработано');

    expect(await say(LINKED, '/points')).toContain(`Баллы: 35\nПодтверждённые часы: 3.5\nИстория: ${SITE}/ru/profile/volon/bonuse`);
    expect(await say(STRANGER, '/my')).toContain(`Avval akkauntni biriktiring`);
    expect(await say(STRANGER, '/points')).toContain(`${SITE}/uz/profile/edit`);
  });

  it('/lang offers Русский / Oʻzbekcha and a press switches the chat’s language', async () => {
    await say(LINKED, '/lang');
    const offer = ctx.fake.callsOf('sendMessage').at(-1)!;
    expect(offer['reply_markup']).toEqual({
      inline_keyboard: [
        [
          { text: 'Русский', callback_data: 'lang:ru' },
          { text: 'Oʻzbekcha', callback_data: 'lang:uz' },
        ],
      ],
    });
    await ctx.send(callbackUpdate(LINKED, 'lang:uz', 42));
    expect(ctx.fake.callsOf('answerCallbackQuery')).toHaveLength(1);
    expect(ctx.fake.callsOf('editMessageText').at(-1)).toMatchObject({ message_id: 42, text: 'Tayyor: bot oʻzbek tilida gapiradi.' });
    const [link] = await run<{ locale: string }>(ctx.db.sequelize, 'SELECT locale FROM telegram_links WHERE chat_id = $1', [LINKED.id]);
    expect(link!.locale).toBe('uz');
    expect(await say(LINKED, '/help')).toContain('/events — yaqin tadbirlar');
    expect(await say(LINKED, 'salom')).toContain('Buyruqlar:');
  });

  it('tells Telegram its commands in Russian and Uzbek and sets the webhook on start', async () => {
    const settings = { token: TEST_BOT.token, botName: TEST_BOT.name, webhookSecret: TEST_BOT.secret, apiRoot: ctx.fake.url };
    await setUpBot(telegramApi(settings), settings, 'https://hashar.example.uz', silentLogger);
    const commands = ctx.fake.callsOf('setMyCommands');
    expect(commands.map((c) => c['language_code'])).toEqual([undefined, 'ru', 'uz']);
    expect(commands[2]!['commands']).toContainEqual({ command: 'points', description: 'Ballar va tasdiqlangan soatlar' });
    expect(ctx.fake.callsOf('setWebhook')).toEqual([
      {
        url: 'https://hashar.example.uz/api/telegram/webhook',
        secret_token: TEST_BOT.secret,
        allowed_updates: ['message', 'callback_query'],
      },
    ]);
  });
});
