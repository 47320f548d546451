import type {
  DirectionDto,
  DocumentDto,
  LifecycleState,
  ModerationState,
  MyApplicationDto,
  OrganizationBrief,
  SessionDto,
} from '@hashar/common';
import type { ComponentType } from 'react';

/**
 * What the generic card and page read of any kind's item: the fields every kind has, and the
 * optional ones some kinds have (an event's place may be online, it has documents, a series, a
 * lifecycle and requirements). A kind's own lines read its own shape (activity/kinds/).
 */
export interface ActivityCardItem {
  id: number;
  title: string;
  cover: string | null;
  regionName: string | null;
  directions: DirectionDto[];
  organization: OrganizationBrief;
  isOnline?: boolean;
}

/** GET /api/<api>/:id of any kind, as the generic page reads it. */
export interface ActivityDetailItem extends ActivityCardItem {
  address: string | null;
  description: string;
  sessions: SessionDto[];
  moderation: ModerationState;
  rejectReason: string | null;
  isFavorite: boolean;
  myApplications: MyApplicationDto[];
  canEdit: boolean;
  lifecycle?: LifecycleState;
  documents?: DocumentDto[];
  group?: { id: number; title: string } | null;
  minAge?: number | null;
  skills?: string | null;
}

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
}

/**
 * A kind's parts as the registry holds them. The card and page of a kind only ever pass that
 * kind's items to its parts, so widening them to the shared shapes is safe.
 */
export function kindParts<C extends ActivityCardItem, D extends ActivityDetailItem>(parts: KindParts<C, D>): KindParts {
  return parts as unknown as KindParts;
}
