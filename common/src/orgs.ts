/**
 * The organization profile (profile/infoorg) and the organizations directory (orgs, orgs/view/:id):
 * request and answer shapes shared by the API and the public site.
 */
import type { DirectionDto } from './activityShapes';
import type { OrganizationFileKind, OrganizationGeography, VerificationState } from './people';
import type { Page } from './lists';
import type { GeoPoint } from './geo';

/** Legal data: editing any of it sends a verified or pending organization back for verification. */
export const ORG_LEGAL_FIELDS = ['name', 'taxNumber', 'headName', 'legalForm', 'legalAddress', 'registrationDate'] as const;
/** Sorts of the directory (default: name), each served by an index. */
export const ORG_SORTS = ['name', 'newest'] as const;
export type OrgSort = (typeof ORG_SORTS)[number];
/** File kinds kept as documents (PDF, Office, archives); the rest (photo) are images. */
export const ORG_DOCUMENT_KINDS = ['document', 'license', 'grant', 'memorandum'] as const satisfies readonly OrganizationFileKind[];

/** What the organization's people edit (PUT /api/my/organization); absent or null fields are cleared. */
export interface OrgProfileInput {
  name: string;
  registrationDate?: string | null;
  taxNumber?: string | null;
  headName?: string | null;
  legalForm?: string | null;
  legalAddress?: string | null;
  actualAddress?: string | null;
  geography?: OrganizationGeography | null;
  regionId?: number | null;
  /** A district of `regionId` (GET /api/districts?region=), or none. */
  districtId?: number | null;
  /** The office on the map (docs/map-api.md), or none. */
  point?: GeoPoint | null;
  regionIds?: number[];
  phone?: string | null;
  email?: string | null;
  website?: string | null;
  aboutRu?: string | null;
  aboutUz?: string | null;
  employeesCount?: number | null;
  volunteersCount?: number | null;
  partnersCount?: number | null;
  license?: string | null;
  grants?: string | null;
  memoranda?: string | null;
  partnersText?: string | null;
  videos?: string[];
  directionIds?: number[];
}

/** A file on the profile; `url` is where it is read (documents through the API, photos as images). */
export interface OrgFileDto {
  id: number;
  kind: OrganizationFileKind;
  name: string;
  size: number;
  url: string;
  isPublic: boolean;
  sortOrder: number;
}

/** GET /api/my/organization: every field, the files (public or not), the verification state. */
export interface OrgProfile extends Required<Omit<OrgProfileInput, 'regionIds' | 'directionIds'>> {
  id: number;
  regionIds: number[];
  directionIds: number[];
  logo: string | null;
  banner: string | null;
  isVerified: boolean;
  verification: VerificationState;
  verificationNote: string | null;
  files: OrgFileDto[];
}

/** Stars of published reviews about the organization. */
export interface OrgRating {
  average: number | null;
  count: number;
}

/** A card of the directory (GET /api/orgs). */
export interface OrgCard {
  id: number;
  name: string;
  logo: string | null;
  region: string | null;
  district: string | null;
  point: GeoPoint | null;
  /** Kilometres from the directory's `near` point (only in an answer to `near=`). */
  distanceKm?: number;
  directions: DirectionDto[];
  isVerified: boolean;
  /** Approved activities still open (events, projects, tasks, vacancies). */
  openActivities: number;
  rating: OrgRating;
}

/** A short line of one of the organization's activities. */
export interface OrgActivityLink {
  id: number;
  title: string;
}

/** The organization's current approved activities of one kind: a few, the count, the kind's list api. */
export interface OrgActivityGroup {
  kind: string;
  total: number;
  items: OrgActivityLink[];
}

/** GET /api/orgs/:id: the public page (public documents only, nothing from user accounts). */
export interface OrgDetail extends OrgCard {
  about: string;
  banner: string | null;
  legalForm: string | null;
  taxNumber: string | null;
  registrationDate: string | null;
  headName: string | null;
  geography: OrganizationGeography | null;
  regions: string[];
  contacts: { phone: string | null; email: string | null; website: string | null; address: string | null };
  counts: { employees: number | null; volunteers: number | null; partners: number | null };
  license: string | null;
  grants: string | null;
  memoranda: string | null;
  partnersText: string | null;
  videos: string[];
  photos: OrgFileDto[];
  documents: OrgFileDto[];
  activities: OrgActivityGroup[];
  partners: { id: number; name: string; logo: string | null }[];
}

/** GET /api/orgs: a page of organization cards. */
export type OrgCardPage = Page<OrgCard>;

/** POST /api/my/organization/logo and /banner: the stored image's URL. */
export interface OrgImageUpload {
  url: string;
}
