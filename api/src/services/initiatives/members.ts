import {
  GROUP_LIMITS,
  isGroupActive,
  type GroupMemberDto,
  type GroupRequestDto,
  type GroupRequestKind,
  type GroupRequestState,
  type GroupRole,
  type Locale,
  type Page,
} from '@hashar/common';
import type { Sequelize, Transaction } from 'sequelize';
import { Forbidden, HttpError, NotFound, Validation } from '../../errors';
import { translate } from '../../i18n';
import { exec, firstRow, pageResult, run, sqlPage, SqlParams, type PageRequest } from '../../lists';
import { InitiativeGroupMember, InitiativeGroupRequest } from '../../models';
import { assertActive, assertLeader, assertManager, assertMember, assertNotSuspended, mayRemoveMember } from '../../policies/initiatives';
import { presentMember, presentRequest, type MemberRow, type RequestRow } from '../../presenters/initiatives';
import type { NotifyDeps } from '../notify';
import { groupAccess, MEMBER_COLUMNS, MEMBER_JOIN, MEMBER_ORDER, roleIn } from './access';
import { GROUP_DASHBOARD_PAGE, groupPage, managersOf, tellAboutGroup } from './notices';

const conflict = (key: Parameters<typeof translate>[1], params: Record<string, string | number> = {}) =>
  new HttpError(409, 'conflict', key, params);

/** A member as others see them. */
async function memberDto(sequelize: Sequelize, groupId: number, userId: number, t?: Transaction): Promise<GroupMemberDto> {
  const [row] = await run<MemberRow>(
    sequelize,
    `SELECT ${MEMBER_COLUMNS} FROM initiative_group_members m ${MEMBER_JOIN} WHERE m.group_id = $1 AND m.user_id = $2`,
    [groupId, userId],
    t,
  );
  if (!row) throw NotFound();
  return presentMember(row);
}

/** Members of a group, leader first (no contacts). */
export async function membersOf(sequelize: Sequelize, groupId: number, limit?: number): Promise<GroupMemberDto[]> {
  const rows = await run<MemberRow>(
    sequelize,
    `SELECT ${MEMBER_COLUMNS} FROM initiative_group_members m ${MEMBER_JOIN} WHERE m.group_id = $1
      ORDER BY ${MEMBER_ORDER} LIMIT $2`,
    [groupId, limit ?? null],
  );
  return rows.map(presentMember);
}

/** GET /api/my/initiatives/:id/members: members of the group only (404 otherwise). */
export async function listMembers(sequelize: Sequelize, userId: number, groupId: number): Promise<GroupMemberDto[]> {
  const { role } = await groupAccess(sequelize, groupId, userId);
  assertMember(role);
  return membersOf(sequelize, groupId);
}

/** Adds a member (inside the caller's transaction): 409 when the group is full. */
async function addMember(deps: NotifyDeps, groupId: number, userId: number, t: Transaction): Promise<void> {
  const count = firstRow(
    await run<{ n: number }>(deps.sequelize, 'SELECT count(*)::int AS n FROM initiative_group_members WHERE group_id = $1', [groupId], t),
    `member count of group ${groupId}`,
  );
  if (count.n >= GROUP_LIMITS.membersMax) throw conflict('group_members_max', { max: GROUP_LIMITS.membersMax });
  await InitiativeGroupMember.create({ groupId, userId, role: 'member' }, { transaction: t });
}

/**
 * DELETE /api/my/initiatives/:id/members/:userId: a manager removes a member (the leader anyone
 * but themself, a co-leader plain members); the caller removing themself leaves (the leader: 409).
 */
export async function removeMember(deps: NotifyDeps, callerId: number, groupId: number, userId: number): Promise<void> {
  await deps.sequelize.transaction(async (t) => {
    const { group, role } = await groupAccess(deps.sequelize, groupId, callerId, t);
    assertMember(role);
    if (userId === callerId) {
      if (role === 'leader') throw conflict('group_leader_leaves');
    } else {
      assertManager(role);
      assertNotSuspended(group.status);
      const target = await roleIn(deps.sequelize, groupId, userId, t);
      if (target === null) throw NotFound();
      if (!mayRemoveMember(role, target)) throw Forbidden();
    }
    await exec(deps.sequelize, 'DELETE FROM initiative_group_members WHERE group_id = $1 AND user_id = $2', [groupId, userId], t);
  });
}

/** A member's role in the group. */
async function setRole(deps: NotifyDeps, groupId: number, userId: number, role: GroupRole, t: Transaction): Promise<void> {
  await exec(
    deps.sequelize,
    'UPDATE initiative_group_members SET role = $3 WHERE group_id = $1 AND user_id = $2',
    [groupId, userId, role],
    t,
  );
}

