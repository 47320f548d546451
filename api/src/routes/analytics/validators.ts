import {
  ANALYTICS_LIMITS,
  ANALYTICS_MONTH_PATTERN,
  DIRECTION_KEYS,
  analyticsPeriod,
  monthsBetween,
  type DirectionKey,
} from '@hashar/common';
import type { Request } from 'express';
import { query } from 'express-validator';
import { BadRequest } from '../../errors';
import type { AnalyticsFilter } from '../../presenters/analytics';
import { text } from '../crm/validators';
import { idParam } from '../../validation/query';

const isMonth = (value: unknown): value is string => typeof value === 'string' && ANALYTICS_MONTH_PATTERN.test(value);

/** The period of a request whose months are both well formed (defaults filled in), else null. */
function periodOf(req: Request): { from: string; to: string } | null {
  const { from, to } = req.query;
  if ((from !== undefined && !isMonth(from)) || (to !== undefined && !isMonth(to))) return null;
  return analyticsPeriod({ from, to });
}

/** Months in the period (1 when a month is malformed: that error is told on its own). */
function periodLength(req: Request): number {
  const period = periodOf(req);
  return period ? monthsBetween(period.from, period.to) : 1;
}

const month = (field: 'from' | 'to') => query(field).optional().custom(isMonth).withMessage(text('analytics_month'));

/** from/to (YYYY-MM, from ≤ to, at most ANALYTICS_LIMITS.maxMonths months) and a direction key. */
export const analyticsRules = [
  month('from'),
  month('to'),
  query('to')
    .custom((_value, { req }) => periodLength(req as Request) >= 1)
    .withMessage(text('analytics_order')),
  query('from')
    .custom((_value, { req }) => periodLength(req as Request) <= ANALYTICS_LIMITS.maxMonths)
    .withMessage(text('analytics_range', { max: ANALYTICS_LIMITS.maxMonths })),
  query('direction')
    .optional()
    .custom((value) => DIRECTION_KEYS.includes(value as DirectionKey))
    .withMessage(text('analytics_direction')),
];

/** The public call's rules: analyticsRules and a region's id (`region`, for the lines by district). */
export const publicAnalyticsRules = [...analyticsRules, idParam('region')];

/** The region a validated public request breaks down by district, or null. */
export function analyticsRegion(req: Request): number | null {
  const region = req.query['region'];
  return typeof region === 'string' ? Number(region) : null;
}

/** The filter of a validated request (analyticsRules refused a malformed month already: 400 should a route skip them). */
export function analyticsFilter(req: Request): AnalyticsFilter {
  const period = periodOf(req);
  if (!period) throw BadRequest();
  const direction = req.query['direction'];
  return { ...period, direction: typeof direction === 'string' ? (direction as DirectionKey) : null };
}
