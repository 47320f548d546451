import type { ActivityKindInfo } from './activities';
import { PARTICIPATION_DECISIONS } from './statuses';
import {
  ACTIVITY_BASE_FIELDS,
  type ActivityCardBase,
  type ActivityDetailBase,
  type ActivityInputBase,
  type DocumentDto,
  type OrganizationBrief,
  type OwnCardState,
} from './activityShapes';
import type { SessionInput } from './participation';
import type { LifecycleState } from './statuses';
import type { Page } from './lists';

/** Events: form limits, the public list's query, and the API shapes of events. docs/events-api.md lists the calls. */

/** Limits of the event and visit forms (API validation and the forms use the same numbers). */
export const EVENT_LIMITS = {
  titleMax: 200,
  descriptionMax: 20000,
  addressMax: 500,
  skillsMax: 2000,
  rejectReasonMax: 1000,
  commentMax: 2000,
  messageMax: 5000,
  capacityMax: 100000,
  sessionsMax: 50,
  documentsMax: 10,
  directionsMax: 17,
  minAgeMax: 99,
  hoursMax: 24,
  /** Cover image recommended size (spec §9): events 1920×1080. */
  coverRecommended: { width: 1920, height: 1080 },
} as const;

/** Public list of events: query parameters. */
export const EVENT_SORTS = ['soonest', 'newest'] as const;
export type EventSort = (typeof EVENT_SORTS)[number];
export const EVENT_WHEN = ['current', 'past'] as const;
export type EventWhen = (typeof EVENT_WHEN)[number];
export const EVENTS_PAGE_SIZE = 12;
/** What the events page shows before a visitor picks a filter: the current ones, soonest first. */
export const EVENTS_LIST_DEFAULT = { when: 'current', sort: 'soonest' } as const satisfies { when: EventWhen; sort: EventSort };

/** An event in a list (GET /api/events, favorites, my events). Text in the request's language (uz falls back to ru). */
export interface EventCard extends ActivityCardBase {
  startsAt: string;
  endsAt: string;
  isOnline: boolean;
  groupId: number | null;
  lifecycle: LifecycleState;
  /** Free places over all sessions (null = unlimited). */
  freePlaces: number | null;
}

/** GET /api/events/:id */
export interface EventDetail extends EventCard, ActivityDetailBase {
  capacity: number | null;
  minAge: number | null;
  skills: string | null;
  documents: DocumentDto[];
  group: { id: number; title: string } | null;
}

/** Body of POST/PUT /api/my/events (organizer). Files are uploaded first (POST /api/my/uploads/:kind). */
export interface EventInput extends ActivityInputBase {
  isOnline: boolean;
  startsAt: string;
  endsAt: string;
  documents?: { key: string; name: string }[];
  capacity?: number | null;
  minAge?: number | null;
  skills?: string | null;
  groupId?: number | null;
  /** Shifts; an id keeps an existing session. At least one. */
  sessions: SessionInput[];
}

/** The organizer's list row (GET /api/my/events). */
export interface MyEventRow extends EventCard, OwnCardState {}

/** Events: dated, with shifts, documents and an optional series. */
export const EVENT_KIND = {
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
  decisions: PARTICIPATION_DECISIONS,
  hoursMax: EVENT_LIMITS.hoursMax,
  fields: {
    form: [
      ...ACTIVITY_BASE_FIELDS.form,
      'isOnline',
      'startsAt',
      'endsAt',
      'cover',
      'documents',
      'capacity',
      'minAge',
      'skills',
      'groupId',
      'sessions',
    ],
    moderated: ['isOnline', 'skills', 'startsAt', 'endsAt'],
    show: ['isOnline', 'capacity', 'minAge', 'skills'],
    editable: ['capacity', 'minAge', 'skills'],
  },
} as const satisfies ActivityKindInfo<EventInput>;

/** GET /api/events: a page of event cards. */
export type EventCardPage = Page<EventCard>;

/** GET /api/my/events: a page of the organizer's events. */
export type OwnEventPage = Page<MyEventRow>;

/** An organization's series of events as its owner's list and form read it (GET and POST /api/my/event-groups). */
export interface EventGroupDto {
  id: number;
  titleRu: string;
  titleUz: string | null;
  descriptionRu: string | null;
  descriptionUz: string | null;
  createdAt: string;
}

/** GET /api/my/event-groups: the organization's series, newest first. */
export interface EventGroupList {
  data: EventGroupDto[];
}

/** GET /api/event-groups/:id: a series in the request's language, its organization and its published events' cards. */
export interface EventSeries {
  id: number;
  title: string;
  description: string | null;
  organization: OrganizationBrief;
  events: EventCard[];
}
