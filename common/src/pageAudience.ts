import { isAdmin, isAllowed, type Action, type Actor, type Role } from './roles';
import type { PageName } from './sitemap';

/**
 * Who a page of the sitemap is for:
 * - `anyone`: visitors and every account;
 * - `guest`: the pages of signing in and up (a visitor);
 * - `signedIn`: any signed-in account but the admin (the admin's place is the back office);
 * - `groupLeader`: a volunteer leading an approved initiative group (its sub-area);
 * - `{ may }`: an account allowed one of these actions (common/roles.ts `isAllowed`, the one source);
 * - `{ roles }`: an account of one of these roles.
 */
export type PageAudience = 'anyone' | 'guest' | 'signedIn' | 'groupLeader' | { may: readonly Action[] } | { roles: readonly Role[] };

const may = (...actions: Action[]): PageAudience => ({ may: actions });

/**
 * Who opens each page, the one place that says it: the site's guards (sign-in required or not),
 * pages that show "no access" to the rest, and the browser walk of the sitemap (e2e) read it.
 * Typed over every PageName: a new page cannot join the sitemap without saying who opens it.
 */
export const PAGE_AUDIENCE: Readonly<Record<PageName, PageAudience>> = {
  home: 'anyone',
  login: 'guest',
  sign: 'guest',
  signUp: 'guest',
  forgotPassword: 'guest',
  logout: 'anyone',
  confirmation: 'anyone',
  recovery: 'anyone',
  privacy: 'anyone',
  profile: 'signedIn',
  search: 'anyone',
  aboutUs: 'anyone',
  analytics: 'anyone',
  instruction: 'anyone',
  partners: 'anyone',
  sdg: 'anyone',
  events: 'anyone',
  eventView: 'anyone',
  eventGroup: 'anyone',
  visitView: 'anyone',
  profileApplications: may('event.apply'),
  profileFavorites: may('favorite.create'),
  profileEvents: may('event.create'),
  profileEventCreate: may('event.create'),
  profileEventEdit: may('event.create'),
  profileMyvisit: may('visit.create'),
  profileMyvisitCreate: may('visit.create'),
  profileMyvisitEdit: may('visit.create'),
  volonEvents: may('event.apply'),
  volonFavorites: may('favorite.create'),
  volonBonuse: may('bonus.redeem'),
  projects: 'anyone',
  projectView: 'anyone',
  profileProjects: may('project.create', 'project.apply', 'project.partner'),
  profileProjectCreate: may('project.create'),
  profileProjectEdit: may('project.create'),
  volonProjects: may('project.apply'),
  tasks: 'anyone',
  taskView: 'anyone',
  profileTasks: may('task.create', 'task.apply'),
  profileTaskCreate: may('task.create'),
  profileTaskEdit: may('task.create'),
  volonTasks: may('task.apply'),
  vacancies: 'anyone',
  vacancyView: 'anyone',
  profileVacancies: may('vacancy.create', 'vacancy.apply'),
  profileVacancyCreate: may('vacancy.create'),
  profileVacancyEdit: may('vacancy.create'),
  profileEdit: 'signedIn',
  profileInfoVolon: may('volunteerProfile.edit'),
  profileInfoOrg: { roles: ['organization'] },
  orgs: 'anyone',
  orgView: 'anyone',
  volons: 'anyone',
  volonView: 'anyone',
  volonPerAccount: 'signedIn',
  profileReviews: 'signedIn',
  volonReviews: may('event.apply'),
  volonFriends: may('friends.use'),
  profileLink: 'signedIn',
  volonLink: may('friends.use'),
  changeRole: may('account.changerole'),
  initiatives: 'anyone',
  initiativeView: 'anyone',
  initiativeSignUp: may('initiative.register'),
  initiativeMine: 'signedIn',
  profileInitiative: 'groupLeader',
  profileInfoInitiative: 'groupLeader',
  profileInitiativeCreate: may('initiative.register'),
  profileInitiativeEdit: 'groupLeader',
  profileInitiativeEvents: 'groupLeader',
  profileInitiativeMyvisit: 'groupLeader',
  profileInitiativeMyvisitCreate: 'groupLeader',
  profileInitiativeMyvisitEdit: 'groupLeader',
  profileInitiativeProjects: 'groupLeader',
  profileInitiativeProjectCreate: 'groupLeader',
  profileInitiativeProjectEdit: 'groupLeader',
  profileInitiativeTasks: 'groupLeader',
  profileInitiativeTaskCreate: 'groupLeader',
  profileInitiativeTaskEdit: 'groupLeader',
  profileInitiativeVacancies: 'groupLeader',
  profileInitiativeVacancyCreate: 'groupLeader',
  profileInitiativeVacancyEdit: 'groupLeader',
  news: 'anyone',
  newsView: 'anyone',
  newsSection: 'anyone',
  newsItem: 'anyone',
  volonNews: may('event.apply'),
  posts: 'anyone',
  postView: 'anyone',
  profilePublish: may('publication.create'),
  profilePublishCreate: may('publication.create'),
  profilePublishEdit: may('publication.create'),
  profileInitiativePublish: 'groupLeader',
  profileInitiativePublishCreate: 'groupLeader',
  profileInitiativePublishEdit: 'groupLeader',
  volonArchive: may('event.apply'),
  volonMyboon: may('bonus.redeem'),
  profileBonuses: may('bonus.create'),
  profileBonusCreate: may('bonus.create'),
  profileBonusEdit: may('bonus.create'),
  profileBonusCheck: may('bonus.create'),
  verify: 'anyone',
  academy: 'anyone',
  course: 'anyone',
  courseLesson: may('course.learn'),
  courseQuiz: may('course.learn'),
  volonCourses: may('course.learn'),
  volonBook: may('volunteerProfile.edit'),
  profileCourses: may('course.create'),
  profileCourseCreate: may('course.create'),
  profileCourseEdit: may('course.create'),
  profileInitiativeCourses: 'groupLeader',
  profileInitiativeCourseCreate: 'groupLeader',
  profileInitiativeCourseEdit: 'groupLeader',
  checkin: 'anyone',
  allIcon: 'anyone',
  cropper: 'anyone',
  animateScroll: 'anyone',
  animateScrollPagination: 'anyone',
};

/** Whether a page needs a signed-in account (its guard sends a visitor to the login page). */
export function needsSignIn(page: PageName): boolean {
  const audience = PAGE_AUDIENCE[page];
  return audience !== 'anyone' && audience !== 'guest';
}

/** Whether `actor` (null: a visitor) is who the page is for. */
export function mayOpenPage(page: PageName, actor: Actor | null): boolean {
  const audience = PAGE_AUDIENCE[page];
  if (audience === 'anyone') return true;
  if (audience === 'guest') return actor === null;
  if (actor === null || isAdmin(actor.role)) return false;
  if (audience === 'signedIn') return true;
  if (audience === 'groupLeader') return actor.role === 'volon' && actor.leadsActiveGroup === true;
  if ('roles' in audience) return audience.roles.includes(actor.role);
  return audience.may.some((action) => isAllowed(actor, action));
}
