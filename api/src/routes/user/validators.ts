import { body, param } from 'express-validator';
import { ACCOUNT_KINDS, LIMITS, isEmail } from '@hashar/common';
import { msg, sentField, validate } from '../../validation/validate';

const { password: pw, name, probonoDirections: pb } = LIMITS;

/** A required string field (anything else — missing, a number, an object — is "required"). */
const requiredString = (field: string) =>
  body(field).isString().withMessage(msg('required')).bail().trim().notEmpty().withMessage(msg('required')).bail();

const email = (field = 'username') =>
  requiredString(field)
    .custom((v: string) => isEmail(v))
    .withMessage(msg('email'))
    .bail()
    .toLowerCase();

const newPassword = (field = 'password') => [
  body(field)
    .isString()
    .withMessage(msg('required'))
    .bail()
    .notEmpty()
    .withMessage(msg('required'))
    .bail()
    .isLength({ min: pw.min, max: pw.max })
    .withMessage(msg('length', { min: pw.min, max: pw.max })),
  body('repeat')
    .isString()
    .withMessage(msg('required'))
    .bail()
    .notEmpty()
    .withMessage(msg('required'))
    .bail()
    .custom((v: string, { req }) => v === sentField(req, field))
    .withMessage(msg('passwordsDiffer')),
];

export const validateRules = [email()];

export const registrationRules = [
  body('type')
    .isIn([...ACCOUNT_KINDS])
    .withMessage(msg('accountKind')),
  email(),
  ...newPassword(),
  requiredString('name').isLength({ min: name.min, max: name.max }).withMessage(msg('length', name)),
  body('regionId').isInt({ min: 1, max: 2147483647 }).withMessage(msg('region')).bail().toInt(),
  body('consent')
    .custom((v) => v === true || v === 'true')
    .withMessage(msg('consent')),
  requiredString('captcha').isLength({ max: 10_000 }).withMessage(msg('captcha')),
  body('probonoDirections')
    .if(body('type').equals('probono'))
    .isArray({ min: pb.min, max: pb.max })
    .withMessage(msg('probonoCount', pb))
    .bail()
    .custom((ids: unknown[]) => ids.every((id) => Number.isInteger(id) && (id as number) > 0 && (id as number) < 2147483647))
    .withMessage(msg('probonoUnknown')),
  body('referralCode')
    .optional({ values: 'falsy' })
    .isString()
    .withMessage(msg('referral'))
    .bail()
    .trim()
    .isLength({ max: LIMITS.referralCode.max })
    .withMessage(msg('referral')),
];

export const loginRules = [
  email(),
  body('password')
    .isString()
    .withMessage(msg('required'))
    .bail()
    .notEmpty()
    .withMessage(msg('required'))
    .isLength({ max: 1024 })
    .withMessage(msg('length', { min: pw.min, max: pw.max })),
];

const tokenRules = [
  body('id').isInt({ min: 1, max: 2147483647 }).withMessage(msg('required')).toInt(),
  requiredString('token').isLength({ max: 200 }).withMessage(msg('required')),
];

export const confirmRules = tokenRules;
/** An emailed link's id and token in the path (`GET …/:id/:token`, the link check). */
export const linkParamRules = [
  param('id').isInt({ min: 1, max: 2147483647 }).withMessage(msg('required')).toInt(),
  param('token').isLength({ min: 1, max: 200 }).withMessage(msg('required')),
];
/** A body of one e-mail address (`/forgot`, `/resend`). */
export const emailOnlyCheck = validate<{ username: string }>([email()]);
export const recoveryRules = [...tokenRules, ...newPassword()];
export const changePasswordRules = [
  body('oldPassword').isString().withMessage(msg('required')).bail().notEmpty().withMessage(msg('required')),
  ...newPassword(),
];
