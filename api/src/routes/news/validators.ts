import { query, type ValidationChain } from 'express-validator';
import { CONTENT_LIMITS } from '@hashar/common';
import { isSlug } from '../../services/news/slug';
import { translate, type MessageKey } from '../../i18n';
import { pageChains } from '../../lists';
import { msg } from '../../validation/validate';
import { searchQueryChain } from '../orgs/validators';

/** An API message (api/src/i18n) in the request's language, for express-validator's withMessage. */
export const apiMsg =
  (key: MessageKey, params: Record<string, string | number> = {}) =>
  (_value: unknown, { req }: { req: unknown }) =>
    translate((req as Express.Request).locale ?? 'ru', key, params);

export { isSlug };

/** Query of GET /api/news. */
export const newsListChains = (): ValidationChain[] => [
  searchQueryChain(),
  query('section')
    .optional()
    .custom((v) => isSlug(v, CONTENT_LIMITS.sectionSlugMax))
    .withMessage(apiMsg('news_slug', { max: CONTENT_LIMITS.sectionSlugMax })),
  query('tag')
    .optional()
    .custom((v) => typeof v === 'string' && v.length <= CONTENT_LIMITS.tagMax)
    .withMessage(msg('maxLength', { max: CONTENT_LIMITS.tagMax })),
  ...pageChains(),
];
