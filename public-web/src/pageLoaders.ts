import {
  ACTIVITY_KINDS,
  DEFAULT_LOCALE,
  PAGE_PATHS,
  activityKind,
  isLocale,
  type ActivityKind,
  type Locale,
  type PageName,
} from '@hashar/common';
import type { ComponentType } from 'react';
import type { Area } from './i18n';
import { loadAreas } from './i18n/format';

/**
 * The code of every page and the catalogue areas its texts come from, loaded on the first visit
 * to a page other than the home page: the route table (routes.tsx, in the home page's bundle)
 * names the pages only, so their imports and areas cost the home page nothing.
 */
export type PageModule = { default: ComponentType };
type Load = () => Promise<PageModule>;
type Entry = readonly [PageName, Load];

/** The language of the address being opened (the default one outside /ru and /uz). */
function pageLocale(): Locale {
  const first = typeof window === 'undefined' ? '' : window.location.pathname.split('/')[1];
  return isLocale(first) ? first : DEFAULT_LOCALE;
}

/** A page's module together with the catalogue areas its texts come from (i18n/areas.ts). */
const withTexts = (areas: readonly Area[], load: () => Promise<PageModule>) => (): Promise<PageModule> =>
  Promise.all([loadAreas(areas, pageLocale()), load()]).then(([, page]) => page);

const ACCOUNT: readonly Area[] = ['account'];
const EVENTS: readonly Area[] = ['events'];
// 'certificates': the certificate button of an application with verified hours.
const PROFILE: readonly Area[] = ['profile', 'organizer', 'volunteer', 'certificates'];
const FRIENDS: readonly Area[] = [...PROFILE, 'friends'];

/** Catalogue areas a kind's own parts read, besides the pages' own (vacancies: filters, apply form, pipeline). */
const KIND_AREAS: Partial<Record<ActivityKind, readonly Area[]>> = {
  project: ['projects', 'volunteer'],
  vacancy: ['vacancies'],
  task: ['tasks'],
};
const withKind = (kind: ActivityKind, areas: readonly Area[]) => [...areas, ...(KIND_AREAS[kind] ?? [])];

/** The public page of every activity kind: one generic page, fed by the kind's entry. */
const activityViews: readonly Entry[] = ACTIVITY_KINDS.map((kind) => [
  activityKind(kind).pages.view,
  // 'friends': the page's invite-friends button.
  withTexts(withKind(kind, [...EVENTS, 'friends']), () =>
    import('./activity/ActivityPage').then((m) => ({ default: m.activityPage(kind) })),
  ),
]);

/** Owner list pages of their own (profile/vacancies: the organization's vacancies and pipeline, an applicant's applications). */
const OWN_PAGES: Partial<Record<ActivityKind, () => Promise<PageModule>>> = {
  project: () => import('./pages/projects/ProjectsProfilePage'),
  vacancy: () => import('./pages/vacancies/VacanciesProfilePage'),
  task: () => import('./pages/tasks/TasksProfilePage'),
};

/** A tab of an initiative group's sub-area (activity/areaPages.ts). */
type GroupAreaTab = ActivityKind | 'events' | 'publish' | 'courses';
/** The sub-area's page of an owner page: the same path under profile/initiative/ (kept here: an import would grow the home bundle). */
const groupAreaPage = (page: PageName): PageName =>
  (Object.keys(PAGE_PATHS) as PageName[]).find(
    (name) => PAGE_PATHS[name] === PAGE_PATHS[page].replace('profile/', 'profile/initiative/'),
  ) ?? page;
/** A page of an initiative group's sub-area: the page module inside the group's header and context (pages/initiativeArea). */
const groupAreaRoute = (page: PageName, tab: GroupAreaTab, areas: readonly Area[], load: Load): Entry => [
  page,
  withTexts([...areas, 'initiativeArea'], () =>
    Promise.all([import('./pages/initiativeArea/GroupArea'), load()]).then(([m, p]) => ({ default: m.inGroupArea(tab, p.default) })),
  ),
];

