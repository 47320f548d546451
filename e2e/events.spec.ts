import type { Page } from '@playwright/test';
import {
  apiLogin,
  approvedEventByApi,
  approveInBackOffice,
  backOfficePage,
  eventHeldByApi,
  createActiveAccount,
  createModerator,
  expect,
  signInWithCookie,
  startActivityForm,
  submitForModeration,
  test,
  unfoldFilters,
  volunteerAt,
} from './support';

/** A 2×2 PNG: enough for the cover upload, which checks the type by content. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

/** `YYYY-MM-DDTHH:mm` (datetime-local) of tomorrow at an hour, in the browser's time zone. */
function tomorrowAt(hour: number): string {
  const d = new Date();
  d.setDate(d.getDate() + 1);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(hour)}:00`;
}

/** On the Uzbek events list (filters unfolded), a volunteer searches an Uzbek word, opens the one event found and signs up to its first shift. */
async function searchAndSignUp(page: Page, word: string, titleUz: string): Promise<void> {
  const filters = page.getByTestId('events-filters');
  await filters.getByLabel('Qidiruv').fill(word);
  await filters.getByRole('button', { name: 'Topish' }).click();
  await expect(page.getByTestId('events-count')).toContainText('1');
  await page.getByTestId('event-card').filter({ hasText: titleUz }).getByRole('link').first().click();
  await expect(page.getByTestId('activity-title')).toHaveText(titleUz);
  // The volunteer is told that the organizer sees their contacts only once the application is accepted.
  await expect(page.getByTestId('contacts-note')).toContainText('faqat arizangizni qabul qilganda');
  await page.getByTestId('session').first().getByRole('button', { name: 'Yozilish' }).click();
  await expect(page.getByTestId('application-state')).toBeVisible();
}

test('an event goes from the organizer through moderation to a volunteer, the CRM, verified hours and points @desktop', async ({
  page,
  context,
  browser,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(240_000);
  const tag = `zx${Math.random().toString(36).slice(2, 8)}`;
  const titleRu = `Посадка деревьев ${tag}`;
  const titleUz = `Bogʻda daraxt ekish ${tag}`;

  // Accounts: an organization, a volunteer (Uzbek), and a moderator promoted by the admin.
  const org = await createActiveAccount(request, { type: 'organization', name: `Yashil ${tag}` });
  const volunteer = await createActiveAccount(request, { type: 'volon', name: `Malika ${tag}` });
  const moderator = await createModerator(request, tag);

  // 1. The organization creates the event with a cover and one 4-hour session, and sends it to moderation.
  await signInWithCookie(request, context, baseURL!, org.email, org.password);
  const form = await startActivityForm(page, 'event', {
    titleRu,
    titleUz,
    descriptionRu: 'Сажаем деревья во дворе школы вместе с жителями махалли.',
  });
  await form.getByLabel('Экология и природа').check();
  await form.getByLabel('Регион').selectOption({ label: 'г. Ташкент' });
  await form.getByLabel('Адрес', { exact: true }).fill('Юнусабад, школа 110');
  await form.locator('#event-startsAt').fill(tomorrowAt(10));
  await form.locator('#event-endsAt').fill(tomorrowAt(14));
  await form.getByLabel('Обложка').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByTestId('cover-preview')).toBeVisible();
  const session = form.getByTestId('session-row').first();
  await session.locator('input[type="datetime-local"]').nth(0).fill(tomorrowAt(10));
  await session.locator('input[type="datetime-local"]').nth(1).fill(tomorrowAt(14));
  await session.getByLabel(/^Мест/).fill('5');
  await submitForModeration(page, form, 'event', titleRu);

  // 2. A moderator approves it in the back office.
  await approveInBackOffice(browser, request, baseURL!, moderator, '/admin/events', titleRu);

  // 3. The volunteer, on the Uzbek site, finds it by direction and by an Uzbek word, and applies.
  await context.clearCookies();
  await signInWithCookie(request, context, baseURL!, volunteer.email, volunteer.password);
  await page.goto('/uz/events');
  const filters = page.getByTestId('events-filters');
  await unfoldFilters(page);
  await filters.getByLabel('Ekologiya va tabiat').check();
  await expect(page).toHaveURL(/direction=/);
  await expect(page.getByTestId('event-card').filter({ hasText: titleUz })).toBeVisible();
  await searchAndSignUp(page, `daraxt ${tag}`, titleUz);
  await page.screenshot({ path: testInfo.outputPath('event-applied.png'), fullPage: true });
  const eventId = Number(new URL(page.url()).pathname.split('/').pop());

  // 4. The organization accepts the application; once the shift has taken place, it confirms attendance and 4 hours in the CRM.
  const crm = await backOfficePage(browser, request, baseURL!, org);
  await crm.goto('/admin/crm/events');
  await crm.getByText(titleRu).click();
  await crm.getByTestId('tab-applicants').click();
  // Contacts only once accepted: the pending row says when they come.
  await expect(crm.getByTestId('contacts-after-accept').first()).toHaveText('Контакты — после принятия заявки');
  await expect(crm.getByRole('link', { name: volunteer.email })).toHaveCount(0);
  await crm.getByTestId('application-accept').first().click();
  await expect(crm.getByTestId('application-state').first()).toContainText('Принята');
  await expect(crm.getByRole('link', { name: volunteer.email })).toHaveAttribute('href', `mailto:${volunteer.email}`);
  // Before the shift the CRM offers no "attended" (common/hours.ts).
  await expect(crm.getByTestId('application-attended')).toHaveCount(0);
  await eventHeldByApi(request, eventId);
  await crm.reload();
  await crm.getByTestId('tab-applicants').click();
  await crm.getByTestId('application-attended').first().click();
  await expect(crm.getByTestId('application-state').first()).toContainText('Участвовал');
  await crm.getByTestId('application-verify').first().click();
  await expect(crm.getByTestId('verify-hours-input')).toHaveValue('4');
  await crm.getByTestId('verify-confirm').click();
  await expect(crm.getByTestId('application-state').first()).toContainText('Часы подтверждены');
  await crm.context().close();

  // 5. The volunteer sees the notification, 4 verified hours and 40 points.
  await page.goto('/uz/profile/volon/bonuse');
  await expect(page.getByTestId('points-balance')).toContainText('40');
  await expect(page.getByTestId('verified-hours-total')).toContainText('4');
  await page.getByRole('button', { name: /Bildirishnomalar/ }).click();
  await expect(page.getByText(/soat/).first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('points.png'), fullPage: true });
});

test('on a phone, in Uzbek, a volunteer finds an approved event by an Uzbek word and signs up to its shift @phone', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const tag = `zx${Math.random().toString(36).slice(2, 8)}`;
  const titleUz = `Bogʻda daraxt ekish ${tag}`;
  const org = await createActiveAccount(request, { type: 'organization', name: `Yashil ${tag}` });
  await approvedEventByApi(
    request,
    await apiLogin(request, org.email, org.password),
    { titleRu: `Посадка деревьев ${tag}`, titleUz, descriptionRu: 'Сажаем деревья во дворе школы.', addressRu: 'Юнусабад, школа 110' },
    new Date(Date.now() + 2 * 86_400_000).toISOString(),
  );
  await volunteerAt(page, context, request, baseURL!, `Malika ${tag}`, '/uz/events');
  await unfoldFilters(page);
  await searchAndSignUp(page, `daraxt ${tag}`, titleUz);
  // The event's page fits the 375 px screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
});
