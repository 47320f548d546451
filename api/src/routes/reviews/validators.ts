import { body, query } from 'express-validator';
import { REVIEW_DIRECTIONS, REVIEW_LIMITS } from '@hashar/common';
import { pageChains } from '../../lists';
import { msg, sentField } from '../../validation/validate';
import { activityRefRules, boundedText } from '../participation/validators';

const INT_MAX = 2147483647;
const L = REVIEW_LIMITS;
const isId = (v: unknown) => Number.isInteger(v) && (v as number) > 0 && (v as number) <= INT_MAX;
const given = (v: unknown) => v !== undefined && v !== null && v !== '';
const isIdText = (v: unknown) => typeof v === 'string' && /^[1-9]\d{0,9}$/.test(v) && Number(v) <= INT_MAX;

const stars = () =>
  body('stars')
    .custom((v) => Number.isInteger(v) && v >= L.minStars && v <= L.maxStars)
    .withMessage(msg('range', { min: L.minStars, max: L.maxStars }));
const text = () => boundedText('text', L.text).customSanitizer((v: unknown) => (typeof v === 'string' ? v : ''));

/** POST /api/reviews: a registered kind, the activity, exactly one target, 1–5 stars, a text. */
export const createRules = [
  ...activityRefRules(isId),
  body('targetUserId')
    .custom((v, { req }) => given(v) !== given(sentField(req, 'targetOrganizationId')))
    .withMessage(msg('oneChoice')),
  body('targetUserId')
    .optional({ values: 'null' })
    .custom(isId)
    .withMessage(msg('range', { min: 1, max: INT_MAX })),
  body('targetOrganizationId')
    .optional({ values: 'null' })
    .custom(isId)
    .withMessage(msg('range', { min: 1, max: INT_MAX })),
  stars(),
  text(),
];

/** PUT /api/reviews/:id: the stars and the text again. */
export const updateRules = [stars(), text()];

/** POST /api/reviews/:id/report: why. */
export const reportRules = [boundedText('reason', 1000, true).notEmpty().withMessage(msg('required'))];

/** GET /api/reviews: exactly one of organizationId and userId, a page. */
export const publicListRules = [
  query('organizationId')
    .custom((v, { req }) => given(v) !== given((req.query as { userId?: unknown }).userId))
    .withMessage(msg('oneChoice')),
  query('organizationId')
    .optional()
    .custom(isIdText)
    .withMessage(msg('range', { min: 1, max: INT_MAX })),
  query('userId')
    .optional()
    .custom(isIdText)
    .withMessage(msg('range', { min: 1, max: INT_MAX })),
  ...pageChains(),
];

/** GET /api/my/reviews: received (default) or given, a page. */
export const myListRules = [
  query('direction')
    .optional()
    .isIn([...REVIEW_DIRECTIONS])
    .withMessage(msg('choice')),
  ...pageChains(),
];
