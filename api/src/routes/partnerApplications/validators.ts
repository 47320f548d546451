import { body, type ValidationChain } from 'express-validator';
import { LIMITS, PARTNER_APPLICATION_LIMITS as L, PROFILE_LIMITS } from '@hashar/common';
import { msg, requiredText } from '../../validation/validate';

const pattern = (field: string, re: RegExp, key: 'taxNumber' | 'phone') =>
  body(field)
    .custom((v) => typeof v === 'string' && v.trim() !== '')
    .withMessage(msg('required'))
    .bail()
    .trim()
    .custom((v: string) => re.test(v))
    .withMessage(msg(key));

/** POST /api/my/partner-application: the company, its contact, an optional website, the uploaded logo and the offer. */
export const applicationRules: ValidationChain[] = [
  requiredText('companyName', L.companyName),
  pattern('taxNumber', LIMITS.taxNumber, 'taxNumber'),
  requiredText('contactName', L.contactName),
  pattern('phone', PROFILE_LIMITS.phone, 'phone'),
  body('website')
    .optional({ values: 'null' })
    .custom((v) => typeof v === 'string')
    .withMessage(msg('webLink'))
    .bail()
    .trim()
    .custom((v: string) => v === '' || (/^https?:\/\/[^\s/]+\.[^\s]+$/i.test(v) && v.length <= L.website))
    .withMessage(msg('webLink')),
  requiredText('logoUrl', 500),
  requiredText('offer', L.offer),
];

/** POST /api/admin/partner-applications/:id/reject: a reason the applicant reads. */
export const rejectRules: ValidationChain[] = [requiredText('reason', L.reason)];
