import type { Validator } from 'react-admin';

/** '#RRGGBB', as the directions' colours. */
export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/** A colour in '#RRGGBB' form (empty passes: `required()` decides). */
export const hexColor: Validator = (value) =>
  value == null || value === '' || HEX_COLOR.test(String(value)) ? undefined : 'hashar.color.invalid';

/** A link to an external page (http/https) or a path on the site ('/…', not '//…'), as the API checks. */
export const siteLink: Validator = (value) =>
  value == null || value === '' || /^(https?:\/\/[^\s/]+[^\s]*|\/(?!\/)[^\s]*)$/i.test(String(value).trim())
    ? undefined
    : 'hashar.validation.link';

/** A reference key: lower-case Latin letters, digits, '-' and '_' (up to 64), as the API checks. */
export const referenceKey: Validator = (value) =>
  value == null || value === '' || /^[a-z0-9][a-z0-9_-]{0,63}$/.test(String(value).trim()) ? undefined : 'hashar.validation.key';

/** The end of a display period must not come before its start. */
export const notBefore =
  (startField: string): Validator =>
  (value, values: Record<string, unknown>) => {
    const start = values?.[startField];
    if (!value || !start) return undefined;
    return new Date(String(value)).getTime() < new Date(String(start)).getTime() ? 'hashar.validation.period' : undefined;
  };
