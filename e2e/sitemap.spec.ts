import { LOCALES, mayOpenPage, PAGE_AUDIENCE, PAGE_PATHS, pagePath, type Actor, type PageName } from '@hashar/common';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  ADMIN,
  allowApiError,
  apiLogin,
  approvedByApi,
  approvedCourseByApi,
  approvedEventByApi,
  approvedGroupByApi,
  bearer,
  createActiveAccount,
  createModerator,
  png,
  expect,
  promotedAccount,
  tagOf,
  test,
} from './support';
import { watchRequests } from './settled';

/*
 * The walk of the sitemap: every page of common/sitemap.ts, once in ru and once in uz,
 * at 375 px, as the first account below that the page is for (common/pageAudience.ts, the one
 * place that says who opens what), with real ids of data made here. A page fails on any problem
 * the fixture sees (page errors, recovered React errors, rejections, forbidden or failing API
 * calls), on a broken image and on a page wider than the screen. A new page joins by being in
 * the sitemap (and says who opens it in PAGE_AUDIENCE; a page with ids says where they come from in IDS).
 */

type Walker = 'visitor' | 'volunteer' | 'probono' | 'organization' | 'trainee' | 'business' | 'partner' | 'leader';

/** The accounts of the walk, in the order a page looks for the first one it is for. */
const WALKERS: readonly { name: Walker; actor: Actor | null }[] = [
  { name: 'visitor', actor: null },
  { name: 'volunteer', actor: { role: 'volon' } },
  { name: 'probono', actor: { role: 'volon', isProbono: true } },
  { name: 'organization', actor: { role: 'organization' } },
  { name: 'trainee', actor: { role: 'trainee' } },
  { name: 'business', actor: { role: 'bussines' } },
  { name: 'partner', actor: { role: 'partner' } },
  { name: 'leader', actor: { role: 'volon', leadsActiveGroup: true } },
];

/** The walker that opens a page: the first account the page is for. */
const walkerOf = (page: PageName): Walker | undefined => WALKERS.find((w) => mayOpenPage(page, w.actor))?.name;

/** What the walk makes through the API before it starts: accounts and the ids of their records. */
interface World {
  accounts: Record<Exclude<Walker, 'visitor'>, { email: string; password: string }>;
  ids: Record<string, string | number>;
}

/** The parameters of each page with ids in its path, from the walk's data. */
const IDS: Partial<Record<PageName, (ids: World['ids']) => Record<string, string | number>>> = {
  eventView: (i) => ({ id: i['event']! }),
  eventGroup: (i) => ({ id: i['eventGroup']! }),
  visitView: (i) => ({ id: i['visit']! }),
  profileEventEdit: (i) => ({ id: i['event']! }),
  profileMyvisitEdit: (i) => ({ id: i['visit']! }),
  projectView: (i) => ({ id: i['project']! }),
  profileProjectEdit: (i) => ({ id: i['volunteerProject']! }),
  taskView: (i) => ({ id: i['task']! }),
  profileTaskEdit: (i) => ({ id: i['task']! }),
  vacancyView: (i) => ({ id: i['vacancy']! }),
  profileVacancyEdit: (i) => ({ id: i['vacancy']! }),
  orgView: (i) => ({ id: i['org']! }),
  volonView: (i) => ({ id: i['volunteerUser']! }),
  initiativeView: (i) => ({ id: i['group']! }),
  profileInitiativeMyvisitEdit: (i) => ({ id: i['groupVisit']! }),
  profileInitiativeProjectEdit: (i) => ({ id: i['groupProject']! }),
  profileInitiativeTaskEdit: (i) => ({ id: i['groupTask']! }),
  profileInitiativeVacancyEdit: (i) => ({ id: i['groupVacancy']! }),
  profileInitiativePublishEdit: (i) => ({ id: i['groupPost']! }),
  newsView: (i) => ({ id: i['news']! }),
  newsSection: (i) => ({ section: i['newsSection']! }),
  newsItem: (i) => ({ section: i['newsSection']!, slug: i['newsSlug']! }),
  postView: (i) => ({ id: i['post']! }),
  profilePublishEdit: (i) => ({ id: i['post']! }),
  profileBonusEdit: (i) => ({ id: i['bonus']! }),
  verify: () => ({ token: 'AAAAAAAAAAAAAAAA-AAAAAAAA' }),
  checkin: (i) => ({ sessionId: i['session']! }),
  course: (i) => ({ slug: i['courseSlug']! }),
  courseLesson: (i) => ({ slug: i['courseSlug']!, position: 1 }),
  courseQuiz: (i) => ({ slug: i['courseSlug']! }),
  profileCourseEdit: (i) => ({ id: i['course']! }),
  profileInitiativeCourseEdit: (i) => ({ id: i['groupCourse']! }),
};

