import type { Browser, BrowserContext, Page } from '@playwright/test';
import { ADMIN, createActiveAccount, expect, signInWithCookie, test } from './support';

/** A small real PDF (one empty page), enough for the CV upload, which checks the type by content. */
const CV_PDF = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
    'trailer << /Root 1 0 R /Size 4 >>',
    '%%EOF',
    '',
  ].join('\n'),
);

/** `YYYY-MM-DDTHH:mm` (datetime-local) some days ahead, at noon. */
function daysAhead(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T12:00`;
}

/** A page of its own for another account, at the project's viewport (1280 or 375 px). */
async function pageOf(browser: Browser, page: Page, baseURL: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: page.viewportSize() ?? { width: 1280, height: 900 }, baseURL });
  return { context, page: await context.newPage() };
}

test('an organization posts an internship, a trainee applies with a CV and follows the pipeline to accepted', async ({
  page,
  context,
  browser,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(240_000);
  const tag = `vq${Math.random().toString(36).slice(2, 8)}`;
  const titleRu = `Стажировка аналитика ${tag}`;
  const titleUz = `Tahlilchi amaliyoti ${tag}`;
  const mobile = (page.viewportSize()?.width ?? 1280) < 812;

  const org = await createActiveAccount(request, { type: 'organization', name: `Hashar Fond ${tag}` });
  const trainee = await createActiveAccount(request, { type: 'trainee', name: `Temur ${tag}` });
  const moderator = await createActiveAccount(request, { type: 'volon', name: `Moderator ${tag}` });
  const adminToken = (await (await request.post('/api/user/login', { data: { username: ADMIN.email, password: ADMIN.password } })).json())
    .token.accessToken as string;
  const users = await request.get(`/api/admin/users?filter=${encodeURIComponent(JSON.stringify({ q: moderator.email }))}`, {
    headers: { Authorization: `Bearer ${adminToken}` },
  });
  const [modUser] = (await users.json()) as { id: number }[];
  const promoted = await request.put(`/api/admin/users/${modUser!.id}`, {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { role: 'moderator' },
  });
  expect(promoted.status()).toBe(200);

  // 1. The organization (Russian site) posts an internship with its conditions and sends it to moderation.
  const orgSide = await pageOf(browser, page, baseURL!);
  const orgToken = await signInWithCookie(request, orgSide.context, baseURL!, org.email, org.password);
  const op = orgSide.page;
  await op.goto('/ru/profile/vacancies/create');
  const form = op.getByTestId('vacancy-form');
  await form.getByLabel('Название на русском').fill(titleRu);
  await form.getByLabel('Название на узбекском').fill(titleUz);
  await form.getByLabel('Описание на русском').fill('Стажировка в отделе аналитики волонтёрских программ.');
  await form.getByLabel('Образование', { exact: true }).check();
  await form.getByLabel('Регион').selectOption({ label: 'г. Ташкент' });
  await form.locator('#vacancy-vacancyKind').selectOption('internship');
  await form.locator('#vacancy-dutiesRu').fill('Сводные таблицы и отчёты по программам');
  await form.locator('#vacancy-requirementsRu').fill('Excel, внимательность');
  await form.locator('#vacancy-scheduleRu').fill('Пн–Пт, 10:00–15:00');
  await form.locator('#vacancy-pay').selectOption('stipend');
  await form.locator('#vacancy-amount').fill('1500000');
  await form.locator('#vacancy-durationRu').fill('3 месяца');
  await form.locator('#vacancy-deadline').fill(daysAhead(14));
  await form.locator('#vacancy-places').fill('2');
  await form.getByTestId('submit-activity').click();
  await op.waitForURL(/\/ru\/profile\/vacancies(\?.*)?$/);
  await expect(op.getByTestId('activity-row').filter({ hasText: titleRu }).getByTestId('moderation-state')).toHaveAttribute(
    'data-state',
    'moderation',
  );
  const mine = await request.get('/api/my/vacancies', { headers: { Authorization: `Bearer ${orgToken}` } });
  const vacancyId = ((await mine.json()) as { data: { id: number; title: string }[] }).data.find((v) => v.title === titleRu)!.id;

  // 2. A moderator approves it in the back office's vacancy queue.
  const modContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL });
  await signInWithCookie(request, modContext, baseURL!, moderator.email, moderator.password);
  const mod = await modContext.newPage();
  await mod.goto('/admin/vacancy');
  await mod.getByText(titleRu).click();
  await mod.getByTestId('moderation-approve').click();
  await expect(mod.getByTestId('moderation-state')).toContainText('Одобрено');
  await modContext.close();

  // 3. The trainee (Uzbek site) finds internships, opens this one and applies with a cover letter and a CV.
  await signInWithCookie(request, context, baseURL!, trainee.email, trainee.password);
  await page.goto('/uz/vacancies');
  if (mobile) await page.getByRole('button', { name: 'Filtrlar' }).click();
  await page.locator('#vacancy-vacancyKind').selectOption('internship');
  await expect(page).toHaveURL(/vacancyKind=internship/);
  const card = page.getByTestId('vacancy-card').filter({ hasText: titleUz });
  await expect(card).toBeVisible();
  await card.getByRole('link').first().click();
  await expect(page.getByTestId('activity-title')).toHaveText(titleUz);
  await expect(page.getByTestId('vacancy-conditions')).toContainText('1 500 000');
  await expect(page.getByTestId('vacancy-conditions')).toContainText('3 месяца');
  await page.getByLabel('Motivatsion xat').fill("Ma'lumotlar bilan ishlashni yaxshi ko'raman.");
  await page.locator('#vacancy-cv').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: CV_PDF });
  await expect(page.getByText('Yuklandi: cv.pdf')).toBeVisible();
  await page.getByTestId('vacancy-apply-send').click();
  await expect(page.getByTestId('hiring-steps')).toHaveAttribute('data-state', 'pending');
  await page.screenshot({ path: testInfo.outputPath('vacancy-applied.png'), fullPage: true });

  // 4. The organization moves the applicant shortlisted → interview → accepted; the trainee sees each step.
  await op.goto(`/ru/profile/vacancies?vacancy=${vacancyId}`);
  const applicant = op.getByTestId('pipeline-applicant').filter({ hasText: `Temur ${tag}` });
  await expect(applicant).toHaveAttribute('data-state', 'pending');
  const download = op.waitForEvent('download');
  await applicant.getByTestId('pipeline-cv').click();
  expect((await download).suggestedFilename()).toBe('cv.pdf');
  for (const [action, state] of [
    ['shortlist', 'shortlisted'],
    ['interview', 'interview'],
    ['accept', 'accepted'],
  ] as const) {
    const card = op.getByTestId('pipeline-applicant').filter({ hasText: `Temur ${tag}` });
    await card.getByLabel('Сообщение кандидату (необязательно)').fill(`Шаг: ${state}`);
    await card.getByTestId(`pipeline-${action}`).click();
    await expect(
      op
        .getByTestId(`pipeline-${state}`)
        .getByTestId('pipeline-applicant')
        .filter({ hasText: `Temur ${tag}` }),
    ).toBeVisible();
    await page.goto('/uz/profile/vacancies');
    await expect(page.getByTestId('my-vacancy-application').filter({ hasText: titleUz })).toHaveAttribute('data-state', state);
  }
  await page.screenshot({ path: testInfo.outputPath('vacancy-accepted.png'), fullPage: true });
  await op.screenshot({ path: testInfo.outputPath('vacancy-pipeline.png'), fullPage: true });
  await orgSide.context.close();

  // 5. On the Russian site, the vacancy's page shows the trainee's last step.
  await page.goto(`/ru/vacancies/view/${vacancyId}`);
  await expect(page.getByTestId('hiring-steps')).toHaveAttribute('data-state', 'accepted');
  await expect(page.getByTestId('hiring-steps')).toContainText('Принят(а)');
});
