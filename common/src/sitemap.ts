/**
 * Every page of the public site, declared once: the path after the locale prefix
 * (`/ru/<path>`, `/uz/<path>`), in react-router syntax (`:param`, optional `:param?`).
 * The public site maps each to its component; the server answers 404 for anything else.
 */
export const PAGE_PATHS = {
  home: '',
  login: 'login',
  sign: 'sign',
  signUp: 'sign-up',
  forgotPassword: 'forgotPassword',
  logout: 'logout',
  confirmation: 'confirmation/:id?/:token?',
  recovery: 'recovery/:id?/:token?',
  privacy: 'privacy',
  profile: 'profile',
  search: 'search',
  aboutUs: 'burger/aboutus',
  analytics: 'burger/analytics',
  instruction: 'burger/instruction',
  partners: 'burger/partners',
  sdg: 'burger/sdg',
  events: 'events',
  eventView: 'events/view/:id',
  eventGroup: 'events/view-group/:id',
  visitView: 'visits/view/:id',
  profileApplications: 'profile/application',
  profileFavorites: 'profile/favorites',
  profileEvents: 'profile/events',
  profileEventCreate: 'profile/events/create',
  profileEventEdit: 'profile/events/edit/:id',
  profileMyvisit: 'profile/myvisit',
  profileMyvisitCreate: 'profile/myvisit/create',
  profileMyvisitEdit: 'profile/myvisit/edit/:id',
  volonEvents: 'profile/volon/events',
  volonFavorites: 'profile/volon/favorites',
  volonBonuse: 'profile/volon/bonuse',
  projects: 'projects',
  projectView: 'projects/view/:id?',
  profileProjects: 'profile/projects',
  profileProjectCreate: 'profile/projects/create',
  profileProjectEdit: 'profile/projects/edit/:id',
  volonProjects: 'profile/volon/projects',
  tasks: 'tasks',
  taskView: 'tasks/view/:id?',
  profileTasks: 'profile/tasks',
  profileTaskCreate: 'profile/tasks/create',
  profileTaskEdit: 'profile/tasks/edit/:id',
  volonTasks: 'profile/volon/tasks',
  vacancies: 'vacancies',
  vacancyView: 'vacancies/view/:id?',
  profileVacancies: 'profile/vacancies',
  profileVacancyCreate: 'profile/vacancies/create',
  profileVacancyEdit: 'profile/vacancies/edit/:id',
  profileEdit: 'profile/edit',
  profileInfoVolon: 'profile/infovolon',
  profileInfoOrg: 'profile/infoorg',
  orgs: 'orgs',
  orgView: 'orgs/view/:id',
  volons: 'volons',
  volonView: 'volons/view/:id?',
  volonPerAccount: 'volons/peraccount',
  profileReviews: 'profile/reviews',
  volonReviews: 'profile/volon/reviews',
  volonFriends: 'profile/volon/myfriends',
  profileLink: 'profile/link',
  volonLink: 'profile/volon/link',
  changeRole: 'profile/changerole',
  initiatives: 'initiative',
  initiativeView: 'initiative/view/:id?',
  initiativeSignUp: 'initiative/sign-up',
  initiativeMine: 'initiative/profile',
  profileInitiative: 'profile/initiative',
  profileInfoInitiative: 'profile/infoinitiative',
  profileInitiativeCreate: 'profile/initiative/create',
  profileInitiativeEdit: 'profile/initiative/edit',
  profileInitiativeEvents: 'profile/initiative/events',
  profileInitiativeMyvisit: 'profile/initiative/myvisit',
  profileInitiativeMyvisitCreate: 'profile/initiative/myvisit/create',
  profileInitiativeMyvisitEdit: 'profile/initiative/myvisit/edit/:id',
  profileInitiativeProjects: 'profile/initiative/projects',
  profileInitiativeProjectCreate: 'profile/initiative/projects/create',
  profileInitiativeProjectEdit: 'profile/initiative/projects/edit/:id',
  profileInitiativeTasks: 'profile/initiative/tasks',
  profileInitiativeTaskCreate: 'profile/initiative/tasks/create',
  profileInitiativeTaskEdit: 'profile/initiative/tasks/edit/:id',
  profileInitiativeVacancies: 'profile/initiative/vacancies',
  profileInitiativeVacancyCreate: 'profile/initiative/vacancies/create',
  profileInitiativeVacancyEdit: 'profile/initiative/vacancies/edit/:id',
  news: 'news',
  newsView: 'news/view/:id?',
  newsSection: 'news/:section',
  newsItem: 'news/:section/:slug',
  volonNews: 'profile/volon/news',
  posts: 'post',
  postView: 'post/:id',
  profilePublish: 'profile/publish',
  profilePublishCreate: 'profile/publish/create',
  profilePublishEdit: 'profile/publish/edit/:id',
  profileInitiativePublish: 'profile/initiative/publish',
  profileInitiativePublishCreate: 'profile/initiative/publish/create',
  profileInitiativePublishEdit: 'profile/initiative/publish/edit/:id',
  volonArchive: 'profile/volon/archive',
  volonMyboon: 'profile/volon/myboon',
  profileBonuses: 'profile/bonuses',
  profileBonusCreate: 'profile/bonuses/create',
  profileBonusEdit: 'profile/bonuses/edit/:id',
  profileBonusCheck: 'profile/bonuses/check',
  verify: 'verify/:token',
  // The academy: the catalogue, a course, its lessons (read in order) and its final quiz, the learner's courses.
  academy: 'academy',
  course: 'academy/:slug',
  courseLesson: 'academy/:slug/lessons/:position',
  courseQuiz: 'academy/:slug/quiz',
  volonCourses: 'profile/volon/courses',
  // The volunteer's book: everything verified, its PDF with a QR code.
  volonBook: 'profile/volon/book',
  // The academy's authoring: an organization's courses (and an initiative group's under profile/initiative/, `?group=`).
  profileCourses: 'profile/courses',
  profileCourseCreate: 'profile/courses/create',
  profileCourseEdit: 'profile/courses/edit/:id',
  profileInitiativeCourses: 'profile/initiative/courses',
  profileInitiativeCourseCreate: 'profile/initiative/courses/create',
  profileInitiativeCourseEdit: 'profile/initiative/courses/edit/:id',
  // A shift's check-in page, opened from the shift's QR code: `?code=` carries the shift's signed code.
  checkin: 'checkin/:sessionId',
  allIcon: 'allicon',
  cropper: 'cropper',
  animateScroll: 'animatescroll',
  animateScrollPagination: 'animatescroll/paginetion',
} as const;

