import { CERTIFICATE_KINDS, LOCALES, toTashkentInput } from '@hashar/common';
import { body } from 'express-validator';
import { msg } from '../../validation/validate';

const FIRST_YEAR = 2000;
const MAX_ID = 2147483647;

/** The id a certificate of `kind` names (`field`), required for that kind. */
const targetId = (field: string, kind: string) =>
  body(field)
    .if(body('kind').equals(kind))
    .exists({ values: 'null' })
    .withMessage(msg('required'))
    .bail()
    .isInt({ min: 1, max: MAX_ID })
    .withMessage(msg('range', { min: 1, max: MAX_ID }))
    .toInt();

/** The Tashkent calendar year now (a certificate of a later year certifies nothing). */
export const currentYear = (): number => Number(toTashkentInput(new Date()).slice(0, 4));

/** POST /api/my/certificates: {kind:'activity', applicationId} | {kind:'year', year} | {kind:'course', courseId}, an optional locale. */
export const issueRules = () => [
  body('kind').isIn(CERTIFICATE_KINDS).withMessage(msg('choice')),
  targetId('applicationId', 'activity'),
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
  targetId('courseId', 'course'),
  body('locale').optional({ values: 'null' }).isIn(LOCALES).withMessage(msg('choice')),
];
