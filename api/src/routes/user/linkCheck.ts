import type { RequestHandler } from 'express';
import type { AccountLinkCheck } from '@hashar/common';
import { operation } from '../../lib/operation';
import { accountTokenState } from '../../services/accounts/tokens';
import { validate } from '../../validation/validate';
import type { UserRouteDeps } from './deps';
import { linkParamRules } from './validators';

/**
 * GET …/:id/:token of an e-mailed link (recovery or activation): its state, checked when the page
 * opens, so a used, expired or broken link is explained before the visitor does anything.
 */
export function linkCheck(
  deps: Pick<UserRouteDeps, 'sequelize' | 'limits'>,
  purpose: 'recovery' | 'activation',
  summary: string,
): RequestHandler[] {
  return [
    operation(summary, 'AccountLinkCheck'),
    deps.limits.confirm,
    validate(linkParamRules),
    async (req, res) => {
      const body: AccountLinkCheck = {
        state: await accountTokenState(deps.sequelize, Number(req.params['id']), String(req.params['token']), purpose),
      };
      res.json(body);
    },
  ];
}
