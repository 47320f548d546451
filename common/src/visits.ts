import type { ActivityKindInfo } from './activities';
import { EVENT_LIMITS } from './events';
import { PARTICIPATION_DECISIONS } from './statuses';
import {
  ACTIVITY_BASE_FIELDS,
  type ActivityCardBase,
  type ActivityDetailBase,
  type ActivityInputBase,
  type OwnRow,
} from './activityShapes';
import type { SessionInput } from './participation';
import type { Page } from './lists';

/** Standing visit offers ("myvisit"): the API shapes. */

/** A standing offer to come and help ("myvisit"). */
export interface VisitCard extends ActivityCardBase {
  /** Next session start, if any. */
  nextSessionAt: string | null;
}

/** A visit offer's page: every detail's fields but its counts of favorites and comments (an offer has neither). */
export interface VisitDetail extends VisitCard, Omit<ActivityDetailBase, 'favoritesCount' | 'commentsCount'> {}

/** Body of POST/PUT /api/my/visits. */
export interface VisitInput extends ActivityInputBase {
  sessions: SessionInput[];
}

/** Standing visit offers ("myvisit"): undated, with dated sessions. */
export const VISIT_KIND = {
  kind: 'visit',
  pages: { list: 'events', view: 'visitView', own: 'profileMyvisit', create: 'profileMyvisitCreate', edit: 'profileMyvisitEdit' },
  api: 'visits',
  adminResource: 'visits',
  createAction: 'visit.create',
  applyAction: 'event.apply',
  owners: ['organization', 'group'],
  hasSessions: true,
  hasDates: false,
  hasDocuments: false,
  hasSeries: false,
  decisions: PARTICIPATION_DECISIONS,
  hoursMax: EVENT_LIMITS.hoursMax,
  fields: { form: [...ACTIVITY_BASE_FIELDS.form, 'cover', 'sessions'], moderated: [], show: [], editable: [] },
} as const satisfies ActivityKindInfo<VisitInput>;

/** GET /api/visits: a page of visit cards. */
export type VisitCardPage = Page<VisitCard>;

/** GET /api/my/visits: a page of the owner's visits. */
export type OwnVisitPage = Page<OwnRow<VisitCard>>;
