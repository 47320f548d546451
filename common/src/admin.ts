import { isAllowed, PERMISSIONS, type Action, type Role } from './roles';
import type { Locale } from './locales';
import type { AnalyticsFigures } from './analytics';
import type { DocumentDto } from './activityShapes';
import type { SessionDto } from './participation';
import type { ModerationState } from './statuses';

/**
 * Back-office resources (react-admin names = API paths under /api/admin) and the action of
 * common/roles.ts's PERMISSIONS that uses them. The API enforces this table; the back office's
 * canAccess (menu, pages, buttons) reads the same one.
 */
export const ADMIN_RESOURCES = {
  users: 'user.manage',
  /** Businesses' requests to become partners: admins list, show, approve and reject. */
  'partner-applications': 'user.manage',
  regions: 'reference.manage',
  districts: 'reference.manage',
  directions: 'reference.manage',
  cattask: 'reference.manage',
  dirprobono: 'reference.manage',
  typecat: 'reference.manage',
  banners: 'banner.manage',
  tours: 'site.manage',
  partners: 'site.manage',
  /** News and their sections: admins, and users an admin made news editors (NEWS_EDITOR_RESOURCES). */
  news: 'site.manage',
  'news-sections': 'site.manage',
  audit: 'audit.read',
  /** Moderation queues: moderators and admins list, show, approve and reject; only admins edit (content.edit). */
  events: 'content.moderate',
  visits: 'content.moderate',
  projects: 'content.moderate',
  tasks: 'content.moderate',
  vacancy: 'content.moderate',
  /** The verification queue of volunteers and organizations: moderators and admins read, approve and reject. */
  verifications: 'content.moderate',
  /** Reviews: moderators and admins hide or restore reported ones. */
  reviews: 'content.moderate',
  /** Initiative groups: moderators and admins list, show, approve and reject; only admins suspend and restore. */
  initiatives: 'content.moderate',
  /** Publications and notices: moderators and admins decide and set a notice's state; only admins edit. */
  publications: 'content.moderate',
  /** Bonus offers: moderators and admins list, show, approve and reject; only admins edit. */
  bonuses: 'content.moderate',
  /** Academy courses: moderators and admins list, show, approve and reject; only admins create (platform courses), edit and archive. */
  courses: 'content.moderate',
} as const satisfies Record<string, Action>;

/** Resources moderators read and decide but only `content.edit` may edit or delete. */
const MODERATED_WRITES: readonly string[] = [
  'events',
  'visits',
  'projects',
  'tasks',
  'vacancy',
  'initiatives',
  'publications',
  'bonuses',
  'courses',
];

/** Resources a news editor (`users.is_news_editor`, granted by an admin) may use whatever their role. */
export const NEWS_EDITOR_RESOURCES: readonly string[] = ['news', 'news-sections'];

/**
 * The organization CRM (back office under /admin/crm, API under /api/crm): resources in
 * react-admin are named `crm/<name>` and live at /api/crm/<name>, scoped to the caller's
 * organization by the API.
 */
export const CRM_RESOURCES = ['activities', 'events', 'sessions', 'applications'] as const;
export type CrmResource = (typeof CRM_RESOURCES)[number];
/** Roles that use the CRM (PERMISSIONS['crm.use']). */
export const CRM_ROLES: readonly Role[] = PERMISSIONS['crm.use'];

export type AdminResource = keyof typeof ADMIN_RESOURCES;

/** react-admin actions; `audit` is read-only for everyone. */
export type AdminAction = 'list' | 'show' | 'create' | 'edit' | 'delete';

/** Whether a role may perform an action on a back-office resource (the resource's PERMISSIONS action). */
export function canAccessResource(
  role: Role | null | undefined,
  resource: string,
  action: AdminAction,
  facts: { isNewsEditor?: boolean } = {},
): boolean {
  if (!role || !Object.hasOwn(ADMIN_RESOURCES, resource)) return false;
  if (facts.isNewsEditor && NEWS_EDITOR_RESOURCES.includes(resource)) return true;
  const reads = action === 'list' || action === 'show';
  if (resource === 'audit' && !reads) return false;
  if (MODERATED_WRITES.includes(resource) && !reads && !isAllowed({ role }, 'content.edit')) return false;
  return isAllowed({ role }, ADMIN_RESOURCES[resource as AdminResource]);
}

/** Banner kinds of spec §2's admin menu. */
export const BANNER_KINDS = ['main', 'advertising'] as const;
export type BannerKind = (typeof BANNER_KINDS)[number];

// ——— Records of the back office's generic resources (api/src/routes/admin/resources/) ———

