import type { Request } from 'express';
import { query, type ValidationChain } from 'express-validator';
import { DISTANCE_SORT, EVENT_SORTS, EVENT_WHEN, FAVORITE_TYPES, isPointInUzbekistan, NEAR_LIMITS, type GeoPoint } from '@hashar/common';
import { NotFound } from '../errors';
import { pageChains, type Near } from '../lists';
import { msg } from './validate';

const INT_MAX = 2147483647;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const isDate = (v: string) =>
  DATE.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);
const oneString = (v: unknown) => typeof v === 'string';

/** An optional positive id in the query string. */
export const idParam = (name: string, required = false): ValidationChain => {
  const chain = query(name);
  return (required ? chain.exists().withMessage(msg('required')).bail() : chain.optional())
    .custom(oneString)
    .withMessage(msg('range', { min: 1, max: INT_MAX }))
    .bail()
    .isInt({ min: 1, max: INT_MAX })
    .withMessage(msg('range', { min: 1, max: INT_MAX }));
};

/** A comma-separated list of direction ids. */
export const directionsParam = (): ValidationChain =>
  query('direction')
    .optional()
    .custom(oneString)
    .withMessage(msg('choice'))
    .bail()
    .matches(/^\d{1,10}(,\d{1,10}){0,16}$/)
    .withMessage(msg('choice'));

/** A coordinate of `near`: a decimal number (at most 3 integer digits and 12 decimals). */
const COORDINATE = /^-?\d{1,3}(\.\d{1,12})?$/;
/** A radius: a positive decimal number (at most 3 integer digits and 3 decimals). */
const RADIUS = /^\d{1,3}(\.\d{1,3})?$/;

/** The point of `near=<lat>,<lng>`: two decimal numbers inside Uzbekistan, else undefined. */
export function nearPoint(raw: unknown): GeoPoint | undefined {
  if (typeof raw !== 'string') return undefined;
  const parts = raw.split(',');
  if (parts.length !== 2 || !parts.every((p) => COORDINATE.test(p))) return undefined;
  const point = { lat: Number(parts[0]), lng: Number(parts[1]) };
  return isPointInUzbekistan(point) ? point : undefined;
}

/** `district=<id>`: a district's id (combines with `region`). */
export const districtParam = (): ValidationChain => idParam('district');

/**
 * `near=<lat>,<lng>` and `radiusKm` of the lists that have places (docs/map-api.md): the point
 * inside Uzbekistan, the radius from NEAR_LIMITS.radiusKmMin to radiusKmMax and only with `near`.
 */
export const nearChains = (): ValidationChain[] => [
  query('near')
    .optional()
    .custom((v) => nearPoint(v) !== undefined)
    .withMessage(msg('near')),
  query('radiusKm')
    .optional()
    .custom(
      (v, { req }) =>
        oneString(v) &&
        RADIUS.test(v) &&
        Number(v) >= NEAR_LIMITS.radiusKmMin &&
        Number(v) <= NEAR_LIMITS.radiusKmMax &&
        req.query?.['near'] !== undefined,
    )
    .withMessage(msg('radiusKm', { min: NEAR_LIMITS.radiusKmMin, max: NEAR_LIMITS.radiusKmMax })),
];

/** `sort`: one of the list's `values`, or `distance` (DISTANCE_SORT) when `near` is given. */
export const sortParam = (values: readonly string[]): ValidationChain =>
  query('sort')
    .optional()
    .isIn([...values, DISTANCE_SORT])
    .withMessage(msg('choice'))
    .bail()
    .custom((v, { req }) => v !== DISTANCE_SORT || req.query?.['near'] !== undefined)
    .withMessage(msg('distanceSort'));

/** `district`, `near`, `radiusKm` and `sort` of a list that has places (the `sort` values of its own and `distance`). */
export const placeChains = (sorts: readonly string[]): ValidationChain[] => [districtParam(), ...nearChains(), sortParam(sorts)];

/** The `near` of a request validated by nearChains (the default radius when none is given), or undefined. */
export function nearOf(req: Request): Near | undefined {
  const point = nearPoint(queryText(req, 'near'));
  if (!point) return undefined;
  const radius = queryText(req, 'radiusKm');
  return { ...point, radiusKm: radius === undefined ? NEAR_LIMITS.radiusKmDefault : Number(radius) };
}

/** The `district` of a request validated by districtParam, or undefined. */
export function districtOf(req: Request): number | undefined {
  const raw = queryText(req, 'district');
  return raw === undefined ? undefined : Number(raw);
}

/** Query parameters of GET /api/events. */
export const eventListChains = (): ValidationChain[] => [
  query('q')
    .optional()
    .custom(oneString)
    .withMessage(msg('maxLength', { max: 200 }))
    .bail()
    .isLength({ max: 200 })
    .withMessage(msg('maxLength', { max: 200 })),
  directionsParam(),
  idParam('region'),
  idParam('organization'),
  query('from')
    .optional()
    .custom((v) => oneString(v) && isDate(v))
    .withMessage(msg('date')),
  query('to')
    .optional()
    .custom((v) => oneString(v) && isDate(v))
    .withMessage(msg('date'))
    .bail()
    .custom((v: string, { req }) => typeof req.query?.['from'] !== 'string' || req.query['from'] <= v)
    .withMessage(msg('dateOrder')),
  query('when')
    .optional()
    .isIn([...EVENT_WHEN])
    .withMessage(msg('choice')),
  query('online').optional().isIn(['true', 'false']).withMessage(msg('boolean')),
  ...placeChains(EVENT_SORTS),
  ...pageChains(),
];

/** Query parameters of GET /api/visits. */
export const visitListChains = (): ValidationChain[] => [
  query('q')
    .optional()
    .custom(oneString)
    .withMessage(msg('maxLength', { max: 200 }))
    .bail()
    .isLength({ max: 200 })
    .withMessage(msg('maxLength', { max: 200 })),
  directionsParam(),
  idParam('region'),
  idParam('organization'),
  ...pageChains(),
];

/** Query parameters of GET /api/districts: an optional region id and search text. */
export const districtListChains = (): ValidationChain[] => [
  idParam('region'),
  query('q')
    .optional()
    .custom(oneString)
    .withMessage(msg('maxLength', { max: 100 }))
    .bail()
    .isLength({ max: 100 })
    .withMessage(msg('maxLength', { max: 100 })),
];

/** `type` of favorites and comments. */
export const typeParam = (required = true): ValidationChain => {
  const chain = query('type');
  return (required ? chain.exists().withMessage(msg('required')).bail() : chain.optional())
    .isIn([...FAVORITE_TYPES])
    .withMessage(msg('choice'));
};

/** A string query parameter already validated (or undefined). */
export function queryText(req: Request, name: string): string | undefined {
  const v = req.query[name];
  return typeof v === 'string' && v !== '' ? v : undefined;
}

/** The ids of `direction=1,2,3`. */
export function directionIds(req: Request): number[] | undefined {
  const raw = queryText(req, 'direction');
  return raw ? [...new Set(raw.split(',').map(Number))] : undefined;
}

/** The :id (or another id parameter) of the path as a positive integer; anything else is simply not found. */
export function recordId(req: Request, name = 'id'): number {
  const raw = req.params[name];
  if (typeof raw !== 'string' || !/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > INT_MAX) throw NotFound();
  return Number(raw);
}
