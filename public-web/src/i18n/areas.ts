import type { Locale } from '@hashar/common';
import type * as academy from './messages/academy';
import type * as account from './messages/account';
import type * as book from './messages/book';
import type * as bonuses from './messages/bonuses';
import type * as certificates from './messages/certificates';
import type * as checkin from './messages/checkin';
import type * as courseAuthoring from './messages/courseAuthoring';
import type * as changerole from './messages/changerole';
import type * as events from './messages/events';
import type * as friends from './messages/friends';
import type * as infovolon from './messages/infovolon';
import type * as initiative from './messages/initiative';
import type * as initiativeArea from './messages/initiativeArea';
import type * as legal from './messages/legal';
import type * as news from './messages/news';
import type * as organizer from './messages/organizer';
import type * as orgs from './messages/orgs';
import type * as profile from './messages/profile';
import type * as projects from './messages/projects';
import type * as publish from './messages/publish';
import type * as settings from './messages/settings';
import type * as reviews from './messages/reviews';
import type * as aboutUs from './messages/pages/aboutUs';
import type * as analytics from './messages/pages/analytics';
import type * as instruction from './messages/pages/instruction';
import type * as partners from './messages/pages/partners';
import type * as privacyDocs from './messages/pages/privacyDocs';
import type * as sdg from './messages/pages/sdg';
import type * as searchPage from './messages/pages/searchPage';
import type * as tasks from './messages/tasks';
import type * as vacancies from './messages/vacancies';
import type * as verification from './messages/verification';
import type * as volunteer from './messages/volunteer';
import type * as volons from './messages/volons';
import type * as dev from './messages/dev';

type Texts = Readonly<Record<string, string>>;

/**
 * A page's long texts (messages/pages/<name>.ts: ru and uz side by side, keys without a prefix)
 * as a catalogue area: its keys are `<name>.<key>` in the catalogue.
 */
function pageArea(name: string, load: () => Promise<{ ru: Texts; uz: Texts }>): Record<Locale, () => Promise<Texts>> {
  const part = (locale: Locale) => () => load().then((texts) => prefixedTexts(name, texts[locale]));
  return { ru: part('ru'), uz: part('uz') };
}

/** A page's texts with their catalogue keys (`<name>.<key>`). */
export function prefixedTexts(name: string, texts: Texts): Record<string, string> {
  return Object.fromEntries(Object.entries(texts).map(([key, text]) => [`${name}.${key}`, text]));
}

/**
 * The message catalogue's areas that only some pages need. Each is its own chunk per language
 * (messages/<area>.ts, messages/uz/<area>.ts with the same keys, checked by the type), fetched
 * with the pages that declare it in pageLoaders.ts, so the home page never downloads them.
 * The shell's texts (header, footer, menus, home) stay in ru.ts / uz.ts. The info and search
 * pages' long texts are areas too (messages/pages/, see pageArea).
 */
