import type { ActivityKind, PageName } from '@hashar/common';

/** The kinds a group owns (common/activities.ts `owners` holds 'group'), in the order of the sub-area's tabs. */
export const GROUP_AREA_KINDS = ['project', 'task', 'vacancy', 'visit'] as const satisfies readonly ActivityKind[];
export type GroupAreaKind = (typeof GROUP_AREA_KINDS)[number];
/** A tab of the sub-area: a kind's list (of GROUP_AREA_KINDS), the group's publications, its courses, or its team sign-ups (events). */
export type GroupAreaTab = ActivityKind | 'publish' | 'courses' | 'events';

/** A kind's owner pages: list, create, edit. */
export interface OwnPages {
  own: PageName;
  create: PageName;
  edit: PageName;
}
