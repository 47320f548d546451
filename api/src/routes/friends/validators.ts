import { FRIEND_LIMITS, FRIEND_LISTS } from '@hashar/common';
import { body, query } from 'express-validator';
import { pageChains } from '../../lists';
import { msg } from '../../validation/validate';
import { activityRefRules } from '../participation/validators';

const INT_MAX = 2147483647;
/** A positive database id (a number, or digits in a string). */
const isId = (v: unknown) =>
  (typeof v === 'number' || (typeof v === 'string' && /^\d{1,10}$/.test(v))) && Number(v) >= 1 && Number(v) <= INT_MAX;

/** GET /api/my/friends: which list, a page. */
export const listRules = [query('status').optional().isIn(FRIEND_LISTS).withMessage(msg('choice')), ...pageChains()];

/** GET /api/my/friends/find: a name part or an e-mail, a page. */
export const findRules = [
  query('q')
    .custom((v) => typeof v === 'string')
    .withMessage(msg('required'))
    .bail()
    .trim()
    .isLength({ min: FRIEND_LIMITS.queryMin, max: FRIEND_LIMITS.queryMax })
    .withMessage(msg('length', { min: FRIEND_LIMITS.queryMin, max: FRIEND_LIMITS.queryMax })),
  ...pageChains(),
];

/** POST /api/my/friends: whom to ask. */
export const requestRules = [
  body('userId')
    .exists({ values: 'null' })
    .withMessage(msg('required'))
    .bail()
    .custom(isId)
    .withMessage(msg('range', { min: 1, max: INT_MAX })),
];

/** POST /api/my/friends/invite: the activity (a registered kind and its id) and 1…FRIEND_LIMITS.invitees friends. */
export const inviteRules = [
  ...activityRefRules(isId),
  body('userIds')
    .custom((ids: unknown) => Array.isArray(ids) && ids.length >= 1)
    .withMessage(msg('required'))
    .bail()
    .custom((ids: unknown[]) => ids.length <= FRIEND_LIMITS.invitees)
    .withMessage(msg('listMax', { max: FRIEND_LIMITS.invitees }))
    .bail()
    .custom((ids: unknown[]) => ids.every(isId))
    .withMessage(msg('range', { min: 1, max: INT_MAX })),
];
