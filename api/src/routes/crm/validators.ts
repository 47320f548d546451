import { EVENT_LIMITS } from '@hashar/common';
import { body } from 'express-validator';
import { msg, requiredText, validate, validatorsByKey } from '../../validation/validate';
import { translate, type MessageKey } from '../../i18n';
import { BULK_ACTIONS } from '../../services/participation/decisions';

/** Most applications one bulk action may change. */
export const BULK_MAX = 100;
const NOTE_MAX = EVENT_LIMITS.commentMax;

/** An API message (api/src/i18n) for withMessage, in the request's language. */
export const text =
  (key: MessageKey, params: Record<string, string | number> = {}) =>
  (_value: unknown, { req }: { req: unknown }) =>
    translate((req as Express.Request).locale ?? 'ru', key, params);

const isId = (n: unknown) => Number.isSafeInteger(n) && (n as number) >= 1 && (n as number) <= 2147483647;

export const bulkRules = [
  body('ids')
    .custom((ids: unknown) => Array.isArray(ids) && ids.length >= 1 && ids.length <= BULK_MAX && ids.every(isId))
    .withMessage(text('ids_list', { max: BULK_MAX })),
  body('action').isIn(BULK_ACTIONS).withMessage(msg('choice')),
];

/** Hours (0.5 to `max`, in steps of 0.5) and an optional note of a verification. */
const verifyRules = (max: number) => [
  body('hours')
    .exists({ values: 'null' })
    .withMessage(msg('required'))
    .bail()
    .isFloat({ min: 0.5, max })
    .withMessage(text('hours_step', { max }))
    .bail()
    .custom((hours: unknown) => Number.isInteger(Number(hours) * 2))
    .withMessage(text('hours_step', { max }))
    .toFloat(),
  body('note')
    .optional({ values: 'null' })
    .isString()
    .withMessage(msg('maxLength', { max: NOTE_MAX }))
    .bail()
    .trim()
    .isLength({ max: NOTE_MAX })
    .withMessage(msg('maxLength', { max: NOTE_MAX })),
];

/** The hours an organizer verifies or corrects, up to the kind's limit: one validator per limit. */
export const hoursCheckFor = validatorsByKey((max: number) => validate<{ hours: number; note?: string | null }>(verifyRules(max)));

/** Subject and text of a message to the accepted participants. */
export const messageRules = [requiredText('subject', EVENT_LIMITS.titleMax), requiredText('body', EVENT_LIMITS.messageMax)];
