import type { Express } from 'express';
import request from 'supertest';
import { organizationAccount, staffAccount, volunteerAccount, type TestAccount } from './activities';
import { createTestApp } from './app';
import type { TestDatabase } from './db';
import { createApprovedEvent, createApprovedVisit } from './events';
import { fillPath, mountedRoutes, pathParams, type MountedRoute } from './routes';

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
  db: TestDatabase;
  routes: MountedRoute[];
  accounts: { volunteer: TestAccount; organization: TestAccount; moderator: TestAccount; admin: TestAccount };
}

/** Builds the app over a database of its own, walks its routes and signs in one account per role. */
export async function hostileContext(): Promise<HostileContext> {
  const { app, db, inner } = await createTestApp();
  const organization = await organizationAccount(app, db);
  const [volunteer, moderator, admin] = await Promise.all([
    volunteerAccount(app, db), staffAccount(app, db, 'moderator'), staffAccount(app, db, 'admin'),
  ]);
  await createApprovedEvent(db, organization.organizationId!);
  await createApprovedVisit(db, organization.organizationId!);
  return { app, db, routes: mountedRoutes(inner), accounts: { volunteer, organization, moderator, admin } };
}

/** The account most likely to get past a route's role checks (so the input reaches its validators and SQL). */
export function likelyAccount(ctx: HostileContext, route: MountedRoute): TestAccount {
  if (route.path.startsWith('/api/admin')) return ctx.accounts.admin;
  if (/^\/api\/(crm|my\/(events|visits|event-groups|uploads))/.test(route.path)) return ctx.accounts.organization;
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

export { pathParams };
