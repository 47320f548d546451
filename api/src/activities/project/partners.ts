import { uploadUrl, type PartnerState, type ProjectPartner, type ProjectPartnership } from '@hashar/common';
import type { Sequelize } from 'sequelize';
import { run } from '../../lists';

/** Every partnership of a project (the owner's view), oldest first. */
export async function partnershipsOf(sequelize: Sequelize, projectId: number): Promise<ProjectPartnership[]> {
  const rows = await run<{ id: number; name: string; logo: string | null; state: PartnerState; created_at: Date }>(
    sequelize,
    `SELECT o.id, o.name, o.logo, pp.state, pp.created_at FROM project_partners pp JOIN organizations o ON o.id = pp.organization_id
      WHERE pp.project_id = $1 ORDER BY pp.created_at, o.id`,
    [projectId],
  );
  return rows.map((r) => ({ id: r.id, name: r.name, logo: uploadUrl(r.logo), state: r.state, createdAt: r.created_at.toISOString() }));
}

/** A project's accepted partners and the caller organization's partnership (public detail). */
export async function partnersOfDetail(
  sequelize: Sequelize,
  projectId: number,
  orgId: number | null,
): Promise<{ partners: ProjectPartner[]; myPartnership: PartnerState | null }> {
  const rows = await partnershipsOf(sequelize, projectId);
  return {
    partners: rows.filter((r) => r.state === 'accepted').map(({ id, name, logo }) => ({ id, name, logo })),
    myPartnership: rows.find((r) => r.id === orgId)?.state ?? null,
  };
}
