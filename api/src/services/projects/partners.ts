import { localized, pageAfterLocale } from '@hashar/common';
import type { NotificationKind, PartnerState } from '@hashar/common';
import type { Sequelize, Transaction } from 'sequelize';
import { BadRequest, HttpError, NotFound } from '../../errors';
import type { Mailer } from '../../mail/types';
import { exec, run } from '../../lists';
import type { AuthUser } from '../../policies';
import { assertManages, ownerOfRow, type OwnerRow } from '../../policies/ownership';
import { staffOrganizationOf } from '../../policies/organizations';
import { ownersPeople } from '../moderation';
import { notify } from '../notify';
import { ownerJoin, OWNER_BRIEF } from '../../activities/core/cards';

/**
 * Partners of a project (spec §5: only organizations): the owner invites an organization or an
 * organization asks to join; the other side accepts (the row becomes `accepted`) or declines (the
 * row goes). Every move notifies the other side in-app and by e-mail in their language.
 */
export interface PartnerDeps {
  sequelize: Sequelize;
  mailer: Mailer;
  publicUrl: string;
}

interface LockedProject extends OwnerRow {
  id: number;
  title_ru: string;
  title_uz: string | null;
  moderation: string;
  owner_name: string;
}

/** Where the notices link: the owner's and the partner's pages of their projects. */
const OWNER_PAGE = pageAfterLocale('profileProjects');
const PARTNER_PAGE = `${OWNER_PAGE}?tab=partnered`;

async function lockProject(deps: PartnerDeps, id: number, transaction: Transaction): Promise<LockedProject> {
  const [row] = await run<LockedProject>(
    deps.sequelize,
    `SELECT a.id, a.title_ru, a.title_uz, a.moderation, a.organization_id, a.owner_user_id, a.owner_group_id,
            ${OWNER_BRIEF.name} AS owner_name
       FROM projects a ${ownerJoin('a')} WHERE a.id = $1 FOR UPDATE OF a`,
    [id],
    transaction,
  );
  if (!row) throw NotFound();
  return row;
}

async function organizationName(deps: PartnerDeps, id: number, transaction: Transaction): Promise<string> {
  const [org] = await run<{ name: string }>(deps.sequelize, 'SELECT name FROM organizations WHERE id = $1', [id], transaction);
  if (!org) throw NotFound();
  return org.name;
}

async function stateOf(deps: PartnerDeps, projectId: number, orgId: number, transaction: Transaction): Promise<PartnerState | null> {
  const [row] = await run<{ state: PartnerState }>(
    deps.sequelize,
    'SELECT state FROM project_partners WHERE project_id = $1 AND organization_id = $2 FOR UPDATE',
    [projectId, orgId],
    transaction,
  );
  return row?.state ?? null;
}

type Notice = 'invited' | 'requested' | 'accepted' | 'declined' | 'removed';

/** Tells `userIds` about a partnership move, in each one's language. */
async function notifyPartnership(
  deps: PartnerDeps,
  userIds: number[],
  notice: Notice,
  project: LockedProject,
  name: string,
  page: string,
  transaction: Transaction,
): Promise<void> {
  const params = {
    title: { ru: localized('ru', project.title_ru, project.title_uz), uz: localized('uz', project.title_ru, project.title_uz) },
    name,
  };
  await notify(
    deps,
    {
      userIds,
      kind: 'project_partner' satisfies NotificationKind,
      title: { key: `partner_${notice}_title`, params },
      body: { key: `partner_${notice}_body`, params },
      page,
      email: true,
    },
    transaction,
  );
}

/** Tells the organization's staff, on behalf of the project's owner (links to their partnered projects). */
async function tellPartner(deps: PartnerDeps, orgId: number, notice: Notice, project: LockedProject, transaction: Transaction) {
  const staff = await ownersPeople(deps.sequelize, { organization_id: orgId, owner_user_id: null, owner_group_id: null }, transaction);
  await notifyPartnership(deps, staff, notice, project, project.owner_name, PARTNER_PAGE, transaction);
}

/** Tells the project's owner's people, on behalf of the organization (links to their projects). */
async function tellOwner(deps: PartnerDeps, orgId: number, notice: Notice, project: LockedProject, transaction: Transaction) {
  const name = await organizationName(deps, orgId, transaction);
  await notifyPartnership(deps, await ownersPeople(deps.sequelize, project, transaction), notice, project, name, OWNER_PAGE, transaction);
}

/** Adds a partnership in `state` (invited by the owner, requested by the organization). */
async function insertPartner(
  deps: PartnerDeps,
  projectId: number,
  orgId: number,
  state: PartnerState,
  userId: number,
  transaction: Transaction,
) {
  await exec(
    deps.sequelize,
    'INSERT INTO project_partners (project_id, organization_id, state, created_by) VALUES ($1, $2, $3, $4)',
    [projectId, orgId, state, userId],
    transaction,
  );
}

/** Drops a partnership (declined, removed, left). */
async function deletePartner(deps: PartnerDeps, projectId: number, orgId: number, transaction: Transaction) {
  await exec(
    deps.sequelize,
    'DELETE FROM project_partners WHERE project_id = $1 AND organization_id = $2',
    [projectId, orgId],
    transaction,
  );
}

