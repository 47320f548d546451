import type { BannerKind } from '@hashar/common';
import { MODERATION_QUEUES } from '../moderation/registry';

/** One entry of the admin menu: a resource's list (an admin resource or a `crm/*` one), optionally pre-filtered. */
export interface MenuEntry {
  resource: string;
  /** A translation key; the resource's plural name when absent. */
  label?: string;
  /** List filter the entry opens with (the two banner entries). */
  filter?: { kind: BannerKind };
}

export interface MenuGroup {
  key: string;
  /** Heading of the group; none for single entries. */
  label?: string;
  entries: MenuEntry[];
}

/**
 * The admin menu of spec §2, grouped, then the organization CRM's entries (its dashboard,
 * /crm, is a page of its own, linked by the Menu). The moderation group lists every registered
 * kind's queue (events, visits, projects, tasks, vacancy), the groups, publications, bonus offers, academy courses and reviews;
 * the content group the news (admins and news editors), banners of both kinds, tours and partners.
 */
const MENU: MenuGroup[] = [
  {
    key: 'moderation',
    label: 'hashar.menu.moderation',
    entries: [
      ...MODERATION_QUEUES.map((queue) => ({ resource: queue.resource })),
      { resource: 'initiatives' },
      { resource: 'publications' },
      { resource: 'bonuses' },
      { resource: 'courses' },
      { resource: 'reviews' },
    ],
  },
  { key: 'crm', entries: [{ resource: 'crm/activities' }, { resource: 'crm/events' }, { resource: 'crm/applications' }] },
  { key: 'users', entries: [{ resource: 'users' }, { resource: 'verifications' }, { resource: 'partner-applications' }] },
  {
    key: 'reference',
    label: 'hashar.menu.reference',
    entries: [
      { resource: 'regions' },
      { resource: 'districts' },
      { resource: 'directions' },
      { resource: 'cattask' },
      { resource: 'dirprobono' },
      { resource: 'typecat' },
    ],
  },
  {
    key: 'content',
    label: 'hashar.menu.content',
    entries: [
      { resource: 'news' },
      { resource: 'news-sections' },
      { resource: 'banners', label: 'hashar.menu.main_banners', filter: { kind: 'main' } },
      { resource: 'banners', label: 'hashar.menu.advertising_banners', filter: { kind: 'advertising' } },
      { resource: 'tours' },
      { resource: 'partners' },
    ],
  },
  { key: 'audit', entries: [{ resource: 'audit' }] },
];

/** Every resource the menu links to (each is declared as a <Resource>). */
export const MENU_RESOURCES: string[] = [...new Set(MENU.flatMap((group) => group.entries.map((e) => e.resource)))];

/** The menu with only the entries whose list may be opened; empty groups dropped. */
export function visibleMenu(canList: (resource: string) => boolean): MenuGroup[] {
  return MENU.map((group) => ({ ...group, entries: group.entries.filter((entry) => canList(entry.resource)) })).filter(
    (group) => group.entries.length > 0,
  );
}

/** The `?filter=` search string of a pre-filtered entry. */
export const filterSearch = (filter: Record<string, string>) => `?filter=${encodeURIComponent(JSON.stringify(filter))}`;

/** The list filter in a location's search string, or {}. */
export function filterOf(search: string): Record<string, unknown> {
  try {
    const raw = new URLSearchParams(search).get('filter');
    const value: unknown = raw ? JSON.parse(raw) : {};
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
