import { expect, test } from './support';

test.describe('pages of records that do not exist', () => {
  for (const [path, text] of [
    ['/ru/events/view/99999999', 'Упссс, такой страницы не существует...'],
    ['/uz/visits/view/99999999', 'Voy, bunday sahifa mavjud emas...'],
    ['/ru/events/view-group/99999999', 'Упссс, такой страницы не существует...'],
  ] as const) {
    test(`${path} answers 404 with the not-found page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text);
      expect(response?.headers()['permissions-policy']).toContain('camera=()');
    });
  }
});
