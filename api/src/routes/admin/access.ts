import type { RequestHandler } from 'express';
import { canAccessResource, type AdminAction, type AdminResource } from '@hashar/common';
import { Forbidden } from '../../errors';

/** Whether common/admin.ts lets the user (role, news editor) perform the action on the resource. */
export const mayAccess = (user: Express.User | undefined, resource: AdminResource, action: AdminAction): boolean =>
  canAccessResource(user?.role, resource, action, { isNewsEditor: user?.isNewsEditor });

/** 403 unless common/admin.ts lets the user's role perform the action on the resource. */
export function allow(resource: AdminResource, action: AdminAction): RequestHandler {
  return (req, _res, next) => next(mayAccess(req.user, resource, action) ? undefined : Forbidden());
}
