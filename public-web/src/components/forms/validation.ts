import {
  LIMITS,
  bilingualErrorField,
  bilingualRequiredError,
  isEmail,
  validationMessage,
  type BilingualFieldName,
  type Locale,
} from '@hashar/common';

/** Error text per field name; a field without an entry is valid. */
export type FieldErrors<F extends string = string> = Partial<Record<F, string>>;

/**
 * Length the way the API's express-validator counts it (isLength): a surrogate pair or an
 * emoji variation selector does not add a character.
 */
export function charCount(value: string): number {
  return [...value].filter((c) => c !== '\uFE0F' && c !== '\uFE0E').length;
}

/**
 * The API's account field rules (api/src/routes/user/validators.ts) with the same messages,
 * so the browser says what the server would. Each returns the message, or undefined when valid.
 */
export const rules = {
  /** Required after trimming. */
  required(locale: Locale, value: string): string | undefined {
    return value.trim() === '' ? validationMessage(locale, 'required') : undefined;
  },

  /** Required, then a syntactically valid email (trimmed). */
  email(locale: Locale, value: string): string | undefined {
    const email = value.trim();
    if (!email) return validationMessage(locale, 'required');
    return isEmail(email) ? undefined : validationMessage(locale, 'email');
  },

  /** A new password: required, LIMITS.password characters (not trimmed, like the API). */
  newPassword(locale: Locale, value: string): string | undefined {
    if (!value) return validationMessage(locale, 'required');
    const { min, max } = LIMITS.password;
    const length = charCount(value);
    return length < min || length > max ? validationMessage(locale, 'length', { min, max }) : undefined;
  },

  /** The repeated password: required and equal to the password. */
  repeat(locale: Locale, value: string, password: string): string | undefined {
    if (!value) return validationMessage(locale, 'required');
    return value === password ? undefined : validationMessage(locale, 'passwordsDiffer');
  },

  /** Required, then between min and max characters after trimming. */
  length(locale: Locale, value: string, limits: { min: number; max: number }): string | undefined {
    const trimmed = value.trim();
    if (!trimmed) return validationMessage(locale, 'required');
    const length = charCount(trimmed);
    return length < limits.min || length > limits.max ? validationMessage(locale, 'length', limits) : undefined;
  },
};

/**
 * A required bilingual text (`<base>Ru`, `<base>Uz`), as the API's bilingualText checks it: each
 * language optional and within `min`..`max` characters when given, at least one of them given
 * (common's bilingualRequiredError, shown under the input in the page's language).
 */
export function bilingualErrors<B extends string>(
  locale: Locale,
  name: BilingualFieldName,
  base: B,
  ru: string,
  uz: string,
  limits: { min?: number; max: number },
): Record<`${B}Ru` | `${B}Uz`, string | undefined> {
  const own = (value: string) => {
    const length = charCount(value.trim());
    if (length === 0) return undefined;
    if (length > limits.max) return validationMessage(locale, 'maxLength', { max: limits.max });
    return limits.min && length < limits.min ? validationMessage(locale, 'length', { min: limits.min, max: limits.max }) : undefined;
  };
  const errors = { [`${base}Ru`]: own(ru), [`${base}Uz`]: own(uz) } as Record<`${B}Ru` | `${B}Uz`, string | undefined>;
  const field = bilingualErrorField(base, locale);
  errors[field] ??= bilingualRequiredError(locale, name, ru, uz);
  return errors;
}

/** Drops the valid fields, so `Object.keys(errors).length` counts the problems. */
export function compactErrors<F extends string>(errors: Record<F, string | undefined>): FieldErrors<F> {
  const out: FieldErrors<F> = {};
  for (const [field, message] of Object.entries(errors) as [F, string | undefined][]) {
    if (message) out[field] = message;
  }
  return out;
}

/** Whether any field has an error. */
export function hasErrors(errors: FieldErrors): boolean {
  return Object.values(errors).some(Boolean);
}

/** The first field, in page order, that has an error (to move the focus there on submit). */
export function firstInvalid<F extends string>(order: readonly F[], errors: FieldErrors<F>): F | undefined {
  return order.find((field) => errors[field]);
}

/**
 * The server's per-field errors split into those a form shows next to its inputs (`known`)
 * and the rest (shown in the form's summary so nothing the server said is lost).
 */
export function splitServerErrors<F extends string>(
  fields: Readonly<Record<string, string>>,
  known: readonly F[],
): { byField: FieldErrors<F>; other: string[] } {
  const byField: FieldErrors<F> = {};
  const other: string[] = [];
  for (const [name, message] of Object.entries(fields)) {
    if ((known as readonly string[]).includes(name)) byField[name as F] = message;
    else if (message) other.push(message);
  }
  return { byField, other };
}
