import { pagePath } from '@hashar/common';
import type { Page } from '@playwright/test';
import {
  ADMIN,
  apiLogin,
  approvedCourseByApi,
  bearer,
  createActiveAccount,
  expect,
  signInWithCookie,
  tagOf,
  test,
  userIdOf,
} from './support';

const LESSONS_CACHE = 'hashar-lessons-v1';

/** The addresses (without the origin) the service worker keeps in its lessons cache. */
const keptLessons = (page: Page) =>
  page.evaluate(async (name) => {
    if (!(await caches.has(name))) return [];
    return (await (await caches.open(name)).keys()).map((key) => key.url.replace(location.origin, ''));
  }, LESSONS_CACHE);

/** What the lesson's address answers offline when asked as the page asks it, with `token`: the text, or null when nothing is kept. */
const offlineLessonBody = (page: Page, path: string, token: string) =>
  page.evaluate(
    ([url, authorization]) =>
      fetch(url, { headers: { Authorization: authorization, 'Accept-Language': 'ru' } })
        .then(async (res) => ((await res.json()) as { data: { body: string } }).data.body)
        .catch(() => null),
    [path, `Bearer ${token}`] as const,
  );

/*
 * A lesson once read stays readable offline through the service worker, for the reader only: a
 * volunteer reads a lesson, loses the connection and reads it again (with the offline notice, in
 * uz and ru); a lesson never opened says it cannot load; after signing out nothing of it is kept.
 */
test('a lesson read online opens offline with the notice, and is gone from the device after signing out @phone', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const tag = tagOf();
  const org = await createActiveAccount(request, { type: 'organization', name: `Oflayn Fond ${tag}` });
  const admin = await apiLogin(request, ADMIN.email, ADMIN.password);
  const course = await approvedCourseByApi(request, await apiLogin(request, org.email, org.password), admin, {
    titleRu: `Оффлайн-курс ${tag}`,
    titleUz: `Oflayn kurs ${tag}`,
    summaryRu: 'Уроки без интернета.',
  });
  const volunteer = await createActiveAccount(request, { type: 'volon', name: `Oflayn ${tag}` });
  const token = await signInWithCookie(request, context, baseURL!, volunteer.email, volunteer.password);
  const enrolled = await request.post(`/api/academy/${course.slug}/enrol`, { headers: bearer(token) });
  expect(enrolled.status(), await enrolled.text()).toBe(201);
  const lessonApi = `/api/academy/${course.slug}/lessons/1`;

  // The home page installs the service worker; the lesson is then read online in both languages.
  await page.goto('/ru');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  for (const locale of ['ru', 'uz'] as const) {
    await page.goto(pagePath(locale, 'courseLesson', { slug: course.slug, position: 1 }));
    await expect(page.getByTestId('lesson-body')).toContainText('Текст урока.');
    await expect(page.getByTestId('offline-notice')).toHaveCount(0);
  }
  // The copies are stored after the answers, keyed by language and account: go offline once the Uzbek lesson and its course are kept.
  const reader = `sw-user=${userIdOf(token)}`;
  await expect
    .poll(() => keptLessons(page))
    .toEqual(expect.arrayContaining([`${lessonApi}?sw-lang=uz&${reader}`, `/api/academy/${course.slug}?sw-lang=uz&${reader}`]));

  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('html[data-offline-copy]')).toHaveCount(1);
  await expect(page.getByTestId('lesson-body')).toContainText('Текст урока.');
  await expect(page.getByRole('status').filter({ hasText: 'Internet aloqasi yoʻq — saqlangan nusxa koʻrsatilmoqda' })).toBeVisible();

  await page.goto(pagePath('ru', 'courseLesson', { slug: course.slug, position: 1 }));
  await expect(page.getByTestId('lesson-body')).toContainText('Текст урока.');
  await expect(page.getByRole('status').filter({ hasText: 'Нет соединения с интернетом — показана сохранённая версия' })).toBeVisible();

  // Kept for this account only: another token is not answered from the copy.
  expect(await offlineLessonBody(page, lessonApi, token)).toContain('Текст урока.');
  expect(await offlineLessonBody(page, lessonApi, admin)).toBeNull();

  // A lesson never opened has no copy: the page says it could not load, with a retry.
  await page.goto(pagePath('ru', 'courseLesson', { slug: course.slug, position: 2 }));
  await expect(page.getByTestId('load-error')).toBeVisible();
  await expect(page.getByTestId('lesson-body')).toHaveCount(0);

  // Signing out (online) deletes the copies: offline, the lesson is no longer readable on this device.
  await context.setOffline(false);
  await page.goto('/ru');
  await page.getByRole('button', { name: 'Меню пользователя' }).click();
  await page.getByTestId('avatar-menu').getByRole('button', { name: 'Выйти' }).click();
  await expect(page.getByRole('link', { name: 'Войти' }).first()).toBeVisible();
  await expect.poll(() => keptLessons(page)).toEqual([]);

  await context.setOffline(true);
  expect(await offlineLessonBody(page, lessonApi, token)).toBeNull();
  // The lesson's page sends a visitor to sign in, which cannot happen offline.
  await page.goto(pagePath('ru', 'courseLesson', { slug: course.slug, position: 1 }));
  await expect(page).toHaveURL(/\/ru\/login\b/);
  await expect(page.getByText('Текст урока.')).toHaveCount(0);
  await context.setOffline(false);
});
