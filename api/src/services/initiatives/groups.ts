import { randomBytes } from 'node:crypto';
import {
  canModerate,
  GROUP_LIMITS,
  GROUP_MODERATED_FIELDS,
  validationMessage,
  type GroupInput,
  type GroupLogo,
  type GroupRole,
  type Locale,
  type MyGroup,
  type MyGroupBrief,
  uploadUrl,
} from '@hashar/common';
import type { Sequelize, Transaction } from 'sequelize';
import { activityKinds } from '../../activities/registry';
import { HttpError, Validation } from '../../errors';
import { translate } from '../../i18n';
import { firstRow, run } from '../../lists';
import { InitiativeGroup, InitiativeGroupMember } from '../../models';
import { assertLeader, assertManager, assertMember, assertNotSuspended } from '../../policies/initiatives';
import { presentBrief, presentLogo, type BriefRow } from '../../presenters/initiatives';
import { claimUploads } from '../../storage/records';
import type { FileStorage } from '../../storage/types';
import { removeAvatarFiles, storeAvatar } from '../accounts/avatar';
import { keyOf, storedUpload } from '../../storage/organizerFiles';
import { sendBack, submit } from '../moderation';
import type { NotifyDeps } from '../notify';
import { groupAccess, memberCountSql } from './access';
import { districtFields } from '../places';
import { GROUP_DASHBOARD_PAGE, moderatorsIds, tellAboutGroup } from './notices';

export interface GroupDeps extends NotifyDeps {
  storage: FileStorage;
}

/** Checks the region, directions and cover an input points at (400 per field); gives the cover's key. */
async function checkReferences(
  deps: GroupDeps,
  input: GroupInput,
  who: { userId: number; currentCover: string | null },
  locale: Locale,
  t: Transaction,
): Promise<string | null> {
  const directionIds = [...new Set(input.directionIds ?? [])];
  const found = firstRow(
    await run<{ directions: number; region: boolean }>(
      deps.sequelize,
      `SELECT (SELECT count(*)::int FROM directions WHERE id = ANY($1::int[])) AS directions,
              ($2::int IS NULL OR EXISTS (SELECT 1 FROM regions WHERE id = $2::int)) AS region`,
      [directionIds, input.regionId ?? null],
      t,
    ),
    'the group references check',
  );
  const fields: Record<string, string> = {};
  if (found.directions !== directionIds.length) fields['directionIds'] = validationMessage(locale, 'choice');
  if (!found.region) fields['regionId'] = validationMessage(locale, 'region');
  else Object.assign(fields, await districtFields(deps.sequelize, input, locale, t));
  const cover = input.cover ? keyOf(input.cover) : null;
  // The cover the group already has stays (a co-leader keeps the leader's upload); a new one must be the caller's own.
  if (cover && cover !== who.currentCover) {
    if (!(await storedUpload(deps.storage, cover, true))) fields['cover'] = translate(locale, 'upload_unknown');
    else {
      const refused = await claimUploads(deps.sequelize, [cover], { userId: who.userId, organizationId: null }, t);
      if (refused.has(cover))
        fields['cover'] = translate(locale, refused.get(cover) === 'not_yours' ? 'upload_not_yours' : 'upload_unknown');
    }
  }
  if (Object.keys(fields).length) throw Validation(fields);
  return cover;
}

const orNull = (v: string | null | undefined) => (v === undefined || v === null || v.trim() === '' ? null : v.trim());

/** The group's columns a form sets (texts trimmed, empty ones null). */
function columnsOf(input: GroupInput, cover: string | null) {
  return {
    nameRu: input.nameRu,
    nameUz: orNull(input.nameUz),
    descriptionRu: input.descriptionRu,
    descriptionUz: orNull(input.descriptionUz),
    goalsRu: orNull(input.goalsRu),
    goalsUz: orNull(input.goalsUz),
    regionId: input.regionId ?? null,
    districtId: input.districtId ?? null,
    phone: orNull(input.phone),
    email: orNull(input.email),
    links: (input.links ?? []).map((l) => l.trim()),
    foundedOn: input.foundedOn || null,
    cover,
  };
}

