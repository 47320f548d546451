import type { APIRequestContext } from '@playwright/test';
import {
  allowApiError,
  apiLogin,
  approvedEventByApi,
  bearer,
  createActiveAccount,
  expect,
  sessionHeldByApi,
  signInWithCookie,
  tagOf,
  test,
} from './support';

/** An account with its token. */
type Person = { email: string; password: string; token: string };

/**
 * An organization's approved event whose one shift starts in 20 minutes (check-in opens 30 minutes
 * before: it is open now), a volunteer it accepted, and the shift's check-in URL as the CRM gives it.
 */
async function shiftWithAccepted(request: APIRequestContext, tag: string) {
  const orgAccount = await createActiveAccount(request, { type: 'organization', name: `Фонд Отметка ${tag}` });
  const org: Person = { ...orgAccount, token: await apiLogin(request, orgAccount.email, orgAccount.password) };
  const title = `Уборка парка ${tag}`;
  const startsAt = new Date(Date.now() + 20 * 60_000);
  const event = await approvedEventByApi(
    request,
    org.token,
    { titleRu: title, titleUz: `Bogʻni tozalash ${tag}`, descriptionRu: 'Уборка парка всем миром.', addressRu: 'Ташкент, парк Навруз' },
    startsAt.toISOString(),
  );
  const sessionId = event.sessions[0]!.id;
  const volunteer = await volunteerWithApplication(request, `Волонтёр ${tag}`, sessionId);
  const accepted = await request.post('/api/crm/applications/bulk', {
    headers: bearer(org.token),
    data: { ids: [volunteer.applicationId], action: 'accept' },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const code = await request.get(`/api/crm/sessions/${sessionId}/checkin-code`, { headers: bearer(org.token) });
  expect(code.status(), await code.text()).toBe(200);
  const { url } = (await code.json()) as { url: string };
  const endsAt = new Date(startsAt.getTime() + 4 * 3_600_000);
  return { org, eventId: event.id, sessionId, title, volunteer, url, endsAt };
}

/** A new volunteer who applied to the session (pending). */
async function volunteerWithApplication(request: APIRequestContext, name: string, sessionId: number) {
  const account = await createActiveAccount(request, { type: 'volon', name });
  const token = await apiLogin(request, account.email, account.password);
  const applied = await request.post(`/api/sessions/${sessionId}/apply`, { headers: bearer(token), data: {} });
  expect(applied.status(), await applied.text()).toBe(201);
  return { ...account, token, name, applicationId: ((await applied.json()) as { id: number }).id };
}

test('a volunteer opens the shift’s QR on a phone, signs in, checks in with one tap; a second scan says already; a pending one is refused @phone', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const tag = tagOf();
  const shift = await shiftWithAccepted(request, tag);
  const { pathname, search } = new URL(shift.url);
  expect(pathname).toBe(`/ru/checkin/${shift.sessionId}`);

  // Not signed in: the login page, then back to the same address, code and all.
  await page.goto(`${pathname}${search}`);
  await expect(page).toHaveURL(/\/ru\/login\?next=/);
  await page.locator('#login-email').fill(shift.volunteer.email);
  await page.locator('#login-password').fill(shift.volunteer.password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(`${baseURL}${pathname}${search}`);
  await expect(page.getByTestId('checkin-activity')).toHaveText(shift.title);
  await expect(page.getByTestId('checkin-page')).toContainText('Ташкент, парк Навруз');
  // Nothing happens until the tap (a mistaken scan checks nobody in).
  await expect(page.getByTestId('checkin-done')).toHaveCount(0);
  await page.getByTestId('checkin-submit').click();
  await expect(page.getByTestId('checkin-done')).toContainText(/Вы отметились в \d{2}:\d{2}/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // The same QR again: already checked in.
  await page.reload();
  await expect(page.getByTestId('checkin-already')).toContainText(/Вы уже отметились в \d{2}:\d{2}/);
  await expect(page.getByTestId('checkin-submit')).toHaveCount(0);

  // A volunteer whose application is still pending is told why not, in their language.
  const pending = await volunteerWithApplication(request, `Ожидает ${tag}`, shift.sessionId);
  const other = await browser.newContext({ viewport: { width: 375, height: 740 }, baseURL });
  await signInWithCookie(request, other, baseURL!, pending.email, pending.password);
  const otherPage = await other.newPage();
  allowApiError(otherPage, 'POST /api/checkin/*', 409, 'a pending volunteer is refused: the point here');
  allowApiError(otherPage, 'GET /api/checkin/*', 400, 'a spoiled code is refused: the point here');
  await otherPage.goto(`/uz/checkin/${shift.sessionId}${search}`);
  await otherPage.getByTestId('checkin-submit').click();
  const refused = otherPage.getByTestId('checkin-refused-not_accepted');
  await expect(refused).toContainText('Ariza qabul qilinmagan');
  await expect(refused).toContainText('Bu smenaga arizangiz qabul qilinmagan');
  // A spoiled code is refused before any tap.
  await otherPage.goto(`/uz/checkin/${shift.sessionId}?code=spoiled`);
  await expect(otherPage.getByTestId('checkin-refused-invalid_code')).toContainText('QR-kod yaroqsiz');
  await other.close();
});

test('the CRM shows the shift’s QR, the attended volunteer with the check-in time, hours pre-filled from it, and checks in by a personal code @desktop', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const tag = tagOf();
  const shift = await shiftWithAccepted(request, tag);
  const checkedIn = await request.post(`/api/checkin/${shift.sessionId}`, {
    headers: bearer(shift.volunteer.token),
    data: { code: new URL(shift.url).searchParams.get('code') },
  });
  expect(checkedIn.status(), await checkedIn.text()).toBe(200);
  const at = ((await checkedIn.json()) as { application: { checkedInAt: string } }).application.checkedInAt;
  const hhmm = new Date(Date.parse(at) + 5 * 3_600_000).toISOString().slice(11, 16);
  // From the check-in to the shift's end (about 4 h 20 min), by half hours: 4.5, not the shift's 4.
  const suggested = Math.round(((shift.endsAt.getTime() - Date.parse(at)) / 3_600_000) * 2) / 2;

  await context.addCookies([{ name: 'jwt-token', value: shift.org.token, url: baseURL! }]);
  await page.goto(`/admin/crm/events/${shift.eventId}/show`);
  const row = page.getByTestId('applicants').getByRole('row').filter({ hasText: shift.volunteer.name });
  // Checked in before the start: the time is kept, attendance and hours wait for the shift (common/hours.ts).
  await expect(row.getByTestId('application-state')).toHaveText('Принята');
  await expect(row.getByTestId('date-checkedInAt')).toContainText(hhmm);
  await expect(row.getByTestId('application-attended')).toHaveCount(0);
  await expect(row.getByTestId('application-verify')).toHaveCount(0);

  // The shift's QR for the entrance, with its address and a print button.
  await page.getByTestId('tab-sessions').click();
  await page.getByTestId('shift-checkin').getByTestId('shift-qr-open').click();
  await expect(page.getByTestId('shift-qr-image')).toBeVisible();
  await expect(page.getByTestId('shift-qr-url')).toHaveText(shift.url);
  await expect(page.getByTestId('shift-qr-print')).toBeEnabled();
  await page.getByRole('button', { name: 'Закрыть' }).click();

  // A second accepted volunteer shows a personal QR; the organizer may also type its code.
  const second = await volunteerWithApplication(request, `Второй ${tag}`, shift.sessionId);
  await request.post('/api/crm/applications/bulk', {
    headers: bearer(shift.org.token),
    data: { ids: [second.applicationId], action: 'accept' },
  });
  const personal = (await (await request.get('/api/user/checkin-code', { headers: bearer(second.token) })).json()) as { code: string };
  await page.getByTestId('shift-checkin').getByTestId('shift-scan-open').click();
  // The camera runs (the browser's test pattern): the site's Permissions-Policy lets our own pages use it.
  await expect(page.getByTestId('scanner-video')).toBeVisible();
  await expect(page.getByTestId('scanner-no-camera')).toHaveCount(0);
  await page.getByTestId('scanner-manual').fill(personal.code);
  await page.getByTestId('scanner-manual-submit').click();
  await expect(page.getByTestId('scanner-result')).toContainText(new RegExp(`Второй ${tag} отмечен\\(а\\) в \\d{2}:\\d{2}`));
  allowApiError(page, 'POST /api/crm/sessions/*/checkin', 409, 'a second scan of the same code says "already": the point here');
  await page.getByTestId('scanner-manual').fill(personal.code);
  await page.getByTestId('scanner-manual-submit').click();
  await expect(page.getByTestId('scanner-result')).toContainText('уже отметились');

  // The shift takes place (moved back in time with its check-in): attended, and hours pre-filled from the check-in.
  await sessionHeldByApi(request, shift.sessionId);
  await page.keyboard.press('Escape');
  await page.reload();
  await page.getByTestId('tab-applicants').click();
  await row.getByTestId('application-attended').click();
  await expect(row.getByTestId('application-state')).toHaveText('Участвовал(а)');
  await row.getByTestId('application-verify').click();
  await expect(page.getByTestId('verify-hours-input')).toHaveValue(String(suggested));
  await page.getByRole('button', { name: 'Отмена' }).click();
});
