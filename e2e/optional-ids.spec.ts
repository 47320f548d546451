import { expect, test } from './support';

/** Spec §2: news/view/{id?}, projects/view/{id?}, … — opened without an id, the page shows its list. */
const LISTS = [
  ['news/view', 'news'],
  ['projects/view', 'projects'],
  ['tasks/view', 'tasks'],
  ['vacancies/view', 'vacancies'],
  ['volons/view', 'volons'],
  ['initiative/view', 'initiative'],
] as const;

test.describe('record pages without an id open their list', () => {
  for (const locale of ['ru', 'uz'] as const) {
    test(`${locale}: every optional-id page lands on its list, with status 200 @phone`, async ({ page }) => {
      for (const [view, list] of LISTS) {
        const response = await page.goto(`/${locale}/${view}`);
        expect({ view, status: response?.status() }).toEqual({ view, status: 200 });
        await expect(page).toHaveURL(new RegExp(`/${locale}/${list}$`));
        await expect(page.locator('h1').first()).toBeVisible();
        await expect(
          page.getByText(locale === 'ru' ? 'Упссс, такой страницы не существует...' : 'Voy, bunday sahifa mavjud emas...'),
        ).toHaveCount(0);
      }
    });
  }
});
