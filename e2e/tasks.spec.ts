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

test('an organization posts a pro bono task, a pro bono volunteer applies, is chosen, hands in a result, it is accepted → points; an ordinary volunteer cannot apply @desktop', async ({
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

  const directions = (await (await request.get('/api/reference/probono-directions')).json()) as { data: { id: number; key: string }[] };
  const law = directions.data.find((d) => d.key === 'law')!.id;
  const org = await createActiveAccount(request, { type: 'organization', name: `Hashar Fond ${tag}` });
  const probono = await createActiveAccount(request, { type: 'probono', name: `Yulduz ${tag}`, probonoDirections: [law] });
  const plain = await createActiveAccount(request, { type: 'volon', name: `Oddiy ${tag}` });
  const moderator = await createModerator(request, tag);

  // 1. The organization (Russian site) posts an online task and sends it to moderation.
  const orgSide = await signedInPageLike(browser, page, request, baseURL!, org);
  const op = orgSide.page;
  const form = await startActivityForm(op, 'task', {
    titleRu,
    titleUz,
    descriptionRu: 'Нужна юридическая проверка устава фонда перед регистрацией изменений.',
  });
  await form.getByLabel('Образование', { exact: true }).check();
  await form.getByLabel('Проходит онлайн').check();
  await form.locator('#task-categoryId').selectOption({ label: 'Юридическая помощь' });
  await form.locator('#task-skillsRu').fill('Гражданское право, НКО');
  await form.locator('#task-resultRu').fill('Письменное заключение с замечаниями');
  await form.locator('#task-deadline').fill(daysAhead(10));
  await form.locator('#task-performers').fill('1');
  await form.locator('#task-estimatedHours').fill('4');
  await submitForModeration(op, form, 'task', titleRu);
  const taskId = await myActivityId(request, orgSide.token, 'task', titleRu);

  // 2. A moderator approves it in the back office's task queue.
  await approveInBackOffice(browser, request, baseURL!, moderator, '/admin/tasks', titleRu);

  // 3. The pro bono volunteer (Uzbek site) finds it among "tasks for me" and applies with a proposal.
  await signInWithCookie(request, context, baseURL!, probono.email, probono.password);
  await openFromFilteredList(page, { path: '/uz/tasks', select: '#task-for', value: 'me', url: /for=me/, card: 'task-card' }, titleUz);
  await expect(page.getByTestId('task-view')).toContainText('Гражданское право');
  await expect(page.getByTestId('task-expected')).toContainText('Письменное заключение');
  await expect(page.getByTestId('task-performers')).toContainText('1 tadan 0 tasi');
  await page.getByTestId('task-apply-send').click();
  await expect(page.getByText("to'ldirilishi shart")).toBeVisible();
  await page.getByLabel('Taklifingiz').fill("Men NNT huquqi bo'yicha yuristman, 3 kunda bajaraman.");
  await page.getByTestId('task-apply-send').click();
  await expect(page.getByTestId('task-my-state')).toHaveAttribute('data-state', 'pending');

  // 4. An ordinary volunteer sees no apply button, only why (Russian site).
  const plainSide = await signedInPageLike(browser, page, request, baseURL!, plain);
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
  await page.locator('#task-result-file').setInputFiles({ name: 'xulosa.pdf', mimeType: 'application/pdf', buffer: ONE_PAGE_PDF });
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

test('on a phone, in Uzbek, a pro bono volunteer finds a task among "tasks for me" and sends a proposal @phone', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const tag = `tq${Math.random().toString(36).slice(2, 8)}`;
  const titleUz = `Ustavni tekshirish ${tag}`;
  const reference = async (list: string, key: string) =>
    ((await (await request.get(`/api/reference/${list}`)).json()) as { data: { id: number; key: string }[] }).data.find(
      (d) => d.key === key,
    )!.id;
  const org = await createActiveAccount(request, { type: 'organization', name: `Hashar Fond ${tag}` });
  const orgToken = await apiLogin(request, org.email, org.password);
  await approvedByApi(request, orgToken, 'tasks', {
    titleRu: `Проверка устава ${tag}`,
    titleUz,
    descriptionRu: 'Нужна юридическая проверка устава фонда.',
    directionIds: [1],
    categoryId: await reference('task-categories', 'legal'),
    isOnline: true,
    deadline: new Date(Date.now() + 10 * 86_400_000).toISOString(),
    performers: 1,
  });

  const probono = await createActiveAccount(request, {
    type: 'probono',
    name: `Yulduz ${tag}`,
    probonoDirections: [await reference('probono-directions', 'law')],
  });
  await signInWithCookie(request, context, baseURL!, probono.email, probono.password);
  await openFromFilteredList(page, { path: '/uz/tasks', select: '#task-for', value: 'me', url: /for=me/, card: 'task-card' }, titleUz);
  await expect(page.getByTestId('task-performers')).toContainText('1 tadan 0 tasi');
  await page.getByLabel('Taklifingiz').fill("Men NNT huquqi bo'yicha yuristman, 3 kunda bajaraman.");
  await page.getByTestId('task-apply-send').click();
  await expect(page.getByTestId('task-my-state')).toHaveAttribute('data-state', 'pending');
  // The task's page fits the 375 px screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
});
