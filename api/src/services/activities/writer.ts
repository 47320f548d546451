import { ACTIVITY_BASE_FIELDS, type EventInput, type Locale } from '@hashar/common';
import type { CreationAttributes, Sequelize, Transaction } from 'sequelize';
import type { ActivityInput, ApiActivityKind as ActivityKind } from '../../activities/types';
import type { ActivityRecord } from '../../models';
import type { AuthUser } from '../../policies';
import { assertManages, type Owner } from '../../policies/ownership';
import type { FileStorage } from '../../storage/types';
import { checkReferences, type CheckedDocument } from './references';
import { sendBack, submit } from '../moderation';
import { HttpError, NotFound } from '../../errors';
import { hasApplications } from './owned';
import { syncSessions } from './sessions';
import { exec, run } from '../../lists';
import { checkDistrict } from '../places';
import { dropRequiredCourses, replaceRequiredCourses } from '../academy/requirements';

export interface WriterDeps {
  sequelize: Sequelize;
  storage: FileStorage;
}

/** Who writes: the account (its organization owns what it creates) and the request's language. */
export interface Author {
  user: AuthUser;
  userId: number;
  organizationId: number | null;
  /** Who a new record belongs to (policies/ownership.ts ownerFor: a group the author leads, their organization, or them). */
  owner: Owner;
  locale: Locale;
}

const same = (a: unknown, b: unknown) =>
  a instanceof Date || b instanceof Date ? new Date(a as Date).getTime() === new Date(b as Date).getTime() : (a ?? null) === (b ?? null);

/** The activity's row, locked for the change, when the account may manage it (ownership policy); 404 otherwise. */
export async function lockOwn(kind: ActivityKind, id: number, user: AuthUser, transaction: Transaction): Promise<ActivityRecord> {
  const found = await kind.model.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
  if (!found) throw NotFound();
  assertManages(user, found);
  return found;
}

async function currentDirections(sequelize: Sequelize, kind: ActivityKind, id: number, transaction: Transaction): Promise<number[]> {
  const rows = await run<{ direction_id: number }>(
    sequelize,
    `SELECT direction_id FROM ${kind.directionTable} WHERE ${kind.column} = $1 ORDER BY direction_id`,
    [id],
    transaction,
  );
  return rows.map((r) => r.direction_id);
}

async function replaceDirections(
  sequelize: Sequelize,
  kind: ActivityKind,
  id: number,
  ids: number[],
  transaction: Transaction,
): Promise<void> {
  await exec(sequelize, `DELETE FROM ${kind.directionTable} WHERE ${kind.column} = $1`, [id], transaction);
  await exec(
    sequelize,
    `INSERT INTO ${kind.directionTable} (${kind.column}, direction_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING`,
    [id, [...new Set(ids)]],
    transaction,
  );
}

/** Keeps the documents still listed, adds the new ones (a renamed one takes its new name), in the kind's documents table. */
async function replaceDocuments(
  sequelize: Sequelize,
  { table, column }: NonNullable<ActivityKind['documents']>,
  id: number,
  documents: CheckedDocument[],
  transaction: Transaction,
): Promise<void> {
  const keys = documents.map((d) => d.key);
  await exec(sequelize, `DELETE FROM ${table} WHERE ${column} = $1 AND NOT (file_key = ANY($2::text[]))`, [id, keys], transaction);
  const existing = await run<{ file_key: string }>(sequelize, `SELECT file_key FROM ${table} WHERE ${column} = $1`, [id], transaction);
  const kept = new Set(existing.map((r) => r.file_key));
  for (const d of documents) {
    if (kept.has(d.key)) {
      await exec(sequelize, `UPDATE ${table} SET name = $3 WHERE ${column} = $1 AND file_key = $2`, [id, d.key, d.name], transaction);
    } else {
      await exec(
        sequelize,
        `INSERT INTO ${table} (${column}, file_key, name, mime_type, size) VALUES ($1, $2, $3, $4, $5)`,
        [id, d.key, d.name, d.mime, d.size],
        transaction,
      );
    }
  }
}

/**
 * Creates (a draft) or updates an event or visit offer with its directions, documents and
 * sessions in one transaction. Changing an approved one's public text, cover, directions,
 * dates or address sends it back to moderation. Returns the id.
 */
export async function saveActivity(
  deps: WriterDeps,
  kind: ActivityKind,
  author: Author,
  input: ActivityInput,
  id?: number,
): Promise<number> {
  const { sequelize } = deps;
  return sequelize.transaction(async (transaction) => {
    const record = id === undefined ? null : await lockOwn(kind, id, author.user, transaction);
    await checkDistrict(sequelize, input, author.locale, transaction);
    const refs = await checkReferences(sequelize, deps.storage, author, input as EventInput, author.locale, transaction);
    const values = kind.columns(input, refs.cover);
    let activityId: number;
    let publicChange = false;
    if (!record) {
      const row = { ...values, ...author.owner, createdBy: author.userId } as CreationAttributes<ActivityRecord>;
      const created = await kind.model.create(row, { transaction });
      activityId = created.id;
    } else {
      activityId = record.id;
      const before = record.get({ plain: true }) as unknown as Record<string, unknown>;
      const after = values as Record<string, unknown>;
      publicChange =
        [...ACTIVITY_BASE_FIELDS.moderated, ...kind.fields.moderated].some((f) => f in after && !same(before[f], after[f])) ||
        (await currentDirections(sequelize, kind, activityId, transaction)).join() !==
          [...new Set(input.directionIds)].sort((a, b) => a - b).join();
      await record.update(values, { transaction });
    }
    await replaceDirections(sequelize, kind, activityId, input.directionIds, transaction);
    if (input.requiredCourseIds !== undefined)
      await replaceRequiredCourses(sequelize, kind.kind, activityId, input.requiredCourseIds, transaction);
    if (kind.documents) await replaceDocuments(sequelize, kind.documents, activityId, refs.documents, transaction);
    await syncSessions(sequelize, kind, activityId, input.sessions, author.locale, transaction);
    if (record && publicChange) await sendBack(record, transaction);
    return activityId;
  });
}

/** DELETE /api/my/<api>/:id: the caller's activity, locked, is deleted while a draft or rejected and without applications (409 otherwise). */
export function deleteOwn(sequelize: Sequelize, kind: ActivityKind, id: number, user: AuthUser): Promise<void> {
  return sequelize.transaction(async (transaction) => {
    const record = await lockOwn(kind, id, user, transaction);
    if (record.moderation !== 'draft' && record.moderation !== 'rejected') throw new HttpError(409, 'conflict', 'activity_not_deletable');
    if (await hasApplications(sequelize, kind, id, transaction)) throw new HttpError(409, 'conflict', 'activity_has_applications');
    await dropRequiredCourses(sequelize, kind.kind, id, transaction);
    await record.destroy({ transaction });
  });
}

/** POST /api/my/<api>/:id/submit: the caller's activity, locked, goes to moderation (409 from a state that cannot). */
export function submitOwn(sequelize: Sequelize, kind: ActivityKind, id: number, user: AuthUser): Promise<void> {
  return sequelize.transaction(async (transaction) => submit(await lockOwn(kind, id, user, transaction), transaction));
}

/** POST /api/my/<api>/:id/archive: the caller's activity, locked, is archived (once: archiving again changes nothing). */
export function archiveOwn(sequelize: Sequelize, kind: ActivityKind, id: number, user: AuthUser): Promise<void> {
  return sequelize.transaction(async (transaction) => {
    const record = await lockOwn(kind, id, user, transaction);
    if (!record.archivedAt) await record.update({ archivedAt: new Date() }, { transaction });
  });
}
