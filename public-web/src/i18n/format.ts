import type { Locale } from '@hashar/common';
import type { MessageKey, Messages } from './ru';
import { ru } from './ru';

/**
 * Catalogues loaded so far. Russian (the default) ships with the app; Uzbek is its own chunk,
 * fetched when a page in Uzbek opens (or ahead of a switch), so each visitor downloads one.
 */
const loaded: Partial<Record<Locale, Messages>> = { ru };
const loading = new Map<Locale, Promise<Messages>>();
const LOADERS: Record<Exclude<Locale, 'ru'>, () => Promise<Messages>> = { uz: () => import('./uz').then((m) => m.uz) };

/** The catalogue of a locale if it is already loaded. */
export function loadedCatalog(locale: Locale): Messages | undefined {
  return loaded[locale];
}

/** Loads (once) and returns the catalogue of a locale. */
export function loadCatalog(locale: Locale): Promise<Messages> {
  const ready = loaded[locale];
  if (ready) return Promise.resolve(ready);
  let promise = loading.get(locale);
  if (!promise) {
    promise = LOADERS[locale as Exclude<Locale, 'ru'>]().then((messages) => (loaded[locale] = messages));
    promise.catch(() => loading.delete(locale)); // a failed chunk may be retried
    loading.set(locale, promise);
  }
  return promise;
}

export type MessageParams = Readonly<Record<string, string | number>>;

/** Replaces `{name}` placeholders; unknown placeholders are left visible so they get noticed. */
export function interpolate(template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/** The text of `key` in a catalogue with its placeholders filled. */
export function translate(messages: Messages, key: MessageKey, params?: MessageParams): string {
  return interpolate(messages[key], params);
}

/** Plural categories each locale's messages list, in the order they are written. */
const PLURAL_ORDER: Readonly<Record<Locale, readonly Intl.LDMLPluralRule[]>> = {
  ru: ['one', 'few', 'many', 'other'],
  uz: ['one', 'other'],
};

const pluralRulesCache = new Map<Locale, Intl.PluralRules>();

/** CLDR plural category of `count`: ru one/few/many/other, uz one/other. */
export function pluralCategory(locale: Locale, count: number): Intl.LDMLPluralRule {
  let rules = pluralRulesCache.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRulesCache.set(locale, rules);
  }
  return rules.select(count);
}

/**
 * Picks the form for `count` from forms written in PLURAL_ORDER.
 * Russian fractions ("other": 1,5 часа) take the "few" form unless a fourth form is given.
 */
export function selectPluralForm(locale: Locale, count: number, forms: readonly string[]): string {
  const category = pluralCategory(locale, count);
  const order = PLURAL_ORDER[locale];
  let index = order.indexOf(category);
  if (locale === 'ru' && category === 'other' && forms.length < 4) index = 1;
  const form = forms[Math.min(Math.max(index, 0), forms.length - 1)];
  return form ?? '';
}

/** A plural message (`one|few|many`) for `count`, with `{count}` and other placeholders filled. */
export function formatPlural(
  locale: Locale,
  template: string,
  count: number,
  params?: MessageParams,
): string {
  const form = selectPluralForm(locale, count, template.split('|'));
  const formatted = new Intl.NumberFormat(locale).format(count);
  return interpolate(form, { ...params, count: formatted });
}
