import type { Locale } from '@hashar/common';
import type { Sequelize, Transaction } from 'sequelize';
import { cardPage } from '../../activities/core/cards';
import { presentOwnCard, type OwnCardRow } from '../../activities/core/presenters';
import type { ApiActivityKind as ActivityKind } from '../../activities/types';
import { pageResult, run, SqlParams, type PageRequest } from '../../lists';
import { ownerScope, type Owner } from '../../policies/ownership';

/** The owner's list order: what is ahead first (soonest first), then what is over (latest first), then the newest. */
function ownOrder(kind: ActivityKind): string {
  const newest = 'a.created_at DESC, a.id DESC';
  if (!kind.timeline) return newest;
  const { starts, ends } = kind.timeline;
  const over = `COALESCE(${ends} < now() OR a.archived_at IS NOT NULL, false)`;
  return `${over} ASC, CASE WHEN ${over} THEN NULL ELSE ${starts} END ASC NULLS LAST, ${ends} DESC NULLS LAST, ${newest}`;
}

/** A page of the owner's own activities of one kind (optionally in one moderation state), with their pending applications. */
export async function ownActivitiesPage(
  sequelize: Sequelize,
  kind: ActivityKind,
  owner: Owner,
  moderation: string | undefined,
  p: PageRequest,
  locale: Locale,
) {
  const params = new SqlParams();
  const where = [ownerScope(params, owner)];
  if (moderation) where.push(`a.moderation = ${params.add(moderation)}`);
  const columns = `a.moderation, a.reject_reason, (SELECT count(*)::int FROM applications ap
      WHERE ap.activity_kind = '${kind.kind}' AND ap.activity_id = a.id AND ap.state = 'pending' AND ap.team_id IS NULL) AS applications_pending`;
  const { rows, total, directions } = await cardPage<OwnCardRow>(sequelize, kind, {
    where,
    params,
    order: ownOrder(kind),
    limit: p.perPage,
    offset: p.offset,
    columns,
  });
  const data = rows.map((r) => presentOwnCard(kind.presentCard(r, directions.get(r.id) ?? [], locale), r));
  return pageResult(data, total, p);
}

/** Whether anyone applied to the activity (then it may not be deleted). */
export async function hasApplications(sequelize: Sequelize, kind: ActivityKind, id: number, transaction: Transaction): Promise<boolean> {
  const [used] = await run<{ used: boolean }>(
    sequelize,
    'SELECT EXISTS (SELECT 1 FROM applications ap WHERE ap.activity_kind = $1 AND ap.activity_id = $2) AS used',
    [kind.kind, id],
    transaction,
  );
  return used?.used === true;
}
