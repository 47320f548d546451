import type { EventCard, EventDetail } from '@hashar/common';
import type { ComponentType } from 'react';

/**
 * What the generic card and page read of any kind's item: the fields every kind has, and the
 * optional ones some kinds have (an event's place may be online, it has documents, a series, a
 * lifecycle and requirements). The fields are the API's own (common/); a kind's own lines read
 * its own shape (activity/kinds/).
 */
export type ActivityCardItem = Pick<EventCard, 'id' | 'title' | 'cover' | 'regionName' | 'directions' | 'organization'> &
  Partial<Pick<EventCard, 'isOnline' | 'districtName' | 'point' | 'distanceKm'>>;

/** GET /api/<api>/:id of any kind, as the generic page reads it. */
export type ActivityDetailItem = ActivityCardItem &
  Pick<
    EventDetail,
    'address' | 'description' | 'sessions' | 'moderation' | 'rejectReason' | 'isFavorite' | 'myApplications' | 'canEdit' | 'requiredCourses'
  > &
  Partial<Pick<EventDetail, 'lifecycle' | 'documents' | 'group' | 'minAge' | 'skills'>>;

/** A kind's own lines of its card and page, written against its own shapes C (card) and D (detail). */
export interface KindParts<C extends ActivityCardItem = ActivityCardItem, D extends ActivityDetailItem = ActivityDetailItem> {
  /** Card lines above the place (dates and state, the next session). */
  cardLead: ComponentType<{ item: C }>;
  /** A card line below the directions (free places), if the kind has one. */
  cardTail?: ComponentType<{ item: C }>;
  /** Facts (`<dt>`/`<dd>` pairs) of the page's header before the place. */
  factsLead?: ComponentType<{ item: D }>;
  /** Facts of the page's header after the place. */
  factsTail?: ComponentType<{ item: D }>;
  /** The kind's own sections of the page, after the description (goals, partners, duties…). */
  sections?: ComponentType<{ item: D; onChanged: () => void }>;
  /** The kind's own actions in the side column (join, apply, hand in a result) — kinds without sessions. */
  actions?: ComponentType<{ item: D; onChanged: () => void }>;
}

/**
 * A kind's parts as the registry holds them. The card and page of a kind only ever pass that
 * kind's items to its parts, so widening them to the shared shapes is safe.
 */
export function kindParts<C extends ActivityCardItem, D extends ActivityDetailItem>(parts: KindParts<C, D>): KindParts {
  return parts as unknown as KindParts;
}
