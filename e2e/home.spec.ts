import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  ADMIN,
  allowApiError,
  apiLogin,
  approvedEventByApi,
  bearer,
  createActiveAccount,
  createModerator,
  expect,
  png,
  test,
} from './support';

const TEXTS = {
  ru: {
    next: 'Следующий слайд',
    prev: 'Предыдущий слайд',
    notices: 'Помогите найти',
    figures: 'Платформа в цифрах',
    badge: 'Пропало животное',
  },
  uz: {
    next: 'Keyingi slayd',
    prev: 'Oldingi slayd',
    notices: 'Topishga yordam bering',
    figures: 'Platforma raqamlarda',
    badge: "Hayvon yo'qoldi",
  },
} as const;

/** Three main banners with uploaded images, through the back-office API; returns their ids and titles. */
async function mainBannersByApi(request: APIRequestContext, admin: string, tag: string): Promise<{ id: number; title: string }[]> {
  const made: { id: number; title: string }[] = [];
  for (const n of [1, 2, 3]) {
    const upload = await request.post('/api/admin/uploads', {
      headers: bearer(admin),
      multipart: { kind: 'banner', file: { name: `b${n}.png`, mimeType: 'image/png', buffer: png(n) } },
    });
    expect(upload.status(), await upload.text()).toBe(201);
    const { url } = (await upload.json()) as { url: string };
    const title = `Баннер ${n} ${tag}`;
    const res = await request.post('/api/admin/banners', {
      headers: bearer(admin),
      data: { kind: 'main', titleRu: title, titleUz: `Banner ${n} ${tag}`, imageUrl: url, sortOrder: n, isActive: true },
    });
    expect(res.status(), await res.text()).toBe(201);
    made.push({ id: ((await res.json()) as { id: number }).id, title });
  }
  return made;
}

/** The index of the dot marked current. */
async function currentDot(carousel: Locator): Promise<number> {
  const dots = carousel.locator('.carousel__dot');
  const count = await dots.count();
  for (let i = 0; i < count; i++) if ((await dots.nth(i).getAttribute('aria-current')) === 'true') return i;
  return -1;
}

async function noHorizontalScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