const hasRequiredIds = (page: PageName) => PAGE_PATHS[page].split('/').some((s) => s.startsWith(':') && !s.endsWith('?'));

/** The address the walk opens for a page in a language. */
function addressOf(page: PageName, locale: string, ids: World['ids']): string {
  const path = pagePath(locale, page, IDS[page]?.(ids) ?? {});
  // A group's sub-area names the group it manages.
  return PAGE_AUDIENCE[page] === 'groupLeader' ? `${path}?group=${ids['group']}` : path;
}

/** Creates (or reads) through the API one record of `path` by `token`, sends it to moderation and approves it. */
async function post(request: APIRequestContext, token: string, path: string, data: Record<string, unknown>): Promise<{ id: number }> {
  const res = await request.post(path, { headers: bearer(token), data });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(201);
  const body = (await res.json()) as { id?: number; data?: { id: number } };
  return { id: body.id ?? body.data!.id };
}

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** The accounts of the walk and one record of each kind its pages show. */
async function makeWorld(request: APIRequestContext): Promise<World> {
  const tag = tagOf();
  const reference = async (list: string, key: string) =>
    ((await (await request.get(`/api/reference/${list}`)).json()) as { data: { id: number; key: string }[] }).data.find(
      (d) => d.key === key,
    )!.id;
  const [volunteer, probono, organization, trainee, business, partner, leader] = await Promise.all([
    createActiveAccount(request, { type: 'volon', name: `Walk Volunteer ${tag}` }),
    createActiveAccount(request, {
      type: 'probono',
      name: `Walk Probono ${tag}`,
      probonoDirections: [await reference('probono-directions', 'law')],
    }),
    createActiveAccount(request, { type: 'organization', name: `Walk Org ${tag}` }),
    createActiveAccount(request, { type: 'trainee', name: `Walk Trainee ${tag}` }),
    createActiveAccount(request, { type: 'bussines', name: `Walk Business ${tag}` }),
    promotedAccount(request, { type: 'bussines', name: `Walk Partner ${tag}` }, 'partner'),
    createActiveAccount(request, { type: 'volon', name: `Walk Leader ${tag}` }),
  ]);
  const [volunteerToken, orgToken, leaderToken, admin] = (await Promise.all(
    [volunteer, organization, leader, ADMIN].map((a) => apiLogin(request, a.email, a.password)),
  )) as [string, string, string, string];
  const texts = (word: string) => ({ titleRu: `${word} ${tag}`, titleUz: `${word} uz ${tag}`, descriptionRu: `Описание: ${word}.` });

  // An event with a cover, in a series, and the volunteer's application to it (profile/volon/events shows the cover).
  const eventGroup = await post(request, orgToken, '/api/my/event-groups', { titleRu: `Серия ${tag}` });
  const cover = await request.post('/api/my/uploads/event-cover', {
    headers: bearer(orgToken),
    multipart: { file: { name: 'cover.png', mimeType: 'image/png', buffer: png(7) } },
  });
  expect(cover.status(), await cover.text()).toBe(201);
  const eventText = {
    ...texts('Событие'),
    addressRu: 'Ташкент, Чиланзар',
    cover: ((await cover.json()) as { key: string }).key,
    groupId: eventGroup.id,
  };
  const event = await approvedEventByApi(request, orgToken, eventText, day(5));
  const applied = await request.post(`/api/sessions/${event.sessions[0]!.id}/apply`, { headers: bearer(volunteerToken), data: {} });
  expect(applied.status(), await applied.text()).toBe(201);
  // The volunteer is listed in the directory (volons/view/{id}).
  const listed = await request.put('/api/my/visibility', {
    headers: bearer(volunteerToken),
    data: { isListed: true, showActivities: true, showPoints: true },
  });
  expect(listed.status(), await listed.text()).toBe(200);
  const visitData = (word: string) => ({
    ...texts(word),
    directionIds: [1],
    regionId: 1,
    addressRu: 'Приют, Юнусабад',
    sessions: [{ titleRu: 'Утро', startsAt: day(4), endsAt: day(4.1), capacity: 6 }],
  });
  const visit = await approvedByApi(request, orgToken, 'visits', visitData('Визит'));
  const projectData = (word: string) => ({
    ...texts(word),
    goalsRu: 'Цель',
    directionIds: [1],
    regionId: 1,
    isNationwide: false,
    startsAt: day(3),
    endsAt: day(40),
    places: 20,
  });
  const project = await approvedByApi(request, orgToken, 'projects', projectData('Проект'));
  const volunteerProject = await approvedByApi(request, volunteerToken, 'projects', projectData('Проект волонтёра'));
  const taskData = async (word: string) => ({
    ...texts(word),
    directionIds: [1],
    categoryId: await reference('task-categories', 'legal'),
    isOnline: true,
    deadline: day(10),
    performers: 1,
  });
  const task = await approvedByApi(request, orgToken, 'tasks', await taskData('Задача'));
  const vacancyData = (word: string) => ({
    ...texts(word),
    directionIds: [1],
    regionId: 1,
    vacancyKind: 'internship',
    pay: 'stipend',
    amount: 1500000,
    durationRu: '3 месяца',
    durationUz: '3 oy',
    isRemote: false,
    deadline: day(14),
    places: 2,
  });
  const vacancy = await approvedByApi(request, orgToken, 'vacancies', vacancyData('Вакансия'), 'vacancy');
  const org = (await (await request.get('/api/my/organization', { headers: bearer(orgToken) })).json()) as { id: number };
  const volunteerUser = (await (await request.get('/api/user/profile', { headers: bearer(volunteerToken) })).json()) as {
    user: { id: number };
  };

  const group = await approvedGroupByApi(request, leaderToken, {
    nameRu: `Группа ${tag}`,
    descriptionRu: 'Соседи помогают соседям.',
    regionId: 1,
  });
  const asGroup = (path: string) => `${path}?group=${group.id}`;
  const groupVisit = await post(request, leaderToken, asGroup('/api/my/visits'), visitData('Визит группы'));
  const groupProject = await post(request, leaderToken, asGroup('/api/my/projects'), projectData('Проект группы'));
  const groupTask = await post(request, leaderToken, asGroup('/api/my/tasks'), await taskData('Задача группы'));
  const groupVacancy = await post(request, leaderToken, asGroup('/api/my/vacancies'), vacancyData('Вакансия группы'));
  const postData = (word: string) => ({
    kind: 'missing_pet',
    ...texts(word),
    bodyRu: `<p>${word}</p>`,
    regionId: 1,
    tags: ['кот'],
    subject: 'Рыжий кот',
    lastSeenPlace: 'Ташкент',
    lastSeenAt: day(-1),
    contacts: '+998 90 123-45-67',
  });
  const notice = await post(request, volunteerToken, '/api/my/posts', postData('Объявление'));
  expect((await request.post(`/api/admin/publications/${notice.id}/approve`, { headers: bearer(admin) })).status()).toBe(200);
  const groupPost = await post(request, leaderToken, asGroup('/api/my/posts'), postData('Объявление группы'));

  const section = await post(request, admin, '/api/admin/news-sections', {
    slug: `walk-${tag}`,
    nameRu: `Рубрика ${tag}`,
    nameUz: `Rukn ${tag}`,
    sortOrder: 1,
    isActive: true,
  });
  const newsRes = await request.post('/api/admin/news', {
    headers: bearer(admin),
    data: { sectionId: section.id, ...texts('Новость'), leadRu: 'Коротко.', bodyRu: '<p>Текст.</p>', tags: [], publishedAt: day(-0.01) },
  });
  expect(newsRes.status(), await newsRes.text()).toBe(201);
  const news = (await newsRes.json()) as { id: number; slug: string };
  const tashkentDay = (days: number) => new Date(Date.now() + 5 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
  const bonus = await post(request, orgToken, '/api/my/bonuses', {
    ...texts('Бонус'),
    price: 30,
    quantity: 5,
    validFrom: tashkentDay(0),
    validUntil: tashkentDay(30),
    regionId: 1,
    isOnline: false,
  });

  // An approved course of the organization (a lesson and a question), the volunteer enrolled (its lesson and quiz
  // pages are for learners enrolled), and a draft of the group's.
  const courseData = (word: string) => ({
    titleRu: `${word} ${tag}`,
    summaryRu: `Коротко: ${word}.`,
    level: 'beginner',
    estimatedMinutes: 15,
    passMark: 50,
  });
  const course = await approvedCourseByApi(request, orgToken, admin, courseData('Курс'));
  const enrolled = await request.post(`/api/academy/${course.slug}/enrol`, { headers: bearer(volunteerToken) });
  expect(enrolled.status(), await enrolled.text()).toBe(201);
  const groupCourse = await post(request, leaderToken, asGroup('/api/my/courses'), courseData('Курс группы'));

  return {
    accounts: { volunteer, probono, organization, trainee, business, partner, leader },
    ids: {
      event: event.id,
      session: event.sessions[0]!.id,
      eventGroup: eventGroup.id,
      visit: visit.id,
      project: project.id,
      volunteerProject: volunteerProject.id,
      task: task.id,
      vacancy: vacancy.id,
      org: org.id,
      volunteerUser: volunteerUser.user.id,
      group: group.id,
      groupVisit: groupVisit.id,
      groupProject: groupProject.id,
      groupTask: groupTask.id,
      groupVacancy: groupVacancy.id,
      groupPost: groupPost.id,
      post: notice.id,
      news: news.id,
      newsSection: `walk-${tag}`,
      newsSlug: news.slug,
      bonus: bonus.id,
      course: course.id,
      courseSlug: course.slug,
      groupCourse: groupCourse.id,
    },
  };
}

/** What is wrong with the page on screen besides what the fixture saw: broken images, a page wider than the screen. */
async function pageFaults(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    // Bring lazy images in, then give them a moment (at most 300 ms) to arrive.
    window.scrollTo(0, document.scrollingElement!.scrollHeight);
    for (let waited = 0; waited < 300 && Array.from(document.images).some((img) => !img.complete); waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const faults = Array.from(document.images)
      .filter((img) => img.currentSrc && img.complete && img.naturalWidth === 0)
      .map((img) => `broken image ${img.currentSrc}`);
    const width = document.scrollingElement!.scrollWidth;
    if (width > window.innerWidth) faults.push(`wider than the screen: ${width} px > ${window.innerWidth} px`);
    // A "Загрузка…" goes once its answer has come; one still on screen after 15 s (a busy machine's
    // slow answer is not a fault) never goes.
    const loadingNow = () => Array.from(document.querySelectorAll<HTMLElement>('[data-testid="loading"]')).filter((el) => el.offsetParent);
    for (let waited = 0; loadingNow().length && waited < 15_000; waited += 200) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const loading = loadingNow();
    if (loading.length) faults.push(`"${loading[0]!.textContent}" stays on screen`);
    return faults;
  });
}

