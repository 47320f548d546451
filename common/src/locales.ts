/** Languages of the platform: the locale code is always the first path segment. */
export const LOCALES = ['ru', 'uz'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ru';

/** Cookie that remembers the chosen language (spec §9). */
export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_MAX_AGE_DAYS = 365;
/** Cookie that keeps the session token on the public site (spec §9). */
export const TOKEN_COOKIE = 'jwt-token';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Picks a supported locale from a cookie, query value or Accept-Language header. */
export function pickLocale(value: string | undefined | null): Locale {
  if (!value) return DEFAULT_LOCALE;
  for (const part of value.split(',')) {
    const code = part.trim().slice(0, 2).toLowerCase();
    if (isLocale(code)) return code;
  }
  return DEFAULT_LOCALE;
}
