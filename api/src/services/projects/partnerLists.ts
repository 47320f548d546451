import {
  uploadUrl,
  type Locale,
  type MyProjectPartnership,
  type MyProjectPartnershipPage,
  type PartnerState,
  type ProjectCard,
  type ProjectPartner,
} from '@hashar/common';
import type { Sequelize } from 'sequelize';
import { PROJECT } from '../../activities/project';
import { cardPage } from '../../activities/core/cards';
import type { CardRow } from '../../activities/core/presenters';
import { containsPattern, pageResult, run, SqlParams, type PageRequest } from '../../lists';
import type { OwnerRow } from '../../policies/ownership';

/** Who owns the project (for the ownership check), or undefined when there is no such project. */
export async function projectOwnerRow(sequelize: Sequelize, projectId: number): Promise<OwnerRow | undefined> {
  const [row] = await run<OwnerRow>(sequelize, 'SELECT organization_id, owner_user_id, owner_group_id FROM projects WHERE id = $1', [
    projectId,
  ]);
  return row;
}

/** Organizations the owner may invite: by name, not yet in the project, not its owner (at most 10). */
export async function partnerCandidates(
  sequelize: Sequelize,
  projectId: number,
  ownerOrganizationId: number,
  q: string,
): Promise<ProjectPartner[]> {
  const found = await run<{ id: number; name: string; logo: string | null }>(
    sequelize,
    `SELECT o.id, o.name, o.logo FROM organizations o
      WHERE o.name ILIKE $1 AND o.id <> $2
        AND NOT EXISTS (SELECT 1 FROM project_partners pp WHERE pp.project_id = $3 AND pp.organization_id = o.id)
      ORDER BY o.name, o.id LIMIT 10`,
    [containsPattern(q), ownerOrganizationId, projectId],
  );
  return found.map((o) => ({ id: o.id, name: o.name, logo: uploadUrl(o.logo) }));
}

/** A page of the organization's partnerships of projects (optionally in one state), newest first. */
export async function myProjectPartnerships(
  sequelize: Sequelize,
  organizationId: number | null,
  state: string | undefined,
  p: PageRequest,
  locale: Locale,
): Promise<MyProjectPartnershipPage> {
  const params = new SqlParams();
  const where = [`pp.organization_id = ${params.add(organizationId)}`];
  if (state) where.push(`pp.state = ${params.add(state)}`);
  const { rows, total, directions } = await cardPage<CardRow & { partner_state: PartnerState; partner_created: Date }>(sequelize, PROJECT, {
    where,
    params,
    join: 'JOIN project_partners pp ON pp.project_id = a.id',
    columns: 'pp.state AS partner_state, pp.created_at AS partner_created',
    order: 'pp.created_at DESC, a.id DESC',
    limit: p.perPage,
    offset: p.offset,
  });
  const data: MyProjectPartnership[] = rows.map((r) => ({
    project: PROJECT.presentCard(r, directions.get(r.id) ?? [], locale) as ProjectCard,
    state: r.partner_state,
    createdAt: r.partner_created.toISOString(),
  }));
  return pageResult(data, total, p);
}
