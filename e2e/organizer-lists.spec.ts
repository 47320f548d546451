import { apiLogin, approvedEventByApi, createActiveAccount, expect, signInWithCookie, tagOf, test } from './support';

/** The organizer's list starts with what is ahead, and a row without a cover is not an empty grey box. */
for (const locale of ['ru', 'uz'] as const) {
  test(`${locale}: profile/events lists the soonest event first, each row with its direction's placeholder @phone`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const tag = tagOf();
    const org = await createActiveAccount(request, { type: 'organization', name: `Tartib ${tag}` });
    const token = await apiLogin(request, org.email, org.password);
    const text = (title: string) => ({ titleRu: title, titleUz: title, descriptionRu: 'Порядок списка.', addressRu: 'Чиланзар, 1' });
    // The later one is created first: newest-first would put it on top.
    await approvedEventByApi(request, token, text(`Later ${tag}`), new Date(Date.now() + 20 * 86_400_000).toISOString());
    await approvedEventByApi(request, token, text(`Sooner ${tag}`), new Date(Date.now() + 2 * 86_400_000).toISOString());
    await signInWithCookie(request, context, baseURL!, org.email, org.password);
    await page.goto(`/${locale}/profile/events`);
    const rows = page.getByTestId('activity-row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText(`Sooner ${tag}`);
    await expect(rows.nth(1)).toContainText(`Later ${tag}`);
    const cover = rows.nth(0).locator('.activity-row__cover');
    await expect(cover).toHaveClass(/cover-placeholder/);
    await expect(cover.locator('svg')).toBeVisible();
  });
}