/** The owner's list, create and edit pages of every activity kind: the generic pages, fed by the kind's entry. */
const ownerPages: readonly Entry[] = ACTIVITY_KINDS.flatMap((kind): Entry[] => {
  const { pages: own, owners } = activityKind(kind);
  const list =
    OWN_PAGES[kind] ?? (() => import('./pages/organizer/parts/MyActivitiesPage').then((m) => ({ default: m.myActivitiesPage(kind) })));
  const form = () => import('./pages/organizer/parts/ActivityFormPage').then((m) => ({ default: m.activityFormPage(kind) }));
  // 'events': the form's district select and map picker (events.geo.*).
  const FORM: readonly Area[] = [...PROFILE, 'events'];
  const routes = [
    [own.own, list, PROFILE],
    [own.create, form, FORM],
    [own.edit, form, FORM],
  ] as const;
  // An initiative group's sub-area (profile/initiative/…): the same pages in the group's context.
  const inGroup = owners.includes('group') ? routes : [];
  return [
    ...routes.map(([page, load, areas]): Entry => [page, withTexts(withKind(kind, areas), load)]),
    ...inGroup.map(([page, load, areas]) => groupAreaRoute(groupAreaPage(page), kind, withKind(kind, areas), load)),
  ];
});

/** The public lists of the kinds that have their own (events and visit offers share the events page). */
const activityLists: readonly Entry[] = ACTIVITY_KINDS.filter((kind) => activityKind(kind).pages.list !== 'events').map((kind) => [
  activityKind(kind).pages.list,
  withTexts(withKind(kind, EVENTS), () => import('./activity/ActivityListPage').then((m) => ({ default: m.activityListPage(kind) }))),
]);

/** Initiative groups: the directory and a group's page (public), sign-up, the volunteer's groups, dashboard, members, details. */
const GROUPS: readonly Area[] = ['initiative', 'events', 'organizer'];
const MINE: readonly Area[] = [...GROUPS, 'profile'];
const createGroup = () => import('./pages/initiative/CreateGroupPage');
const groupPages: readonly Entry[] = [
  ['initiatives', withTexts(GROUPS, () => import('./pages/initiative/InitiativesPage'))],
  ['initiativeView', withTexts(GROUPS, () => import('./pages/initiative/InitiativeViewPage'))],
  ['initiativeSignUp', withTexts(MINE, createGroup)],
  ['profileInitiativeCreate', withTexts(MINE, createGroup)],
  ['initiativeMine', withTexts(MINE, () => import('./pages/initiative/MyInitiativesPage'))],
  ['profileInitiative', withTexts(MINE, () => import('./pages/initiative/DashboardPage'))],
  ['profileInitiativeEdit', withTexts(MINE, () => import('./pages/initiative/MembersPage'))],
  ['profileInfoInitiative', withTexts([...MINE, 'settings'], () => import('./pages/initiative/InfoInitiativePage'))],
];

/** News, publications and the volunteer's feed; the share links and the region filter read 'events'. */
const NEWS: readonly Area[] = ['news', 'events'];
const newsList = () => import('./pages/news/NewsListPage');
const newsPages: readonly Entry[] = [
  ['news', withTexts(NEWS, newsList)],
  ['newsSection', withTexts(NEWS, newsList)],
  ['newsItem', withTexts(NEWS, () => import('./pages/news/NewsItemPage'))],
  ['newsView', withTexts(NEWS, () => import('./pages/news/NewsViewPage'))],
  ['posts', withTexts(NEWS, () => import('./pages/posts/PostsPage'))],
  ['postView', withTexts(NEWS, () => import('./pages/posts/PostPage'))],
  ['volonNews', withTexts([...NEWS, ...PROFILE], () => import('./pages/news/VolonNewsPage'))],
];

/** Publications: the author's list and form, and the same in an initiative group's sub-area (`?group=`). */
const PUBLISH: readonly Area[] = [...PROFILE, 'publish'];
const myPublications = () => import('./pages/publish/MyPublicationsPage');
const publicationForm = () => import('./pages/publish/PublishFormPage');
const publishPages: readonly Entry[] = [
  ['profilePublish', withTexts(PUBLISH, myPublications)],
  ['profilePublishCreate', withTexts(PUBLISH, publicationForm)],
  ['profilePublishEdit', withTexts(PUBLISH, publicationForm)],
  groupAreaRoute('profileInitiativePublish', 'publish', PUBLISH, myPublications),
  groupAreaRoute('profileInitiativePublishCreate', 'publish', PUBLISH, publicationForm),
  groupAreaRoute('profileInitiativePublishEdit', 'publish', PUBLISH, publicationForm),
];

/** The points economy: the volunteer's codes, the owner's offers, form and code check. */
const BONUSES: readonly Area[] = [...PROFILE, 'bonuses'];
const bonusForm = () => import('./pages/bonuses/BonusFormPage');
const bonusPages: readonly Entry[] = [
  ['volonMyboon', withTexts(BONUSES, () => import('./pages/volunteer/MyboonPage'))],
  ['profileBonuses', withTexts(BONUSES, () => import('./pages/bonuses/MyOffersPage'))],
  ['profileBonusCreate', withTexts(BONUSES, bonusForm)],
  ['profileBonusEdit', withTexts(BONUSES, bonusForm)],
  ['profileBonusCheck', withTexts(BONUSES, () => import('./pages/bonuses/CheckCodePage'))],
];