export const AREAS = {
  academy: { ru: () => import('./messages/academy').then((m) => m.ru), uz: () => import('./messages/uz/academy').then((m) => m.uz) },
  account: { ru: () => import('./messages/account').then((m) => m.ru), uz: () => import('./messages/uz/account').then((m) => m.uz) },
  book: { ru: () => import('./messages/book').then((m) => m.ru), uz: () => import('./messages/uz/book').then((m) => m.uz) },
  bonuses: { ru: () => import('./messages/bonuses').then((m) => m.ru), uz: () => import('./messages/uz/bonuses').then((m) => m.uz) },
  certificates: {
    ru: () => import('./messages/certificates').then((m) => m.ru),
    uz: () => import('./messages/uz/certificates').then((m) => m.uz),
  },
  checkin: { ru: () => import('./messages/checkin').then((m) => m.ru), uz: () => import('./messages/uz/checkin').then((m) => m.uz) },
  changerole: {
    ru: () => import('./messages/changerole').then((m) => m.ru),
    uz: () => import('./messages/uz/changerole').then((m) => m.uz),
  },
  courseAuthoring: {
    ru: () => import('./messages/courseAuthoring').then((m) => m.ru),
    uz: () => import('./messages/uz/courseAuthoring').then((m) => m.uz),
  },
  events: { ru: () => import('./messages/events').then((m) => m.ru), uz: () => import('./messages/uz/events').then((m) => m.uz) },
  friends: { ru: () => import('./messages/friends').then((m) => m.ru), uz: () => import('./messages/uz/friends').then((m) => m.uz) },
  infovolon: {
    ru: () => import('./messages/infovolon').then((m) => m.ru),
    uz: () => import('./messages/uz/infovolon').then((m) => m.uz),
  },
  initiativeArea: {
    ru: () => import('./messages/initiativeArea').then((m) => m.ru),
    uz: () => import('./messages/uz/initiativeArea').then((m) => m.uz),
  },
  initiative: {
    ru: () => import('./messages/initiative').then((m) => m.ru),
    uz: () => import('./messages/uz/initiative').then((m) => m.uz),
  },
  legal: { ru: () => import('./messages/legal').then((m) => m.ru), uz: () => import('./messages/uz/legal').then((m) => m.uz) },
  news: { ru: () => import('./messages/news').then((m) => m.ru), uz: () => import('./messages/uz/news').then((m) => m.uz) },
  organizer: { ru: () => import('./messages/organizer').then((m) => m.ru), uz: () => import('./messages/uz/organizer').then((m) => m.uz) },
  orgs: { ru: () => import('./messages/orgs').then((m) => m.ru), uz: () => import('./messages/uz/orgs').then((m) => m.uz) },
  profile: { ru: () => import('./messages/profile').then((m) => m.ru), uz: () => import('./messages/uz/profile').then((m) => m.uz) },
  settings: { ru: () => import('./messages/settings').then((m) => m.ru), uz: () => import('./messages/uz/settings').then((m) => m.uz) },
  projects: { ru: () => import('./messages/projects').then((m) => m.ru), uz: () => import('./messages/uz/projects').then((m) => m.uz) },
  publish: { ru: () => import('./messages/publish').then((m) => m.ru), uz: () => import('./messages/uz/publish').then((m) => m.uz) },
  reviews: { ru: () => import('./messages/reviews').then((m) => m.ru), uz: () => import('./messages/uz/reviews').then((m) => m.uz) },
  tasks: { ru: () => import('./messages/tasks').then((m) => m.ru), uz: () => import('./messages/uz/tasks').then((m) => m.uz) },
  vacancies: { ru: () => import('./messages/vacancies').then((m) => m.ru), uz: () => import('./messages/uz/vacancies').then((m) => m.uz) },
  verification: {
    ru: () => import('./messages/verification').then((m) => m.ru),
    uz: () => import('./messages/uz/verification').then((m) => m.uz),
  },
  volunteer: { ru: () => import('./messages/volunteer').then((m) => m.ru), uz: () => import('./messages/uz/volunteer').then((m) => m.uz) },
  volons: { ru: () => import('./messages/volons').then((m) => m.ru), uz: () => import('./messages/uz/volons').then((m) => m.uz) },
  dev: { ru: () => import('./messages/dev').then((m) => m.ru), uz: () => import('./messages/uz/dev').then((m) => m.uz) },
  aboutUs: pageArea('aboutUs', () => import('./messages/pages/aboutUs')),
  analytics: pageArea('analytics', () => import('./messages/pages/analytics')),
  instruction: pageArea('instruction', () => import('./messages/pages/instruction')),
  partners: pageArea('partners', () => import('./messages/pages/partners')),
  privacyDocs: pageArea('privacyDocs', () => import('./messages/pages/privacyDocs')),
  sdg: pageArea('sdg', () => import('./messages/pages/sdg')),
  searchPage: pageArea('searchPage', () => import('./messages/pages/searchPage')),
} as const satisfies Record<string, Record<Locale, () => Promise<Texts>>>;

export type Area = keyof typeof AREAS;

/** Keys of every area (types only: nothing of the areas is bundled with the shell). */
export type AreaKey =
  | keyof typeof academy.ru
  | keyof typeof account.ru
  | keyof typeof book.ru
  | keyof typeof bonuses.ru
  | keyof typeof certificates.ru
  | keyof typeof checkin.ru
  | keyof typeof changerole.ru
  | keyof typeof courseAuthoring.ru
  | keyof typeof events.ru
  | keyof typeof friends.ru
  | keyof typeof infovolon.ru
  | keyof typeof initiative.ru
  | keyof typeof initiativeArea.ru
  | keyof typeof legal.ru
  | keyof typeof news.ru
  | keyof typeof organizer.ru
  | keyof typeof orgs.ru
  | keyof typeof profile.ru
  | keyof typeof projects.ru
  | keyof typeof publish.ru
  | keyof typeof settings.ru
  | keyof typeof reviews.ru
  | keyof typeof tasks.ru
  | keyof typeof vacancies.ru
  | keyof typeof verification.ru
  | keyof typeof volunteer.ru
  | keyof typeof volons.ru
  | keyof typeof dev.ru
  | `aboutUs.${keyof typeof aboutUs.ru}`
  | `analytics.${keyof typeof analytics.ru}`
  | `instruction.${keyof typeof instruction.ru}`
  | `partners.${keyof typeof partners.ru}`
  | `privacyDocs.${keyof typeof privacyDocs.ru}`
  | `sdg.${keyof typeof sdg.ru}`
  | `searchPage.${keyof typeof searchPage.ru}`;
