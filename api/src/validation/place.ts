import { body } from 'express-validator';
import { isPointInUzbekistan } from '@hashar/common';
import { msg } from './validate';

const INT_MAX = 2147483647;

/**
 * A form's optional district (`districtId`): missing, '' or null become null, else a positive
 * integer. That it is a district of the chosen region is checked by the writer (services/places.ts).
 */
export const optionalDistrictId = (field = 'districtId') =>
  body(field)
    .customSanitizer((v: unknown) => (v === undefined || v === '' ? null : v))
    .custom((v) => v === null || (Number.isInteger(v) && (v as number) >= 1 && (v as number) <= INT_MAX))
    .withMessage(msg('range', { min: 1, max: INT_MAX }));

/** A form's optional point on the map (`point`): missing or null become null, else `{ lat, lng }` numbers inside Uzbekistan. */
export const optionalPoint = (field = 'point') =>
  body(field)
    .customSanitizer((v: unknown) => (v === undefined || v === '' ? null : v))
    .custom((v) => v === null || isPointInUzbekistan(v))
    .withMessage(msg('pointInUzbekistan'))
    .customSanitizer((v: unknown) => (isPointInUzbekistan(v) ? { lat: v.lat, lng: v.lng } : v));