export type PageName = keyof typeof PAGE_PATHS;

/** Record pages whose id is optional (spec §2): opened without one, they show their list. */
export const LIST_OF_RECORD_PAGE = {
  newsView: 'news',
  projectView: 'projects',
  taskView: 'tasks',
  vacancyView: 'vacancies',
  volonView: 'volons',
  initiativeView: 'initiatives',
} as const satisfies Partial<Record<PageName, PageName>>;

/**
 * A page's path after the locale prefix (`events/view/5`), with its parameters filled (missing optional
 * ones dropped): what a notice stores, each recipient getting it under their own language.
 */
export function pageAfterLocale(page: PageName, params: Record<string, string | number> = {}): string {
  return PAGE_PATHS[page]
    .split('/')
    .map((segment) => (segment.startsWith(':') ? params[segment.replace(/^:|\?$/g, '')] : segment))
    .filter((segment) => segment !== undefined && segment !== '')
    .join('/');
}

/**
 * The initiative sub-area's twin of an owner path (after the locale): profile/projects/create →
 * profile/initiative/projects/create, where the site has that page; the path itself otherwise.
 * A group's people manage its records there (its notices lead there too).
 */
export function groupAreaPath(path: string): string {
  const twin = path.replace(/^profile\//, 'profile/initiative/');
  return (Object.values(PAGE_PATHS) as string[]).includes(twin) ? twin : path;
}

/** The sub-area's page of an owner page (groupAreaPath by name); the page itself if there is none. */
export function groupAreaPage(page: PageName): PageName {
  const path = groupAreaPath(PAGE_PATHS[page]);
  return (Object.keys(PAGE_PATHS) as PageName[]).find((name) => PAGE_PATHS[name] === path) ?? page;
}

/** The address of a page in a language, with its parameters filled (missing optional ones dropped). */
export function pagePath(locale: string, page: PageName, params: Record<string, string | number> = {}): string {
  const path = pageAfterLocale(page, params);
  return `/${locale}${path ? `/${path}` : ''}`;
}

/** Whether a path after the locale prefix (no leading slash) is one of the site's pages. */
export function isPagePath(path: string): boolean {
  const parts = path.split('/').filter(Boolean);
  return Object.values(PAGE_PATHS).some((pattern) => {
    const segments = pattern.split('/').filter(Boolean);
    const required = segments.filter((s) => !s.endsWith('?')).length;
    if (parts.length < required || parts.length > segments.length) return false;
    return parts.every((part, i) => segments[i]!.startsWith(':') || segments[i] === part);
  });
}
