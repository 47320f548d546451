import type { Page } from '@playwright/test';
import { ADMIN, createActiveAccount, createModerator, expect, signInWithCookie, tagOf, test } from './support';

/*
 * The back office's half of the sitemap walk: every list of the menu (and the first
 * record of each) opens without a page error, a 4xx/5xx answer or the no-access page, for the
 * admin, the moderator and an organization (its CRM), in Russian and Uzbek; and what a role may
 * not use is neither in its menu nor reachable by address (the no-access page, no API call).
 * Page errors and failed API answers fail the test through support.ts's fixture.
 */

/** The page's content has drawn (a list, a record, a card or the no-access page) and nothing is loading any more. */
async function settled(page: Page): Promise<void> {
  // Checked every 50 ms: expect()'s back-off between tries would add up to half a second per page, and checking
  // at every frame would make the browser draw frames the whole time.
  await page.waitForFunction(
    () =>
      document
        .querySelector('#main-content :is(table, .RaList-main, .RaShow-main, .RaEdit-main, .MuiCard-root, .RaEmpty-message)')
        ?.checkVisibility() && !document.querySelector('.MuiCircularProgress-root, .MuiSkeleton-root, .MuiLinearProgress-root'),
    undefined,
    { polling: 50 },
  );
}

/** The hrefs of the menu's entries (`/admin/events`, `/admin/banners?filter=…`), dashboard excluded. */
async function menuEntries(page: Page): Promise<string[]> {
  const entries = page.locator('[data-testid^="menu-"]:not([data-testid="menu-crm-dashboard"])');
  await expect(entries.first()).toBeVisible();
  return entries.evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
}

/**
 * Opens every list of the menu by its entry, as a person does (the app stays loaded), and the
 * first record of each (where the list opens records), checking each.
 */
async function walkMenu(page: Page, openRecords: boolean): Promise<string[]> {
  await page.goto('/admin/');
  const entries = await menuEntries(page);
  for (const href of entries) {
    await page.locator(`[data-testid^="menu-"][href="${href}"]`).click();
    await expect(page).toHaveURL(href);
    await settled(page);
    await expect(page.getByTestId('access-denied'), href).toHaveCount(0);
    const row = page.locator('#main-content tr.RaDatagrid-clickableRow').first();
    if (openRecords && (await row.count()) > 0) {
      // By a plain cell: the row's middle may hold a link of its own (a partner application's e-mail opens the mail app).
      await row.locator('td:not(:has(input, a, button))').first().click();
      await expect(page).toHaveURL(new RegExp(`${href.split('?')[0]}/[^/?]+(/show)?$`));
      await settled(page);
      await expect(page.getByTestId('access-denied'), `${href}: record`).toHaveCount(0);
    }
  }
  await page.waitForLoadState('networkidle');
  return entries;
}

/** Every menu label is shown whole (wrapped if need be), none cut with an ellipsis. */
async function expectWholeMenuLabels(page: Page): Promise<void> {
  const labels = page.locator('.RaMenuItemLink-root .MuiTypography-root');
  await expect(labels.first()).toBeVisible();
  const cut = await labels.evaluateAll((elements) =>
    elements.filter((e) => e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1).map((e) => e.textContent),
  );
  expect(cut).toEqual([]);
}

/** Switches the back office's language (the store keeps it) by the ?locale= the site's links use. */
async function inUzbek(page: Page): Promise<void> {
  await page.goto('/admin/?locale=uz');
  await expect(page.locator('html')).toHaveAttribute('lang', 'uz');
}

const ADMIN_ONLY = [
  'users',
  'partner-applications',
  'regions',
  'districts',
  'directions',
  'cattask',
  'dirprobono',
  'typecat',
  'banners',
  'tours',
  'partners',
  'news',
  'news-sections',
  'audit',
];