/** 404 unless the organization has a partnership of the project (in any state). */
async function assertPartnership(deps: PartnerDeps, projectId: number, orgId: number, transaction: Transaction) {
  if (!(await stateOf(deps, projectId, orgId, transaction))) throw NotFound();
}

/** 400 when the organization owns the project, 409 while the project is not published. */
function assertMayPartner(project: LockedProject, orgId: number): void {
  if (project.organization_id === orgId) throw BadRequest('partner_self');
  if (project.moderation !== 'approved') throw new HttpError(409, 'conflict', 'not_published');
}

/** The owner invites an organization (404: not the owner's project or no such organization; 409: already there). */
export async function invite(deps: PartnerDeps, user: AuthUser, projectId: number, orgId: number): Promise<void> {
  await deps.sequelize.transaction(async (transaction) => {
    const project = await lockProject(deps, projectId, transaction);
    assertManages(user, ownerOfRow(project));
    await organizationName(deps, orgId, transaction);
    assertMayPartner(project, orgId);
    if (await stateOf(deps, projectId, orgId, transaction)) throw new HttpError(409, 'conflict', 'partner_exists');
    await insertPartner(deps, projectId, orgId, 'invited', user.id, transaction);
    await tellPartner(deps, orgId, 'invited', project, transaction);
  });
}

/** An organization asks to join a published project (404 for an unpublished one, 409 when already there). */
export async function requestPartnership(deps: PartnerDeps, user: AuthUser, projectId: number): Promise<void> {
  const orgId = staffOrganizationOf(user);
  await deps.sequelize.transaction(async (transaction) => {
    const project = await lockProject(deps, projectId, transaction);
    if (project.moderation !== 'approved') throw NotFound();
    assertMayPartner(project, orgId);
    if (await stateOf(deps, projectId, orgId, transaction)) throw new HttpError(409, 'conflict', 'partner_exists');
    await insertPartner(deps, projectId, orgId, 'requested', user.id, transaction);
    await tellOwner(deps, orgId, 'requested', project, transaction);
  });
}

export type PartnerDecision = 'accept' | 'decline';

/** Accepts or declines what waits for this side: 404 without a partnership, 409 when it waits for the other side. */
async function decideWaiting(
  deps: PartnerDeps,
  project: LockedProject,
  orgId: number,
  waiting: PartnerState,
  decision: PartnerDecision,
  transaction: Transaction,
): Promise<void> {
  const state = await stateOf(deps, project.id, orgId, transaction);
  if (!state) throw NotFound();
  if (state !== waiting) throw new HttpError(409, 'conflict', 'partner_not_waiting');
  if (decision === 'accept') {
    await exec(
      deps.sequelize,
      `UPDATE project_partners SET state = 'accepted', decided_at = now() WHERE project_id = $1 AND organization_id = $2`,
      [project.id, orgId],
      transaction,
    );
  } else {
    await deletePartner(deps, project.id, orgId, transaction);
  }
}

/** The owner accepts or declines an organization's request. */
export async function ownerDecides(deps: PartnerDeps, user: AuthUser, projectId: number, orgId: number, decision: PartnerDecision) {
  await deps.sequelize.transaction(async (transaction) => {
    const project = await lockProject(deps, projectId, transaction);
    assertManages(user, ownerOfRow(project));
    await decideWaiting(deps, project, orgId, 'requested', decision, transaction);
    await tellPartner(deps, orgId, decision === 'accept' ? 'accepted' : 'declined', project, transaction);
  });
}

/** The invited organization accepts or declines. */
export async function partnerDecides(deps: PartnerDeps, user: AuthUser, projectId: number, decision: PartnerDecision) {
  const orgId = staffOrganizationOf(user);
  await deps.sequelize.transaction(async (transaction) => {
    const project = await lockProject(deps, projectId, transaction);
    await decideWaiting(deps, project, orgId, 'invited', decision, transaction);
    await tellOwner(deps, orgId, decision === 'accept' ? 'accepted' : 'declined', project, transaction);
  });
}

/** The owner removes a partner (or withdraws an invitation, or drops a request): 404 when there is none. */
export async function removePartner(deps: PartnerDeps, user: AuthUser, projectId: number, orgId: number): Promise<void> {
  await deps.sequelize.transaction(async (transaction) => {
    const project = await lockProject(deps, projectId, transaction);
    assertManages(user, ownerOfRow(project));
    await assertPartnership(deps, projectId, orgId, transaction);
    await deletePartner(deps, projectId, orgId, transaction);
    await tellPartner(deps, orgId, 'removed', project, transaction);
  });
}

/** The organization leaves a project (or withdraws its request): 404 when there is none. */
export async function leavePartnership(deps: PartnerDeps, user: AuthUser, projectId: number): Promise<void> {
  const orgId = staffOrganizationOf(user);
  await deps.sequelize.transaction(async (transaction) => {
    const project = await lockProject(deps, projectId, transaction);
    await assertPartnership(deps, projectId, orgId, transaction);
    await deletePartner(deps, projectId, orgId, transaction);
    await tellOwner(deps, orgId, 'declined', project, transaction);
  });
}