/** POST /api/my/initiatives/:id/members/:userId/role: the leader appoints or dismisses a co-leader. */
export async function setMemberRole(
  deps: NotifyDeps,
  callerId: number,
  groupId: number,
  userId: number,
  newRole: Exclude<GroupRole, 'leader'>,
): Promise<GroupMemberDto> {
  return deps.sequelize.transaction(async (t) => {
    const { group, role } = await groupAccess(deps.sequelize, groupId, callerId, t);
    assertLeader(role);
    assertNotSuspended(group.status);
    const target = await roleIn(deps.sequelize, groupId, userId, t);
    if (target === null) throw NotFound();
    if (target === 'leader') throw conflict('group_already_leader');
    await setRole(deps, groupId, userId, newRole, t);
    return memberDto(deps.sequelize, groupId, userId, t);
  });
}

/** POST /api/my/initiatives/:id/leader: the leader hands over to a member, becoming a co-leader; the new leader is told. */
export async function handOver(deps: NotifyDeps, callerId: number, groupId: number, userId: number): Promise<void> {
  await deps.sequelize.transaction(async (t) => {
    const { group, role } = await groupAccess(deps.sequelize, groupId, callerId, t);
    assertLeader(role);
    assertNotSuspended(group.status);
    if (userId === callerId) throw conflict('group_already_leader');
    if ((await roleIn(deps.sequelize, groupId, userId, t)) === null) throw NotFound();
    // The old leader steps down first: one leader per group (a unique index).
    await setRole(deps, groupId, callerId, 'coleader', t);
    await setRole(deps, groupId, userId, 'leader', t);
    await tellAboutGroup(deps, { userIds: [userId], notice: 'leader', groupId, page: GROUP_DASHBOARD_PAGE }, t);
  });
}

/** SQL of request rows with their group and volunteer (alias `q`). */
const REQUEST_COLUMNS = `q.id, q.kind, q.state, q.group_id, g.name_ru, g.name_uz, g.logo_url, g.logo_thumb_url, g.logo_fallback_url,
  q.user_id, COALESCE(NULLIF(vp.first_name, ''), u.name) AS first_name, COALESCE(vp.last_name, '') AS last_name, u.avatar_thumb_url,
  q.message, q.created_at`;
const REQUEST_FROM = `initiative_group_requests q JOIN initiative_groups g ON g.id = q.group_id`;
const REQUEST_JOIN = `JOIN users u ON u.id = q.user_id LEFT JOIN volunteer_profiles vp ON vp.user_id = q.user_id`;

async function requestDto(sequelize: Sequelize, id: number, locale: Locale, t?: Transaction): Promise<GroupRequestDto> {
  const [row] = await run<RequestRow>(sequelize, `SELECT ${REQUEST_COLUMNS} FROM ${REQUEST_FROM} ${REQUEST_JOIN} WHERE q.id = $1`, [id], t);
  if (!row) throw NotFound();
  return presentRequest(row, locale);
}

/** GET /api/my/initiatives/:id/requests: managers page through invitations and requests (default: pending). */
export async function listRequests(
  sequelize: Sequelize,
  callerId: number,
  groupId: number,
  f: { kind?: GroupRequestKind; state?: GroupRequestState },
  p: PageRequest,
  locale: Locale,
): Promise<Page<GroupRequestDto>> {
  const { role } = await groupAccess(sequelize, groupId, callerId);
  assertManager(role);
  const params = new SqlParams([groupId]);
  const where = ['q.group_id = $1', `q.state = ${params.add(f.state ?? 'pending')}`];
  if (f.kind) where.push(`q.kind = ${params.add(f.kind)}`);
  const { rows, total } = await sqlPage<RequestRow>(sequelize, {
    from: REQUEST_FROM,
    join: REQUEST_JOIN,
    where,
    params,
    columns: REQUEST_COLUMNS,
    order: 'q.created_at DESC, q.id DESC',
    limit: p.perPage,
    offset: p.offset,
  });
  return pageResult(
    rows.map((r) => presentRequest(r, locale)),
    total,
    p,
  );
}

/** 409 when the volunteer is a member or has a pending invitation or request. */
async function assertFree(sequelize: Sequelize, groupId: number, userId: number, t: Transaction): Promise<void> {
  if ((await roleIn(sequelize, groupId, userId, t)) !== null) throw conflict('group_already_member');
  const [pending] = await run<{ id: number }>(
    sequelize,
    `SELECT id FROM initiative_group_requests WHERE group_id = $1 AND user_id = $2 AND state = 'pending'`,
    [groupId, userId],
    t,
  );
  if (pending) throw conflict('group_request_exists');
}

