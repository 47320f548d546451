/** Role strings stored in User.role (DESIGN.md §3; spellings from the spec). */
export const ROLES = ['admin', 'moderator', 'volon', 'organization', 'bussines', 'partner', 'trainee'] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** The admin flag is true only when the role equals admin (spec §6). */
export function isAdmin(role: string | null | undefined): boolean {
  return role === 'admin';
}

/** Account kinds offered at sign-up; a pro bono volunteer is a volon with 1–3 pro bono directions. */
export const ACCOUNT_KINDS = ['volon', 'probono', 'organization', 'trainee', 'bussines'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

/** The role an account kind signs up with. */
export const ROLE_OF_KIND: Record<AccountKind, Role> = {
  volon: 'volon',
  probono: 'volon',
  organization: 'organization',
  trainee: 'trainee',
  bussines: 'bussines',
};

/**
 * Who may do what (DESIGN.md §3), by role. Some actions also need a fact about the user
 * (pro bono, leader of an approved initiative group): see PERMISSION_EXTRAS.
 */
export const PERMISSIONS = {
  'comment.create': ['admin', 'moderator', 'volon', 'organization', 'bussines', 'partner', 'trainee'],
  'favorite.create': ['volon', 'organization', 'bussines', 'partner', 'trainee'],
  'review.create': ['volon', 'organization', 'bussines', 'partner', 'trainee'],
  'event.create': ['organization'],
  'event.apply': ['volon', 'trainee'],
  'project.create': ['organization', 'volon'],
  'project.apply': ['volon', 'trainee'],
  'project.partner': ['organization'],
  'task.create': ['organization'],
  'task.apply': [],
  'vacancy.create': ['organization'],
  'vacancy.apply': ['volon', 'trainee'],
  'visit.create': ['organization'],
  'initiative.register': ['volon'],
  'friends.use': ['volon'],
  'volunteerProfile.edit': ['volon'],
  'hours.verify': ['organization'],
  /** The back office's moderation queues (activities, groups, publications, reviews, bonuses, verifications). */
  'content.moderate': ['moderator', 'admin'],
  /** Editing or deleting what moderators only decide (activities, groups, publications, bonuses). */
  'content.edit': ['admin'],
  /** The reference lists: regions, directions, task categories, pro bono directions, volunteer types. */
  'reference.manage': ['admin'],
  /** Accounts, and businesses' requests to become partners. */
  'user.manage': ['admin'],
  'banner.manage': ['admin'],
  /** The site's own content: news and their sections, tours, partners. */
  'site.manage': ['admin'],
  'audit.read': ['admin'],
  /** The organization CRM (/admin/crm, /api/crm). */
  'crm.use': ['organization'],
  /** Publications and notices: anyone with an account but staff; a group's with ?group=. */
  'publication.create': ['volon', 'organization', 'bussines', 'partner', 'trainee'],
  /** Bonus offers: partners and organizations publish; volunteers and trainees redeem. */
  'bonus.create': ['partner', 'organization'],
  'bonus.redeem': ['volon', 'trainee'],
  /** The academy: volunteers and trainees enrol, read lessons and take quizzes. */
  'course.learn': ['volon', 'trainee'],
  /** The academy's authors: organizations, and leaders of approved initiative groups (with ?group=); platform courses are admins' (content.edit). */
  'course.create': ['organization'],
  'account.changerole': ['bussines'],
  'backoffice.enter': ['admin', 'moderator'],
} as const satisfies Record<string, readonly Role[]>;

/** Roles allowed into the back office at /admin (besides the CRM's, see CRM_ROLES). */
export const BACKOFFICE_ROLES: readonly Role[] = PERMISSIONS['backoffice.enter'];

export type Action = keyof typeof PERMISSIONS;
export const ACTIONS = Object.keys(PERMISSIONS) as Action[];

/** Facts about a user that some permissions depend on besides the role. */
export interface Actor {
  role: Role;
  /** A volunteer who chose the pro bono kind (1–3 pro bono directions). */
  isProbono?: boolean;
  /** Leads an initiative group whose status is above 0 (approved). */
  leadsActiveGroup?: boolean;
}

/** Actions allowed beyond the role table: pro bono volunteers perform tasks; group leaders publish. */
const PERMISSION_EXTRAS: Partial<Record<Action, (actor: Actor) => boolean>> = {
  'task.apply': (a) => a.role === 'volon' && a.isProbono === true,
  'task.create': (a) => a.role === 'volon' && a.leadsActiveGroup === true,
  'vacancy.create': (a) => a.role === 'volon' && a.leadsActiveGroup === true,
  'visit.create': (a) => a.role === 'volon' && a.leadsActiveGroup === true,
  'hours.verify': (a) => a.role === 'volon' && a.leadsActiveGroup === true,
  'course.create': (a) => a.role === 'volon' && a.leadsActiveGroup === true,
};

/** Whether an actor may perform an action (ownership checks come on top, in the API). */
export function isAllowed(actor: Actor, action: Action): boolean {
  return (PERMISSIONS[action] as readonly Role[]).includes(actor.role) || PERMISSION_EXTRAS[action]?.(actor) === true;
}
