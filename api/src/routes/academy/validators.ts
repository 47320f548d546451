import type { Request } from 'express';
import { body, query, type ValidationChain } from 'express-validator';
import { COURSE_LEVELS, COURSE_LIMITS, MY_COURSE_STATES } from '@hashar/common';
import { NotFound } from '../../errors';
import { pageChains } from '../../lists';
import { msg } from '../../validation/validate';
import { idParam } from '../../validation/query';
import { searchQueryChain } from '../orgs/validators';

const INT_MAX = 2147483647;
const isId = (n: unknown) => Number.isSafeInteger(n) && (n as number) >= 1 && (n as number) <= INT_MAX;

/** Query of GET /api/academy: a direction, a level, who wrote it, words, a page. */
export const catalogueChains = (): ValidationChain[] => [
  idParam('direction'),
  query('level').optional().isIn(COURSE_LEVELS).withMessage(msg('choice')),
  query('author').optional().isIn(['platform', 'organization', 'group']).withMessage(msg('choice')),
  searchQueryChain(),
  ...pageChains(),
];

/** Query of GET /api/my/learning: in progress (the default) or completed, a page. */
export const myCoursesChains = (): ValidationChain[] => [
  query('state').optional().isIn(MY_COURSE_STATES).withMessage(msg('choice')),
  ...pageChains(),
];

/**
 * Body of POST /api/academy/:slug/attempts/:id: `answers`, one per question answered, each the
 * options chosen (a question left out is wrong).
 */
export const answersChains = (): ValidationChain[] => [
  body('answers')
    .custom((v: unknown) => Array.isArray(v) && v.length <= COURSE_LIMITS.questionsMax)
    .withMessage(msg('listMax', { max: COURSE_LIMITS.questionsMax })),
  body('answers.*')
    .custom(
      (a: unknown) =>
        typeof a === 'object' &&
        a !== null &&
        isId((a as { questionId?: unknown }).questionId) &&
        Array.isArray((a as { optionIds?: unknown }).optionIds) &&
        (a as { optionIds: unknown[] }).optionIds.length <= COURSE_LIMITS.optionsMax &&
        (a as { optionIds: unknown[] }).optionIds.every(isId) &&
        new Set((a as { optionIds: unknown[] }).optionIds).size === (a as { optionIds: unknown[] }).optionIds.length,
    )
    .withMessage(msg('choice')),
];

/** A course's address in the path (:slug); anything else is simply not found. */
export function courseSlug(req: Request): string {
  const raw = req.params['slug'];
  if (typeof raw !== 'string' || raw.length > 120 || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(raw)) throw NotFound();
  return raw;
}

/** A lesson's position in the path (:position); anything else is simply not found. */
export function lessonPosition(req: Request): number {
  const raw = req.params['position'];
  if (typeof raw !== 'string' || !/^[1-9]\d{0,3}$/.test(raw)) throw NotFound();
  return Number(raw);
}
