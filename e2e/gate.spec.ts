import { allowApiError, expect, test } from './support';

/* The watch of support.ts catches what a page does wrong (the test that proves the gate works). */

test('a page that throws fails its test', async ({ page }) => {
  test.fail(true, 'the page throws on purpose: the watch must fail this test');
  await page.goto('/ru/privacy');
  // Until the error has reached this side (the watch hears it first): a busy machine must not let the test end before.
  const thrown = page.waitForEvent('pageerror');
  await page.evaluate(() =>
    setTimeout(() => {
      throw new Error('boom on purpose');
    }),
  );
  await thrown;
});

test('errors, recovered React errors with their cause, rejections and failing calls are seen', async ({ page, pageWatch }) => {
  await page.goto('/ru/privacy');
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('boom on purpose');
    });
    // What React 19 does with an error it recovered from: window.reportError, the real cause inside.
    window.reportError(new Error('Minified React error #520', { cause: new Error('Rendered more hooks than during the previous render') }));
    void Promise.reject(new Error('nobody waits for me'));
    void fetch('/api/my/task-applications');
  });
  const seen: string[] = [];
  const expected = [
    /page error: boom on purpose/,
    /page error: Minified React error #520 \| cause: Rendered more hooks than during the previous render/,
    /unhandled rejection: nobody waits for me/,
    /API GET \/api\/my\/task-applications answered 401 on .*\/ru\/privacy/,
  ];
  await expect.poll(() => (seen.push(...pageWatch.take()), expected.filter((re) => !seen.some((s) => re.test(s))).length)).toBe(0);
});

test('an API error allowed by name passes', async ({ page, pageWatch }) => {
  allowApiError(page, 'GET /api/my/task-applications', 401, 'a visitor asking for his applications is the point of this test');
  await page.goto('/ru/privacy');
  const status = await page.evaluate(async () => (await fetch('/api/my/task-applications')).status);
  expect(status).toBe(401);
  await page.waitForTimeout(200);
  expect(pageWatch.take()).toEqual([]);
});
