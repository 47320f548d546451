import type { Browser, BrowserContext, Page } from '@playwright/test';
import { ADMIN, createActiveAccount, expect, signInWithCookie, test } from './support';

/** A small real PDF (one empty page): the result upload checks the type by content. */
const RESULT_PDF = Buffer.from(
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

test('an organization posts a pro bono task, a pro bono volunteer applies, is chosen, hands in a result, it is accepted → points; an ordinary volunteer cannot apply', async ({
  page,
  context,
  browser,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(240_000);
  const tag = `tq${Math.random().toString(36).slice(2, 8)}`;
  const titleRu = `Проверка устава ${tag}`;
  const titleUz = `Ustavni tekshirish ${tag}`;
  const mobile = (page.viewportSize()?.width ?? 1280) < 812;

  const directions = (await (await request.get('/api/reference/probono-directions')).json()) as { data: { id: number; key: string }[] };
  const law = directions.data.find((d) => d.key === 'law')!.id;
  const org = await createActiveAccount(request, { type: 'organization', name: `Hashar Fond ${tag}` });
  const probono = await createActiveAccount(request, { type: 'probono', name: `Yulduz ${tag}`, probonoDirections: [law] });
  const plain = await createActiveAccount(request, { type: 'volon', name: `Oddiy ${tag}` });
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

  // 1. The organization (Russian site) posts an online task and sends it to moderation.
  const orgSide = await pageOf(browser, page, baseURL!);
  const orgToken = await signInWithCookie(request, orgSide.context, baseURL!, org.email, org.password);
  const op = orgSide.page;
  await op.goto('/ru/profile/tasks/create');
  const form = op.getByTestId('task-form');
  await form.getByLabel('Название на русском').fill(titleRu);
  await form.getByLabel('Название на узбекском').fill(titleUz);
  await form.getByLabel('Описание на русском').fill('Нужна юридическая проверка устава фонда перед регистрацией изменений.');
  await form.getByLabel('Образование', { exact: true }).check();
  await form.getByLabel('Проходит онлайн').check();
  await form.locator('#task-categoryId').selectOption({ label: 'Юридическая помощь' });
  await form.locator('#task-skillsRu').fill('Гражданское право, НКО');
  await form.locator('#task-resultRu').fill('Письменное заключение с замечаниями');
  await form.locator('#task-deadline').fill(daysAhead(10));
  await form.locator('#task-performers').fill('1');
  await form.locator('#task-estimatedHours').fill('4');
  await form.getByTestId('submit-activity').click();
  await op.waitForURL(/\/ru\/profile\/tasks(\?.*)?$/);
  await expect(op.getByTestId('activity-row').filter({ hasText: titleRu }).getByTestId('moderation-state')).toHaveAttribute(
    'data-state',
    'moderation',
  );
  const mine = await request.get('/api/my/tasks', { headers: { Authorization: `Bearer ${orgToken}` } });
  const taskId = ((await mine.json()) as { data: { id: number; title: string }[] }).data.find((v) => v.title === titleRu)!.id;

  // 2. A moderator approves it in the back office's task queue.
  const modContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL });
  await signInWithCookie(request, modContext, baseURL!, moderator.email, moderator.password);
  const mod = await modContext.newPage();
  await mod.goto('/admin/tasks');
  await mod.getByText(titleRu).click();
  await mod.getByTestId('moderation-approve').click();
  await expect(mod.getByTestId('moderation-state')).toContainText('Одобрено');
  await modContext.close();

  // 3. The pro bono volunteer (Uzbek site) finds it among "tasks for me" and applies with a proposal.
  await signInWithCookie(request, context, baseURL!, probono.email, probono.password);
  await page.goto('/uz/tasks');
  if (mobile) await page.getByRole('button', { name: 'Filtrlar' }).click();
  await page.locator('#task-for').selectOption('me');
  await expect(page).toHaveURL(/for=me/);
  const card = page.getByTestId('task-card').filter({ hasText: titleUz });
  await expect(card).toBeVisible();
  await card.getByRole('link').first().click();
  await expect(page.getByTestId('activity-title')).toHaveText(titleUz);
  await expect(page.getByTestId('task-view')).toContainText('Гражданское право');
  await expect(page.getByTestId('task-expected')).toContainText('Письменное заключение');
  await expect(page.getByTestId('task-performers')).toContainText('1 tadan 0 tasi');
  await page.getByTestId('task-apply-send').click();
  await expect(page.getByText("to'ldirilishi shart")).toBeVisible();
  await page.getByLabel('Taklifingiz').fill("Men NNT huquqi bo'yicha yuristman, 3 kunda bajaraman.");
  await page.getByTestId('task-apply-send').click();
  await expect(page.getByTestId('task-my-state')).toHaveAttribute('data-state', 'pending');

  // 4. An ordinary volunteer sees no apply button, only why (Russian site).
  const plainSide = await pageOf(browser, page, baseURL!);
  await signInWithCookie(request, plainSide.context, baseURL!, plain.email, plain.password);
  await plainSide.page.goto(`/ru/tasks/view/${taskId}`);
  await expect(plainSide.page.getByTestId('task-refusal')).toHaveAttribute('data-reason', 'not_probono');
  await expect(plainSide.page.getByTestId('task-refusal')).toContainText('Задачи выполняют только pro bono волонтёры');
  await expect(plainSide.page.getByTestId('task-apply-send')).toHaveCount(0);
  await plainSide.page.screenshot({ path: testInfo.outputPath('task-refusal.png'), fullPage: true });
  await plainSide.context.close();

  // 5. The organization chooses the performer.
  await op.goto('/ru/profile/tasks');
  const own = op.getByTestId('own-task').filter({ hasText: titleRu });
  await own.getByTestId('task-work-toggle').click();
  const applicant = own.getByTestId('task-applicant').filter({ hasText: `Yulduz ${tag}` });
  await expect(applicant).toContainText('3 kunda bajaraman');
  await applicant.getByTestId('task-choose').click();
  await expect(applicant).toHaveAttribute('data-state', 'accepted');

  // 6. The performer hands in the result with a link and a file.
  await page.reload();
  await expect(page.getByTestId('task-my-state')).toHaveAttribute('data-state', 'accepted');
  await page.getByLabel('Natija tavsifi').fill('Xulosa tayyor: ustavda uchta tuzatish kerak.');
  await page.getByLabel('Havola (ixtiyoriy)').fill('https://example.uz/xulosa');
  await page.locator('#task-result-file').setInputFiles({ name: 'xulosa.pdf', mimeType: 'application/pdf', buffer: RESULT_PDF });
  await expect(page.getByTestId('task-result-files')).toContainText('xulosa.pdf');
  await page.getByTestId('task-result-send').click();
  await expect(page.getByTestId('task-result')).toHaveAttribute('data-state', 'submitted');
  await page.screenshot({ path: testInfo.outputPath('task-submitted.png'), fullPage: true });

  // 7. The organization accepts it (hours: the task's estimate).
  await op.reload();
  const ownAgain = op.getByTestId('own-task').filter({ hasText: titleRu });
  await ownAgain.getByTestId('task-work-toggle').click();
  const result = ownAgain.getByTestId('task-owner-result');
  await expect(result).toContainText('uchta tuzatish');
  await expect(result.getByRole('link', { name: 'xulosa.pdf' })).toBeVisible();
  await result.getByTestId('task-accept').click();
  await expect(result).toHaveAttribute('data-state', 'accepted');
  await op.screenshot({ path: testInfo.outputPath('task-owner.png'), fullPage: true });
  await orgSide.context.close();

  // 8. Points appear: 4 verified hours × 10 + 30 for the completed task.
  await page.goto('/uz/profile/volon/bonuse');
  await expect(page.getByTestId('points-balance')).toHaveText('70 ball');
  await page.goto('/uz/profile/volon/tasks');
  await expect(page.getByTestId('my-task').filter({ hasText: titleUz })).toHaveAttribute('data-state', 'completed');
  await page.goto(`/ru/tasks/view/${taskId}`);
  await expect(page.getByTestId('task-my-state')).toContainText('Задача выполнена, результат принят');
});
