import type { MyApplicationDto, SessionDto } from './participation';
import type { ModerationState } from './statuses';

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
  addressRu?: string | null;
  addressUz?: string | null;
  /** Storage key returned by the cover upload. */
  cover?: string | null;
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
  address: string | null;
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
}
