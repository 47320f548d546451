import type { Locale } from '@hashar/common';
import type * as account from './messages/account';
import type * as events from './messages/events';
import type * as legal from './messages/legal';
import type * as organizer from './messages/organizer';
import type * as profile from './messages/profile';
import type * as volunteer from './messages/volunteer';

type Texts = Readonly<Record<string, string>>;

/**
 * The message catalogue's areas that only some pages need. Each is its own chunk per language
 * (messages/<area>.ts, messages/uz/<area>.ts with the same keys, checked by the type), fetched
 * with the pages that declare it in routes.tsx, so the home page never downloads them.
 * The shell's texts (header, footer, menus, home) stay in ru.ts / uz.ts.
 */
export const AREAS = {
  account: { ru: () => import('./messages/account').then((m) => m.ru), uz: () => import('./messages/uz/account').then((m) => m.uz) },
  events: { ru: () => import('./messages/events').then((m) => m.ru), uz: () => import('./messages/uz/events').then((m) => m.uz) },
  legal: { ru: () => import('./messages/legal').then((m) => m.ru), uz: () => import('./messages/uz/legal').then((m) => m.uz) },
  organizer: { ru: () => import('./messages/organizer').then((m) => m.ru), uz: () => import('./messages/uz/organizer').then((m) => m.uz) },
  profile: { ru: () => import('./messages/profile').then((m) => m.ru), uz: () => import('./messages/uz/profile').then((m) => m.uz) },
  volunteer: { ru: () => import('./messages/volunteer').then((m) => m.ru), uz: () => import('./messages/uz/volunteer').then((m) => m.uz) },
} as const satisfies Record<string, Record<Locale, () => Promise<Texts>>>;

export type Area = keyof typeof AREAS;

/** Keys of every area (types only: nothing of the areas is bundled with the shell). */
export type AreaKey =
  | keyof typeof account.ru
  | keyof typeof events.ru
  | keyof typeof legal.ru
  | keyof typeof organizer.ru
  | keyof typeof profile.ru
  | keyof typeof volunteer.ru;
