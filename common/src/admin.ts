import { isAllowed, PERMISSIONS, type Action, type Role } from './roles';

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
} as const satisfies Record<string, Action>;

/** Resources moderators read and decide but only `content.edit` may edit or delete. */
const MODERATED_WRITES: readonly string[] = ['events', 'visits', 'projects', 'tasks', 'vacancy', 'initiatives', 'publications', 'bonuses'];

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
