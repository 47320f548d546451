import { APPLICATION_STATES, EVENT_LIMITS, EVENT_WHEN } from '@hashar/common';
import { body, query } from 'express-validator';
import { pageChains } from '../../lists';
import { msg } from '../../middlewares/validate';

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
  ...pageChains(),
];
