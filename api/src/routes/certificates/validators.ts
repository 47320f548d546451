import { CERTIFICATE_KINDS, LOCALES, toTashkentInput } from '@hashar/common';
import { body } from 'express-validator';
import { msg } from '../../validation/validate';

const FIRST_YEAR = 2000;
const MAX_ID = 2147483647;

/** The Tashkent calendar year now (a certificate of a later year certifies nothing). */
export const currentYear = (): number => Number(toTashkentInput(new Date()).slice(0, 4));

/** POST /api/my/certificates: {kind:'activity', applicationId} | {kind:'year', year} | {kind:'course', courseId}, an optional locale. */
export const issueRules = () => [
  body('kind').isIn(CERTIFICATE_KINDS).withMessage(msg('choice')),
  body('applicationId')
    .if(body('kind').equals('activity'))
    .exists({ values: 'null' })
    .withMessage(msg('required'))
    .bail()
    .isInt({ min: 1, max: MAX_ID })
    .withMessage(msg('range', { min: 1, max: MAX_ID }))
    .toInt(),
  body('year')
    .if(body('kind').equals('year'))
    .exists({ values: 'null' })
    .withMessage(msg('required'))
    .bail()
    .custom((year: unknown, { req }) => {
      if (!Number.isInteger(Number(year)) || Number(year) < FIRST_YEAR || Number(year) > currentYear()) {
        throw new Error(msg('range', { min: FIRST_YEAR, max: currentYear() })(year, { req }));
      }
      return true;
    })
    .toInt(),
  body('courseId')
    .if(body('kind').equals('course'))
    .exists({ values: 'null' })
    .withMessage(msg('required'))
    .bail()
    .isInt({ min: 1, max: MAX_ID })
    .withMessage(msg('range', { min: 1, max: MAX_ID }))
    .toInt(),
  body('locale').optional({ values: 'null' }).isIn(LOCALES).withMessage(msg('choice')),
];
