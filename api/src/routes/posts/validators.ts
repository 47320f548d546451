import { body, query, type ValidationChain } from 'express-validator';
import { CONTENT_LIMITS, fromTashkentInput, NOTICE_KINDS, NOTICE_STATES, PUBLICATION_KINDS, RICH_TEXT } from '@hashar/common';
import { sanitizeRichText } from '../../lib/richText';
import { pageChains } from '../../lists';
import { bilingualText, eitherLanguage, msg, requiredText } from '../../validation/validate';
import { publicationKey } from '../../services/publications/files';
import { text } from '../crm/validators';
import { idParam } from '../../validation/query';
import { searchQueryChain } from '../orgs/validators';

const L = CONTENT_LIMITS;
const INT_MAX = 2147483647;
/** Alternative text of a photo. */
const ALT_MAX = 300;
/** A minute of slack for clocks that run a little ahead. */
const CLOCK_SLACK_MS = 60_000;
const positiveInt = (v: unknown) => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= INT_MAX;
const isString = (v: unknown) => typeof v === 'string';
const ZONED = /(Z|[+-]\d{2}:?\d{2})$/i;

/** An instant sent as ISO with a zone, or as Tashkent wall-clock time (`YYYY-MM-DDTHH:mm`); null when neither. */
export function parseInstant(v: string): Date | null {
  const value = v.trim();
  const iso = ZONED.test(value) ? (/^\d{4}-\d{2}-\d{2}T/.test(value) ? value : null) : fromTashkentInput(value);
  const at = iso ? new Date(iso) : null;
  return at && !Number.isNaN(at.getTime()) ? at : null;
}

/**
 * One language of the rich-text body: at most RICH_TEXT.maxLength characters as sent, then
 * sanitised (sanitizeRichText) before anything else sees it; missing is ''. eitherLanguage('body') requires one.
 */
export const richBody = (field: string): ValidationChain => {
  const max = RICH_TEXT.maxLength;
  return body(field)
    .customSanitizer((v: unknown) => v ?? '')
    .custom(isString)
    .withMessage(msg('maxLength', { max }))
    .bail()
    .isLength({ max })
    .withMessage(msg('maxLength', { max }))
    .bail()
    .customSanitizer((v: string) => sanitizeRichText(v));
};

/** A notice's required text, trimmed (a story's is ignored). */
const noticeText = (field: string, max: number): ValidationChain =>
  requiredText(field, max, body(field).if(body('kind').isIn([...NOTICE_KINDS])));

/** Body of POST /api/my/posts and PUT /api/my/posts/:id (PublicationInput). */
export const publicationChains = (): ValidationChain[] => [
  body('kind')
    .exists({ values: 'null' })
    .withMessage(msg('required'))
    .bail()
    .isIn([...PUBLICATION_KINDS])
    .withMessage(msg('choice')),
  ...bilingualText('title', L.titleMax, { min: L.titleMin }),
  richBody('bodyRu'),
  richBody('bodyUz'),
  ...eitherLanguage('body'),
  body('cover')
    .optional({ values: 'null' })
    .custom((v) => typeof v === 'string' && v.length <= 500 && publicationKey(v, false) !== null)
    .withMessage(text('post_photo_foreign'))
    .bail()
    .customSanitizer((v: string) => publicationKey(v, false)),
  body('photos')
    .optional({ values: 'null' })
    .custom((v) => Array.isArray(v) && v.length <= L.photosMax)
    .withMessage(msg('listMax', { max: L.photosMax }))
    .bail()
    .custom((v: unknown[]) =>
      v.every((p) => {
        const photo = p as { url?: unknown; alt?: unknown } | null;
        return (
          typeof photo === 'object' && photo !== null && (photo.alt === undefined || photo.alt === null || typeof photo.alt === 'string')
        );
      }),
    )
    .withMessage(msg('choice'))
    .bail()
    .custom((v: { url?: unknown; alt?: string | null }[]) =>
      v.every((p) => typeof p.url === 'string' && p.url.length <= 500 && publicationKey(p.url, true) !== null),
    )
    .withMessage(text('post_photo_foreign'))
    .bail()
    .custom((v: { url: string; alt?: string | null }[]) => v.every((p) => (p.alt ?? '').trim().length <= ALT_MAX))
    .withMessage(msg('maxLength', { max: ALT_MAX }))
    .bail()
    .customSanitizer((v: { url: string; alt?: string | null }[]) =>
      v.flatMap((p) => {
        const url = publicationKey(p.url, true);
        // Every url passed the check above: none is dropped here.
        return url === null ? [] : [{ url, ...(p.alt?.trim() ? { alt: p.alt.trim() } : {}) }];
      }),
    ),
  body('regionId').optional({ values: 'null' }).custom(positiveInt).withMessage(msg('region')),
  body('tags')
    .optional({ values: 'null' })
    .custom(
      (v) =>
        Array.isArray(v) &&
        v.length <= L.tagsMax &&
        v.every((t) => typeof t === 'string' && t.trim().length >= 1 && t.trim().length <= L.tagMax && !t.includes('\0')),
    )
    .withMessage(msg('listLimits', { max: L.tagsMax, length: L.tagMax }))
    .bail()
    .customSanitizer((v: string[]) => v.map((t) => t.trim())),
  noticeText('subject', L.subjectMax),
  noticeText('lastSeenPlace', L.placeMax),
  noticeText('contacts', L.contactsMax),
  body('lastSeenAt')
    .if(body('kind').isIn([...NOTICE_KINDS]))
    .custom((v) => typeof v === 'string' && v.trim() !== '')
    .withMessage(msg('required'))
    .bail()
    .custom((v: string) => v.length <= 40 && parseInstant(v) !== null)
    .withMessage(msg('date'))
    .bail()
    .custom((v: string) => {
      const at = parseInstant(v);
      return at !== null && at.getTime() <= Date.now() + CLOCK_SLACK_MS;
    })
    .withMessage(text('post_seen_future'))
    .bail()
    .customSanitizer((v: string) => parseInstant(v)?.toISOString() ?? v),
  body('draft').optional().isBoolean({ strict: true }).withMessage(msg('boolean')),
];

/** Query of GET /api/posts. */
export const publicListChains = (): ValidationChain[] => [
  query('kind')
    .optional()
    .isIn([...PUBLICATION_KINDS])
    .withMessage(msg('choice')),
  idParam('region'),
  query('tag')
    .optional()
    .custom((v) => typeof v === 'string' && v.length <= L.tagMax)
    .withMessage(msg('maxLength', { max: L.tagMax })),
  searchQueryChain(),
  ...pageChains(),
];

/** Query of GET /api/my/posts: `?group=` names a group by id (before the owner policy, so a bad one is a 400). */
export const myListChains = (): ValidationChain[] => [idParam('group'), ...pageChains()];

/** Body of the notice state moves. */
export const stateChains = (): ValidationChain[] => [
  body('state')
    .exists({ values: 'null' })
    .withMessage(msg('required'))
    .bail()
    .isIn([...NOTICE_STATES])
    .withMessage(msg('choice')),
];
