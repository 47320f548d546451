import type { PageName } from '@hashar/common';
import type { ShellKey } from '../../i18n/ru';

/** One entry of a site menu: a page of the site, or (without `page`) a section that is coming soon. */
export interface MenuEntry {
  id: string;
  /** A shell text: menus show on every page, before any area loads. */
  label: ShellKey;
  /** The page it opens; absent for "(soon)" entries, which render disabled with a "soon" badge. */
  page?: PageName;
  badge?: 'new';
}

/**
 * The header's main links. Sections whose pages arrive in later issues are disabled "soon"
 * items rather than links to pages that do not exist yet.
 */
export const MAIN_NAV: readonly MenuEntry[] = [
  { id: 'events', label: 'nav.events', page: 'events' },
  { id: 'projects', label: 'nav.projects', page: 'projects' },
  { id: 'tasks', label: 'nav.tasks', page: 'tasks' },
  { id: 'vacancies', label: 'nav.vacancies', page: 'vacancies' },
  { id: 'orgs', label: 'nav.orgs', page: 'orgs' },
  { id: 'volons', label: 'nav.volons', page: 'volons' },
  { id: 'news', label: 'nav.news', page: 'news' },
];

/** The More menu: all 13 entries of spec §1, in the spec's order. */
export const MORE_MENU: readonly MenuEntry[] = [
  { id: 'platform', label: 'more.platform', page: 'home' },
  { id: 'jobs', label: 'more.jobs', page: 'vacancies' },
  { id: 'analytics', label: 'more.analytics', page: 'analytics' },
  { id: 'academy', label: 'more.academy', page: 'academy', badge: 'new' },
  { id: 'sdg', label: 'more.sdg', page: 'sdg', badge: 'new' },
  { id: 'offers', label: 'more.offers' },
  { id: 'shop', label: 'more.shop' },
  { id: 'contests', label: 'more.contests' },
  { id: 'partners', label: 'more.partners', page: 'partners' },
  { id: 'instruction', label: 'more.instruction', page: 'instruction' },
  { id: 'aboutUs', label: 'more.aboutUs', page: 'aboutUs' },
  { id: 'crowdfunding', label: 'more.crowdfunding' },
  { id: 'tender', label: 'more.tender' },
];

/** Pages a visitor is likely to open next: prefetched once the browser is idle. */
export function likelyNextPages(signedIn: boolean): PageName[] {
  const fromMenu = MORE_MENU.flatMap((entry) => (entry.page ? [entry.page] : []));
  return [...(signedIn ? (['profile'] as const) : (['login', 'signUp'] as const)), ...fromMenu];
}
