import type { ActivityFieldLists } from './activityShapes';
import type { AdminResource } from './admin';
import { EVENT_KIND } from './events';
import { PROJECT_KIND } from './projects';
import type { Action } from './roles';
import type { ApplicationAction } from './statuses';
import type { PageName } from './sitemap';
import { TASK_KIND } from './tasks';
import { VACANCY_KIND } from './vacancies';
import { VISIT_KIND } from './visits';

/**
 * The activity registry's shared part: one entry per kind of activity (events, standing visit
 * offers; projects, tasks and vacancies next). Code that differs per kind reads its entry here
 * (or the API's side of the registry) instead of testing the kind. docs/activities.md.
 */
export const ACTIVITY_KINDS = ['event', 'visit', 'project', 'task', 'vacancy'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** Who may own an activity (and the hours records of its volunteers). */
export const OWNER_TYPES = ['organization', 'user', 'group'] as const;
export type OwnerType = (typeof OWNER_TYPES)[number];

export interface ActivityKindInfo<Input = never> {
  kind: ActivityKind;
  /** Its fields (the owner's form, what goes back to moderation, the back office's queue). */
  fields: ActivityFieldLists<Input>;
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
  /** The owner's moves on an application, in the order the CRM offers them (APPLICATION_TRANSITIONS). */
  decisions: readonly ApplicationAction[];
  /** Most hours one application may be credited (verify; the API and the CRM's dialog check it). */
  hoursMax: number;
}

/**
 * Every kind's entry, each declared in its kind's own file (events.ts, visits.ts, projects.ts,
 * tasks.ts, vacancies.ts): adding a kind = its file and its line here.
 */
export const ACTIVITY_REGISTRY: Readonly<Record<ActivityKind, ActivityKindInfo>> = {
  event: EVENT_KIND,
  visit: VISIT_KIND,
  project: PROJECT_KIND,
  task: TASK_KIND,
  vacancy: VACANCY_KIND,
};

/** The entry of a kind. */
export function activityKind(kind: ActivityKind): ActivityKindInfo {
  return ACTIVITY_REGISTRY[kind];
}
