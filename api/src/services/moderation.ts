import { canModerate, groupAreaPath, MODERATION_TRANSITIONS, type ModerationState, localized } from '@hashar/common';
import type { Sequelize, Transaction } from 'sequelize';
import { HttpError, NotFound } from '../errors';
import { translate, type MessageKey } from '../i18n';
import type { Mailer } from '../mail/types';
import type { ActivityRecord, BonusOffer, InitiativeGroup, Publication } from '../models';
import type { OwnerRow } from '../policies/ownership';
import { recordAudit } from './audit';
import { notify } from './notify';
import { exec, run } from '../lists';

/**
 * Moderation as one capability, for every registry entry: the author submits, an approved item
 * whose public text changes goes back, a moderator approves or rejects. Every move is checked
 * against MODERATION_TRANSITIONS (common/statuses.ts). docs/activities.md.
 */
export interface ModerationDeps {
  sequelize: Sequelize;
  mailer: Mailer;
  publicUrl: string;
}

export type Decision = { action: 'approve' } | { action: 'reject'; reason: string };

/**
 * What a moderator decides on: every activity kind (ApiActivityKind satisfies it) and the
 * initiative groups. Its table has `moderation`, `reject_reason`, `published_at`, `updated_at`.
 */
export interface ModeratedContent {
  table: string;
  /** The audit resource (and back-office path). */
  adminResource: string;
  /** Notice titles to the owner's people. */
  notices: { approved: MessageKey; rejected: MessageKey };
  /** Notice bodies: whole sentences naming what was decided on (a project, a vacancy…), never a shared "event" text. */
  noticeBodies: { approved: MessageKey; rejected: MessageKey };
  /** The notification kind; default the activities' (`event_approved`, `event_rejected`). */
  noticeKinds?: { approved: string; rejected: string };
  page(id: number): string;
  ownPage: string;
  /**
   * The locked row's columns: id, title_ru, title_uz, organization_id, owner_user_id,
   * owner_group_id, moderation (default: the activity tables' own columns).
   */
  lockColumns?: string;
}

const ACTIVITY_LOCK_COLUMNS = 'id, organization_id, owner_user_id, owner_group_id, title_ru, title_uz, moderation';

/** A record the author's moves apply to: an activity of any kind, a publication, a bonus offer or an initiative group (all have moderation and submitted_at). */
export type ModeratedRecord = Pick<ActivityRecord | Publication | BonusOffer | InitiativeGroup, 'moderation'> & {
  update(values: { moderation: ModerationState; submittedAt: Date }, options: { transaction: Transaction }): Promise<unknown>;
};

/** The author sends a draft or a rejected item to moderation; 409 from any other state. */
export async function submit(record: ModeratedRecord, transaction: Transaction): Promise<void> {
  if (!canModerate('submit', record.moderation)) throw new HttpError(409, 'conflict', 'activity_not_submittable');
  await record.update({ moderation: MODERATION_TRANSITIONS.submit.to, submittedAt: new Date() }, { transaction });
}

/** An approved item whose public text changed goes back to moderation (other states stay). */
export async function sendBack(record: ModeratedRecord, transaction: Transaction): Promise<void> {
  if (!canModerate('sendBack', record.moderation)) return;
  await record.update({ moderation: MODERATION_TRANSITIONS.sendBack.to, submittedAt: new Date() }, { transaction });
}

interface Locked extends OwnerRow {
  id: number;
  title_ru: string;
  title_uz: string | null;
  moderation: 'draft' | 'moderation' | 'approved' | 'rejected';
}

/** The rows, locked; 404 when any id is unknown, 409 when the decision cannot start from any row's state. */
async function lockWaiting(
  deps: ModerationDeps,
  kind: ModeratedContent,
  ids: number[],
  decision: Decision,
  transaction: Transaction,
): Promise<Locked[]> {
  const rows = await run<Locked>(
    deps.sequelize,
    `SELECT ${kind.lockColumns ?? ACTIVITY_LOCK_COLUMNS}
       FROM ${kind.table} WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE`,
    [ids],
    transaction,
  );
  if (rows.length !== new Set(ids).size) throw NotFound();
  if (rows.some((r) => !canModerate(decision.action, r.moderation))) throw new HttpError(409, 'conflict', 'not_in_moderation');
  return rows;
}

/** The people who hear about an owner's item: the organization's staff, the user, or the group's leader and co-leaders. */
export async function ownersPeople(sequelize: Sequelize, row: OwnerRow, transaction: Transaction): Promise<number[]> {
  const found = await run<{ user_id: number }>(
    sequelize,
    `SELECT user_id FROM organization_staff WHERE organization_id = $1
     UNION SELECT id FROM users WHERE id = $2
     UNION SELECT user_id FROM initiative_group_members WHERE group_id = $3 AND role IN ('leader', 'coleader')`,
    [row.organization_id ?? 0, row.owner_user_id ?? 0, row.owner_group_id ?? 0],
    transaction,
  );
  return found.map((f) => f.user_id).sort((a, b) => a - b);
}

/** The author's notice: title and body in both languages, and the page it links to. */
function noticeOf(kind: ModeratedContent, row: Locked, decision: Decision) {
  const approved = decision.action === 'approve';
  const key = approved ? kind.notices.approved : kind.notices.rejected;
  const bodies = kind.noticeBodies;
  const kinds = kind.noticeKinds ?? { approved: 'event_approved', rejected: 'event_rejected' };
  const text = (locale: 'ru' | 'uz') => ({
    title: translate(locale, key, { title: localized(locale, row.title_ru, row.title_uz) }),
    body: approved ? translate(locale, bodies.approved) : translate(locale, bodies.rejected, { reason: decision.reason }),
  });
  const ru = text('ru');
  const uz = text('uz');
  // A group's record: its people manage it in the group's area (profile/initiative/…); public pages stay.
  const page = approved ? kind.page(row.id) : kind.ownPage;
  return {
    kind: approved ? kinds.approved : kinds.rejected,
    title: { ru: ru.title, uz: uz.title },
    body: { ru: ru.body, uz: uz.body },
    page: row.owner_group_id ? groupAreaPath(page) : page,
  };
}

/**
 * Approves or rejects items waiting for moderation, in one transaction: the state (and
 * published_at or the reason), an audit row per decision, and the owner's people notified
 * in-app and by email in their language.
 */
export async function decide(
  deps: ModerationDeps,
  kind: ModeratedContent,
  ids: number[],
  decision: Decision,
  moderatorId: number,
): Promise<void> {
  await deps.sequelize.transaction(async (transaction) => {
    const rows = await lockWaiting(deps, kind, ids, decision, transaction);
    for (const row of rows) {
      const after = {
        moderation: MODERATION_TRANSITIONS[decision.action].to,
        rejectReason: decision.action === 'reject' ? decision.reason : null,
      };
      await exec(
        deps.sequelize,
        `UPDATE ${kind.table} SET moderation = $2::text, reject_reason = $3::text,
           published_at = CASE WHEN $2::text = 'approved' THEN now() ELSE published_at END, updated_at = now() WHERE id = $1`,
        [row.id, after.moderation, after.rejectReason],
        transaction,
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
      const userIds = await ownersPeople(deps.sequelize, row, transaction);
      await notify(deps, { userIds, ...noticeOf(kind, row, decision), email: true }, transaction);
    }
  });
}