/** The academy: the catalogue, a course, its lessons and quiz (the course page's side may say "sign in"), the learner's courses. */
// 'certificates': a completed course's certificate button.
const ACADEMY: readonly Area[] = ['academy', 'events', 'certificates'];
const academyPages: readonly Entry[] = [
  ['academy', withTexts(ACADEMY, () => import('./pages/academy/AcademyPage'))],
  ['course', withTexts(ACADEMY, () => import('./pages/academy/CoursePage'))],
  ['courseLesson', withTexts(ACADEMY, () => import('./pages/academy/LessonPage'))],
  ['courseQuiz', withTexts(ACADEMY, () => import('./pages/academy/QuizPage'))],
  ['volonCourses', withTexts([...PROFILE, 'academy'], () => import('./pages/academy/MyCoursesPage'))],
  ['volonBook', withTexts([...PROFILE, 'book'], () => import('./pages/book/BookPage'))],
];

/** The academy's authoring: an organization's courses, the course form (lessons, quiz, figures), and the same in a group's sub-area. */
const AUTHORING: readonly Area[] = [...PROFILE, 'courseAuthoring'];
const authoredCourses = () => import('./pages/courseAuthoring/AuthoredCoursesPage');
const courseForm = () => import('./pages/courseAuthoring/CourseFormPage');
const authoringPages: readonly Entry[] = [
  ['profileCourses', withTexts(AUTHORING, authoredCourses)],
  ['profileCourseCreate', withTexts(AUTHORING, courseForm)],
  ['profileCourseEdit', withTexts(AUTHORING, courseForm)],
  groupAreaRoute('profileInitiativeCourses', 'courses', AUTHORING, authoredCourses),
  groupAreaRoute('profileInitiativeCourseCreate', 'courses', AUTHORING, courseForm),
  groupAreaRoute('profileInitiativeCourseEdit', 'courses', AUTHORING, courseForm),
];

