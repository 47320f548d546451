import { validationMessage, type Locale } from '@hashar/common';
import { compactErrors, rules, type FieldErrors } from '../../components/forms/validation';

/** The login form's fields in page order (the API's names). */
export const LOGIN_FIELDS = ['username', 'password', 'captcha'] as const;
export type LoginField = (typeof LOGIN_FIELDS)[number];

export interface LoginValues {
  username: string;
  password: string;
  /** Asked for only after the API answered captcha_required. */
  captchaNeeded: boolean;
  captcha: string | null;
}

/** The API's login rules: a valid email, a non-empty password, and the captcha once required. */
export function validateLogin(values: LoginValues, locale: Locale): FieldErrors<LoginField> {
  return compactErrors<LoginField>({
    username: rules.email(locale, values.username),
    password: values.password ? undefined : validationMessage(locale, 'required'),
    captcha: values.captchaNeeded && !values.captcha ? validationMessage(locale, 'captcha') : undefined,
  });
}
