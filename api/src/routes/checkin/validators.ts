import { body, query } from 'express-validator';
import { requiredText } from '../../validation/validate';

/** Longest code text accepted (a personal QR's text with its prefix is about 40 characters). */
const CODE_MAX = 200;

/** The shift's code in the check-in URL (`?code=`). */
export const codeQueryRules = [requiredText('code', CODE_MAX, query('code'))];

/** A code in the body: the shift's (the volunteer's check-in) or a person's (the organizer's scanner). */
export const codeBodyRules = [requiredText('code', CODE_MAX, body('code'))];
