import { body, type ValidationChain } from 'express-validator';
import {
  SEXES,
  toTashkentDateInput,
  validationMessage,
  VOLUNTEER_DIRECTIONS_MAX,
  VOLUNTEER_LIST_FIELDS,
  VOLUNTEER_RULES,
  VOLUNTEER_TEXT_LIMITS,
  type VolunteerProfileInput,
} from '@hashar/common';
import { msg, requiredText, sentBody } from '../../validation/validate';
import { INT_MAX, optionalInt, optionalText } from '../../activities/core/validators';
import { optionalDistrictId } from '../../validation/place';

const OPTIONAL_TEXTS = [
  'middleName',
  'citizenship',
  'about',
  'education',
  'work',
  'certificates',
  'courses',
  'registrationAddress',
  'residenceAddress',
  'disabilityType',
  'vaccination',
] as const;

/** Missing or blank → null; otherwise the value as sent (its rule checks it). */
const nullable = (field: string) => body(field).customSanitizer((v: unknown) => (v === undefined || v === '' ? null : v));

/** A list of texts: trimmed, blanks dropped, repeats dropped; missing → []. */
const textList = (field: string) =>
  body(field)
    .customSanitizer((v: unknown) => (v === undefined || v === null ? [] : v))
    .custom((v) => Array.isArray(v) && v.every((item) => typeof item === 'string'))
    .withMessage(msg('choice'))
    .bail()
    .customSanitizer((v: string[]) => [...new Set(v.map((item) => item.trim()).filter(Boolean))]);

/** A list of ids: positive integers, repeats dropped; missing → []. */
const idList = (field: string) =>
  body(field)
    .customSanitizer((v: unknown) => (v === undefined || v === null ? [] : v))
    .custom((v) => Array.isArray(v) && v.every((id) => Number.isInteger(id) && id > 0 && id <= INT_MAX))
    .withMessage(msg('choice'))
    .bail()
    .customSanitizer((v: number[]) => [...new Set(v)]);

/** The shared rule of a field (common VOLUNTEER_RULES) on the sanitized body, today in Tashkent. */
const commonRule = (field: keyof VolunteerProfileInput) =>
  body(field).custom((value, { req }) => {
    const problem = VOLUNTEER_RULES[field]?.(value, sentBody(req), toTashkentDateInput(new Date()));
    if (problem) throw new Error(validationMessage((req as Express.Request).locale, problem.key, problem.params));
    return true;
  });

/** Body of PUT /api/my/volunteer-profile (VolunteerProfileInput): types first, then the shared rules. */
export const volunteerProfileChains = (): ValidationChain[] => [
  requiredText('firstName', VOLUNTEER_TEXT_LIMITS.firstName),
  requiredText('lastName', VOLUNTEER_TEXT_LIMITS.lastName),
  ...OPTIONAL_TEXTS.map((field) => optionalText(field, VOLUNTEER_TEXT_LIMITS[field])),
  body('noMiddleName')
    .customSanitizer((v: unknown) => v ?? false)
    .custom((v) => typeof v === 'boolean')
    .withMessage(msg('boolean')),
  nullable('birthDate')
    .custom((v) => v === null || typeof v === 'string')
    .withMessage(msg('date')),
  nullable('sex')
    .custom((v) => v === null || (SEXES as readonly unknown[]).includes(v))
    .withMessage(msg('choice')),
  optionalInt('regionId', 1, INT_MAX).withMessage(msg('region')),
  optionalDistrictId(),
  optionalText('phone', 32),
  ...VOLUNTEER_LIST_FIELDS.map(textList),
  body('volunteerTypeId')
    .not()
    .isArray()
    .withMessage(msg('oneChoice'))
    .bail()
    .customSanitizer((v: unknown) => (v === undefined || v === '' ? null : v))
    .custom((v) => v === null || (Number.isInteger(v) && v > 0 && v <= INT_MAX))
    .withMessage(msg('choice')),
  idList('probonoDirectionIds'),
  idList('directionIds')
    .custom((v: number[]) => v.length <= VOLUNTEER_DIRECTIONS_MAX)
    .withMessage(msg('listMax', { max: VOLUNTEER_DIRECTIONS_MAX })),
  optionalText('passportSeries', 20).customSanitizer((v: string | null) => v && v.toUpperCase().replace(/\s+/g, '')),
  optionalText('taxNumber', 9).withMessage(msg('taxNumber')),
  nullable('medicalBook')
    .custom((v) => v === null || typeof v === 'boolean')
    .withMessage(msg('boolean')),
  nullable('disabilityGroup'),
  nullable('clothingSize'),
  nullable('shoeSize'),
  ...(Object.keys(VOLUNTEER_RULES) as (keyof VolunteerProfileInput)[]).map(commonRule),
];

const FIELDS: (keyof VolunteerProfileInput)[] = [
  'firstName',
  'lastName',
  'middleName',
  'noMiddleName',
  'birthDate',
  'sex',
  'regionId',
  'districtId',
  'citizenship',
  'phone',
  'about',
  'tags',
  'education',
  'languages',
  'skills',
  'work',
  'certificates',
  'courses',
  'volunteerTypeId',
  'probonoDirectionIds',
  'directionIds',
  'passportSeries',
  'registrationAddress',
  'taxNumber',
  'residenceAddress',
  'medicalBook',
  'disabilityType',
  'disabilityGroup',
  'vaccination',
  'clothingSize',
  'shoeSize',
];

/** The checked input's fields only: anything else in the body is ignored. */
export function pickInput(raw: Record<string, unknown>): VolunteerProfileInput {
  return Object.fromEntries(FIELDS.map((field) => [field, raw[field]])) as unknown as VolunteerProfileInput;
}