/** POST /api/my/initiatives/:id/invitations: managers of an active group invite volunteers; each hears in-app and by e-mail. */
export async function invite(
  deps: NotifyDeps,
  callerId: number,
  groupId: number,
  userIds: number[],
  locale: Locale,
): Promise<GroupRequestDto[]> {
  return deps.sequelize.transaction(async (t) => {
    const { group, role } = await groupAccess(deps.sequelize, groupId, callerId, t);
    assertManager(role);
    assertActive(group.status);
    const ids = [...new Set(userIds)];
    const volunteers = await run<{ id: number }>(
      deps.sequelize,
      `SELECT id FROM users WHERE id = ANY($1::int[]) AND role = 'volon' AND deleted_at IS NULL`,
      [ids],
      t,
    );
    if (volunteers.length !== ids.length) throw Validation({ userIds: translate(locale, 'group_not_volunteer') });
    // Already a member or pending: 409 (one query for all of them).
    const taken = firstRow(
      await run<{ member: boolean; pending: boolean }>(
        deps.sequelize,
        `SELECT EXISTS (SELECT 1 FROM initiative_group_members WHERE group_id = $1 AND user_id = ANY($2::int[])) AS member,
                EXISTS (SELECT 1 FROM initiative_group_requests WHERE group_id = $1 AND user_id = ANY($2::int[]) AND state = 'pending') AS pending`,
        [groupId, ids],
        t,
      ),
      'the members and requests check',
    );
    if (taken.member) throw conflict('group_already_member');
    if (taken.pending) throw conflict('group_request_exists');
    const created = await run<{ id: number }>(
      deps.sequelize,
      `INSERT INTO initiative_group_requests (group_id, user_id, kind, invited_by) SELECT $1, unnest($2::int[]), 'invite', $3 RETURNING id`,
      [groupId, ids, callerId],
      t,
    );
    await tellAboutGroup(deps, { userIds: ids, notice: 'invite', groupId, actorId: callerId, page: groupPage(groupId) }, t);
    const rows = await run<RequestRow>(
      deps.sequelize,
      `SELECT ${REQUEST_COLUMNS} FROM ${REQUEST_FROM} ${REQUEST_JOIN} WHERE q.id = ANY($1::int[]) ORDER BY q.id`,
      [created.map((c) => c.id)],
      t,
    );
    return rows.map((r) => presentRequest(r, locale));
  });
}

/** A pending request of the group, locked; 404 when unknown or of another group, 409 when already answered. */
async function pendingRequest(sequelize: Sequelize, groupId: number | null, requestId: number, t: Transaction) {
  const found = await InitiativeGroupRequest.findByPk(requestId, { transaction: t, lock: t.LOCK.UPDATE });
  if (!found || (groupId !== null && found.groupId !== groupId)) throw NotFound();
  if (found.state !== 'pending') throw conflict('group_request_decided');
  return found;
}

/** POST /api/my/initiatives/:id/requests/:requestId/decide: managers accept or decline a request to join; the volunteer is told. */
export async function decideRequest(
  deps: NotifyDeps,
  callerId: number,
  groupId: number,
  requestId: number,
  action: 'accept' | 'decline',
  locale: Locale,
): Promise<GroupRequestDto> {
  return deps.sequelize.transaction(async (t) => {
    const { group, role } = await groupAccess(deps.sequelize, groupId, callerId, t);
    assertManager(role);
    assertActive(group.status);
    const found = await pendingRequest(deps.sequelize, groupId, requestId, t);
    if (found.kind !== 'request') throw NotFound();
    if (action === 'accept') await addMember(deps, groupId, found.userId, t);
    await found.update({ state: action === 'accept' ? 'accepted' : 'declined', decidedAt: new Date() }, { transaction: t });
    await tellAboutGroup(
      deps,
      { userIds: [found.userId], notice: action === 'accept' ? 'accepted' : 'declined', groupId, page: groupPage(groupId) },
      t,
    );
    return requestDto(deps.sequelize, found.id, locale, t);
  });
}

/** DELETE /api/my/initiatives/:id/requests/:requestId: managers cancel a pending invitation. */
export async function cancelInvitation(deps: NotifyDeps, callerId: number, groupId: number, requestId: number): Promise<void> {
  await deps.sequelize.transaction(async (t) => {
    const { role } = await groupAccess(deps.sequelize, groupId, callerId, t);
    assertManager(role);
    const found = await pendingRequest(deps.sequelize, groupId, requestId, t);
    if (found.kind !== 'invite') throw NotFound();
    await found.update({ state: 'cancelled', decidedAt: new Date() }, { transaction: t });
  });
}

