import type { Role } from './roles';

/**
 * Back-office resources (react-admin names = API paths under /api/admin) and who may use
 * them. The API enforces this table; the back office's canAccess reads the same one.
 */
export const ADMIN_RESOURCES = {
  users: ['admin'],
  regions: ['admin'],
  directions: ['admin'],
  cattask: ['admin'],
  dirprobono: ['admin'],
  typecat: ['admin'],
  banners: ['admin'],
  tours: ['admin'],
  partners: ['admin'],
  audit: ['admin'],
  /** Businesses' requests to become partners: admins list, show, approve and reject. */
  'partner-applications': ['admin'],
  /** Moderation queues: moderators and admins list, show, approve and reject; only admins edit. */
  events: ['admin', 'moderator'],
  visits: ['admin', 'moderator'],
  projects: ['admin', 'moderator'],
  tasks: ['admin', 'moderator'],
  vacancy: ['admin', 'moderator'],
  /** The verification queue of volunteers and organizations: moderators and admins read, approve and reject. */
  verifications: ['admin', 'moderator'],
  /** Reviews: moderators and admins hide or restore reported ones. */
  reviews: ['admin', 'moderator'],
  /** Initiative groups: moderators and admins list, show, approve and reject; only admins suspend and restore. */
  initiatives: ['admin', 'moderator'],
  /** Publications and notices (issue 15): moderators and admins list, show, approve, reject and set a notice's state; only admins edit. */
  publications: ['admin', 'moderator'],
  /** News and their sections: admins, and users an admin made news editors (NEWS_EDITOR_RESOURCES). */
  news: ['admin'],
  'news-sections': ['admin'],
  /** Bonus offers (issue 16): moderators and admins list, show, approve and reject; only admins edit. */
  bonuses: ['admin', 'moderator'],
} as const satisfies Record<string, readonly Role[]>;

/** Resources only admins may edit or delete even where moderators may read them. */
const ADMIN_ONLY_WRITES: readonly string[] = ['events', 'visits', 'projects', 'tasks', 'vacancy', 'initiatives', 'publications', 'bonuses'];

/** Resources a news editor (`users.is_news_editor`, granted by an admin) may use whatever their role. */
export const NEWS_EDITOR_RESOURCES: readonly string[] = ['news', 'news-sections'];

/**
 * The organization CRM (back office under /admin/crm, API under /api/crm): resources in
 * react-admin are named `crm/<name>` and live at /api/crm/<name>, scoped to the caller's
 * organization by the API.
 */
export const CRM_RESOURCES = ['activities', 'events', 'sessions', 'applications'] as const;
export type CrmResource = (typeof CRM_RESOURCES)[number];
/** Roles that use the CRM. */
export const CRM_ROLES: readonly Role[] = ['organization'];

export type AdminResource = keyof typeof ADMIN_RESOURCES;

/** react-admin actions; `audit` is read-only for everyone. */
export type AdminAction = 'list' | 'show' | 'create' | 'edit' | 'delete';

/** Whether a role may perform an action on a back-office resource. */
export function canAccessResource(
  role: Role | null | undefined,
  resource: string,
  action: AdminAction,
  facts: { isNewsEditor?: boolean } = {},
): boolean {
  if (!role || !Object.hasOwn(ADMIN_RESOURCES, resource)) return false;
  if (facts.isNewsEditor && NEWS_EDITOR_RESOURCES.includes(resource)) return true;
  if (resource === 'audit' && action !== 'list' && action !== 'show') return false;
  if (ADMIN_ONLY_WRITES.includes(resource) && action !== 'list' && action !== 'show' && role !== 'admin') return false;
  return (ADMIN_RESOURCES[resource as AdminResource] as readonly Role[]).includes(role);
}

/** Banner kinds of spec §2's admin menu. */
export const BANNER_KINDS = ['main', 'advertising'] as const;
export type BannerKind = (typeof BANNER_KINDS)[number];
