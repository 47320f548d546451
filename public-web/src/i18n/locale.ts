import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_DAYS, isLocale, type Locale } from '@hashar/common';

const SECONDS_PER_DAY = 24 * 60 * 60;

/** `Set-Cookie`-style value that remembers the chosen language for the `/` redirect. */
export function localeCookie(locale: Locale): string {
  const maxAge = LOCALE_COOKIE_MAX_AGE_DAYS * SECONDS_PER_DAY;
  return `${LOCALE_COOKIE}=${locale}; max-age=${maxAge}; path=/; SameSite=Lax`;
}

/** The remembered language from a `document.cookie` string, if any. */
export function readLocaleCookie(cookieHeader: string): Locale | undefined {
  for (const part of cookieHeader.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LOCALE_COOKIE && isLocale(value)) return value;
  }
  return undefined;
}

/** The same page in another language: swaps the leading `/ru` or `/uz` of `pathname`. */
export function localizedPath(pathname: string, locale: Locale): string {
  const [, first = '', ...rest] = pathname.split('/');
  const tail = isLocale(first) ? rest : [first, ...rest].filter(Boolean);
  return tail.length ? `/${locale}/${tail.join('/')}` : `/${locale}`;
}
