import type { Page } from '@playwright/test';
import {
  approvedByApi,
  apiLogin,
  approveInBackOffice,
  createActiveAccount,
  createModerator,
  daysAhead,
  expect,
  myActivityId,
  ONE_PAGE_PDF,
  openFromFilteredList,
  signedInPageLike,
  signInWithCookie,
  startActivityForm,
  submitForModeration,
  test,
} from './support';

/** The trainee finds the internship on the Uzbek list, reads its stipend and duration, and applies with a cover letter and a CV. */
async function applyForInternship(page: Page, titleUz: string, duration: string): Promise<void> {
  await openFromFilteredList(
    page,
    { path: '/uz/vacancies', select: '#vacancy-vacancyKind', value: 'internship', url: /vacancyKind=internship/, card: 'vacancy-card' },
    titleUz,
  );
  await expect(page.getByTestId('vacancy-conditions')).toContainText('1 500 000');
  await expect(page.getByTestId('vacancy-conditions')).toContainText(duration);
  await page.getByLabel('Motivatsion xat').fill("Ma'lumotlar bilan ishlashni yaxshi ko'raman.");
  await page.locator('#vacancy-cv').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: ONE_PAGE_PDF });
  await expect(page.getByText('Yuklandi: cv.pdf')).toBeVisible();
  await page.getByTestId('vacancy-apply-send').click();
  await expect(page.getByTestId('hiring-steps')).toHaveAttribute('data-state', 'pending');
}

test('an organization posts an internship, a trainee applies with a CV and follows the pipeline to accepted @desktop', async ({
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

  const org = await createActiveAccount(request, { type: 'organization', name: `Hashar Fond ${tag}` });
  const trainee = await createActiveAccount(request, { type: 'trainee', name: `Temur ${tag}` });
  const moderator = await createModerator(request, tag);

  // 1. The organization (Russian site) posts an internship with its conditions and sends it to moderation.
  const orgSide = await signedInPageLike(browser, page, request, baseURL!, org);
  const op = orgSide.page;
  const form = await startActivityForm(op, 'vacancy', {
    titleRu,
    titleUz,
    descriptionRu: 'Стажировка в отделе аналитики волонтёрских программ.',
  });
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
  await submitForModeration(op, form, 'vacancy', titleRu);
  const vacancyId = await myActivityId(request, orgSide.token, 'vacancy', titleRu);

  // 2. A moderator approves it in the back office's vacancy queue.
  await approveInBackOffice(browser, request, baseURL!, moderator, '/admin/vacancy', titleRu);

  // 3. The trainee (Uzbek site) finds internships, opens this one and applies with a cover letter and a CV.
  await signInWithCookie(request, context, baseURL!, trainee.email, trainee.password);
  await applyForInternship(page, titleUz, '3 месяца');
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

test('on a phone, in Uzbek, a trainee finds an internship and applies with a cover letter and a CV @phone', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const tag = `vq${Math.random().toString(36).slice(2, 8)}`;
  const titleUz = `Tahlilchi amaliyoti ${tag}`;
  const org = await createActiveAccount(request, { type: 'organization', name: `Hashar Fond ${tag}` });
  const orgToken = await apiLogin(request, org.email, org.password);
  await approvedByApi(
    request,
    orgToken,
    'vacancies',
    {
      titleRu: `Стажировка аналитика ${tag}`,
      titleUz,
      descriptionRu: 'Стажировка в отделе аналитики волонтёрских программ.',
      directionIds: [1],
      regionId: 1,
      vacancyKind: 'internship',
      pay: 'stipend',
      amount: 1500000,
      durationRu: '3 месяца',
      durationUz: '3 oy',
      isRemote: false,
      deadline: new Date(Date.now() + 14 * 86_400_000).toISOString(),
      places: 2,
    },
    'vacancy',
  );

  const trainee = await createActiveAccount(request, { type: 'trainee', name: `Temur ${tag}` });
  await signInWithCookie(request, context, baseURL!, trainee.email, trainee.password);
  await applyForInternship(page, titleUz, '3 oy');
  // The vacancy's page fits the 375 px screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
});