test.describe('the home page', () => {
  for (const locale of ['ru', 'uz'] as const) {
    test(`main banners' carousel by buttons and keyboard, figures, no sideways scroll (${locale}) ${locale === 'ru' ? '@desktop' : '@phone'}`, async ({
      page,
      request,
    }) => {
      const tx = TEXTS[locale];
      const admin = await apiLogin(request, ADMIN.email, ADMIN.password);
      const banners = await mainBannersByApi(request, admin, `${locale}-${Date.now()}`);
      try {
        await page.goto(`/${locale}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const carousel = page.getByTestId('home-banners');
        await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
        const slides = carousel.locator('.carousel__slide');
        const total = await slides.count();
        expect(total).toBeGreaterThanOrEqual(3);
        // The first banner's image loads at once, the others lazily; all are sized.
        await expect(slides.first().locator('img')).toHaveAttribute('loading', 'eager');
        await expect(slides.nth(1).locator('img')).toHaveAttribute('loading', 'lazy');
        await expect(slides.nth(1).locator('img')).toHaveAttribute('width', '1200');
        // Each banner's title is written over its picture (the picture itself is decorative then).
        const second = slides.filter({ hasText: locale === 'ru' ? banners[1]!.title : banners[1]!.title.replace('Баннер', 'Banner') });
        await expect(second).toHaveCount(1);
        await expect(second.locator('img')).toHaveAttribute('alt', '');
        expect(await currentDot(carousel)).toBe(0);

        // Buttons.
        await carousel.getByRole('button', { name: tx.next }).click();
        await expect.poll(() => currentDot(carousel)).toBe(1);
        await expect(slides.nth(1)).toBeInViewport();
        await carousel.getByRole('button', { name: tx.prev }).click();
        await expect.poll(() => currentDot(carousel)).toBe(0);
        await expect(slides.first()).toBeInViewport();

        // Keyboard on the focused track: → and ←, wrapping round at the start.
        await carousel.locator('.carousel__track').focus();
        await page.keyboard.press('ArrowRight');
        await expect.poll(() => currentDot(carousel)).toBe(1);
        await page.keyboard.press('ArrowRight');
        await expect.poll(() => currentDot(carousel)).toBe(2);
        await page.keyboard.press('ArrowLeft');
        await expect.poll(() => currentDot(carousel)).toBe(1);
        await page.keyboard.press('ArrowLeft');
        await page.keyboard.press('ArrowLeft');
        await expect.poll(() => currentDot(carousel)).toBe(total - 1);
        await expect(slides.nth(total - 1)).toBeInViewport();
        // A dot goes straight to its slide.
        await carousel.locator('.carousel__dot').nth(2).click();
        await expect.poll(() => currentDot(carousel)).toBe(2);

        // Figures: four numbers with their words.
        const figures = page.getByTestId('home-figures');
        await expect(figures.getByRole('heading', { name: tx.figures })).toBeVisible();
        await expect(figures.locator('.home-figures__item')).toHaveCount(4);
        await expect(figures.locator('.home-figures__value').first()).toHaveText(/^\d[\d\s\u00a0]*$/);
        await noHorizontalScroll(page);
      } finally {
        for (const b of banners) await request.delete(`/api/admin/banners/${b.id}`, { headers: bearer(admin) });
      }
    });
  }

  test('an active missing-pet notice approved by a moderator shows on the home page, with events (ru, uz) @phone', async ({
    page,
    request,
  }) => {
    const author = await createActiveAccount(request, { type: 'volon', name: 'Автор Объявления' });
    const token = await apiLogin(request, author.email, author.password);
    const word = `home${Date.now()}`;
    const created = await request.post('/api/my/posts', {
      headers: bearer(token),
      data: {
        kind: 'missing_pet',
        titleRu: `Пропал кот ${word}`,
        titleUz: `Mushuk yo'qoldi ${word}`,
        bodyRu: `<p>Рыжий кот ${word}.</p>`,
        regionId: 1,
        subject: 'Рыжий кот',
        lastSeenPlace: 'Ташкент, Чиланзар',
        lastSeenAt: new Date(Date.now() - 86_400_000).toISOString(),
        contacts: '+998 90 123-45-67',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = ((await created.json()) as { data: { id: number } }).data;
    const moderator = await createModerator(request, word);
    const approved = await request.post(`/api/admin/publications/${id}/approve`, {
      headers: bearer(await apiLogin(request, moderator.email, moderator.password)),
    });
    expect(approved.status(), await approved.text()).toBe(200);
    // An event starting in a few hours: among the soonest upcoming ones.
    const org = await createActiveAccount(request, { type: 'organization', name: `Организация ${word}` });
    const orgToken = await apiLogin(request, org.email, org.password);
    const eventTitle = `Субботник ${word}`;
    const startsAt = new Date(Math.ceil((Date.now() + 3 * 3_600_000) / 3_600_000) * 3_600_000).toISOString();
    await approvedEventByApi(
      request,
      orgToken,
      { titleRu: eventTitle, titleUz: `Hashar ${word}`, descriptionRu: 'Уборка парка.', addressRu: 'Ташкент' },
      startsAt,
    );

    for (const locale of ['ru', 'uz'] as const) {
      const tx = TEXTS[locale];
      await page.goto(`/${locale}`);
      const notices = page.getByTestId('home-notices');
      await expect(notices.getByRole('heading', { level: 2, name: tx.notices })).toBeVisible();
      const card = notices.getByTestId('publication-card').filter({ hasText: word });
      await expect(card).toBeVisible();
      await expect(card.getByText(tx.badge)).toBeVisible();
      await expect(card.getByRole('link', { name: locale === 'ru' ? `Пропал кот ${word}` : `Mushuk yo'qoldi ${word}` })).toHaveAttribute(
        'href',
        `/${locale}/post/${id}`,
      );
      const events = page.getByTestId('home-events');
      await expect(events.getByRole('link', { name: locale === 'ru' ? eventTitle : `Hashar ${word}` })).toBeVisible();
      await noHorizontalScroll(page);
      if (process.env['HOME_SHOTS'])
        await page.screenshot({ path: `/tmp/h3-shots/home-${locale}-${page.viewportSize()?.width}.png`, fullPage: true });
    }
    await page
      .getByTestId('home-notices')
      .getByRole('link', { name: `Mushuk yo'qoldi ${word}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/uz/post/${id}$`));
  });

  test('when /api/home fails the static page stays with a quiet line', async ({ page }) => {
    allowApiError(page, 'GET /api/home', 500, 'a failing /api/home (mocked here) is the point of this test');
    await page.route('**/api/home*', (route) => route.fulfill({ status: 500, body: '{}', contentType: 'application/json' }));
    await page.goto('/ru');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('home-error')).toBeVisible();
    await expect(page.getByTestId('home-banners')).toHaveCount(0);
    await noHorizontalScroll(page);
  });
});
