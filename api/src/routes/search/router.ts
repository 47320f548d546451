import { Router } from 'express';
import { query } from 'express-validator';
import { SEARCH_QUERY_MAX } from '@hashar/common';
import type { Sequelize } from 'sequelize';
import { activityEntry } from '../../activities/registry';
import { pageChains, pageOf } from '../../lists';
import { msg, validate } from '../../validation/validate';
import { searchAll, searchKind, searchKinds } from '../../services/search/search';
import { queryText } from '../../validation/query';
import { operation } from '../../lib/operation';

const oneString = (v: unknown) => typeof v === 'string';

/** Query parameters of GET /api/search: q (required, 1..SEARCH_QUERY_MAX after trimming), kind, page, perPage. */
const searchChains = () => [
  query('q')
    .exists()
    .withMessage(msg('required'))
    .bail()
    .custom(oneString)
    .withMessage(msg('required'))
    .bail()
    .trim()
    .notEmpty()
    .withMessage(msg('required'))
    .bail()
    .isLength({ max: SEARCH_QUERY_MAX })
    .withMessage(msg('maxLength', { max: SEARCH_QUERY_MAX })),
  query('kind')
    .optional()
    .custom((v) => oneString(v) && searchKinds().some((k) => k.kind === v))
    .withMessage(msg('choice')),
  ...pageChains(),
];

/** GET /api/search: every public kind's best matches grouped with counts, or with `kind` one kind's page of matches. */
export function searchRouter(sequelize: Sequelize): Router {
  const router = Router();
  router.get(
    '/',
    operation('Searches activities, organizations, groups and news.', 'SearchAnswer'),
    validate(searchChains()),
    async (req, res) => {
      const q = String(req.query['q']);
      const kind = queryText(req, 'kind');
      if (kind) res.json({ q, ...(await searchKind(sequelize, activityEntry(kind), q, pageOf(req), req.locale)) });
      else res.json(await searchAll(sequelize, q, req.locale));
    },
  );
  return router;
}
