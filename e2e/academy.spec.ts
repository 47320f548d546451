import { pagePath } from '@hashar/common';
import {
  ADMIN,
  allowApiError,
  apiLogin,
  approvedByApi,
  bearer,
  createActiveAccount,
  expect,
  signInWithCookie,
  tagOf,
  test,
} from './support';

/*
 * The academy's story (issue 31) on a phone, in Uzbek: an organization writes a course in its
 * profile pages (two lessons, a one-question quiz) and sends it to moderation; a moderator
 * approves it; the organization requires it on an event; a volunteer opening the event is sent to
 * the course first, reads both lessons, fails the quiz once, passes it, makes the certificate (the
 * verification page says genuine), comes back to the event's shift and applies in one tap.
 */
test('an organization writes a course, requires it on an event, and a volunteer passes it before applying @phone', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const tag = tagOf();
  const org = await createActiveAccount(request, { type: 'organization', name: `Akademiya Fond ${tag}` });
  const volunteer = await createActiveAccount(request, { type: 'volon', name: `Kursant ${tag}` });
  const orgToken = await signInWithCookie(request, context, baseURL!, org.email, org.password);
  const title = `Первая помощь ${tag}`;

  // 1. The organization finds its courses from its profile: none yet.
  await page.goto('/uz/profile');
  await page.getByTestId('profile-links').getByRole('link', { name: 'Kurslar', exact: true }).click();
  await expect(page).toHaveURL(/\/uz\/profile\/courses$/);
  await expect(page.getByTestId('empty-list')).toBeVisible();
  await page.getByTestId('create-course-empty').click();

  // 2. The course's own fields; a missing Russian title is said under its input before anything is sent.
  const form = page.getByTestId('course-form');
  await form.getByTestId('save-course').click();
  await expect(page.locator('#course-titleRu-error')).toBeVisible();
  await expect(page.locator('#course-titleRu')).toBeFocused();
  await page.locator('#course-titleRu').fill(title);
  await page.locator('#course-titleUz').fill(`Birinchi yordam ${tag}`);
  await page.locator('#course-summaryRu').fill('Как помочь до приезда скорой.');
  await page.locator('#course-summaryUz').fill('Tez yordam kelguncha qanday yordam berish.');
  await page.locator('#course-estimatedMinutes').fill('20');
  await page.locator('#course-passMark').fill('100');
  await form.getByTestId('save-course').click();
  await expect(page).toHaveURL(/\/uz\/profile\/courses\/edit\/\d+$/);
  await expect(page.getByTestId('flash-message')).toBeVisible();
  const courseId = Number(/edit\/(\d+)$/.exec(page.url())![1]);
  await expect(page.getByTestId('moderation-state')).toHaveAttribute('data-state', 'draft');

  // 3. Two lessons: a video link the API refuses is said under the field, in Uzbek.
  allowApiError(page, 'POST /api/my/courses/*/lessons', 400, 'a video link that is not YouTube or Vimeo');
  await page.getByTestId('lesson-add').click();
  await page.locator('#lesson-new-titleRu').fill('Осмотр места');
  await page.locator('#lesson-new-titleUz').fill("Joyni ko'zdan kechirish");
  await page.locator('#lesson-new-video').fill('https://example.com/video/1');
  await page.getByTestId('save-lesson').click();
  await expect(page.locator('#lesson-new-video-error')).toBeVisible();
  await expect(page.locator('#lesson-new-video-error')).not.toHaveText('');
  await page.locator('#lesson-new-video').fill('');
  await page.getByTestId('save-lesson').click();
  await expect(page.getByTestId('lesson-item')).toHaveCount(1);
  await page.getByTestId('lesson-add').click();
  await page.locator('#lesson-new-titleRu').fill('Звонок в скорую');
  await page.getByTestId('save-lesson').click();
  await expect(page.getByTestId('lesson-item')).toHaveCount(2);
  // Moved down and back up with the arrow buttons.
  await page.getByTestId('lesson-item').first().getByTestId('lesson-down').click();
  await expect(page.getByTestId('lesson-item').first()).toContainText('Звонок в скорую');
  await page.getByTestId('lesson-item').nth(1).getByTestId('lesson-up').click();
  await expect(page.getByTestId('lesson-item').first()).toContainText("Joyni ko'zdan kechirish");

  // 4. A one-question quiz: the right option marked.
  await page.getByTestId('question-add').click();
  await page.locator('#question-new-textRu').fill('Что сделать первым?');
  await page.locator('#question-new-textUz').fill('Avval nima qilish kerak?');
  await page.locator('#question-new-option-0-ru').fill('Убедиться, что безопасно');
  await page.locator('#question-new-option-0-uz').fill('Xavfsiz ekaniga ishonch hosil qilish');
  await page.locator('#question-new-option-1-ru').fill('Уйти');
  await page.locator('#question-new-option-1-uz').fill('Ketib qolish');
  await page.getByTestId('question-form').getByTestId('option-correct').first().check();
  await page.getByTestId('save-question').click();
  await expect(page.getByTestId('question-item')).toHaveCount(1);

  // 5. Sent to moderation.
  await page.getByTestId('course-send').click();
  await expect(page.getByTestId('submit-message')).toBeVisible();
  await expect(page.getByTestId('moderation-state')).toHaveAttribute('data-state', 'moderation');
  await page.goto('/uz/profile/courses');
  await expect(page.getByTestId('course-row').getByTestId('moderation-state')).toHaveAttribute('data-state', 'moderation');

  // 6. A moderator approves it; the organization requires it on an event.
  const admin = await apiLogin(request, ADMIN.email, ADMIN.password);
  const approved = await request.post(`/api/admin/courses/${courseId}/approve`, { headers: bearer(admin) });
  expect(approved.status(), await approved.text()).toBe(200);
  const startsAt = new Date(Date.now() + 3 * 86_400_000).toISOString();
  const endsAt = new Date(Date.parse(startsAt) + 4 * 3_600_000).toISOString();
  const eventTitle = `Dala gospitali ${tag}`;
  const event = await approvedByApi<{ id: number; sessions: { id: number }[] }>(request, orgToken, 'events', {
    titleRu: `Полевой госпиталь ${tag}`,
    titleUz: eventTitle,
    descriptionRu: 'Помощь медикам на выезде.',
    addressRu: 'Ташкент, Юнусабад',
    directionIds: [1],
    regionId: 1,
    isOnline: false,
    startsAt,
    endsAt,
    capacity: 20,
    sessions: [{ titleRu: 'Утро', startsAt, endsAt, capacity: 10 }],
    requiredCourseIds: [courseId],
  });

  // 7. The volunteer opening the event is sent to the course first.
  await context.clearCookies();
  await signInWithCookie(request, context, baseURL!, volunteer.email, volunteer.password);
  await page.goto(pagePath('uz', 'eventView', { id: event.id }));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(eventTitle);
  await expect(page.getByTestId('course-first')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Yozilish/ })).toHaveCount(0);
  await page.getByTestId('course-first-link').click();
  // Enrolling opens the first lesson.
  await page.getByTestId('course-enrol').click();

  // 8. Both lessons read, in order.
  await expect(page.getByTestId('lesson-page')).toContainText("Joyni ko'zdan kechirish");
  await page.getByTestId('lesson-mark-read').click();
  await expect(page.getByTestId('lesson-page')).toContainText('Звонок в скорую');
  await page.getByTestId('lesson-mark-read').click();

  // 9. The quiz: failed once, then passed.
  await expect(page.getByTestId('quiz-page')).toBeVisible();
  await page.getByTestId('quiz-start').click();
  await page.getByTestId('quiz-question').getByLabel('Ketib qolish').check();
  await page.getByTestId('quiz-finish').click();
  await expect(page.getByTestId('quiz-failed')).toBeVisible();
  await page.getByTestId('quiz-retry').click();
  await page.getByTestId('quiz-question').getByLabel('Xavfsiz ekaniga ishonch hosil qilish').check();
  await page.getByTestId('quiz-finish').click();
  await expect(page.getByTestId('quiz-passed')).toBeVisible();

  // 10. The certificate: made, its verification page says genuine.
  await page.getByTestId('certificate-open').click();
  await page.getByTestId('certificate-make').click();
  await expect(page.getByTestId('certificate-ready')).toBeVisible();
  const verifyUrl = (await page.getByTestId('certificate-link').getAttribute('href'))!;
  const verify = await context.newPage();
  await verify.goto(new URL(verifyUrl).pathname);
  await expect(verify.getByTestId('certificate-verdict').getByRole('heading', { level: 1 })).toHaveText('Sertifikat haqiqiy');
  await verify.close();

  // 11. Back to the event's shift: the apply button is there, and one tap applies.
  await page.getByTestId('course-back').click();
  await expect(page).toHaveURL(new RegExp(`/uz/events/view/${event.id}`));
  await page.getByRole('button', { name: /^Yozilish/ }).click();
  await expect(page.getByTestId('application-state')).toBeVisible();
});
