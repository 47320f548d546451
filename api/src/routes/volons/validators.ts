import type { Request } from 'express';
import { body, query, type ValidationChain } from 'express-validator';
import { PROFILE_LIMITS, VOLON_FILTER_LIMITS, VOLON_SORTS } from '@hashar/common';
import { msg } from '../../validation/validate';
import { pageChains } from '../../lists';
import { directionIds, directionsParam, districtOf, districtParam, idParam, queryText } from '../../validation/query';
import type { VolonFilters } from '../../services/volons';

const oneString = (v: unknown) => typeof v === 'string';
const { skills: SKILLS_MAX, hoursMax: HOURS_MAX } = VOLON_FILTER_LIMITS;

/** The skills of `skills=a,b` (trimmed, non-empty). */
const skillList = (raw: string) =>
  raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** Query parameters of GET /api/volons. */
export const volonListChains = (): ValidationChain[] => [
  directionsParam(),
  idParam('region'),
  districtParam(),
  query('skills')
    .optional()
    .custom((v) => oneString(v) && skillList(v).length <= SKILLS_MAX && skillList(v).every((s) => s.length <= PROFILE_LIMITS.listItem))
    .withMessage(msg('maxLength', { max: PROFILE_LIMITS.listItem })),
  query('verified').optional().isIn(['true', 'false']).withMessage(msg('boolean')),
  query('minHours')
    .optional()
    .custom(oneString)
    .withMessage(msg('range', { min: 0, max: HOURS_MAX }))
    .bail()
    .isInt({ min: 0, max: HOURS_MAX })
    .withMessage(msg('range', { min: 0, max: HOURS_MAX })),
  query('sort')
    .optional()
    .isIn([...VOLON_SORTS])
    .withMessage(msg('choice')),
  ...pageChains(),
];

/** The filters of a request validated by volonListChains. */
export function volonFilters(req: Request): VolonFilters {
  const region = queryText(req, 'region');
  const skills = queryText(req, 'skills');
  const verified = queryText(req, 'verified');
  const minHours = queryText(req, 'minHours');
  return {
    directionIds: directionIds(req),
    regionId: region ? Number(region) : undefined,
    districtId: districtOf(req),
    skills: skills ? skillList(skills) : undefined,
    verified: verified === undefined ? undefined : verified === 'true',
    minHours: minHours ? Number(minHours) : undefined,
    sort: queryText(req, 'sort') as VolonFilters['sort'],
  };
}

/** Body of PUT /api/my/visibility: the three choices, each a JSON boolean. */
export const visibilityChains = (): ValidationChain[] => [
  ...(['isListed', 'showActivities', 'showPoints'] as const).map((field) =>
    body(field).exists().withMessage(msg('required')).bail().isBoolean({ strict: true }).withMessage(msg('boolean')),
  ),
  // Newer than the other three: a client that does not send it keeps the choice.
  body('showBook').optional().isBoolean({ strict: true }).withMessage(msg('boolean')),
];
