import {
  ADMIN,
  allowApiError,
  ONE_PAGE_PDF,
  apiLogin,
  backOfficePage,
  bearer,
  createActiveAccount,
  createModerator,
  expect,
  png,
  signInWithCookie,
  tagOf,
  test,
} from './support';

/*
 * The academy's courses in the back office: an admin writes a platform course with its lessons and
 * quiz; a moderator approves an organization's course, reads its figures and downloads its learners.
 * Page errors and failed API answers fail the test through support.ts's fixture.
 */

test.describe('the back office: academy courses @desktop', () => {
  test('an admin creates a platform course with two lessons (the second moved up) and a quiz question, and finds it in the list', async ({
    browser,
    request,
    baseURL,
  }) => {
    test.slow(); // a course, two lessons with an upload, a question, on a shared machine
    const tag = tagOf();
    const title = `Первая помощь ${tag}`;
    const admin = await backOfficePage(browser, request, baseURL!, ADMIN);
    await admin.goto('/admin/');
    await admin.getByTestId('menu-courses').click();
    await admin.getByRole('link', { name: 'Создать' }).click();
    await admin.locator('input[name="titleRu"]').fill(title);
    await admin.locator('input[name="titleUz"]').fill(`Birinchi yordam ${tag}`);
    await admin.locator('textarea[name="summaryRu"]').fill('Как помочь человеку до приезда скорой.');
    await admin.locator('.ProseMirror').first().click();
    await admin.keyboard.type('Курс для волонтёров массовых мероприятий.');
    await admin.getByTestId('upload-cover').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png() });
    await expect(admin.getByTestId('image-preview')).toBeVisible();
    await admin.locator('input[name="estimatedMinutes"]').fill('45');
    await admin.locator('form button[type="submit"]').click();

    // Its page: a platform course, published at once.
    await expect(admin).toHaveURL(/\/admin\/courses\/\d+\/show$/);
    await expect(admin.getByTestId('course-title')).toHaveText(title);
    await expect(admin.getByTestId('moderation-state')).toHaveText('Одобрено');
    await expect(admin.getByTestId('course-author')).toHaveText('Платформа');
    await expect(admin.getByTestId('moderation-approve')).toHaveCount(0);

    // Two lessons, the first with a video and a PDF.
    await admin.getByRole('tab', { name: 'Уроки' }).click();
    await expect(admin.getByText('Уроков пока нет')).toBeVisible();
    await admin.getByTestId('lesson-add').click();
    const lessonForm = admin.getByTestId('lesson-form');
    await lessonForm.locator('input[name="titleRu"]').fill('Остановка кровотечения');
    // A link the API refuses: its message stands under the input and the dialog stays open.
    allowApiError(admin, 'POST /api/admin/courses/*/lessons', 400, 'a video link that is not YouTube or Vimeo');
    await lessonForm.locator('input[name="video"]').fill('https://example.com/clip');
    await admin.getByTestId('lesson-save').click();
    await expect(lessonForm.getByText('Укажите ссылку на видео YouTube или Vimeo')).toBeVisible();
    await expect(lessonForm.locator('input[name="video"]')).toHaveAttribute('aria-invalid', 'true');
    await lessonForm.locator('input[name="video"]').fill('https://youtu.be/dQw4w9WgXcQ');
    await lessonForm
      .getByTestId('lesson-attachment-file')
      .setInputFiles({ name: 'памятка.pdf', mimeType: 'application/pdf', buffer: ONE_PAGE_PDF });
    await expect(lessonForm.getByLabel('Название файла')).toHaveValue('памятка.pdf');
    await admin.getByTestId('lesson-save').click();
    await expect(admin.getByTestId('lesson-form')).toHaveCount(0);
    await admin.getByTestId('lesson-add').click();
    await admin.getByTestId('lesson-form').locator('input[name="titleRu"]').fill('Безопасность на месте');
    await admin.getByTestId('lesson-save').click();
    const titles = admin.getByTestId('course-lesson-title');
    await expect(titles).toHaveText(['1. Остановка кровотечения', '2. Безопасность на месте']);
    await expect(admin.getByTestId('course-lesson').first().getByRole('link', { name: 'памятка.pdf' })).toBeVisible();
    // The second moves up: the arrows call POST …/lessons/:id/move.
    await expect(admin.getByTestId('lesson-up').first()).toBeDisabled();
    await admin.getByTestId('lesson-up').nth(1).click();
    await expect(titles).toHaveText(['1. Безопасность на месте', '2. Остановка кровотечения']);

    // A single-choice question with two options, the right one marked.
    await admin.getByRole('tab', { name: 'Тест' }).click();
    await admin.getByTestId('question-add').click();
    const questionForm = admin.getByTestId('question-form');
    await questionForm.locator('textarea[name="textRu"]').first().fill('Что сделать первым делом?');
    await questionForm.locator('input[name="options.0.textRu"]').fill('Убедиться, что безопасно');
    await questionForm.locator('input[name="options.1.textRu"]').fill('Сразу бежать к пострадавшему');
    await admin.getByTestId('question-save').click();
    await expect(admin.getByText('Отметьте правильный ответ')).toBeVisible();
    await questionForm.locator('input[name="options.0.isCorrect"]').check();
    await admin.getByTestId('question-save').click();
    await expect(admin.getByTestId('question-form')).toHaveCount(0);
    await expect(admin.getByTestId('course-question-text')).toHaveText('1. Что сделать первым делом?');
    await expect(admin.getByTestId('option-correct')).toHaveText('Убедиться, что безопасно');
    await expect(admin.getByTestId('course-quiz-terms')).toContainText('Тест: 1 вопр., проходной балл 70%');

    // The reader's view, in Uzbek too.
    await admin.getByRole('tab', { name: 'Как видит читатель' }).click();
    await expect(admin.getByTestId('preview-lesson')).toHaveText(['1. Безопасность на месте', '2. Остановка кровотечения']);
    await admin.getByRole('button', { name: "O'zbekcha" }).click();
    await expect(admin.getByTestId('preview-title')).toHaveText(`Birinchi yordam ${tag}`);

    // An admin's change keeps the state.
    await admin.getByRole('link', { name: 'Редактировать' }).click();
    await admin.locator('textarea[name="summaryRu"]').fill('Как помочь человеку до приезда скорой помощи.');
    await admin.locator('form button[type="submit"]').click();
    await expect(admin).toHaveURL(/\/admin\/courses\/\d+\/show$/);
    await expect(admin.getByTestId('moderation-state')).toHaveText('Одобрено');
    await expect(admin.getByText('Как помочь человеку до приезда скорой помощи.')).toBeVisible();

    // In the list (approved, not waiting: the search finds it).
    await admin.goto(`/admin/courses?filter=${encodeURIComponent(JSON.stringify({ q: tag }))}`);
    const row = admin.getByTestId('courses-grid').getByRole('row').filter({ hasText: title });
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('moderation-state')).toHaveText('Одобрено');
    await expect(row).toContainText('Платформа');
    await admin.context().close();
  });

  test("a moderator approves an organization's course sent through the API, reads its figures and downloads its learners", async ({
    browser,
    request,
    baseURL,
  }) => {
    test.slow();
    const tag = tagOf();
    const orgName = `Qizil Yarim Oy ${tag}`;
    const org = await createActiveAccount(request, { type: 'organization', name: orgName });
    const orgToken = await apiLogin(request, org.email, org.password);
    const title = `Донорство крови ${tag}`;
    const created = await request.post('/api/my/courses', {
      headers: bearer(orgToken),
      data: {
        titleRu: title,
        summaryRu: 'Кто может сдать кровь и как подготовиться.',
        level: 'beginner',
        estimatedMinutes: 20,
        passMark: null,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const course = ((await created.json()) as { data: { id: number; slug: string } }).data;
    const lesson = await request.post(`/api/my/courses/${course.id}/lessons`, {
      headers: bearer(orgToken),
      data: { titleRu: 'Кто может стать донором' },
    });
    expect(lesson.status(), await lesson.text()).toBe(201);
    const submitted = await request.post(`/api/my/courses/${course.id}/submit`, { headers: bearer(orgToken) });
    expect(submitted.status(), await submitted.text()).toBe(200);

    // The moderator's queue opens on what waits: the course is there, with its author.
    const moderator = await createModerator(request, tag);
    const mod = await backOfficePage(browser, request, baseURL!, moderator);
    await mod.goto('/admin/');
    await mod.getByTestId('menu-courses').click();
    await mod.locator('input[name="q"]').fill(tag);
    await expect.poll(() => decodeURIComponent(mod.url())).toContain(`"q":"${tag}"`);
    const row = mod.getByTestId('courses-grid').getByRole('row').filter({ hasText: title });
    await expect(row).toContainText(`${orgName} (Организация)`);
    await expect(row.getByTestId('moderation-state')).toHaveText('На модерации');
    // Moderators decide; only admins create.
    await expect(mod.getByRole('link', { name: 'Создать' })).toHaveCount(0);
    await row.getByText(title).click();
    await expect(mod.getByTestId('course-title')).toHaveText(title);
    await expect(mod.getByRole('link', { name: 'Редактировать' })).toHaveCount(0);
    await mod.getByTestId('moderation-approve').click();
    await expect(mod.getByText('Одобрено: 1')).toBeVisible();
    await expect(mod.getByTestId('moderation-state')).toHaveText('Одобрено');
    await mod.getByRole('tab', { name: 'Уроки' }).click();
    await expect(mod.getByTestId('course-lesson-title')).toHaveText(['1. Кто может стать донором']);
    await expect(mod.getByTestId('lesson-add')).toHaveCount(0);

    // A volunteer learns it through the API: enrolled, the only lesson read, completed (no quiz).
    const learnerName = `Dilnoza Rahimova ${tag}`;
    const learner = await createActiveAccount(request, { type: 'volon', name: learnerName });
    const learnerToken = await apiLogin(request, learner.email, learner.password);
    const enrolled = await request.post(`/api/academy/${course.slug}/enrol`, { headers: bearer(learnerToken) });
    expect(enrolled.status(), await enrolled.text()).toBe(201);
    const read = await request.post(`/api/academy/${course.slug}/lessons/1/read`, { headers: bearer(learnerToken) });
    expect(read.status(), await read.text()).toBe(200);

    await mod.getByRole('tab', { name: 'Показатели' }).click();
    await expect(mod.getByTestId('figure-enrolled')).toHaveText('1');
    await expect(mod.getByTestId('figure-completed')).toHaveText('1');
    await expect(mod.getByTestId('course-completions-chart').locator('rect')).not.toHaveCount(0);
    const [download] = await Promise.all([mod.waitForEvent('download'), mod.getByTestId('course-learners-csv').click()]);
    expect(download.suggestedFilename()).toBe(`course-${course.id}-learners.csv`);
    const csv = await (await download.createReadStream()).toArray();
    expect(Buffer.concat(csv).toString('utf8')).toContain(learnerName);
    await mod.context().close();
  });

  test("a moderator rejects an organization's course with a reason the authors read", async ({ browser, request, baseURL }) => {
    const tag = tagOf();
    const org = await createActiveAccount(request, { type: 'organization', name: `Mehr ${tag}` });
    const orgToken = await apiLogin(request, org.email, org.password);
    const title = `Уход за пожилыми ${tag}`;
    const created = await request.post('/api/my/courses', {
      headers: bearer(orgToken),
      data: { titleRu: title, summaryRu: 'Как помогать одиноким пожилым людям.', level: 'advanced', estimatedMinutes: 60 },
    });
    expect(created.status(), await created.text()).toBe(201);
    const course = ((await created.json()) as { data: { id: number } }).data;
    const lesson = await request.post(`/api/my/courses/${course.id}/lessons`, {
      headers: bearer(orgToken),
      data: { titleRu: 'Первый визит' },
    });
    expect(lesson.status(), await lesson.text()).toBe(201);
    expect((await request.post(`/api/my/courses/${course.id}/submit`, { headers: bearer(orgToken) })).status()).toBe(200);

    const mod = await backOfficePage(browser, request, baseURL!, await createModerator(request, tag));
    await mod.goto(`/admin/courses/${course.id}/show`);
    await mod.getByTestId('moderation-reject').click();
    await expect(mod.getByRole('dialog')).toContainText('Отклонить курс');
    await mod.getByTestId('reject-reason').fill('Добавьте урок о безопасности.');
    await mod.getByTestId('reject-confirm').click();
    await expect(mod.getByTestId('moderation-state')).toHaveText('Отклонено');
    await expect(mod.getByTestId('course-reject-reason')).toContainText('Добавьте урок о безопасности.');
    const mine = await request.get(`/api/my/courses/${course.id}`, { headers: bearer(orgToken) });
    expect(((await mine.json()) as { data: { rejectReason: string } }).data.rejectReason).toBe('Добавьте урок о безопасности.');
    await mod.context().close();
  });
});

test('on a phone an admin finds a course in the list and reads its tabs without scrolling sideways @phone', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const tag = tagOf();
  const token = await signInWithCookie(request, context, baseURL!, ADMIN.email, ADMIN.password);
  const title = `Волонтёрство в школе ${tag}`;
  const created = await request.post('/api/admin/courses', {
    headers: bearer(token),
    data: { titleRu: title, summaryRu: 'Как помогать учителям.', level: 'intermediate', estimatedMinutes: 30 },
  });
  expect(created.status(), await created.text()).toBe(201);
  await page.goto(`/admin/courses?filter=${encodeURIComponent(JSON.stringify({ q: tag }))}`);
  const row = page.getByTestId('courses-simple-list').getByText(title);
  await expect(row).toBeVisible();
  await row.click();
  await expect(page.getByTestId('course-title')).toHaveText(title);
  await page.getByRole('tab', { name: 'Уроки' }).click();
  await expect(page.getByTestId('lesson-add')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
