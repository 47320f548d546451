import type { APIRequestContext } from '@playwright/test';
import { apiLogin, approvedByApi, bearer, createActiveAccount, expect, runDueReminders, signInWithCookie, tagOf, test } from './support';

/** A new volunteer (their language `locale`) who applied to the session: the application and its state. */
async function applicant(request: APIRequestContext, name: string, sessionId: number, locale: 'ru' | 'uz') {
  const account = await createActiveAccount(request, { type: 'volon', name });
  const token = await apiLogin(request, account.email, account.password);
  expect((await request.put('/api/user/settings', { headers: bearer(token), data: { locale } })).status()).toBe(200);
  const applied = await request.post(`/api/sessions/${sessionId}/apply`, { headers: bearer(token), data: {} });
  expect(applied.status(), await applied.text()).toBe(201);
  const { id, state } = (await applied.json()) as { id: number; state: string };
  return { ...account, token, applicationId: id, state };
}

/** The state of one of the volunteer's applications, as their applications list gives it. */
async function stateOf(request: APIRequestContext, token: string, applicationId: number): Promise<string | undefined> {
  const list = await request.get('/api/my/applications', { headers: bearer(token) });
  return ((await list.json()) as { data: { id: number; state: string }[] }).data.find((a) => a.id === applicationId)?.state;
}

test('the reminder’s “can’t come” link on a phone: the volunteer confirms, the application is withdrawn and the waitlisted one moves up (uz) @phone', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const tag = tagOf();
  const orgAccount = await createActiveAccount(request, { type: 'organization', name: `Fond Eslatma ${tag}` });
  const orgToken = await apiLogin(request, orgAccount.email, orgAccount.password);
  // A one-place shift ten days ahead: the server's own 5-minute reminder job never reaches it, the test moves the clock.
  const startsAt = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000 + 10 * 86_400_000);
  const endsAt = new Date(startsAt.getTime() + 4 * 3_600_000);
  const titleUz = `Bogʻni tozalash ${tag}`;
  const event = await approvedByApi<{ id: number; sessions: { id: number }[] }>(request, orgToken, 'events', {
    titleRu: `Уборка парка ${tag}`,
    titleUz,
    descriptionRu: 'Уборка парка всем миром.',
    addressRu: 'Ташкент, парк Навруз',
    directionIds: [1],
    regionId: 1,
    isOnline: false,
    startsAt: startsAt.toISOString(),
    endsAt: endsAt.toISOString(),
    capacity: 1,
    sessions: [{ titleRu: 'Утро', titleUz: 'Ertalab', startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString(), capacity: 1 }],
  });
  const sessionId = event.sessions[0]!.id;
  const held = await applicant(request, `Aziz ${tag}`, sessionId, 'uz');
  const accepted = await request.post('/api/crm/applications/bulk', {
    headers: bearer(orgToken),
    data: { ids: [held.applicationId], action: 'accept' },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const waiting = await applicant(request, `Vali ${tag}`, sessionId, 'ru');
  expect(waiting.state).toBe('waitlisted');

  // An hour before the shift the reminders run: the Uzbek e-mail carries the "can't come" link.
  expect((await runDueReminders(request, new Date(startsAt.getTime() - 3_600_000))).shift_2h).toBeGreaterThanOrEqual(1);
  const mail = await request.get(`/api/dev/mail?to=${encodeURIComponent(held.email)}`, { headers: { 'X-Forwarded-For': '127.0.0.1' } });
  const letters = ((await mail.json()) as { data: { subject: string; links: string[] }[] }).data;
  const reminder = letters.find((m) => m.subject === 'Eslatma: smena 1 soatdan keyin — Hashar');
  expect(reminder, JSON.stringify(letters.map((m) => m.subject))).toBeDefined();
  const link = new URL(reminder!.links.find((l) => l.includes('cantCome='))!);
  expect(`${link.pathname}${link.search}`).toBe(`/uz/profile/application?cantCome=${held.applicationId}`);

  // The applications page offers "Kela olmayman" on the accepted shift ahead.
  await signInWithCookie(request, context, baseURL!, held.email, held.password);
  await page.goto('/uz/profile/application');
  const row = page.getByTestId('application-row').filter({ hasText: titleUz });
  await expect(row.getByTestId('withdraw')).toHaveText('Kela olmayman');

  // The link: the application at the top with the question asked, confirmed with one tap.
  await page.goto(`${link.pathname}${link.search}`);
  const block = page.getByTestId('cant-come');
  await expect(block.getByRole('heading', { name: 'Kela olmaysizmi?' })).toBeVisible();
  await expect(block).toContainText(`«${titleUz}»ga kela olmaysizmi? Ariza qaytarib olinadi`);
  await expect(block.getByTestId('withdraw-yes')).toBeFocused();
  await expect(block.getByTestId('withdraw-yes')).toBeInViewport();
  await block.getByTestId('withdraw-yes').click();
  await expect(page.getByTestId('list-message')).toHaveText(
    `«${titleUz}» uchun ariza qaytarib olindi. Oldindan aytganingiz uchun rahmat: joy kutish roʻyxatidagi keyingi kishiga oʻtadi.`,
  );
  await expect(page).toHaveURL(/\/uz\/profile\/application$/);
  await expect(block).toHaveCount(0);
  await expect(row.getByTestId('application-state')).toHaveText('Qaytarib olindi');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // The place went to the waitlisted volunteer; the link now only says there is nothing to cancel.
  expect(await stateOf(request, held.token, held.applicationId)).toBe('withdrawn');
  expect(await stateOf(request, waiting.token, waiting.applicationId)).toBe('pending');
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByTestId('cant-come-none')).toContainText('Bu arizani endi bekor qilib boʻlmaydi');
});
