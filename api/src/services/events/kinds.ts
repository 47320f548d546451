import type { FavoriteType } from '@hashar/common';

/** Where each kind of activity lives: its table, directions table and the session column pointing at it. */
export interface ActivityKind {
  type: FavoriteType;
  table: 'events' | 'visit_options';
  directionTable: 'event_directions' | 'visit_option_directions';
  /** Column of the directions table and of visit_sessions that names the activity. */
  column: 'event_id' | 'visit_option_id';
  /** Public page after the locale. */
  page: (id: number) => string;
  /** Organizer's list page after the locale. */
  ownPage: string;
}

export const EVENT_KIND: ActivityKind = {
  type: 'event',
  table: 'events',
  directionTable: 'event_directions',
  column: 'event_id',
  page: (id) => `events/view/${id}`,
  ownPage: 'profile/events',
};

export const VISIT_KIND: ActivityKind = {
  type: 'visit',
  table: 'visit_options',
  directionTable: 'visit_option_directions',
  column: 'visit_option_id',
  page: (id) => `visits/view/${id}`,
  ownPage: 'profile/myvisit',
};

export const KIND_OF: Record<FavoriteType, ActivityKind> = { event: EVENT_KIND, visit: VISIT_KIND };
