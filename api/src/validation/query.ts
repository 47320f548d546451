import type { Request } from 'express';
import { query, type ValidationChain } from 'express-validator';
import { EVENT_SORTS, EVENT_WHEN, FAVORITE_TYPES } from '@hashar/common';
import { NotFound } from '../errors';
import { pageChains } from '../lists';
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
  query('sort')
    .optional()
    .isIn([...EVENT_SORTS])
    .withMessage(msg('choice')),
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
