import type { AdminResource } from './admin';
import type { Action } from './roles';
import type { PageName } from './sitemap';

/**
 * The activity registry's shared part: one entry per kind of activity (events, standing visit
 * offers; projects, tasks and vacancies next). Code that differs per kind reads its entry here
 * (or the API's side of the registry) instead of testing the kind. docs/activities.md.
 */
export const ACTIVITY_KINDS = ['event', 'visit'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** Who may own an activity (and the hours records of its volunteers). */
export const OWNER_TYPES = ['organization', 'user', 'group'] as const;
export type OwnerType = (typeof OWNER_TYPES)[number];

export interface ActivityKindInfo {
  kind: ActivityKind;
  /** Pages (names in PAGE_PATHS): the public list and item, the owner's list, create and edit forms. */
  pages: { list: PageName; view: PageName; own: PageName; create: PageName; edit: PageName };
  /** API collection: public GET /api/<api>[/:id], the owner's /api/my/<api>. */
  api: string;
  /** Its moderation queue in the back office (/admin/<adminResource>, /api/admin/<adminResource>). */
  adminResource: AdminResource;
  /** Policy actions: who may create one, who may apply to one. */
  createAction: Action;
  applyAction: Action;
  /** Who may own one. */
  owners: readonly OwnerType[];
  /** Volunteers apply to one of its sessions (shifts) rather than to the activity itself. */
  hasSessions: boolean;
  /** It runs between a start and an end (lifecycle recruiting → in progress → completed). */
  hasDates: boolean;
  /** It carries documents (PDF, DOC…) besides its cover. */
  hasDocuments: boolean;
  /** It may belong to a series (events/view-group). */
  hasSeries: boolean;
}

export const ACTIVITY_REGISTRY: Readonly<Record<ActivityKind, ActivityKindInfo>> = {
  event: {
    kind: 'event',
    pages: { list: 'events', view: 'eventView', own: 'profileEvents', create: 'profileEventCreate', edit: 'profileEventEdit' },
    api: 'events',
    adminResource: 'events',
    createAction: 'event.create',
    applyAction: 'event.apply',
    owners: ['organization'],
    hasSessions: true,
    hasDates: true,
    hasDocuments: true,
    hasSeries: true,
  },
  visit: {
    kind: 'visit',
    pages: { list: 'events', view: 'visitView', own: 'profileMyvisit', create: 'profileMyvisitCreate', edit: 'profileMyvisitEdit' },
    api: 'visits',
    adminResource: 'visits',
    createAction: 'visit.create',
    applyAction: 'event.apply',
    owners: ['organization'],
    hasSessions: true,
    hasDates: false,
    hasDocuments: false,
    hasSeries: false,
  },
};

/** The entry of a kind. */
export function activityKind(kind: ActivityKind): ActivityKindInfo {
  return ACTIVITY_REGISTRY[kind];
}
