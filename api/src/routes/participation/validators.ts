import { APPLICATION_STATES, EVENT_LIMITS, EVENT_WHEN, EVENTS_PAGE_SIZE, PAGE_SIZE_MAX } from '@hashar/common';
import type { Request } from 'express';
import { body, query } from 'express-validator';
import { msg } from '../../middlewares/validate';

const PAGE_MAX = 100000;

/** `page` (1-based) and `perPage` (≤ PAGE_SIZE_MAX) of a Page<T> list. */
export const pageRules = [
  query('page')
    .optional()
    .isInt({ min: 1, max: PAGE_MAX })
    .withMessage(msg('range', { min: 1, max: PAGE_MAX }))
    .toInt(),
  query('perPage')
    .optional()
    .isInt({ min: 1, max: PAGE_SIZE_MAX })
    .withMessage(msg('range', { min: 1, max: PAGE_SIZE_MAX }))
    .toInt(),
];

/** The page the request asks for, defaults filled. */
export function pageOf(req: Request): { page: number; perPage: number } {
  return { page: Number(req.query['page'] ?? 1), perPage: Number(req.query['perPage'] ?? EVENTS_PAGE_SIZE) };
}

export const applyRules = [
  body('message')
    .optional({ values: 'null' })
    .isString()
    .withMessage(msg('maxLength', { max: EVENT_LIMITS.messageMax }))
    .bail()
    .trim()
    .isLength({ max: EVENT_LIMITS.messageMax })
    .withMessage(msg('maxLength', { max: EVENT_LIMITS.messageMax })),
];

export const myApplicationsRules = [
  query('state').optional().isIn(APPLICATION_STATES).withMessage(msg('choice')),
  query('when').optional().isIn(EVENT_WHEN).withMessage(msg('choice')),
  ...pageRules,
];
