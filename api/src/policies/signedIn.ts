import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { Unauthorized } from '../errors';
import type { AuthUser } from './index';

/** A request past `authenticate`: its user is always there. */
export type SignedInRequest = Request & { user: AuthUser };

/** A handler of a signed-in route: `req.user` is the signed-in account, never undefined. */
export type SignedInHandler = (req: SignedInRequest, res: Response, next: NextFunction) => unknown;

/**
 * The signed-in user of a request past `authenticate`. A route that forgot `authenticate` answers
 * 401 here instead of reading a property of undefined (a 500).
 */
export function userOf(req: Request): AuthUser {
  if (!req.user) throw Unauthorized();
  return req.user;
}

/**
 * Wraps the handler of a signed-in route (placed after `authenticate`) so it is typed with an
 * always-present `req.user`: `router.get('/my/x', authenticate, signedIn(async (req, res) => …))`.
 */
export const signedIn =
  (handler: SignedInHandler): RequestHandler =>
  (req, res, next) => {
    userOf(req);
    return handler(req as SignedInRequest, res, next);
  };
