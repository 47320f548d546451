import { APPLICATION_STATES, EVENT_LIMITS, EVENT_WHEN } from '@hashar/common';
import { body, query } from 'express-validator';
import { pageChains } from '../../lists';
import { activityKinds } from '../../activities/registry';
import { msg } from '../../validation/validate';

/** A text field of at most `max` characters, trimmed (400 naming the limit otherwise); optional unless `required`. */
export const boundedText = (field: string, max: number, required = false) => {
  const chain = required ? body(field) : body(field).optional({ values: 'null' });
  return chain.isString().withMessage(msg('maxLength', { max })).bail().trim().isLength({ max }).withMessage(msg('maxLength', { max }));
};

/** Whether the value names a registered activity kind. */
const isActivityKind = (kind: unknown) => activityKinds().some((entry) => entry.kind === kind);

/** The body's activity: a registered `activityKind` and an `activityId` accepted by `isId` (at most INT4's max). */
export const activityRefRules = (isId: (v: unknown) => boolean) => [
  body('activityKind').custom(isActivityKind).withMessage(msg('choice')),
  body('activityId')
    .custom(isId)
    .withMessage(msg('range', { min: 1, max: 2147483647 })),
];

export const applyRules = [boundedText('message', EVENT_LIMITS.messageMax)];

/** GET /api/my/applications: a state, current or past, an activity kind (one registered: 400 otherwise), a page. */
export const myApplicationsRules = [
  query('state').optional().isIn(APPLICATION_STATES).withMessage(msg('choice')),
  query('kind').optional().custom(isActivityKind).withMessage(msg('choice')),
  query('when').optional().isIn(EVENT_WHEN).withMessage(msg('choice')),
  ...pageChains(),
];
