import { type AdminGroupDetail, type AdminGroupRow, GROUP_STATUS, pageAfterLocale, uploadUrl } from '@hashar/common';
import { HttpError, NotFound } from '../../errors';
import { firstRow, run } from '../../lists';
import { InitiativeGroup } from '../../models';
import { presentAdminRow, presentLogo } from '../../presenters/initiatives';
import { recordAudit } from '../audit';
import type { ModeratedContent, ModerationDeps } from '../moderation';
import { groupPage, managersOf, tellAboutGroup } from './notices';

/** The back-office resource of the groups (also their audit resource). */
export const GROUPS_RESOURCE = 'initiatives';

/** Initiative groups as moderated content: services/moderation.ts decide() approves and rejects them like activities. */
export const GROUPS_MODERATION: ModeratedContent = {
  table: 'initiative_groups',
  adminResource: GROUPS_RESOURCE,
  notices: { approved: 'notice_group_approved_title', rejected: 'notice_group_rejected_title' },
  noticeBodies: { approved: 'notice_group_approved_body', rejected: 'notice_group_rejected_body' },
  noticeKinds: { approved: 'group_approved', rejected: 'group_rejected' },
  page: groupPage,
  ownPage: pageAfterLocale('profileInitiative'),
  lockColumns: `id, name_ru AS title_ru, name_uz AS title_uz, NULL::int AS organization_id, NULL::int AS owner_user_id,
    id AS owner_group_id, moderation`,
};

/** The back office's rows: fields named as AdminGroupRow (the list's whitelists filter and sort these). */
export const ADMIN_SELECT = `SELECT g.id, g.name_ru AS "nameRu", g.name_uz AS "nameUz", g.status, g.moderation, g.region_id AS "regionId",
    g.district_id AS "districtId", l.user_id AS "leaderId", lu.name AS "leaderName",
    (SELECT count(*)::int FROM initiative_group_members c WHERE c.group_id = g.id) AS "memberCount",
    g.reject_reason AS "rejectReason", g.suspend_reason AS "suspendReason", g.submitted_at AS "submittedAt",
    g.published_at AS "publishedAt", g.suspended_at AS "suspendedAt", g.created_at AS "createdAt", g.search_text AS "searchText"
  FROM initiative_groups g
  LEFT JOIN initiative_group_members l ON l.group_id = g.id AND l.role = 'leader'
  LEFT JOIN users lu ON lu.id = l.user_id`;

/** One group as the back office shows it: the row, and every field of the form (cover and logo as URLs). */
export async function adminGroup(deps: ModerationDeps, id: number): Promise<AdminGroupDetail> {
  const [row] = await run<AdminGroupRow & { searchText?: string }>(deps.sequelize, `SELECT * FROM (${ADMIN_SELECT}) b WHERE b.id = $1`, [
    id,
  ]);
  if (!row) throw NotFound();
  // The form's fields (the row has the list's), named as the InitiativeGroup model's attributes, and the directions.
  const group = firstRow(
    await run<
      Pick<
        InitiativeGroup,
        | 'descriptionRu'
        | 'descriptionUz'
        | 'goalsRu'
        | 'goalsUz'
        | 'phone'
        | 'email'
        | 'links'
        | 'foundedOn'
        | 'cover'
        | 'logoUrl'
        | 'logoThumbUrl'
        | 'logoFallbackUrl'
      > & { directions: number[] }
    >(
      deps.sequelize,
      `SELECT description_ru AS "descriptionRu", description_uz AS "descriptionUz", goals_ru AS "goalsRu", goals_uz AS "goalsUz",
              phone, email, links, founded_on AS "foundedOn", cover, logo_url AS "logoUrl", logo_thumb_url AS "logoThumbUrl",
              logo_fallback_url AS "logoFallbackUrl",
              ARRAY(SELECT direction_id FROM initiative_group_directions WHERE group_id = g.id ORDER BY direction_id) AS directions
         FROM initiative_groups g WHERE g.id = $1`,
      [id],
    ),
    `initiative group ${id}`,
  );
  delete row.searchText;
  return {
    ...presentAdminRow(row),
    descriptionRu: group.descriptionRu,
    descriptionUz: group.descriptionUz,
    goalsRu: group.goalsRu,
    goalsUz: group.goalsUz,
    phone: group.phone,
    email: group.email,
    links: group.links ?? [],
    foundedOn: group.foundedOn,
    cover: uploadUrl(group.cover),
    logo: presentLogo({ logo_url: group.logoUrl, logo_thumb_url: group.logoThumbUrl, logo_fallback_url: group.logoFallbackUrl }),
    directionIds: group.directions,
  };
}

/**
 * An admin suspends (with a reason) or restores a group: the suspension columns, an audit row
 * and the leader and co-leaders told in-app and by e-mail. 409 when already in that state.
 */
export async function setSuspension(
  deps: ModerationDeps,
  adminId: number,
  groupId: number,
  change: { suspend: true; reason: string } | { suspend: false },
): Promise<void> {
  await deps.sequelize.transaction(async (t) => {
    const group = await InitiativeGroup.findByPk(groupId, { transaction: t, lock: t.LOCK.UPDATE });
    if (!group) throw NotFound();
    const suspended = group.status === GROUP_STATUS.suspended;
    if (change.suspend && suspended) throw new HttpError(409, 'conflict', 'group_already_suspended');
    if (!change.suspend && !suspended) throw new HttpError(409, 'conflict', 'group_not_suspended');
    const before = { suspendedAt: group.suspendedAt, suspendReason: group.suspendReason };
    const after = change.suspend ? { suspendedAt: new Date(), suspendReason: change.reason } : { suspendedAt: null, suspendReason: null };
    await group.update(after, { transaction: t });
    await recordAudit({ userId: adminId, action: 'update', resource: GROUPS_RESOURCE, recordId: groupId, before, after }, t);
    await tellAboutGroup(
      deps,
      {
        userIds: await managersOf(deps, groupId, t),
        notice: change.suspend ? 'suspended' : 'restored',
        groupId,
        reason: change.suspend ? change.reason : undefined,
        page: change.suspend ? pageAfterLocale('profileInitiative') : groupPage(groupId),
      },
      t,
    );
  });
}
