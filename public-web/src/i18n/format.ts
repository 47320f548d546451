import { fillTemplate, type Locale } from '@hashar/common';
import { AREAS, type Area } from './areas';
import type { MessageKey, ShellMessages } from './ru';
import { ru } from './ru';
import { formatNumber } from './numbers';

/** A locale's texts loaded so far: the shell's, then each area's as its pages load. */
export type Catalog = Readonly<Record<string, string>>;

/**
 * One catalogue per locale, filled as parts arrive. Russian shell texts (the default) ship with
 * the app; the Uzbek shell is its own chunk, fetched when a page in Uzbek opens (or ahead of a
 * switch). Areas (account, profile, organizer, volunteer, legal) load with the pages that
 * declare them (pageLoaders.ts), in the page's language and every language already in use.
 */
const catalogs: Record<Locale, Record<string, string>> = { ru: { ...ru }, uz: {} };
const shellReady = new Set<Locale>(['ru']);
const SHELL_LOADERS: Record<Exclude<Locale, 'ru'>, () => Promise<ShellMessages>> = { uz: () => import('./uz').then((m) => m.uz) };
/**
 * Areas loaded for some page: a language opened later (a switch) needs them too. An area
 * counts once it is loaded in the page's language, so a prefetch in progress never suspends
 * the page on screen.
 */
const arrivedAreas = new Set<Area>();
const parts = new Map<string, Promise<void>>();
const ready = new Set<string>();
const catalogPromises = new Map<string, Promise<Catalog>>();

/** Loads (once) one part of a locale's catalogue: `shell` or an area. */
function loadPart(locale: Locale, part: 'shell' | Area): Promise<void> {
  const key = `${locale}:${part}`;
  if (ready.has(key) || (part === 'shell' && shellReady.has(locale))) return Promise.resolve();
  let promise = parts.get(key);
  if (!promise) {
    const load: () => Promise<Catalog> = part === 'shell' ? SHELL_LOADERS[locale as Exclude<Locale, 'ru'>] : AREAS[part][locale];
    promise = load().then((texts) => {
      Object.assign(catalogs[locale], texts);
      ready.add(key);
      if (part === 'shell') shellReady.add(locale);
    });
    promise.catch(() => parts.delete(key)); // a failed chunk may be retried
    parts.set(key, promise);
  }
  return promise;
}

const isComplete = (locale: Locale) => shellReady.has(locale) && [...arrivedAreas].every((a) => ready.has(`${locale}:${a}`));

/** The catalogue of a locale if its shell and every area in use are loaded. */
export function loadedCatalog(locale: Locale): Catalog | undefined {
  return isComplete(locale) ? catalogs[locale] : undefined;
}

/** A promise React's `use()` reads synchronously: already settled, with its value attached. */
type FulfilledPromise<T> = Promise<T> & { status: 'fulfilled'; value: T };
const fulfilledCatalogs = new Map<Locale, FulfilledPromise<Catalog>>();

/**
 * Loads (once) and returns the catalogue of a locale: its shell and the areas in use. Once it is
 * loaded, the answer is one already-fulfilled promise per locale, so `use(loadCatalog(locale))`
 * returns at once without suspending; while it loads, the same promise is returned to a
 * suspended render and its replay (the provider calls `use()` on every render: the hook order never changes).
 */
export function loadCatalog(locale: Locale): Promise<Catalog> {
  if (isComplete(locale)) {
    let fulfilled = fulfilledCatalogs.get(locale);
    if (!fulfilled) {
      fulfilled = Object.assign(Promise.resolve(catalogs[locale]), { status: 'fulfilled' as const, value: catalogs[locale] });
      fulfilledCatalogs.set(locale, fulfilled);
    }
    return fulfilled;
  }
  const key = `${locale}|${[...arrivedAreas].sort().join(',')}`;
  let promise = catalogPromises.get(key);
  if (!promise) {
    promise = Promise.all([loadPart(locale, 'shell'), ...[...arrivedAreas].map((a) => loadPart(locale, a))]).then(() => catalogs[locale]);
    promise.catch(() => catalogPromises.delete(key));
    catalogPromises.set(key, promise);
  }
  return promise;
}

/** Loads the areas a page needs in `locale` and in every language whose shell is loaded. */
export function loadAreas(areas: readonly Area[], locale: Locale): Promise<void> {
  const locales = new Set<Locale>([locale, ...shellReady]);
  return Promise.all([...locales].flatMap((l) => areas.map((a) => loadPart(l, a)))).then(() => {
    areas.forEach((a) => arrivedAreas.add(a));
  });
}

export type MessageParams = Readonly<Record<string, string | number>>;

/** Replaces `{name}` placeholders (common's fillTemplate); unknown placeholders are left visible so they get noticed. */
export function interpolate(template: string, params?: MessageParams): string {
  return params ? fillTemplate(template, params) : template;
}

/** The text of `key` in a catalogue (or an area's texts) with its placeholders filled; a missing text shows its key. */
export function translate<K extends string = MessageKey>(
  messages: { readonly [key in K]?: string },
  key: K,
  params?: MessageParams,
): string {
  return interpolate(messages[key] ?? key, params);
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

/** A plural message (`one|few|many`) for `count`, with `{count}` (unless `params` writes it otherwise) and other placeholders filled. */
export function formatPlural(locale: Locale, template: string, count: number, params?: MessageParams): string {
  const form = selectPluralForm(locale, count, template.split('|'));
  const formatted = formatNumber(locale, count);
  return interpolate(form, { count: formatted, ...params });
}
