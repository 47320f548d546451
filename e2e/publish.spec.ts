import type { Locator, Page } from '@playwright/test';
import {
  apiLogin,
  approvedGroupByApi,
  bearer,
  createActiveAccount,
  createModerator,
  daysAhead,
  expect,
  png,
  signInWithCookie,
  test,
} from './support';

const TEXTS = {
  ru: {
    myPublications: 'Мои публикации',
    create: 'Новая публикация',
    kind: 'Что публикуете',
    titleRu: 'Заголовок (русский)',
    subject: 'Какое животное пропало',
    place: 'Где видели в последний раз',
    seenAt: 'Когда видели в последний раз',
    contacts: 'Контакты для тех, кто видел',
    bodyRu: 'Текст (русский)',
    bold: 'Жирный',
    h2: 'Заголовок',
    bullet: 'Маркированный список',
    link: 'Ссылка',
    linkUrl: 'Адрес ссылки',
    cover: 'Обложка',
    photos: 'Фотографии',
    region: 'Регион',
    tags: 'Теги',
    submit: 'Отправить на модерацию',
    submitted: 'отправлена на модерацию',
    moderation: 'На модерации',
    approved: 'Одобрено',
    active: 'Ищут',
    found: 'Найден',
    markFound: 'Найден(о)',
    yes: 'Да',
    foundDone: 'отмечено как найденное',
    empty: 'Публикаций пока нет',
  },
  uz: {
    myPublications: 'Mening nashrlarim',
    create: 'Yangi nashr',
    kind: 'Nima joylaysiz',
    titleRu: 'Sarlavha (rus tilida)',
    subject: "Qanday hayvon yo'qoldi",
    place: "Oxirgi marta qayerda ko'rilgan",
    seenAt: "Oxirgi marta qachon ko'rilgan",
    contacts: "Ko'rganlar uchun aloqa",
    bodyRu: 'Matn (rus tilida)',
    bold: 'Qalin',
    h2: 'Sarlavha',
    bullet: "Belgili ro'yxat",
    link: 'Havola',
    linkUrl: 'Havola manzili',
    cover: 'Muqova',
    photos: 'Fotosuratlar',
    region: 'Hudud',
    tags: 'Teglar',
    submit: 'Moderatsiyaga yuborish',
    submitted: 'moderatsiyaga yuborildi',
    moderation: 'Moderatsiyada',
    approved: 'Tasdiqlangan',
    active: 'Qidirilmoqda',
    found: 'Topildi',
    markFound: 'Topildi',
    yes: 'Ha',
    foundDone: 'topildi deb belgilandi',
    empty: "Hozircha nashrlar yo'q",
  },
} as const;
type Texts = (typeof TEXTS)[keyof typeof TEXTS];

/** Whether the page is wider than the screen (a horizontal scroll at 375 px). */
async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The Russian body's editor (its toolbar and its editable area). */
function ruEditor(page: Page, text: Texts): { frame: Locator; body: Locator; tool: (name: string) => Locator } {
  const frame = page.locator('.rte').filter({ has: page.locator('#publication-bodyRu') });
  return {
    frame,
    body: page.getByRole('textbox', { name: text.bodyRu }),
    tool: (name) => frame.getByRole('toolbar').getByRole('button', { name, exact: true }),
  };
}

/** Presses a toolbar button from the keyboard (focus, then Enter) and waits for the focus to move on (the editor takes it back a frame later). */
async function pressTool(page: Page, button: Locator, focusGoesTo: Locator): Promise<void> {
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(focusGoesTo).toBeFocused();
}

/** A story: kind, Russian title and a body with a heading made from the toolbar; sent to moderation. */
async function writeStory(page: Page, text: Texts, title: string): Promise<void> {
  await page.getByRole('link', { name: text.create }).first().click();
  const form = page.getByTestId('publication-form');
  await form.getByLabel(text.kind).selectOption('story');
  await form.getByLabel(text.titleRu).fill(title);
  const editor = ruEditor(page, text);
  await editor.body.click();
  await page.keyboard.type('Как мы помогали');
  await pressTool(page, editor.tool(text.h2), editor.body);
  await expect(editor.body.locator('h2')).toHaveText('Как мы помогали');
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Сто волонтёров за одно утро.');
  await form.getByRole('button', { name: text.submit }).click();
}

