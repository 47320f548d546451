import { APPLICATION_NOTE_MAX, APPLICATION_STATES, EVENT_LIMITS } from '@hashar/common';
import { body, query } from 'express-validator';
import { pageChains } from '../../lists';
import { msg } from '../../validation/validate';
import { DECISIONS, offers } from '../../services/participation/decisions';
import { text } from '../crm/validators';
import { boundedText } from '../participation/validators';

/** GET /api/my/<api>/:id/applications: a state, a page. */
export const listRules = () => [query('state').optional().isIn(APPLICATION_STATES).withMessage(msg('choice')), ...pageChains()];

/** POST …/decide: one of the kind's decisions (verifying hours has its own route) and an optional message to the applicant. */
export const decideRules = (kind: string) => [
  body('action')
    .isIn(DECISIONS)
    .withMessage(msg('choice'))
    .bail()
    .custom((action: string) => offers(kind, action as (typeof DECISIONS)[number]))
    .withMessage(text('decision_not_offered')),
  boundedText('message', EVENT_LIMITS.messageMax),
];

/** PUT …/note: the owner's private note (empty clears it). */
export const noteRules = () => [boundedText('note', APPLICATION_NOTE_MAX, true)];
