import { APPLICATION_STATES, EVENT_LIMITS, EVENT_WHEN } from '@hashar/common';
import { body, query } from 'express-validator';
import { pageChains } from '../../lists';
import { msg } from '../../middlewares/validate';

/** A text field of at most `max` characters, trimmed (400 naming the limit otherwise); optional unless `required`. */
export const boundedText = (field: string, max: number, required = false) => {
  const chain = required ? body(field) : body(field).optional({ values: 'null' });
  return chain.isString().withMessage(msg('maxLength', { max })).bail().trim().isLength({ max }).withMessage(msg('maxLength', { max }));
};

export const applyRules = [boundedText('message', EVENT_LIMITS.messageMax)];

export const myApplicationsRules = [
  query('state').optional().isIn(APPLICATION_STATES).withMessage(msg('choice')),
  query('when').optional().isIn(EVENT_WHEN).withMessage(msg('choice')),
  ...pageChains(),
];
