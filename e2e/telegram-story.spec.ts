import { messageUpdate, startFakeTelegram, type FakeTelegram } from '../api/src/test/fakeTelegram';
import {
  acceptedByApi,
  apiLogin,
  approvedEventByApi,
  bearer,
  createActiveAccount,
  E2E_TELEGRAM,
  expect,
  runDueReminders,
  signInWithCookie,
  tagOf,
  test,
  sessionHeldByApi,
} from './support';
import { fakeTelegramPort } from './telegramBot';

/**
 * Telegram end to end at 375 px: a volunteer links Telegram (the fake Bot API the server talks to),
 * applies, is accepted (the Uzbek message reaches Telegram), gets the 2-hour reminder with "can't
 * come" (the reminder clock moved), checks in by the shift's QR URL, and the CRM shows them attended
 * with hours pre-filled from the check-in to the shift's end.
 */
let fake: FakeTelegram;

test.beforeAll(async ({ browserName: _ }, info) => {
  const port = fakeTelegramPort(Number(new URL(String(info.project.use.baseURL)).port));
  fake = await startFakeTelegram({ token: E2E_TELEGRAM.token, port, botName: E2E_TELEGRAM.botName });
});
test.afterAll(async () => fake?.close());

/** The texts the bot sent to one chat so far. */
const textsTo = (chatId: number): string[] =>
  fake
    .callsOf('sendMessage')
    .filter((m) => Number(m['chat_id']) === chatId)
    .map((m) => String(m['text']));

test('link Telegram, apply, accepted in Uzbek, 2-hour reminder, QR check-in, attended with hours in the CRM @phone', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const tag = tagOf();
  const orgAccount = await createActiveAccount(request, { type: 'organization', name: `Fond Telegram ${tag}` });
  const orgToken = await apiLogin(request, orgAccount.email, orgAccount.password);
  const startsAt = new Date(Date.now() + 20 * 60_000);
  const title = `Субботник ${tag}`;
  const event = await approvedEventByApi(
    request,
    orgToken,
    { titleRu: title, titleUz: `Shanbalik ${tag}`, descriptionRu: 'Уборка двора.', addressRu: 'Ташкент, Чиланзар 5' },
    startsAt.toISOString(),
  );
  const sessionId = event.sessions[0]!.id;

  // The volunteer reads the site in Uzbek and links Telegram from profile/edit.
  const volunteer = await createActiveAccount(request, { type: 'volon', name: `Aziza ${tag}` });
  const token = await apiLogin(request, volunteer.email, volunteer.password);
  expect((await request.put('/api/user/settings', { headers: bearer(token), data: { locale: 'uz' } })).status()).toBe(200);
  await signInWithCookie(request, context, baseURL!, volunteer.email, volunteer.password);
  await context.route('https://t.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>t.me</p>' }));
  await page.goto('/uz/profile/edit');
  const section = page.getByTestId('telegram-section');
  const opened = context.waitForEvent('page');
  await section.getByRole('button', { name: 'Telegramni biriktirish' }).click();
  await (await opened).close();
  const deepLink = (await section.getByTestId('telegram-deep-link').textContent())!;
  const chatId = 800_000_000 + Math.floor(Math.random() * 99_999_999);
  const start = await request.post('/api/telegram/webhook', {
    headers: { 'X-Telegram-Bot-Api-Secret-Token': E2E_TELEGRAM.webhookSecret },
    data: messageUpdate(
      { id: chatId, first_name: 'Aziza', username: `aziza_${tag}`, language_code: 'uz' },
      `/start ${new URL(deepLink).searchParams.get('start')}`,
    ),
  });
  expect(start.status()).toBe(200);
  await expect(section.getByTestId('telegram-linked')).toContainText(`@aziza_${tag}`);

  // Applies; the organizer accepts: Telegram gets the decision in Uzbek.
  const applicationId = await acceptedByApi(request, orgToken, sessionId, token);
  await expect.poll(() => textsTo(chatId).some((t) => t.includes(`Ariza qabul qilindi: Shanbalik ${tag}`)), { timeout: 15_000 }).toBe(true);

  // The reminder clock moved to an hour before the shift: one 2-hour reminder, in Uzbek, with "can't come".
  await runDueReminders(request, new Date(startsAt.getTime() - 60 * 60_000));
  await expect.poll(() => textsTo(chatId).filter((t) => t.includes('Eslatma: smena')).length, { timeout: 15_000 }).toBe(1);
  const reminder = fake
    .callsOf('sendMessage')
    .find((m) => Number(m['chat_id']) === chatId && String(m['text']).includes('Eslatma: smena'))!;
  expect(String(reminder['text'])).toContain('Toshkent');
  expect(JSON.stringify(reminder['reply_markup'])).toContain(`/uz/profile/application?cantCome=${applicationId}`);
  await runDueReminders(request, new Date(startsAt.getTime() - 50 * 60_000));
  await page.waitForTimeout(4_000); // a second send would have reached the fake by now (sweep every 3 s)
  expect(textsTo(chatId).filter((t) => t.includes('Eslatma: smena'))).toHaveLength(1);

  // At the entrance: the shift's QR URL, one tap.
  const code = await request.get(`/api/crm/sessions/${sessionId}/checkin-code`, { headers: bearer(orgToken) });
  const { url } = (await code.json()) as { url: string };
  const qr = new URL(url);
  await page.goto(`${qr.pathname.replace(/^\/ru\//, '/uz/')}${qr.search}`);
  await page.getByTestId('checkin-submit').click();
  await expect(page.getByTestId('checkin-done')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // The CRM: checked in before the start, so still accepted (attendance once the shift has started, common/hours.ts);
  // once the shift has taken place, hours are suggested from the check-in to the end of the shift.
  const before = (await (await request.get(`/api/crm/applications/${applicationId}`, { headers: bearer(orgToken) })).json()) as {
    state: string;
    checkedInAt: string | null;
  };
  expect(before.state).toBe('accepted');
  expect(before.checkedInAt).not.toBeNull();
  await sessionHeldByApi(request, sessionId);
  const read = await request.get(`/api/crm/applications/${applicationId}`, { headers: bearer(orgToken) });
  expect(read.status(), await read.text()).toBe(200);
  const row = (await read.json()) as { state: string; checkedInAt: string | null; sessionEndsAt: string; suggestedHours: number | null };
  const suggested = Math.round(((Date.parse(row.sessionEndsAt) - Date.parse(row.checkedInAt!)) / 3_600_000) * 2) / 2;
  expect(row.suggestedHours).toBe(suggested);
});
