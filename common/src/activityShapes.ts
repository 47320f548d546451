import type { MyApplicationDto, SessionDto } from './participation';
import type { ModerationState } from './statuses';
import type { GeoPoint } from './geo';

/** API shapes every activity kind shares: directions, organizations, documents, uploads. */

export interface DirectionDto {
  id: number;
  key: string;
  nameRu: string;
  nameUz: string;
  icon: string;
  color: string;
}

export interface OrganizationBrief {
  id: number;
  name: string;
  logo: string | null;
  isVerified: boolean;
}

export interface DocumentDto {
  id: number;
  name: string;
  url: string;
  size: number;
  type: string;
}

/** Answer of POST /api/my/uploads/:kind (kind: event-cover | event-document | visit-cover). */
export interface UploadResult {
  key: string;
  url: string;
  name: string;
  size: number;
  type: string;
}

export const ORGANIZER_UPLOAD_KINDS = {
  'event-cover': 'eventCover',
  'event-document': 'document',
  'visit-cover': 'eventCover',
  'project-cover': 'eventCover',
  'project-document': 'document',
  'task-cover': 'eventCover',
  'vacancy-cover': 'eventCover',
} as const;
export type OrganizerUploadKind = keyof typeof ORGANIZER_UPLOAD_KINDS;

/** What the owner's form of every activity kind sends (POST/PUT /api/my/<api>): text, directions, place, cover. */
export interface ActivityInputBase {
  titleRu: string;
  titleUz?: string | null;
  descriptionRu: string;
  descriptionUz?: string | null;
  /** Direction ids (1..17 of them). */
  directionIds: number[];
  regionId?: number | null;
  /** A district of the chosen region (GET /api/districts?region=), or none; a district of another region is refused. */
  districtId?: number | null;
  addressRu?: string | null;
  addressUz?: string | null;
  /** The place on the map (docs/map-api.md); null for an online activity or when none is set. */
  point?: GeoPoint | null;
  /** Storage key returned by the cover upload. */
  cover?: string | null;
  /**
   * Courses of the academy an applicant must have completed (at most COURSE_LIMITS.requiredMax):
   * published ones that are listed, or the owner's own unlisted ones. Left out: kept as they are.
   */
  requiredCourseIds?: number[];
}

/** The card fields every activity kind's card has (presentActivityCard in the API). */
export interface ActivityCardBase {
  id: number;
  title: string;
  /** Plain-text excerpt of the description (≤ 200 characters). */
  excerpt: string;
  cover: string | null;
  regionId: number | null;
  regionName: string | null;
  districtId: number | null;
  districtName: string | null;
  address: string | null;
  point: GeoPoint | null;
  /** Kilometres from the list's `near` point (only in an answer to `near=`). */
  distanceKm?: number;
  directions: DirectionDto[];
  organization: OrganizationBrief;
}

/** The detail fields every activity kind's public page has (detailOf in the API). */
export interface ActivityDetailBase {
  titleRu: string;
  titleUz: string | null;
  addressRu: string | null;
  addressUz: string | null;
  description: string;
  descriptionRu: string;
  descriptionUz: string | null;
  moderation: ModerationState;
  rejectReason: string | null;
  favoritesCount: number;
  commentsCount: number;
  isFavorite: boolean;
  /** The caller's applications to it (none without sessions but one). */
  myApplications: MyApplicationDto[];
  /** Always empty for kinds without sessions. */
  sessions: SessionDto[];
  /** The caller manages it. */
  canEdit: boolean;
  /** Courses of the academy an applicant must have completed, in the owner's order; `completed` by the caller (false for a visitor). */
  requiredCourses: RequiredCourse[];
}

/** A course an activity requires (ActivityDetailBase.requiredCourses). */
export interface RequiredCourse {
  id: number;
  slug: string;
  title: string;
  completed: boolean;
}

/**
 * A kind's fields, each list written once and read by the three apps: the API's writer and
 * back-office edit, the back office's queue, the public site's owner form.
 */
export interface ActivityFieldLists<Input = never> {
  /** The owner's form (POST/PUT /api/my/<api>), in page order: the keys of its input. */
  form: readonly (keyof Input & string)[];
  /**
   * Its own columns (model attributes) whose change on an approved one sends it back to
   * moderation; the text, place and cover of every kind always do (ACTIVITY_BASE_FIELDS).
   */
  moderated: readonly string[];
  /** Its own fields the back-office queue shows, after its dates. */
  show: readonly string[];
  /** Its own fields moderators may correct, after the text and place every kind has (ACTIVITY_BASE_FIELDS). */
  editable: readonly string[];
}

/** What every kind has: its form's first fields, the columns that always go back to moderation, what moderators may correct. */
export const ACTIVITY_BASE_FIELDS = {
  form: [
    'titleRu',
    'titleUz',
    'descriptionRu',
    'descriptionUz',
    'directionIds',
    'regionId',
    'districtId',
    'addressRu',
    'addressUz',
    'point',
    'requiredCourseIds',
  ],
  // The point is not moderated: moving a pin changes no text anyone reads.
  moderated: ['titleRu', 'titleUz', 'descriptionRu', 'descriptionUz', 'cover', 'regionId', 'districtId', 'addressRu', 'addressUz'],
  editable: ['titleRu', 'titleUz', 'descriptionRu', 'descriptionUz', 'regionId', 'districtId', 'addressRu', 'addressUz'],
} as const satisfies Omit<ActivityFieldLists<ActivityInputBase>, 'show'>;

/** What the owner's list (GET /api/my/<api>) adds to a kind's card: its moderation state and reason, and how many applications wait. */
export interface OwnCardState {
  moderation: ModerationState;
  rejectReason: string | null;
  applicationsPending: number;
}

/** A row of the owner's list of a kind: its card and its OwnCardState. */
export type OwnRow<Card extends ActivityCardBase> = Card & OwnCardState;
