import type { Express } from 'express';
import request from 'supertest';
import { organizationAccount, staffAccount, volunteerAccount, type TestAccount } from './activities';
import { createTestApp } from './app';
import type { TestDatabase } from './db';
import { createApprovedEvent, createApprovedVisit } from './events';
import { insertCourse } from './academy';
import { fillPath, mountedRoutes, pathParams, type MountedRoute } from '../openapi/routes';

/** A value each path parameter of a route accepts, so a request reaches the handler's own checks. */
const VALID_PARAMS: Record<string, string> = { type: 'event', kind: 'cover', list: 'directions', rest: 'events' };

/** A value the path parameter accepts (ids: 1). */
export const validParam = (name: string): string => VALID_PARAMS[name] ?? '1';

/** The route's path with `value` in the parameter `name` (every other parameter valid). */
export function routePath(route: MountedRoute, name?: string, value?: string): string {
  return fillPath(route.path, (param) => (param === name ? value! : validParam(param)));
}

/** Routes that take a file upload (multipart/form-data), not JSON. */
export const isUploadRoute = (route: MountedRoute) => /\/uploads(\/|$)/.test(route.path);

export const hasJsonBody = (route: MountedRoute) => ['POST', 'PUT', 'PATCH'].includes(route.method);

export const isApiRoute = (route: MountedRoute) => route.path.startsWith('/api/');

/** The app, its routes and accounts of each kind; an approved event and visit offer of the organization exist. */
export interface HostileContext {
  app: Express;
  /** The app createApp built (without the test's wrapper), for reading its routes and API description. */
  inner: Express;
  db: TestDatabase;
  routes: MountedRoute[];
  accounts: { volunteer: TestAccount; organization: TestAccount; moderator: TestAccount; admin: TestAccount };
}

/** Builds the app over a database of its own, walks its routes and signs in one account per role. */
export async function hostileContext(): Promise<HostileContext> {
  // With a Telegram bot, so its routes reach their validators; nothing listens at its API root.
  const { app, db, inner } = await createTestApp({
    TELEGRAM_BOT_TOKEN: '7012345678:AAE-hostile-token-0123456789',
    TELEGRAM_BOT_NAME: 'hashar_hostile_bot',
    TELEGRAM_WEBHOOK_SECRET: 'hostile-webhook-secret-0123',
    TELEGRAM_API_ROOT: 'http://127.0.0.1:9',
  });
  const organization = await organizationAccount(app, db);
  const [volunteer, moderator, admin] = await Promise.all([
    volunteerAccount(app, db),
    staffAccount(app, db, 'moderator'),
    staffAccount(app, db, 'admin'),
  ]);
  await createApprovedEvent(db, organization.organizationId!);
  await createApprovedVisit(db, organization.organizationId!);
  // Course 1 is the organization's, with lessons and a question: the authoring routes' :id reaches their services.
  await insertCourse(db, { slug: 'hostile-course', organizationId: organization.organizationId, questions: [{ options: [true, false] }] });
  return { app, inner, db, routes: mountedRoutes(inner), accounts: { volunteer, organization, moderator, admin } };
}

/** The account most likely to get past a route's role checks (so the input reaches its validators and SQL). */
export function likelyAccount(ctx: HostileContext, route: MountedRoute): TestAccount {
  if (route.path.startsWith('/api/admin')) return ctx.accounts.admin;
  if (/^\/api\/(crm|my\/(events|visits|event-groups|uploads|organization|tasks|vacancies|bonuses|courses))/.test(route.path))
    return ctx.accounts.organization;
  return ctx.accounts.volunteer;
}

/** A supertest request for the route's method. */
export function send(app: Express, method: string, url: string): request.Test {
  const agent = request(app) as unknown as Record<string, (url: string) => request.Test>;
  return agent[method.toLowerCase()]!(url);
}

/** One line describing a response that broke the rule, for the failure list. */
export function describeResponse(label: string, res: request.Response): string {
  return `${label} → ${res.status} ${JSON.stringify(res.body ?? res.text).slice(0, 160)}`;
}

const DAY = 24 * 3600 * 1000;
const inDays = (days: number, hours = 0) =>
  new Date(Math.floor(Date.now() / 60000) * 60000 + days * DAY + hours * 3600 * 1000).toISOString();

/**
 * Valid bodies of the main forms ("METHOD /path" → body), for the fuzz test to spoil one field at a
 * time so hostile values get past the other fields' checks into services and SQL. Routes without
 * one get generated bodies only; a missing or outdated entry weakens the fuzz, it never fails it.
 */
