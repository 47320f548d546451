import { body, param, query, type ValidationChain } from 'express-validator';
import { LIMITS, ORG_SORTS, ORGANIZATION_FILE_KINDS, ORGANIZATION_GEOGRAPHY, PROFILE_LIMITS, isEmail } from '@hashar/common';
import { msg, requiredText, trimmedText } from '../../validation/validate';
import { pageChains } from '../../lists';
import { idParam, placeChains } from '../../validation/query';
import { optionalDistrictId, optionalPoint } from '../../validation/place';

const INT_MAX = 2147483647;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (v: string) => DATE.test(v) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);
const WEB = /^https?:\/\/[^\s]{1,490}$/i;

/** An optional text (null or absent clears it), trimmed, at most `max` characters. */
export const optionalText = (field: string, max: number): ValidationChain =>
  body(field)
    .optional({ values: 'null' })
    .custom((v) => typeof v === 'string')
    .withMessage(msg('maxLength', { max }))
    .bail()
    .customSanitizer(trimmedText)
    .isLength({ max })
    .withMessage(msg('maxLength', { max }));

/** An optional string matching `test` once trimmed (empty clears it). */
export const optionalMatch = (field: string, test: (v: string) => boolean, key: Parameters<typeof msg>[0]): ValidationChain =>
  body(field)
    .optional({ values: 'null' })
    .custom((v) => typeof v === 'string' && (v.trim() === '' || test(v.trim())))
    .withMessage(msg(key))
    .bail()
    .customSanitizer(trimmedText);

/** An optional whole count 0…PROFILE_LIMITS.count. */
const optionalCount = (field: string): ValidationChain =>
  body(field)
    .optional({ values: 'null' })
    .custom((v) => Number.isInteger(v) && v >= 0 && v <= PROFILE_LIMITS.count)
    .withMessage(msg('range', { min: 0, max: PROFILE_LIMITS.count }));

/** An optional list of distinct positive ids, at most `max`. */
export const idList = (field: string, max: number): ValidationChain =>
  body(field)
    .optional()
    .custom((v) => Array.isArray(v) && v.length <= max)
    .withMessage(msg('listMax', { max }))
    .bail()
    .custom((v: unknown[]) => v.every((x) => Number.isInteger(x) && (x as number) >= 1 && (x as number) <= INT_MAX))
    .withMessage(msg('choice'));

/** Body of PUT /api/my/organization (every field of spec §3). */
export const profileChains = (): ValidationChain[] => [
  requiredText('name', 300),
  optionalMatch('registrationDate', isDate, 'date'),
  optionalMatch('taxNumber', (v) => LIMITS.taxNumber.test(v), 'taxNumber'),
  optionalText('headName', PROFILE_LIMITS.shortText),
  optionalText('legalForm', 100),
  optionalText('legalAddress', PROFILE_LIMITS.address),
  optionalText('actualAddress', PROFILE_LIMITS.address),
  body('geography')
    .optional({ values: 'null' })
    .isIn([...ORGANIZATION_GEOGRAPHY])
    .withMessage(msg('choice')),
  body('regionId')
    .optional({ values: 'null' })
    .custom((v) => Number.isInteger(v) && v >= 1 && v <= INT_MAX)
    .withMessage(msg('region')),
  optionalDistrictId(),
  optionalPoint(),
  idList('regionIds', 20),
  idList('directionIds', 17),
  optionalMatch('phone', (v) => PROFILE_LIMITS.phone.test(v), 'phone'),
  optionalMatch('email', isEmail, 'email'),
  optionalMatch('website', (v) => WEB.test(v), 'webLink'),
  optionalText('aboutRu', PROFILE_LIMITS.text),
  optionalText('aboutUz', PROFILE_LIMITS.text),
  optionalCount('employeesCount'),
  optionalCount('volunteersCount'),
  optionalCount('partnersCount'),
  optionalText('license', PROFILE_LIMITS.text),
  optionalText('grants', PROFILE_LIMITS.text),
  optionalText('memoranda', PROFILE_LIMITS.text),
  optionalText('partnersText', PROFILE_LIMITS.text),
  body('videos')
    .optional()
    .custom((v) => Array.isArray(v) && v.length <= PROFILE_LIMITS.videos)
    .withMessage(msg('listMax', { max: PROFILE_LIMITS.videos }))
    .bail()
    .custom((v: unknown[]) => v.every((x) => typeof x === 'string' && WEB.test(x.trim())))
    .withMessage(msg('webLink')),
];

/** The `kind` field of a file upload. */
export const fileKindChains = (): ValidationChain[] => [
  body('kind')
    .exists()
    .withMessage(msg('required'))
    .bail()
    .isIn([...ORGANIZATION_FILE_KINDS])
    .withMessage(msg('choice')),
  body('isPublic').optional().isIn(['true', 'false']).withMessage(msg('boolean')),
];

/** Body of PATCH /api/my/organization/files/:id. */
export const filePatchChains = (): ValidationChain[] => [
  param('id')
    .isInt({ min: 1, max: INT_MAX })
    .withMessage(msg('range', { min: 1, max: INT_MAX })),
  body('isPublic').optional().isBoolean({ strict: true }).withMessage(msg('boolean')),
  body('sortOrder')
    .optional()
    .custom((v) => Number.isInteger(v) && v >= 0 && v <= 1000)
    .withMessage(msg('range', { min: 0, max: 1000 })),
];

/** A directory's free-text `q` (one string, at most 200 characters). */
export const searchQueryChain = (): ValidationChain =>
  query('q')
    .optional()
    .custom((v) => typeof v === 'string')
    .withMessage(msg('maxLength', { max: 200 }))
    .bail()
    .isLength({ max: 200 })
    .withMessage(msg('maxLength', { max: 200 }));

/** Query of GET /api/orgs. */
export const directoryChains = (): ValidationChain[] => [
  searchQueryChain(),
  idParam('region'),
  query('direction')
    .optional()
    .custom((v) => typeof v === 'string' && /^\d{1,10}(,\d{1,10}){0,16}$/.test(v))
    .withMessage(msg('choice')),
  query('verified').optional().isIn(['true', 'false']).withMessage(msg('boolean')),
  ...placeChains(ORG_SORTS),
  ...pageChains(),
];
