import { VACANCY_LIMITS } from '@hashar/common';
import { body } from 'express-validator';
import { HttpError } from '../../errors';
import { exec, run } from '../../lists';
import { msg, requiredText } from '../../validation/validate';
import type { ApplicationFields } from '../types';
import { claimCv, CV_KEY } from './cv';

const NAME_MAX = 255;

/**
 * A vacancy's application (POST /api/activities/vacancy/:id/apply): a cover letter (`message`,
 * required) and a CV uploaded by the applicant (`cv`, required for vacancies and internships
 * alike); refused with 409 once the deadline has passed.
 */
export const VACANCY_APPLICATION: ApplicationFields = {
  chains: () => [
    requiredText('message', VACANCY_LIMITS.coverLetterMax),
    body('cv')
      .custom((v) => typeof v === 'string' && CV_KEY.test(v))
      .withMessage(msg('required')),
    body('cvName')
      .optional({ values: 'null' })
      .isString()
      .withMessage(msg('maxLength', { max: NAME_MAX }))
      .bail()
      .customSanitizer((v: string) => v.replace(/[\0/\\]/g, '').trim())
      .isLength({ max: NAME_MAX })
      .withMessage(msg('maxLength', { max: NAME_MAX })),
  ],

  async check({ sequelize, userId, activityId, body: input }, transaction) {
    const [vacancy] = await run<{ closed: boolean }>(
      sequelize,
      'SELECT (deadline IS NOT NULL AND deadline <= now()) AS closed FROM vacancies WHERE id = $1',
      [activityId],
      transaction,
    );
    if (vacancy?.closed) throw new HttpError(409, 'conflict', 'vacancy_deadline_passed');
    await claimCv(sequelize, userId, String(input['cv']), transaction);
  },

  async store({ sequelize, body: input }, applicationId, transaction) {
    const key = String(input['cv']);
    const name = typeof input['cvName'] === 'string' && input['cvName'] ? input['cvName'] : `CV.${key.split('.').pop()}`;
    await exec(sequelize, 'UPDATE applications SET cv_key = $2, cv_name = $3 WHERE id = $1', [applicationId, key, name], transaction);
  },
};
