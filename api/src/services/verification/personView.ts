import type { Locale, PersonAccount, PersonReview } from '@hashar/common';
import type { Sequelize } from 'sequelize';
import { Forbidden, NotFound } from '../../errors';
import { run } from '../../lists';
import type { AuthUser } from '../../policies';
import { myApplications, myPoints } from '../participation/volunteer';
import { subjectView } from './staffView';
import type { Subject } from './subject';

/** One review the person received or gave (hidden ones included: staff see everything), as the driver gives it. */
type ReviewRow = Omit<PersonReview, 'createdAt'> & { createdAt: Date };

/** The account's row as the driver gives it. */
type AccountRow = Omit<PersonAccount, 'createdAt' | 'lastLoginAt'> & { createdAt: Date; lastLoginAt: Date | null };

const HISTORY = { page: 1, perPage: 50, offset: 0 };

/** The account's row, the organization it owns (if any) and whether a verification request of theirs waits. */
async function accountOf(sequelize: Sequelize, userId: number): Promise<AccountRow | null> {
  const [row] = await run<AccountRow>(
    sequelize,
    `SELECT u.id, u.email, u.name, u.role, u.is_active AS "isActive", u.is_verified AS "isVerified", u.is_blocked AS "isBlocked",
            u.locale, u.created_at AS "createdAt", u.last_login_at AS "lastLoginAt",
            (SELECT s.organization_id FROM organization_staff s WHERE s.user_id = u.id AND s.role = 'owner'
              ORDER BY s.created_at, s.organization_id LIMIT 1) AS "organizationId",
            (SELECT r.id FROM verification_requests r WHERE r.status = 'pending' AND (
               (r.subject_type = 'user' AND r.subject_id = u.id) OR (r.subject_type = 'organization' AND r.subject_id IN
                 (SELECT s.organization_id FROM organization_staff s WHERE s.user_id = u.id AND s.role = 'owner'))) LIMIT 1) AS pending
       FROM users u WHERE u.id = $1`,
    [userId],
  );
  return row ?? null;
}

/** The person's account if the viewer may read their sensitive data: admins; moderators while a request waits (404 unknown, 403 otherwise). */
export async function personAccount(sequelize: Sequelize, viewer: AuthUser, userId: number) {
  const account = await accountOf(sequelize, userId);
  if (!account) throw NotFound();
  if (viewer.role !== 'admin' && !(viewer.role === 'moderator' && account.pending)) throw Forbidden();
  return account;
}

/** Reviews about the person (or their organization) and by them, newest first, 50 each way. */
function reviewsOf(sequelize: Sequelize, userId: number, organizationId: number | null): Promise<ReviewRow[]> {
  return run<ReviewRow>(
    sequelize,
    `(SELECT r.id, 'received' AS direction, r.stars, r.text, r.status, r.activity_kind AS "activityKind", r.created_at AS "createdAt",
             COALESCE(ao.name, au.name) AS "otherName"
        FROM reviews r LEFT JOIN organizations ao ON ao.id = r.author_organization_id LEFT JOIN users au ON au.id = r.author_user_id
       WHERE r.target_user_id = $1 OR r.target_organization_id = $2 ORDER BY r.created_at DESC LIMIT 50)
     UNION ALL
     (SELECT r.id, 'given', r.stars, r.text, r.status, r.activity_kind, r.created_at, COALESCE(tog.name, tu.name)
        FROM reviews r LEFT JOIN organizations tog ON tog.id = r.target_organization_id LEFT JOIN users tu ON tu.id = r.target_user_id
       WHERE (r.author_user_id = $1 AND r.author_organization_id IS NULL) OR r.author_organization_id = $2 ORDER BY r.created_at DESC LIMIT 50)`,
    [userId, organizationId ?? 0],
  );
}

/**
 * Everything staff see of a person (admin/users/view/:id): the account, the volunteer profile
 * with its sensitive fields or the owned organization's profile, verification history,
 * applications across kinds with hours, the points ledger and reviews both ways. Admins read
 * any person; moderators only one whose verification request waits (403 otherwise). The caller audits.
 */
export async function personView(sequelize: Sequelize, viewer: AuthUser, userId: number, locale: Locale) {
  const account = await personAccount(sequelize, viewer, userId);
  const orgId = account.organizationId;
  const subject: Subject = orgId ? { type: 'organization', id: orgId } : { type: 'user', id: userId };
  const [view, applications, points, reviews] = await Promise.all([
    subjectView(sequelize, subject),
    myApplications(sequelize, userId, locale, HISTORY),
    myPoints(sequelize, userId, locale, HISTORY),
    reviewsOf(sequelize, userId, orgId),
  ]);
  const shown: PersonAccount = {
    ...account,
    createdAt: account.createdAt.toISOString(),
    lastLoginAt: account.lastLoginAt ? account.lastLoginAt.toISOString() : null,
  };
  return {
    account: shown,
    subject,
    ...view,
    applications,
    points,
    reviews: reviews.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
  };
}
