import type { Request, RequestHandler } from 'express';
import { canAccessResource, type AdminAction, type AdminResource } from '@hashar/common';
import { Forbidden, NotFound } from '../../errors';

/** Whether common/admin.ts lets the user (role, news editor) perform the action on the resource. */
export const mayAccess = (user: Express.User | undefined, resource: AdminResource, action: AdminAction): boolean =>
  canAccessResource(user?.role, resource, action, { isNewsEditor: user?.isNewsEditor });

/** 403 unless common/admin.ts lets the user's role perform the action on the resource. */
export function allow(resource: AdminResource, action: AdminAction): RequestHandler {
  return (req, _res, next) => next(mayAccess(req.user, resource, action) ? undefined : Forbidden());
}

/** The :id of the path as a positive integer; anything else is simply not found. */
export function recordId(req: Request): number {
  const raw = req.params['id'];
  if (typeof raw !== 'string' || !/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > 2147483647) throw NotFound();
  return Number(raw);
}