/** One reference entry (regions, cattask, dirprobono, typecat): GET/POST/PUT/DELETE /api/admin/<resource>/:id. */
export interface ReferenceAdminRecord {
  id: number;
  key: string;
  nameRu: string;
  nameUz: string;
  sortOrder: number;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/admin/<resource> of a reference list (regions, cattask, dirprobono, typecat), with a Content-Range header. */
export type ReferenceAdminList = ReferenceAdminRecord[];

/** One district: GET/POST/PUT/DELETE /api/admin/districts/:id. */
export interface DistrictAdminRecord extends ReferenceAdminRecord {
  regionId: number;
  /** Other spellings search also finds. */
  aliases: string[];
  lat: number | null;
  lng: number | null;
}

/** GET /api/admin/districts, with a Content-Range header. */
export type DistrictAdminList = DistrictAdminRecord[];

/** One direction theme: GET/POST/PUT/DELETE /api/admin/directions/:id. */
export interface DirectionAdminRecord extends ReferenceAdminRecord {
  icon: string;
  color: string;
}

/** GET /api/admin/directions, with a Content-Range header. */
export type DirectionAdminList = DirectionAdminRecord[];

/** One banner: GET/POST/PUT/DELETE /api/admin/banners/:id. */
export interface BannerAdminRecord {
  id: number;
  kind: BannerKind;
  titleRu: string;
  titleUz: string;
  imageUrl: string;
  link: string | null;
  sortOrder: number;
  startsAt: string | null;
  endsAt: string | null;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/admin/banners, with a Content-Range header. */
export type BannerAdminList = BannerAdminRecord[];

/** One slide of the home page's tour: GET/POST/PUT/DELETE /api/admin/tours/:id. */
export interface TourAdminRecord {
  id: number;
  titleRu: string;
  titleUz: string;
  textRu: string;
  textUz: string;
  imageUrl: string | null;
  sortOrder: number;
  startsAt: string | null;
  endsAt: string | null;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/admin/tours, with a Content-Range header. */
export type TourAdminList = TourAdminRecord[];

/** One partner of the public footer: GET/POST/PUT/DELETE /api/admin/partners/:id. */
export interface PartnerAdminRecord {
  id: number;
  name: string;
  logoUrl: string;
  link: string | null;
  sortOrder: number;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/admin/partners, with a Content-Range header. */
export type PartnerAdminList = PartnerAdminRecord[];

/** One row of the audit log: GET /api/admin/audit/:id. */
export interface AuditAdminRecord {
  id: number;
  userId: number | null;
  userEmail: string;
  action: string;
  resource: string;
  recordId: number | null;
  /** The record as its resource showed it before and after the change (null for a creation, a deletion or a read). */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  createdAt: string;
}

/** GET /api/admin/audit, with a Content-Range header. */
export type AuditAdminList = AuditAdminRecord[];

/** One account as the back office shows it (never its password hash or token version): GET/PUT/DELETE /api/admin/users/:id. */
export interface UserAdminRecord {
  id: number;
  email: string;
  role: Role;
  name: string;
  isActive: boolean;
  isVerified: boolean;
  isBlocked: boolean;
  isNewsEditor: boolean;
  isGenerated: boolean;
  locale: Locale;
  regionId: number | null;
  avatarUrl: string | null;
  lastLoginAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/admin/users, with a Content-Range header. */
export type UserAdminList = UserAdminRecord[];

/** GET /api/admin/stats: the back office's dashboard figures. */
export interface AdminStats {
  /** The platform's public figures, as the home page and the analytics page show them. */
  figures: AnalyticsFigures;
  /** Every role with its number of accounts, zeros included. */
  usersByRole: Record<Role, number>;
  /** Sign-ups per Tashkent day (YYYY-MM-DD) of the last 30 days, oldest first, zeros included. */
  signupsByDay: { date: string; count: number }[];
}

/** POST /api/admin/uploads → 201: where the uploaded image is served. */
export interface AdminUploadResult {
  url: string;
}

// ——— Moderation queues of the activity kinds (/api/admin/events, visits, projects, tasks, vacancy) ———

/**
 * An activity as its kind's moderation queue holds it: the columns every kind shares (named as the
 * models' attributes, the cover as a URL, no search text) and, through the index signature, the
 * kind's own columns (an event's dates and capacity, a vacancy's terms…), which follow its model.
 */
export interface ModerationQueueColumns {
  id: number;
  organizationId: number | null;
  ownerUserId: number | null;
  ownerGroupId: number | null;
  createdBy: number | null;
  titleRu: string;
  titleUz: string | null;
  descriptionRu: string;
  descriptionUz: string | null;
  regionId: number | null;
  addressRu: string | null;
  addressUz: string | null;
  cover: string | null;
  moderation: ModerationState;
  rejectReason: string | null;
  submittedAt: string | null;
  publishedAt: string | null;
  archivedAt: string | null;
  createdAt: string;
  updatedAt: string;
  [column: string]: unknown;
}

/** One row of GET /api/admin/<kind>: the activity with its organization (null when a user or a group owns it). */
export interface ModerationQueueRecord extends ModerationQueueColumns {
  organization: { id: number; name: string } | null;
}

/** GET /api/admin/<kind>, with a Content-Range header. */
export type ModerationQueueList = ModerationQueueRecord[];

/** GET/PUT /api/admin/<kind>/:id and its approve and reject: the row with its directions, sessions and (kinds that have them) documents. */
export interface ModerationQueueDetail extends ModerationQueueRecord {
  directionIds: number[];
  sessions: SessionDto[];
  documents?: DocumentDto[];
}

/** POST /api/admin/<kind>/bulk: the ids decided. */
export interface ModerationBulkResult {
  data: number[];
}
