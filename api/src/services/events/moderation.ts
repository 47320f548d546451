import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { HttpError, NotFound } from '../../errors';
import { translate } from '../../i18n';
import type { Mailer } from '../../mail/types';
import { recordAudit } from '../audit';
import { notify } from '../notify';
import type { ApiActivityKind as ActivityKind } from '../../activities/types';

export interface ModerationDeps {
  sequelize: Sequelize;
  mailer: Mailer;
  publicUrl: string;
}

export type Decision = { action: 'approve' } | { action: 'reject'; reason: string };

interface Locked {
  id: number;
  organization_id: number;
  title_ru: string;
  title_uz: string | null;
  moderation: string;
}

/** The rows, locked; 404 when any id is unknown, 409 when any is not waiting for moderation. */
async function lockWaiting(deps: ModerationDeps, kind: ActivityKind, ids: number[], transaction: Transaction): Promise<Locked[]> {
  const rows = await deps.sequelize.query<Locked>(
    `SELECT id, organization_id, title_ru, title_uz, moderation FROM ${kind.table} WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE`,
    { bind: [ids], type: QueryTypes.SELECT, transaction },
  );
  if (rows.length !== new Set(ids).size) throw NotFound();
  if (rows.some((r) => r.moderation !== 'moderation')) throw new HttpError(409, 'conflict', 'not_in_moderation');
  return rows;
}

/** The author's notice: title and body in both languages, and the page it links to. */
function noticeOf(kind: ActivityKind, row: Locked, decision: Decision) {
  const approved = decision.action === 'approve';
  const key = approved ? kind.notices.approved : kind.notices.rejected;
  const text = (locale: 'ru' | 'uz') => ({
    title: translate(locale, key, { title: locale === 'uz' && row.title_uz ? row.title_uz : row.title_ru }),
    body: approved ? translate(locale, 'event_approved_body') : translate(locale, 'event_rejected_body', { reason: decision.reason }),
  });
  const ru = text('ru');
  const uz = text('uz');
  return {
    kind: approved ? 'event_approved' : 'event_rejected',
    title: { ru: ru.title, uz: uz.title },
    body: { ru: ru.body, uz: uz.body },
    page: approved ? kind.page(row.id) : kind.ownPage,
  };
}

/**
 * Approves or rejects activities waiting for moderation, in one transaction: the state (and
 * published_at or the reason), an audit row per decision, and the organization's staff
 * notified in-app and by email in their language.
 */
export async function decide(
  deps: ModerationDeps,
  kind: ActivityKind,
  ids: number[],
  decision: Decision,
  moderatorId: number,
): Promise<void> {
  await deps.sequelize.transaction(async (transaction) => {
    const rows = await lockWaiting(deps, kind, ids, transaction);
    for (const row of rows) {
      const after =
        decision.action === 'approve'
          ? { moderation: 'approved', rejectReason: null }
          : { moderation: 'rejected', rejectReason: decision.reason };
      await deps.sequelize.query(
        `UPDATE ${kind.table} SET moderation = $2::text, reject_reason = $3::text,
           published_at = CASE WHEN $2::text = 'approved' THEN now() ELSE published_at END, updated_at = now() WHERE id = $1`,
        { bind: [row.id, after.moderation, after.rejectReason], transaction },
      );
      await recordAudit(
        {
          userId: moderatorId,
          action: 'update',
          resource: kind.adminResource,
          recordId: row.id,
          before: { moderation: row.moderation },
          after,
        },
        transaction,
      );
      const staff = await deps.sequelize.query<{ user_id: number }>('SELECT user_id FROM organization_staff WHERE organization_id = $1', {
        bind: [row.organization_id],
        type: QueryTypes.SELECT,
        transaction,
      });
      await notify(deps, { userIds: staff.map((s) => s.user_id), ...noticeOf(kind, row, decision), email: true }, transaction);
    }
  });
}