// Each language once: Russian at desktop width, Uzbek on the 375 px phone.
for (const locale of ['ru', 'uz'] as const) {
  const text = TEXTS[locale];

  test(`${locale}: a volunteer posts a missing-pet notice with a cover, photos and a formatted body; approved, it shows on /post and its page; the author marks it found ${locale === 'ru' ? '@desktop' : '@phone'}`, async ({
    page,
    context,
    request,
    baseURL,
  }, testInfo) => {
    test.setTimeout(180_000);
    const tag = `pb${Math.random().toString(36).slice(2, 8)}`;
    const title = `Пропал кот ${tag}`;
    const volunteer = await createActiveAccount(request, { type: 'volon', name: `Author ${tag}` });
    const token = await signInWithCookie(request, context, baseURL!, volunteer.email, volunteer.password);

    // The profile links the publications; none yet.
    await page.goto(`/${locale}/profile`);
    await page.getByTestId('profile-links').getByRole('link', { name: text.myPublications }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/profile/publish$`));
    await expect(page.getByTestId('empty-list')).toContainText(text.empty);
    await page.getByTestId('create-publication-empty').click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/profile/publish/create$`));

    const form = page.getByTestId('publication-form');
    await form.getByLabel(text.kind).selectOption('missing_pet');
    await form.getByLabel(text.titleRu).fill(title);
    await form.getByLabel(text.subject).fill('Рыжий кот Барсик, 3 года, синий ошейник');
    await form.getByLabel(text.place).fill('Ташкент, Чиланзар, 9 квартал');
    await form.getByLabel(text.seenAt).fill(daysAhead(-1));
    await form.getByLabel(text.contacts).fill('+998 90 123 45 67');

    // The body: typed, formatted from the toolbar by keyboard, a link and a photo inside.
    const editor = ruEditor(page, text);
    await editor.body.click();
    await page.keyboard.type(`Помогите найти ${tag}`);
    await expect(editor.body).toHaveText(`Помогите найти ${tag}`);
    await page.keyboard.press('Shift+Home');
    // On a busy machine the selection can lag behind the key: make bold only once the whole line is selected.
    await expect.poll(() => page.evaluate(() => window.getSelection()?.toString())).toBe(`Помогите найти ${tag}`);
    await pressTool(page, editor.tool(text.bold), editor.body);
    await expect(editor.tool(text.bold)).toHaveAttribute('aria-pressed', 'true');
    await expect(editor.body.locator('strong')).toHaveText(`Помогите найти ${tag}`);
    // The editor puts its selection back a moment after it takes the focus: collapse it only then, else Enter replaces the text.
    await expect
      .poll(async () => {
        await page.keyboard.press('End');
        return page.evaluate(() => window.getSelection()?.isCollapsed ?? false);
      })
      .toBe(true);
    await page.keyboard.press('Enter');
    await expect(editor.body.locator('strong')).toHaveText(`Помогите найти ${tag}`);
    await pressTool(page, editor.tool(text.bullet), editor.body);
    await page.keyboard.type('Отзывается на Барсик ');
    await pressTool(page, editor.tool(text.link), page.getByLabel(text.linkUrl));
    await page.keyboard.type('javascript:alert(1)');
    await page.keyboard.press('Enter');
    await expect(editor.frame.getByRole('alert')).toBeVisible();
    await page.getByLabel(text.linkUrl).fill('example.org/cats');
    await page.keyboard.press('Enter');
    await expect(editor.body).toBeFocused();
    await expect(editor.body.locator('li a[href="https://example.org/cats"]')).toHaveText('https://example.org/cats');
    await page.getByTestId('publication-bodyRu-image-file').setInputFiles({ name: 'inline.png', mimeType: 'image/png', buffer: png(1) });
    await expect(editor.body.locator('img[src^="/uploads/"]')).toHaveCount(1);

    await form.getByLabel(text.cover).setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png(2) });
    await expect(form.getByTestId('cover-preview')).toBeVisible();
    await form.getByLabel(text.photos).setInputFiles({ name: 'one.png', mimeType: 'image/png', buffer: png(3) });
    await expect(form.getByTestId('photo')).toHaveCount(1);
    await form.getByLabel(text.photos).setInputFiles({ name: 'two.png', mimeType: 'image/png', buffer: png(4) });
    await expect(form.getByTestId('photo')).toHaveCount(2);
    await form.getByLabel(text.region).selectOption({ index: 1 });
    await form.getByLabel(text.tags).fill(`кот, ${tag}`);
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: testInfo.outputPath(`publish-form-${locale}.png`), fullPage: true });

    await form.getByRole('button', { name: text.submit }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/profile/publish$`));
    await expect(page.getByTestId('list-message')).toContainText(text.submitted);
    const row = page.getByTestId('publication-row').filter({ hasText: title });
    await expect(row.getByTestId('moderation-state')).toHaveText(text.moderation);
    const id = Number(await row.getAttribute('data-id'));

    // A moderator approves it (API).
    const moderator = await createModerator(request, tag);
    const approved = await request.post(`/api/admin/publications/${id}/approve`, {
      headers: bearer(await apiLogin(request, moderator.email, moderator.password)),
    });
    expect(approved.status(), await approved.text()).toBe(200);

    // On /post (found by its tag word) and on its own page.
    await page.goto(`/${locale}/post?q=${tag}`);
    const card = page.getByTestId('publication-card').filter({ hasText: title });
    await expect(card).toBeVisible();
    await card.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/post/${id}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const body = page.getByTestId('post-body');
    await expect(body.locator('strong')).toHaveText(`Помогите найти ${tag}`);
    await expect(body.locator('li a')).toHaveAttribute('rel', 'noopener nofollow ugc');
    await expect(body.locator('img[src^="/uploads/"]')).toHaveCount(1);
    await expect(page.getByTestId('notice-block')).toBeVisible();
    await expectNoHorizontalScroll(page);

    // The author marks it found.
    await page.goto(`/${locale}/profile/publish`);
    await expect(row.getByTestId('moderation-state')).toHaveText(text.approved);
    await expect(row.getByTestId('notice-state')).toHaveText(text.active);
    await row.getByTestId('mark-found').click();
    await row.getByRole('button', { name: text.yes, exact: true }).click();
    await expect(page.getByTestId('list-message')).toContainText(text.foundDone);
    await expect(row.getByTestId('notice-state')).toHaveText(text.found);
    await expect(row.getByTestId('mark-found')).toHaveCount(0);
    const mine = (await (await request.get(`/api/my/posts/${id}`, { headers: bearer(token) })).json()) as { data: { noticeState: string } };
    expect(mine.data.noticeState).toBe('found');
    await expectNoHorizontalScroll(page);
  });

  test(`${locale}: an organization publishes a story; a group leader publishes from the group's sub-area ${locale === 'ru' ? '@desktop' : '@phone'}`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const tag = `ps${Math.random().toString(36).slice(2, 8)}`;

    const org = await createActiveAccount(request, { type: 'organization', name: `Fond ${tag}` });
    await signInWithCookie(request, context, baseURL!, org.email, org.password);
    await page.goto(`/${locale}/profile`);
    await page.getByTestId('profile-links').getByRole('link', { name: text.myPublications }).click();
    await writeStory(page, text, `История фонда ${tag}`);
    await expect(page).toHaveURL(new RegExp(`/${locale}/profile/publish$`));
    await expect(page.getByTestId('list-message')).toContainText(text.submitted);
    await expect(
      page
        .getByTestId('publication-row')
        .filter({ hasText: `История фонда ${tag}` })
        .getByTestId('moderation-state'),
    ).toHaveText(text.moderation);

    const leader = await createActiveAccount(request, { type: 'volon', name: `Leader ${tag}` });
    const leaderToken = await signInWithCookie(request, context, baseURL!, leader.email, leader.password);
    const group = await approvedGroupByApi(request, leaderToken, {
      nameRu: `Маҳалла ${tag}`,
      descriptionRu: 'Соседи помогают соседям: уборка дворов и помощь пожилым.',
      regionId: 1,
      directionIds: [1],
    });
    await page.goto(`/${locale}/profile/initiative/publish?group=${group.id}`);
    await expect(page.getByTestId('initiative-area-group')).toContainText(`Маҳалла ${tag}`);
    await expect(page.getByTestId('initiative-tab-publish')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('empty-list')).toBeVisible();
    await writeStory(page, text, `Двор группы ${tag}`);
    await expect(page).toHaveURL(new RegExp(`/${locale}/profile/initiative/publish\\?group=${group.id}$`));
    await expect(page.getByTestId('list-message')).toContainText(text.submitted);
    await expect(page.getByTestId('publication-row').filter({ hasText: `Двор группы ${tag}` })).toBeVisible();
    await expectNoHorizontalScroll(page);
    const mine = (await (await request.get(`/api/my/posts?group=${group.id}`, { headers: bearer(leaderToken) })).json()) as {
      data: { titleRu: string; owner: { type: string; id: number } }[];
    };
    expect(mine.data.map((p) => [p.titleRu, p.owner.type, p.owner.id])).toEqual([[`Двор группы ${tag}`, 'group', group.id]]);
  });
}
