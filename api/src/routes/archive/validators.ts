import { MONTH_PATTERN, REPORT_FORMATS } from '@hashar/common';
import { query } from 'express-validator';
import { text } from '../crm/validators';

/** ?year= of the archive: a year between 2000 and 2100 (left out: every year). */
export const archiveRules = [
  query('year')
    .optional()
    .custom((v: unknown) => typeof v === 'string' && /^\d{4}$/.test(v) && Number(v) >= 2000 && Number(v) <= 2100)
    .withMessage(text('archive_year'))
    .bail()
    .toInt(),
];

/** ?month=YYYY-MM (required) and ?format=csv|pdf (csv when left out) of the organization's hours report. */
export const hoursReportRules = [
  query('month')
    .custom((v: unknown) => typeof v === 'string' && MONTH_PATTERN.test(v))
    .withMessage(text('report_month')),
  query('format')
    .optional()
    .custom((v: unknown) => typeof v === 'string' && (REPORT_FORMATS as readonly string[]).includes(v))
    .withMessage(text('report_format')),
];
