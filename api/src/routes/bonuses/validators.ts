import { body, query, type ValidationChain } from 'express-validator';
import { BONUS_LIMITS, CODE_ALPHABET, normalizeCode, REDEMPTION_STATES, toTashkentDateInput } from '@hashar/common';
import { pageChains } from '../../lists';
import { bilingualText, msg, sentField } from '../../validation/validate';
import { bonusImageKey } from '../../services/bonuses/files';
import { text } from '../crm/validators';
import { idParam } from '../../validation/query';
import { optionalText, searchQueryChain } from '../orgs/validators';

const L = BONUS_LIMITS;
const INT_MAX = 2147483647;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const CODE = new RegExp(`^[${CODE_ALPHABET}]{${L.codeLength}}$`);

/** A real calendar day written YYYY-MM-DD. */
const isDay = (v: unknown): v is string =>
  typeof v === 'string' && DAY.test(v) && new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v;
const intIn = (min: number, max: number) => (v: unknown) => Number.isInteger(v) && (v as number) >= min && (v as number) <= max;
const flag = (name: string) => query(name).optional().isIn(['0', '1', 'true', 'false']).withMessage(msg('boolean'));

/** Body of POST /api/my/bonuses and PUT /api/my/bonuses/:id (BonusOfferRequest); the image becomes its upload key. */
export const bonusChains = (): ValidationChain[] => [
  ...bilingualText('title', L.titleMax, { min: L.titleMin }),
  ...bilingualText('description', L.descriptionMax),
  optionalText('termsRu', L.termsMax),
  optionalText('termsUz', L.termsMax),
  body('image')
    .optional({ values: 'null' })
    .custom((v) => typeof v === 'string' && v.length <= 500 && bonusImageKey(v) !== null)
    .withMessage(text('bonus_image_foreign'))
    .bail()
    .customSanitizer((v: string) => bonusImageKey(v)),
  body('price')
    .custom(intIn(L.priceMin, L.priceMax))
    .withMessage(msg('range', { min: L.priceMin, max: L.priceMax })),
  body('quantity')
    .optional({ values: 'null' })
    .custom(intIn(1, L.quantityMax))
    .withMessage(msg('range', { min: 1, max: L.quantityMax })),
  body('validFrom').custom(isDay).withMessage(msg('date')),
  body('validUntil')
    .custom(isDay)
    .withMessage(msg('date'))
    .bail()
    .custom((v: string, { req }) => {
      const from = sentField(req, 'validFrom');
      return !isDay(from) || v >= from;
    })
    .withMessage(msg('dateOrder'))
    .bail()
    .custom((v: string) => v >= toTashkentDateInput(new Date()))
    .withMessage(text('bonus_valid_past')),
  body('isOnline').optional().isBoolean({ strict: true }).withMessage(msg('boolean')),
  body('regionId').optional({ values: 'null' }).custom(intIn(1, INT_MAX)).withMessage(msg('region')),
  body('regionId')
    .custom((v, { req }) => (v !== undefined && v !== null) || sentField(req, 'isOnline') === true)
    .withMessage(text('bonus_where')),
  body('draft').optional().isBoolean({ strict: true }).withMessage(msg('boolean')),
];

/** Query of GET /api/bonuses. */
export const publicListChains = (): ValidationChain[] => [
  idParam('region'),
  flag('online'),
  flag('affordable'),
  query('sort').optional().isIn(['price', 'new']).withMessage(msg('choice')),
  searchQueryChain(),
  ...pageChains(),
];

/** Query of GET /api/my/redemptions. */
export const redemptionListChains = (): ValidationChain[] => [
  query('state')
    .optional()
    .isIn([...REDEMPTION_STATES])
    .withMessage(msg('choice')),
  ...pageChains(),
];

/** Body of POST /api/my/bonuses/check: a code as typed, made canonical (normalizeCode). */
export const checkChains = (): ValidationChain[] => [
  body('code')
    .custom((v) => typeof v === 'string' && v.trim() !== '')
    .withMessage(msg('required'))
    .bail()
    .custom((v: string) => v.length <= 40 && CODE.test(normalizeCode(v)))
    .withMessage(text('bonus_code_malformed'))
    .bail()
    .customSanitizer((v: string) => normalizeCode(v)),
];

/** Whether a query flag is on (`1` or `true`). */
export const flagOn = (v: unknown): boolean => v === '1' || v === 'true';