/** The code of every page but the home page (routes.tsx loads that one itself). */
const ENTRIES: readonly Entry[] = [
  ['login', withTexts(ACCOUNT, () => import('./pages/account/LoginPage'))],
  ['signUp', withTexts(ACCOUNT, () => import('./pages/account/SignUpPage'))],
  ['forgotPassword', withTexts(ACCOUNT, () => import('./pages/account/ForgotPasswordPage'))],
  ['logout', withTexts(ACCOUNT, () => import('./pages/account/LogoutPage'))],
  ['confirmation', withTexts(ACCOUNT, () => import('./pages/account/ConfirmationPage'))],
  ['recovery', withTexts(ACCOUNT, () => import('./pages/account/RecoveryPage'))],
  ['privacy', withTexts(['legal', 'privacyDocs'], () => import('./pages/legal/PrivacyPage'))],
  // 'publish': the profile's links to the publications.
  ['profile', withTexts([...PROFILE, 'publish'], () => import('./pages/profile/ProfilePage'))],
  // 'account': the pro bono categories' field; 'events': the directions' toggles.
  ['profileInfoVolon', withTexts(['infovolon', 'account', 'events'], () => import('./pages/infovolon/InfoVolonPage'))],
  // Account settings (the password form reads the profile area; unlinking Telegram asks with the organizer area's
  // confirm button) and the avatar cropper on its own.
  ['profileEdit', withTexts(['settings', 'profile', 'organizer'], () => import('./pages/settings/SettingsPage'))],
  ['cropper', withTexts(['settings'], () => import('./pages/settings/CropperPage'))],
  ['changeRole', withTexts(['changerole', 'organizer'], () => import('./pages/changerole/ChangeRolePage'))],
  // Search results show every kind's cards: their areas too.
  ['search', withTexts(['searchPage', ...EVENTS, ...Object.values(KIND_AREAS).flat()], () => import('./pages/search/SearchPage'))],
  ['aboutUs', withTexts(['aboutUs'], () => import('./pages/info/AboutUsPage'))],
  ['analytics', withTexts(['analytics'], () => import('./pages/info/AnalyticsPage'))],
  ['instruction', withTexts(['instruction'], () => import('./pages/info/InstructionPage'))],
  ['partners', withTexts(['partners'], () => import('./pages/info/PartnersPage'))],
  ['sdg', withTexts(['sdg'], () => import('./pages/info/SdgPage'))],
  ['events', withTexts(EVENTS, () => import('./pages/events/EventsPage'))],
  ['eventGroup', withTexts(EVENTS, () => import('./pages/events/EventGroupPage'))],
  ...activityViews,
  ...activityLists,
  ['profileFavorites', withTexts(EVENTS, () => import('./pages/events/FavoritesPage'))],
  ['volonFavorites', withTexts(EVENTS, () => import('./pages/events/FavoritesPage'))],
  ...ownerPages,
  groupAreaRoute('profileInitiativeEvents', 'events', [], () => import('./pages/initiativeArea/TeamsPage')),
  // 'checkin': the personal QR for check-in at the shift.
  ['profileApplications', withTexts([...PROFILE, 'checkin'], () => import('./pages/volunteer/ApplicationsPage'))],
  ['volonEvents', withTexts(PROFILE, () => import('./pages/volunteer/VolonEventsPage'))],
  ['volonBonuse', withTexts(BONUSES, () => import('./pages/volunteer/BonusePage'))],
  ['volonArchive', withTexts(PROFILE, () => import('./pages/volunteer/ArchivePage'))],
  ...bonusPages,
  ...academyPages,
  ...authoringPages,
  // A certificate's public verification page.
  // 'book': a book's certificate shows the book as printed.
  ['verify', withTexts(['certificates', 'book'], () => import('./pages/certificates/VerifyPage'))],
  // The page a shift's check-in QR opens.
  ['checkin', withTexts(['checkin'], () => import('./pages/checkin/CheckinPage'))],
  ['volonProjects', withTexts(withKind('project', PROFILE), () => import('./pages/projects/VolonProjectsPage'))],
  ['volonTasks', withTexts(withKind('task', PROFILE), () => import('./pages/tasks/VolonTasksPage'))],
  // Friends and the personal referral link (one page for profile/link and profile/volon/link).
  ['volonFriends', withTexts(FRIENDS, () => import('./pages/friends/FriendsPage'))],
  ['profileLink', withTexts(FRIENDS, () => import('./pages/friends/ReferralPage'))],
  ['volonLink', withTexts(FRIENDS, () => import('./pages/friends/ReferralPage'))],
  // The volunteers directory (the cards' directions read the events area's names).
  ['volons', withTexts(['volons', ...EVENTS], () => import('./pages/volons/VolonsPage'))],
  // 'book': the volunteer's book, when they show it.
  ['volonView', withTexts(['volons', 'friends', 'book', ...EVENTS], () => import('./pages/volons/VolonViewPage'))],
  // The organizations directory, an organization's page (its reviews block reads 'reviews') and the organization's profile form.
  ['orgs', withTexts(['orgs', ...EVENTS], () => import('./pages/orgs/OrgsPage'))],
  ['orgView', withTexts(['orgs', 'reviews', ...EVENTS], () => import('./pages/orgs/OrgViewPage'))],
  ['profileInfoOrg', withTexts(['orgs', 'verification', ...EVENTS], () => import('./pages/infoorg/InfoOrgPage'))],
  ...groupPages,
  ...publishPages,
  ...newsPages,
  // Reviews after completed activities: received, given, to write (any account; the volunteer's own page).
  ['profileReviews', withTexts(['reviews'], () => import('./pages/reviews/ReviewsProfilePage'))],
  ['volonReviews', withTexts(['reviews'], () => import('./pages/reviews/VolonReviewsPage'))],
  ['volonPerAccount', withTexts(['volons', ...EVENTS], () => import('./pages/volons/VolonPerAccountPage'))],
  // Developer/demo pages.
  ['allIcon', withTexts(['dev'], () => import('./pages/dev/AllIconPage'))],
  ['animateScroll', withTexts(['dev'], () => import('./pages/dev/AnimateScrollPage'))],
  ['animateScrollPagination', withTexts(['dev', ...EVENTS], () => import('./pages/dev/AnimateScrollPaginationPage'))],
];

const LOADS: ReadonlyMap<PageName, Load> = new Map(ENTRIES);

/** Loads a page's module with its texts in the language of the address (every page of the sitemap but home and sign has one). */
export function loadPage(page: PageName): Promise<PageModule> {
  const load = LOADS.get(page);
  return load ? load() : import('./components/NotFoundPage');
}

/** The pages this table loads (a test checks every routed page has its code). */
export const loadablePages = (): PageName[] => [...LOADS.keys()];
