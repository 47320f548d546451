import type { APIRequestContext } from '@playwright/test';
import {
  apiLogin,
  approvedEventByApi,
  createActiveAccount,
  expect,
  sessionHeldByApi,
  signInWithCookie,
  signedInPageLike,
  test,
} from './support';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** `hours` after 05:00 UTC two days ahead. */
function utcFive(hours = 0): string {
  const day = new Date(Date.now() + 2 * 86_400_000);
  day.setUTCHours(5, 0, 0, 0);
  return new Date(day.getTime() + hours * 3_600_000).toISOString();
}

/**
 * An organization's approved event in which the volunteer took part: applied, accepted and their
 * 4 hours verified through the API (as the CRM does). Verified hours (`completed`) make the activity
 * over for them, whatever its dates — the API refuses events dated in the past.
 */
async function completedEvent(request: APIRequestContext, tag: string, volunteer: { email: string; password: string }) {
  const org = await createActiveAccount(request, { type: 'organization', name: `Mehr ${tag}` });
  const token = await apiLogin(request, org.email, org.password);
  const event = await approvedEventByApi(
    request,
    token,
    {
      titleRu: `Субботник с отзывами ${tag}`,
      titleUz: `Fikrli shanbalik ${tag}`,
      descriptionRu: 'Убираем парк и потом делимся впечатлениями.',
      addressRu: 'Юнусабад, парк',
    },
    utcFive(),
  );
  const volunteerToken = await apiLogin(request, volunteer.email, volunteer.password);
  const applied = await request.post(`/api/sessions/${event.sessions[0]!.id}/apply`, { headers: bearer(volunteerToken), data: {} });
  expect(applied.status(), await applied.text()).toBe(201);
  const applicationId = ((await applied.json()) as { id: number }).id;
  const accepted = await request.post('/api/crm/applications/bulk', {
    headers: bearer(token),
    data: { ids: [applicationId], action: 'accept' },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  await sessionHeldByApi(request, event.sessions[0]!.id);
  const verified = await request.post(`/api/crm/applications/${applicationId}/verify`, { headers: bearer(token), data: { hours: 4 } });
  expect(verified.status(), await verified.text()).toBe(200);
  return { org, orgName: `Mehr ${tag}` };
}

test('after a completed event the volunteer and the organization review each other from their profile pages', async ({
  page,
  context,
  request,
  baseURL,
  browser,
}) => {
  test.setTimeout(180_000);
  const tag = Math.random().toString(36).slice(2, 7);
  const volunteer = await createActiveAccount(request, { type: 'volon', name: `Dilshod Fikr ${tag}` });
  const { org, orgName } = await completedEvent(request, tag, volunteer);

  // The volunteer (Russian site) writes about the organization; the stars are a radio group worked by the keyboard.
  await signInWithCookie(request, context, baseURL!, volunteer.email, volunteer.password);
  await page.goto('/ru/profile/volon/reviews');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Мои отзывы');
  await page.getByTestId('reviews-tab-pending').click();
  const pending = page.getByTestId('review-pending');
  await expect(pending).toContainText(orgName);
  await pending.getByTestId('review-write').click();
  await page.getByTestId('review-star-1').focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('review-star-5')).toBeChecked();
  await page.getByLabel('Отзыв', { exact: true }).fill(`Прекрасно организовано ${tag}`);
  await expect(page.getByText(`${`Прекрасно организовано ${tag}`.length} из 2000 символов`)).toBeVisible();
  await page.getByTestId('review-submit').click();
  await expect(page.getByTestId('reviews-empty')).toBeVisible();
  await page.getByTestId('reviews-tab-given').click();
  const givenItem = page.getByTestId('review-item');
  await expect(givenItem).toContainText(`Прекрасно организовано ${tag}`);
  await expect(givenItem).toContainText(`Кому: ${orgName}`);
  await expect(givenItem.getByRole('img', { name: 'Оценка: 5 из 5' })).toBeVisible();
  await expect(givenItem).toContainText('Можно изменить до');

  // The organization (Uzbek site) sees it among the reviews about it and writes about the volunteer.
  const side = await signedInPageLike(browser, page, request, baseURL!, org);
  await side.page.goto('/uz/profile/reviews');
  await expect(side.page.getByTestId('reviews-tab-received')).toHaveText('Tashkilot haqida');
  await expect(side.page.getByTestId('review-item')).toContainText(`Прекрасно организовано ${tag}`);
  await side.page.getByTestId('reviews-tab-pending').click();
  const toWrite = side.page.getByTestId('review-pending');
  await expect(toWrite).toContainText(`Dilshod Fikr ${tag}`);
  await toWrite.getByTestId('review-write').click();
  await side.page.getByTestId('review-star-4').check();
  await side.page.getByLabel('Fikr', { exact: true }).fill(`Mas'uliyatli ko'ngilli ${tag}`);
  await side.page.getByTestId('review-submit').click();
  await expect(side.page.getByTestId('reviews-empty')).toBeVisible();
  await side.page.getByTestId('reviews-tab-given').click();
  await expect(side.page.getByTestId('review-item')).toContainText(`Mas'uliyatli ko'ngilli ${tag}`);
  await side.context.close();

  // The volunteer sees the organization's review about them.
  await page.getByTestId('reviews-tab-received').click();
  const received = page.getByTestId('review-item');
  await expect(received).toContainText(`Mas'uliyatli ko'ngilli ${tag}`);
  await expect(received).toContainText(orgName);
  await expect(received.getByRole('img', { name: 'Оценка: 4 из 5' })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual((page.viewportSize()?.width ?? 1280) + 1);

  // Both reviews show on the public pages: the organization's, and the volunteer's (they see their own).
  const volunteerToken = await apiLogin(request, volunteer.email, volunteer.password);
  const given = await request.get('/api/my/reviews?direction=given', { headers: bearer(volunteerToken) });
  const [mine] = ((await given.json()) as { data: { author: { id: number }; target: { id: number } }[] }).data;
  await page.goto(`/ru/orgs/view/${mine!.target.id}`);
  await expect(page.getByTestId('reviews-block')).toContainText(`Прекрасно организовано ${tag}`);
  await expect(page.getByTestId('reviews-rating')).toContainText('1 отзыв');
  await page.goto(`/uz/volons/view/${mine!.author.id}`);
  await expect(page.getByTestId('reviews-block')).toContainText(`Mas'uliyatli ko'ngilli ${tag}`);
  await expect(page.getByTestId('reviews-rating')).toContainText('1 ta fikr');
});