/** Whether the next columns change what a moderator checked (GROUP_MODERATED_FIELDS). */
const moderatedChanged = (group: InitiativeGroup, next: ReturnType<typeof columnsOf>): boolean =>
  GROUP_MODERATED_FIELDS.some((f) => JSON.stringify(group[f] ?? null) !== JSON.stringify(next[f] ?? null));

/** Sets the form's fields and directions of a group (the database computes its search text) (inside the caller's transaction). */
async function applyInput(deps: GroupDeps, group: InitiativeGroup, input: GroupInput, cover: string | null, t: Transaction) {
  group.set(columnsOf(input, cover));
  await group.save({ transaction: t });
  await deps.sequelize.query('DELETE FROM initiative_group_directions WHERE group_id = $1', { bind: [group.id], transaction: t });
  if (input.directionIds?.length) {
    await deps.sequelize.query(
      'INSERT INTO initiative_group_directions (group_id, direction_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING',
      { bind: [group.id, [...new Set(input.directionIds)]], transaction: t },
    );
  }
}

/** POST /api/my/initiatives: a group on moderation, led by the caller; moderators are told. 409 over GROUP_LIMITS.ledMax. */
export async function registerGroup(deps: GroupDeps, userId: number, input: GroupInput, locale: Locale): Promise<number> {
  return deps.sequelize.transaction(async (t) => {
    // One registration at a time per volunteer: the count below cannot race.
    await run(deps.sequelize, 'SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId], t);
    const led = firstRow(
      await run<{ n: number }>(
        deps.sequelize,
        `SELECT count(*)::int AS n FROM initiative_group_members m JOIN initiative_groups g ON g.id = m.group_id
          WHERE m.user_id = $1 AND m.role = 'leader' AND g.status >= 0`,
        [userId],
        t,
      ),
      'the count of led groups',
    );
    if (led.n >= GROUP_LIMITS.ledMax) throw new HttpError(409, 'conflict', 'group_led_max', { max: GROUP_LIMITS.ledMax });
    const cover = await checkReferences(deps, input, { userId, currentCover: null }, locale, t);
    const group = InitiativeGroup.build({
      nameRu: input.nameRu,
      descriptionRu: input.descriptionRu,
      createdBy: userId,
      moderation: 'moderation',
      submittedAt: new Date(),
      inviteCode: randomBytes(16).toString('hex'),
    });
    await applyInput(deps, group, input, cover, t);
    await InitiativeGroupMember.create({ groupId: group.id, userId, role: 'leader' }, { transaction: t });
    await tellAboutGroup(
      deps,
      { userIds: await moderatorsIds(deps, t), notice: 'submitted', groupId: group.id, page: GROUP_DASHBOARD_PAGE, email: false },
      t,
    );
    return group.id;
  });
}

/**
 * PUT /api/my/initiatives/:id (managers; not while suspended). A rejected group stays rejected
 * until the leader resends it; an approved one whose moderated fields (GROUP_MODERATED_FIELDS)
 * change goes back to moderation (services/moderation.ts sendBack, as every moderated thing) and
 * moderators are told; other changes keep it active.
 */
export async function updateGroup(deps: GroupDeps, userId: number, groupId: number, input: GroupInput, locale: Locale): Promise<void> {
  await deps.sequelize.transaction(async (t) => {
    const { group, role } = await groupAccess(deps.sequelize, groupId, userId, t);
    assertManager(role);
    assertNotSuspended(group.status);
    const cover = await checkReferences(deps, input, { userId, currentCover: group.cover }, locale, t);
    const changed = moderatedChanged(group, columnsOf(input, cover));
    await applyInput(deps, group, input, cover, t);
    if (!changed || !canModerate('sendBack', group.moderation)) return;
    await sendBack(group, t);
    await tellAboutGroup(
      deps,
      { userIds: await moderatorsIds(deps, t), notice: 'submitted', groupId, page: GROUP_DASHBOARD_PAGE, email: false },
      t,
    );
  });
}

/** POST /api/my/initiatives/:id/submit: the leader resends a rejected group; 409 from another state. */
export async function resubmitGroup(deps: GroupDeps, userId: number, groupId: number): Promise<void> {
  await deps.sequelize.transaction(async (t) => {
    const { group, role } = await groupAccess(deps.sequelize, groupId, userId, t);
    assertLeader(role);
    assertNotSuspended(group.status);
    // Only a rejected group is resent (a group is never a draft); the move is the one moderation service's.
    if (group.moderation !== 'rejected') throw new HttpError(409, 'conflict', 'group_not_submittable');
    await submit(group, t);
    await tellAboutGroup(
      deps,
      { userIds: await moderatorsIds(deps, t), notice: 'submitted', groupId, page: GROUP_DASHBOARD_PAGE, email: false },
      t,
    );
  });
}

/** GET /api/my/initiatives: the caller's groups, first joined first. */
export async function myGroups(sequelize: Sequelize, userId: number, locale: Locale): Promise<MyGroupBrief[]> {
  const rows = await run<BriefRow>(
    sequelize,
    `SELECT g.id, g.name_ru, g.name_uz, g.status, g.moderation, g.logo_url, g.logo_thumb_url, g.logo_fallback_url, m.role,
            ${memberCountSql('g')} AS member_count
       FROM initiative_group_members m JOIN initiative_groups g ON g.id = m.group_id
      WHERE m.user_id = $1 ORDER BY m.created_at, g.id`,
    [userId],
  );
  return rows.map((r) => presentBrief(r, locale));
}

/** The group's activities by kind (the kinds a group may own) and moderation state, and its other counts: one query. */
async function dashboardCounts(sequelize: Sequelize, groupId: number): Promise<MyGroup['counts']> {
  const kinds = activityKinds().filter((k) => k.owners.includes('group'));
  const params: unknown[] = [groupId];
  const parts = kinds.map((k) => {
    params.push(k.kind);
    return `SELECT $${params.length}::text AS kind, count(*)::int AS total,
              count(*) FILTER (WHERE x.moderation = 'approved')::int AS approved,
              count(*) FILTER (WHERE x.moderation = 'moderation')::int AS moderation
              FROM ${k.table} x WHERE x.owner_group_id = $1`;
  });
  const counts = await run<{
    activities: MyGroup['counts']['activities'] | null;
    requests: number;
    invitations: number;
    hours: string;
    teams: number;
  }>(
    sequelize,
    `SELECT ${parts.length ? `(SELECT json_agg(a) FROM (${parts.join(' UNION ALL ')}) a)` : 'NULL'} AS activities,
       (SELECT count(*)::int FROM initiative_group_requests WHERE group_id = $1 AND state = 'pending' AND kind = 'request') AS requests,
       (SELECT count(*)::int FROM initiative_group_requests WHERE group_id = $1 AND state = 'pending' AND kind = 'invite') AS invitations,
       (SELECT coalesce(sum(hours), 0) FROM hours_records WHERE owner_group_id = $1) AS hours,
       (SELECT count(*)::int FROM applications WHERE group_id = $1) AS teams`,
    params,
  );
  const row = firstRow(counts, `dashboard counts of group ${groupId}`);
  return {
    activities: row.activities ?? [],
    pendingRequests: row.requests,
    pendingInvitations: row.invitations,
    verifiedHours: Number(row.hours),
    teamSignups: row.teams,
  };
}

/** GET /api/my/initiatives/:id: the whole group as its members see it; 404 for anyone else. */
export async function loadMyGroup(sequelize: Sequelize, userId: number, groupId: number): Promise<MyGroup> {
  const { group, role } = await groupAccess(sequelize, groupId, userId);
  assertMember(role);
  return presentMyGroup(sequelize, group, role);
}

async function presentMyGroup(sequelize: Sequelize, g: InitiativeGroup, role: GroupRole): Promise<MyGroup> {
  const lists = firstRow(
    await run<{ directions: number[]; members: number }>(
      sequelize,
      `SELECT ARRAY(SELECT direction_id FROM initiative_group_directions WHERE group_id = $1 ORDER BY direction_id) AS directions,
              (SELECT count(*)::int FROM initiative_group_members WHERE group_id = $1) AS members`,
      [g.id],
    ),
    `lists of group ${g.id}`,
  );
  return {
    id: g.id,
    nameRu: g.nameRu,
    nameUz: g.nameUz,
    descriptionRu: g.descriptionRu,
    descriptionUz: g.descriptionUz,
    goalsRu: g.goalsRu,
    goalsUz: g.goalsUz,
    regionId: g.regionId,
    districtId: g.districtId,
    directionIds: lists.directions,
    phone: g.phone,
    email: g.email,
    links: g.links ?? [],
    foundedOn: g.foundedOn,
    cover: uploadUrl(g.cover),
    logo: presentLogo({ logo_url: g.logoUrl, logo_thumb_url: g.logoThumbUrl, logo_fallback_url: g.logoFallbackUrl }),
    status: g.status,
    moderation: g.moderation,
    rejectReason: g.rejectReason,
    suspendReason: g.suspendReason,
    role,
    memberCount: lists.members,
    // Only managers hand the join-at-once link out.
    inviteCode: role === 'member' ? '' : g.inviteCode,
    counts: await dashboardCounts(sequelize, g.id),
    createdAt: g.createdAt.toISOString(),
  };
}

/** POST /api/my/initiatives/:id/logo: the logo's files from a picture (managers; not while suspended). */
export async function setGroupLogo(deps: GroupDeps, userId: number, groupId: number, data: Buffer): Promise<GroupLogo> {
  const { group, role } = await groupAccess(deps.sequelize, groupId, userId);
  assertManager(role);
  assertNotSuspended(group.status);
  const urls = await storeAvatar(deps.storage, data);
  const old = await replaceLogo(deps, groupId, {
    logoUrl: urls.avatarUrl,
    logoThumbUrl: urls.avatarThumbUrl,
    logoFallbackUrl: urls.avatarFallbackUrl,
  });
  await removeAvatarFiles(deps.storage, old);
  const logo = presentLogo({ logo_url: urls.avatarUrl, logo_thumb_url: urls.avatarThumbUrl, logo_fallback_url: urls.avatarFallbackUrl });
  if (!logo) throw new Error(`group ${groupId}: the stored logo has no address`);
  return logo;
}

/** Sets the logo's files (null: none) on the locked group; gives the files it had. */
function replaceLogo(deps: GroupDeps, groupId: number, logo: { [K in 'logoUrl' | 'logoThumbUrl' | 'logoFallbackUrl']: string | null }) {
  return deps.sequelize.transaction(async (t) => {
    const { group } = await groupAccess(deps.sequelize, groupId, undefined, t);
    const old = [group.logoUrl, group.logoThumbUrl, group.logoFallbackUrl];
    await group.update(logo, { transaction: t });
    return old;
  });
}

/** DELETE /api/my/initiatives/:id/logo. */
export async function removeGroupLogo(deps: GroupDeps, userId: number, groupId: number): Promise<void> {
  const { group, role } = await groupAccess(deps.sequelize, groupId, userId);
  assertManager(role);
  assertNotSuspended(group.status);
  const old = await replaceLogo(deps, groupId, { logoUrl: null, logoThumbUrl: null, logoFallbackUrl: null });
  await removeAvatarFiles(deps.storage, old);
}