/** The walker (signed in) a page is not for, to see what it shows someone who opened it by its address. */
const outsiderOf = (page: PageName): Walker | undefined =>
  WALKERS.find((w) => w.actor && !mayOpenPage(page, w.actor) && PAGE_AUDIENCE[page] !== 'guest')?.name;

let world: World | undefined;

test.describe('the sitemap walk @phone', () => {
  test.beforeAll(async ({ playwright, baseURL }) => {
    test.setTimeout(180_000);
    const request = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { 'X-Forwarded-For': `198.51.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 255)}` },
    });
    world = await makeWorld(request);
    await request.dispose();
  });

  test('every page has an account of the walk that opens it, and ids when its path needs them', () => {
    const pages = Object.keys(PAGE_PATHS) as PageName[];
    expect(pages.filter((p) => !walkerOf(p))).toEqual([]);
    expect(pages.filter((p) => hasRequiredIds(p) && !IDS[p])).toEqual([]);
  });

  test('the volunteer sees the cover of the event applied to on profile/volon/events', async ({ page, context, request, baseURL }) => {
    const { volunteer } = world!.accounts;
    await context.addCookies([{ name: 'jwt-token', value: await apiLogin(request, volunteer.email, volunteer.password), url: baseURL! }]);
    for (const locale of LOCALES) {
      await page.goto(pagePath(locale, 'volonEvents'));
      const cover = page.getByTestId('application-row').locator('img').first();
      await expect(cover).toHaveAttribute('src', /^\/uploads\/.+\.png$/);
      await cover.scrollIntoViewIfNeeded();
      await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }
  });

  test('the task lists say "no access" to accounts that may not use them, and call nothing', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const moderator = await createModerator(request, tagOf());
    const { volunteer, trainee, business } = world!.accounts;
    const words = { ru: 'Нет доступа', uz: "Kirish huquqi yo'q" } as const;
    for (const account of [volunteer, trainee, business, moderator]) {
      await context.clearCookies();
      await context.addCookies([{ name: 'jwt-token', value: await apiLogin(request, account.email, account.password), url: baseURL! }]);
      for (const locale of LOCALES) {
        for (const name of ['volonTasks', 'profileTasks'] as const) {
          await page.goto(pagePath(locale, name));
          const noAccess = page.getByTestId('no-access');
          await expect(noAccess.getByRole('heading', { level: 1 })).toHaveText(words[locale]);
          await expect(noAccess.getByRole('link')).toHaveAttribute('href', pagePath(locale, 'profile'));
        }
      }
    }
    // The fixture fails this test on any GET /api/my/task-applications the pages would make (403).
  });

  // One test per walker and language: the two halves of a long walk run side by side.
  for (const { name: walker } of WALKERS) {
    for (const locale of LOCALES) {
      test(`the pages of the ${walker}, in ${locale}`, async ({ page, context, request, baseURL, pageWatch }) => {
        test.setTimeout(180_000);
        const pages = (Object.keys(PAGE_PATHS) as PageName[]).filter((p) => walkerOf(p) === walker);
        if (walker !== 'visitor') {
          const account = world!.accounts[walker];
          const token = await apiLogin(request, account.email, account.password);
          await context.addCookies([{ name: 'jwt-token', value: token, url: baseURL! }]);
        }
        // The walk has no genuine certificate: a made-up code is checked by the API and the page says it is not genuine.
        allowApiError(page, 'GET /api/certificates/*', 400, 'the verification page of a made-up code');
        const failures: string[] = [];
        const requests = watchRequests(page);
        for (const name of pages) {
          const address = addressOf(name, locale, world!.ids);
          await page.goto(address);
          await requests.settled();
          const faults = [...(await pageFaults(page)), ...pageWatch.take()];
          if (faults.length) {
            failures.push(`${address} (${name}, as ${walker}):\n    ${faults.join('\n    ')}`);
            await test.info().attach(`${locale}-${name}.png`, { body: await page.screenshot(), contentType: 'image/png' });
          }
        }
        expect(failures, failures.join('\n')).toEqual([]);
      });
    }
  }

  for (const { name: walker } of WALKERS.filter((w) => w.actor)) {
    test(`the pages the ${walker} may not use, opened by their address, say so and call nothing forbidden`, async ({
      page,
      context,
      request,
      baseURL,
      pageWatch,
    }) => {
      test.setTimeout(180_000);
      const pages = (Object.keys(PAGE_PATHS) as PageName[]).filter((p) => outsiderOf(p) === walker);
      const account = world!.accounts[walker as Exclude<Walker, 'visitor'>];
      await context.addCookies([{ name: 'jwt-token', value: await apiLogin(request, account.email, account.password), url: baseURL! }]);
      const failures: string[] = [];
      const requests = watchRequests(page);
      for (const name of pages) {
        const address = addressOf(name, 'ru', world!.ids);
        await page.goto(address);
        await requests.settled();
        const faults = [...(await pageFaults(page)), ...pageWatch.take()];
        if (faults.length) failures.push(`${address} (${name}, as ${walker}):\n    ${faults.join('\n    ')}`);
      }
      expect(failures, failures.join('\n')).toEqual([]);
    });
  }
});
