import { LOCALES, ROLES } from '@hashar/common';

/** Roles with translated labels (hashar.roles.*). */
export const ROLE_CHOICES = ROLES.map((role) => ({ id: role, name: `hashar.roles.${role}` }));
/** Interface languages with translated labels. */
export const LOCALE_CHOICES = LOCALES.map((locale) => ({ id: locale, name: `hashar.locales.${locale}` }));
/** A select's empty choice stored as null (the API's "no region"). */
export const emptyToNull = (value: unknown) => (value === '' ? null : value);