test.describe('the back-office walk @desktop', () => {
  test('an admin opens every list of the menu and a record of each (ru)', async ({ page, context, request, baseURL }) => {
    test.setTimeout(240_000);
    await signInWithCookie(request, context, baseURL!, ADMIN.email, ADMIN.password);
    const entries = await walkMenu(page, true);
    // The bonus queue is in the menu, every admin-only section too.
    expect(entries).toContain('/admin/bonuses');
    // The platform's look: its green app bar and logo, not react-admin's stock blue; labels whole.
    await expect(page.locator('header.MuiAppBar-root')).toHaveCSS('background-color', 'rgb(31, 122, 77)');
    await expect(page.getByTestId('brand-logo')).toBeVisible();
    await expectWholeMenuLabels(page);
    for (const resource of ADMIN_ONLY)
      expect(
        entries.some((href) => href.startsWith(`/admin/${resource}`)),
        resource,
      ).toBe(true);
  });

  test('an admin opens every list of the menu (uz)', async ({ page, context, request, baseURL }) => {
    test.setTimeout(180_000);
    await signInWithCookie(request, context, baseURL!, ADMIN.email, ADMIN.password);
    await inUzbek(page);
    await expectWholeMenuLabels(page);
    await walkMenu(page, false);
  });

  for (const locale of ['ru', 'uz'] as const) {
    test(`a moderator's menu has the moderation only; admin-only addresses show no access without calling the API (${locale})`, async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      test.setTimeout(180_000);
      const moderator = await createModerator(request, tagOf());
      await signInWithCookie(request, context, baseURL!, moderator.email, moderator.password);
      if (locale === 'uz') await inUzbek(page);
      const entries = await walkMenu(page, locale === 'ru');
      expect(entries).toContain('/admin/bonuses');
      expect(entries).toContain('/admin/events');
      for (const resource of [...ADMIN_ONLY, 'crm']) {
        expect(
          entries.filter((href) => href.startsWith(`/admin/${resource}`)),
          resource,
        ).toEqual([]);
      }

      const title = locale === 'ru' ? 'Нет доступа' : "Kirish huquqi yo'q";
      for (const address of [
        '/admin/users',
        '/admin/regions',
        '/admin/audit',
        '/admin/banners/create',
        '/admin/crm/events',
        '/admin/events/1',
      ]) {
        await page.goto(address);
        await expect(page.getByTestId('access-denied'), address).toContainText(title);
        await expect(page).toHaveURL(new RegExp(`${address}$`));
      }
      await page.waitForLoadState('networkidle');
      // Not one forbidden call: each page knew before asking.
    });
  }

  test('an organization walks its CRM (dashboard and every entry) in Russian and Uzbek, and is refused the admin lists', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const organization = await createActiveAccount(request, { type: 'organization', name: `Yashil Bolalar ${tagOf()}` });
    await signInWithCookie(request, context, baseURL!, organization.email, organization.password);
    await page.goto('/admin/crm');
    await settled(page);
    const entries = await walkMenu(page, true);
    expect(
      entries.every((href) => href.startsWith('/admin/crm/')),
      entries.join(),
    ).toBe(true);
    await inUzbek(page);
    await page.goto('/admin/crm');
    await settled(page);
    await walkMenu(page, false);
    await page.goto('/admin/users');
    await expect(page.getByTestId('access-denied')).toContainText("Kirish huquqi yo'q");
    await page.waitForLoadState('networkidle');
  });
});

test('on a phone a moderator who opens an admin-only address reads "no access" in full, and nothing is asked of the API @phone', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const moderator = await createModerator(request, tagOf());
  await signInWithCookie(request, context, baseURL!, moderator.email, moderator.password);
  await page.goto('/admin/audit?locale=uz');
  const denied = page.getByTestId('access-denied');
  await expect(denied).toContainText("Kirish huquqi yo'q");
  await expect(denied).toContainText(moderator.email);
  expect(await denied.evaluate((el) => el.getBoundingClientRect().right)).toBeLessThanOrEqual(375);
  await denied.getByTestId('access-denied-home').click();
  await expect(page).toHaveURL(/\/admin\/$/);
  await page.waitForLoadState('networkidle');
});