export function seedBodies(): Record<string, Record<string, unknown>> {
  const event = {
    titleRu: 'Посадка деревьев',
    titleUz: 'Daraxt ekish',
    descriptionRu: 'Сажаем деревья',
    directionIds: [1, 2],
    regionId: 1,
    districtId: 1,
    point: { lat: 41.365, lng: 69.287 },
    addressRu: 'Юнусабад',
    isOnline: false,
    startsAt: inDays(5),
    endsAt: inDays(5, 4),
    capacity: 20,
    minAge: 16,
    sessions: [{ titleRu: 'Утро', startsAt: inDays(5), endsAt: inDays(5, 2), capacity: 2 }],
  };
  const visit = {
    titleRu: 'Выгул собак',
    descriptionRu: 'Каждую субботу',
    directionIds: [1],
    regionId: 2,
    sessions: [{ startsAt: inDays(2), endsAt: inDays(2, 2), capacity: 4 }],
  };
  const reference = { key: 'fuzz-key', nameRu: 'Название', nameUz: 'Nomi', isActive: true, sortOrder: 1 };
  const post = {
    kind: 'missing_pet',
    titleRu: 'Пропал кот',
    bodyRu: '<p>Рыжий</p>',
    regionId: 1,
    tags: ['кот'],
    subject: 'Кот',
    lastSeenPlace: 'Чиланзар',
    lastSeenAt: '2026-01-10T10:00',
    contacts: '+998 90 000 00 00',
  };
  const bodies: Record<string, Record<string, unknown>> = {
    'POST /api/my/events': event,
    'PUT /api/my/events/:id': event,
    'POST /api/my/visits': visit,
    'PUT /api/my/visits/:id': visit,
    'POST /api/my/event-groups': { name: 'Группа', titleRu: 'Серия' },
    'POST /api/comments': { type: 'event', id: 1, body: 'Привет' },
    'POST /api/favorites': { type: 'event', id: 1 },
    'POST /api/sessions/:id/apply': { message: 'Хочу помочь' },
    'POST /api/sessions/:id/team': { groupId: 1, places: 2, memberIds: [1], message: 'Придём вдвоём' },
    'PUT /api/my/initiatives/:id/teams/:teamId/members': { memberIds: [1] },
    'POST /api/crm/applications/:id/verify': { hours: 2, note: 'Спасибо' },
    'POST /api/crm/applications/bulk': { ids: [1], action: 'accept' },
    'POST /api/crm/events/:id/message': { subject: 'Сбор', body: 'В 9:00 у входа' },
    'POST /api/admin/events/:id/reject': { reason: 'Уточните адрес' },
    'POST /api/admin/visits/:id/reject': { reason: 'Уточните адрес' },
    'POST /api/admin/events/bulk': { ids: [1], action: 'approve' },
    'PUT /api/admin/users/:id': { name: 'Имя', isBlocked: false, regionId: 1 },
    'POST /api/user/login': { username: 'nobody@example.uz', password: 'secret-pass-1' },
    'POST /api/user/registration': {
      type: 'volon',
      username: 'fuzz@example.uz',
      password: 'secret-pass-1',
      repeat: 'secret-pass-1',
      name: 'Азиз',
      regionId: 1,
      consent: true,
    },
    'POST /api/user/password': { password: 'secret-pass-1', newPassword: 'secret-pass-2', repeat: 'secret-pass-2' },
    'POST /api/user/forgot': { username: 'nobody@example.uz' },
    'POST /api/user/confirm': { id: 1, token: 'x'.repeat(32) },
    // Publications and notices.
    'POST /api/my/posts': post,
    'PUT /api/my/posts/:id': post,
    'PUT /api/admin/publications/:id': post,
    'POST /api/my/posts/:id/state': { state: 'found' },
    'POST /api/admin/publications/:id/state': { state: 'closed' },
    'POST /api/admin/publications/:id/reject': { reason: 'Нет фото' },
  };
  // The academy's authoring (lessons' and questions' ids 1 are course 1's).
  const course = {
    titleRu: 'Курс',
    summaryRu: 'Кратко',
    bodyRu: '<p>Текст</p>',
    level: 'beginner',
    estimatedMinutes: 30,
    directionIds: [1],
  };
  const lesson = { titleRu: 'Урок', bodyRu: '<p>Текст</p>', video: 'https://youtu.be/dQw4w9WgXcQ' };
  const question = {
    textRu: 'Вопрос?',
    options: [
      { textRu: 'Да', isCorrect: true },
      { textRu: 'Нет', isCorrect: false },
    ],
  };
  for (const side of ['/api/my/courses', '/api/admin/courses']) {
    bodies[`POST ${side}`] = course;
    bodies[`PUT ${side}/:id`] = course;
    bodies[`POST ${side}/:id/lessons`] = lesson;
    bodies[`PUT ${side}/:id/lessons/:lessonId`] = lesson;
    bodies[`PUT ${side}/:id/lessons/order`] = { lessonIds: [2, 1] };
    bodies[`POST ${side}/:id/lessons/:lessonId/move`] = { direction: 'down' };
    bodies[`POST ${side}/:id/questions`] = question;
    bodies[`PUT ${side}/:id/questions/:questionId`] = question;
  }
  bodies['POST /api/admin/courses/:id/reject'] = { reason: 'Нет источников' };
  const news = { sectionId: 1, titleRu: 'Новость', bodyRu: '<p>Текст</p>', tags: ['Тег'], publishedAt: inDays(-1) };
  bodies['POST /api/admin/news'] = news;
  bodies['PUT /api/admin/news/:id'] = news;
  bodies['POST /api/admin/news-sections'] = { slug: 'fuzz-section', nameRu: 'Раздел', nameUz: "Bo'lim" };
  bodies['PUT /api/admin/news-sections/:id'] = { slug: 'fuzz-section', nameRu: 'Раздел', nameUz: "Bo'lim" };
  for (const name of ['regions', 'directions', 'cattask', 'dirprobono', 'typecat']) {
    bodies[`POST /api/admin/${name}`] = reference;
    bodies[`PUT /api/admin/${name}/:id`] = reference;
  }
  return bodies;
}

export { pathParams };

/** Gives a describe block a hostile context, created before and dropped after its tests. */
export function useHostileContext(): HostileContext {
  const ctx = {} as HostileContext;
  beforeAll(async () => {
    Object.assign(ctx, await hostileContext());
  }, 60000);
  afterAll(async () => {
    await ctx.db?.drop();
  });
  return ctx;
}
