import type { Locale, PageName } from '@hashar/common';
import type { ComponentType } from 'react';
import type { Area } from '../../i18n';
import { loadAreas } from '../../i18n/format';

type PageModule = { default: ComponentType };

const GROUPS: readonly Area[] = ['initiative', 'events', 'organizer'];
const MINE: readonly Area[] = [...GROUPS, 'profile'];
const create = () => import('./CreateGroupPage');

/**
 * The initiative groups' pages: each its own chunk, with the catalogue areas its texts come from.
 * routes.tsx reaches them through this one small module, so the shell's route table carries a
 * single lazy import for all of them (the home page's JS budget).
 */
const PAGES: Partial<Record<PageName, [readonly Area[], () => Promise<PageModule>]>> = {
  initiatives: [GROUPS, () => import('./InitiativesPage')],
  initiativeView: [GROUPS, () => import('./InitiativeViewPage')],
  initiativeSignUp: [MINE, create],
  profileInitiativeCreate: [MINE, create],
  initiativeMine: [MINE, () => import('./MyInitiativesPage')],
  profileInitiative: [MINE, () => import('./DashboardPage')],
  profileInitiativeEdit: [MINE, () => import('./MembersPage')],
  profileInfoInitiative: [[...MINE, 'settings'], () => import('./InfoInitiativePage')],
};

/** Loads a group page's module together with its texts in `locale`. */
export function loadGroupPage(page: PageName, locale: Locale): Promise<PageModule> {
  const [areas, load] = PAGES[page]!;
  return Promise.all([loadAreas(areas, locale), load()]).then(([, m]) => m);
}
