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

export const ORGANIZER_UPLOAD_KINDS = { 'event-cover': 'eventCover', 'event-document': 'document', 'visit-cover': 'eventCover' } as const;
export type OrganizerUploadKind = keyof typeof ORGANIZER_UPLOAD_KINDS;
