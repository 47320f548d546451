import { ACCOUNT_KINDS, LIMITS, isEmail, validationMessage, type AccountKind, type Locale, type RegistrationRequest } from '@hashar/common';
import { charCount, compactErrors, rules, type FieldErrors } from '../../components/forms';

/** The sign-up form's fields, in the order they appear on the page (the API's names). */
export const SIGN_UP_FIELDS = [
  'type',
  'probonoDirections',
  'username',
  'password',
  'repeat',
  'name',
  'regionId',
  'referralCode',
  'consent',
  'captcha',
] as const;
export type SignUpField = (typeof SIGN_UP_FIELDS)[number];

export interface SignUpValues {
  type: AccountKind;
  username: string;
  password: string;
  repeat: string;
  name: string;
  /** The region select's value: '' for 'Выберите Ваш регион' (null), else the city id. */
  regionId: string;
  consent: boolean;
  captcha: string | null;
  probonoDirections: number[];
  referralCode: string;
}

/** An empty form; the referral code comes from `?ref=` of the invitation link, the account kind from `?type=` (e.g. the footer's "become a partner"). */
export function initialSignUpValues(referralCode = '', kind: string | null = null): SignUpValues {
  return {
    type: (ACCOUNT_KINDS as readonly string[]).includes(kind ?? '') ? (kind as AccountKind) : 'volon',
    username: '',
    password: '',
    repeat: '',
    name: '',
    regionId: '',
    consent: false,
    captcha: null,
    probonoDirections: [],
    referralCode: referralCode.trim().slice(0, LIMITS.referralCode.max),
  };
}

/** Organizations and businesses give their organization's name; people their full name. */
export function namesAnOrganization(type: AccountKind): boolean {
  return type === 'organization' || type === 'bussines';
}

/** The region id to send: a positive integer, or null for the empty first entry. */
export function regionIdOf(value: string): number | null {
  return /^[1-9]\d*$/.test(value) ? Number(value) : null;
}

/**
 * The sign-up rules of the API (api/src/routes/user/validators.ts) with its messages.
 * `emailTaken` is the live availability check's verdict (POST /api/user/validate).
 */
export function validateSignUp(values: SignUpValues, locale: Locale, emailTaken = false): FieldErrors<SignUpField> {
  const { min, max } = LIMITS.probonoDirections;
  const probonoCount = values.probonoDirections.length;
  return compactErrors<SignUpField>({
    type: (ACCOUNT_KINDS as readonly string[]).includes(values.type) ? undefined : validationMessage(locale, 'accountKind'),
    probonoDirections:
      values.type === 'probono' && (probonoCount < min || probonoCount > max)
        ? validationMessage(locale, 'probonoCount', { min, max })
        : undefined,
    username: rules.email(locale, values.username) ?? (emailTaken ? validationMessage(locale, 'emailTaken') : undefined),
    password: rules.newPassword(locale, values.password),
    repeat: rules.repeat(locale, values.repeat, values.password),
    name: rules.length(locale, values.name, LIMITS.name),
    regionId: regionIdOf(values.regionId) === null ? validationMessage(locale, 'region') : undefined,
    referralCode: charCount(values.referralCode.trim()) > LIMITS.referralCode.max ? validationMessage(locale, 'referral') : undefined,
    consent: values.consent ? undefined : validationMessage(locale, 'consent'),
    captcha: values.captcha ? undefined : validationMessage(locale, 'captcha'),
  });
}

/** The body of POST /api/user/registration for valid values. */
export function registrationRequest(values: SignUpValues): RegistrationRequest {
  const referralCode = values.referralCode.trim();
  return {
    type: values.type,
    username: values.username.trim(),
    password: values.password,
    repeat: values.repeat,
    name: values.name.trim(),
    regionId: regionIdOf(values.regionId),
    consent: values.consent,
    captcha: values.captcha ?? '',
    ...(values.type === 'probono' ? { probonoDirections: values.probonoDirections } : {}),
    ...(referralCode ? { referralCode } : {}),
  };
}

/** Ticks or unticks a pro bono category; a tick beyond the maximum is refused. */
export function toggleDirection(selected: readonly number[], id: number, max: number = LIMITS.probonoDirections.max): number[] {
  if (selected.includes(id)) return selected.filter((x) => x !== id);
  return selected.length >= max ? [...selected] : [...selected, id];
}

/** The address worth asking the server about (trimmed, lower case), or null while it is not an email. */
export function emailToCheck(value: string): string | null {
  const email = value.trim().toLowerCase();
  return isEmail(email) ? email : null;
}