/**
 * POST /api/initiatives/:id/join: a volunteer asks to join an active group (managers are told),
 * or with the group's invite code joins at once. 409 when a member or pending; 400 for a wrong code.
 */
export async function join(
  deps: NotifyDeps,
  userId: number,
  groupId: number,
  body: { message?: string | null; invite?: string },
  locale: Locale,
): Promise<{ member: GroupMemberDto } | { request: GroupRequestDto }> {
  return deps.sequelize.transaction(async (t) => {
    const { group, role } = await groupAccess(deps.sequelize, groupId, userId, t);
    if (!isGroupActive(group.status)) {
      // Not active: a stranger does not learn the group exists.
      if (role === null) throw NotFound();
      assertActive(group.status);
    }
    if (role !== null) throw conflict('group_already_member');
    if (body.invite !== undefined) {
      if (body.invite !== group.inviteCode) throw Validation({ invite: translate(locale, 'group_invite_invalid') });
      // A pending invitation or request is answered by joining.
      await exec(
        deps.sequelize,
        `UPDATE initiative_group_requests SET state = 'accepted', decided_at = now(), updated_at = now()
          WHERE group_id = $1 AND user_id = $2 AND state = 'pending'`,
        [groupId, userId],
        t,
      );
      await addMember(deps, groupId, userId, t);
      await tellAboutGroup(
        deps,
        { userIds: await managersOf(deps, groupId, t), notice: 'joined', groupId, actorId: userId, page: GROUP_DASHBOARD_PAGE },
        t,
      );
      return { member: await memberDto(deps.sequelize, groupId, userId, t) };
    }
    await assertFree(deps.sequelize, groupId, userId, t);
    const row = await InitiativeGroupRequest.create(
      { groupId, userId, kind: 'request', message: body.message?.trim() || null },
      { transaction: t },
    );
    await tellAboutGroup(
      deps,
      { userIds: await managersOf(deps, groupId, t), notice: 'request', groupId, actorId: userId, page: GROUP_DASHBOARD_PAGE },
      t,
    );
    return { request: await requestDto(deps.sequelize, row.id, locale, t) };
  });
}

/** GET /api/my/initiative-invitations: pending invitations to the caller and their own pending requests. */
export async function myInvitations(sequelize: Sequelize, userId: number, locale: Locale): Promise<GroupRequestDto[]> {
  const rows = await run<RequestRow>(
    sequelize,
    `SELECT ${REQUEST_COLUMNS} FROM ${REQUEST_FROM} ${REQUEST_JOIN}
      WHERE q.user_id = $1 AND q.state = 'pending' AND g.status > 0 ORDER BY q.created_at DESC, q.id DESC LIMIT 200`,
    [userId],
  );
  return rows.map((r) => presentRequest(r, locale));
}

/** POST /api/my/initiative-invitations/:requestId/decide: the invited accept or decline; a volunteer withdraws their request (cancel). */
export async function answerInvitation(
  deps: NotifyDeps,
  userId: number,
  requestId: number,
  action: 'accept' | 'decline' | 'cancel',
  locale: Locale,
): Promise<GroupRequestDto> {
  return deps.sequelize.transaction(async (t) => {
    // Read first (not locked) for its group: the group is locked before the request, as the managers' calls do.
    const [seen] = await run<Pick<InitiativeGroupRequest, 'userId' | 'kind' | 'groupId'>>(
      deps.sequelize,
      'SELECT user_id AS "userId", kind, group_id AS "groupId" FROM initiative_group_requests WHERE id = $1',
      [requestId],
      t,
    );
    if (!seen || seen.userId !== userId) throw NotFound();
    // An invitation is accepted or declined; one's own request is withdrawn.
    if ((action === 'cancel') !== (seen.kind === 'request')) throw NotFound();
    // The group first, then the request: the order the managers' calls lock them in.
    const { group } = await groupAccess(deps.sequelize, seen.groupId, undefined, t);
    const found = await pendingRequest(deps.sequelize, seen.groupId, requestId, t);
    if (action === 'accept') {
      assertActive(group.status);
      await addMember(deps, found.groupId, userId, t);
      await tellAboutGroup(
        deps,
        {
          userIds: await managersOf(deps, found.groupId, t),
          notice: 'joined',
          groupId: found.groupId,
          actorId: userId,
          page: GROUP_DASHBOARD_PAGE,
        },
        t,
      );
    }
    const state = action === 'accept' ? 'accepted' : action === 'decline' ? 'declined' : 'cancelled';
    await found.update({ state, decidedAt: new Date() }, { transaction: t });
    return requestDto(deps.sequelize, found.id, locale, t);
  });
}
