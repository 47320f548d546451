import { bilingualErrorField, bilingualRequiredError, type Locale } from '@hashar/common';
import type { Sequelize } from 'sequelize';
import type { ApiActivityKind as ActivityKind } from '../../activities/types';
import { NotFound, Validation } from '../../errors';
import { modelRecord, run } from '../../lists';
import type { ActivityRecord } from '../../models';
import { presentQueueRecord } from '../../presenters/moderation';
import { recordAudit } from '../audit';
import { checkDistrict } from '../places';

/** The organizations `{ id, name }` with these ids (one query). */
export const organizationNames = (sequelize: Sequelize, ids: number[]) =>
  run<{ id: number; name: string }>(sequelize, 'SELECT id, name FROM organizations WHERE id = ANY($1::int[])', [ids]);

/** The direction ids of one activity, ascending. */
export async function directionIdsOf(sequelize: Sequelize, kind: ActivityKind, id: number): Promise<number[]> {
  const rows = await run<{ direction_id: number }>(
    sequelize,
    `SELECT direction_id FROM ${kind.directionTable} WHERE ${kind.column} = $1 ORDER BY direction_id`,
    [id],
  );
  return rows.map((d) => d.direction_id);
}

/** One record of a kind's moderation queue, read as its list reads them; 404 when unknown. */
export async function queueRecord(sequelize: Sequelize, kind: ActivityKind, id: number): Promise<ActivityRecord> {
  const found = await modelRecord(sequelize, kind.model, id);
  if (!found) throw NotFound();
  return found;
}

/** An admin's edit leaves the title and the description in at least one language (common's bilingual rule); else 400. */
function keepsEitherLanguage(locale: Locale, found: ActivityRecord, changes: Record<string, unknown>): void {
  const fields: Record<string, string> = {};
  for (const name of ['title', 'description'] as const) {
    const value = (field: string) => (field in changes ? changes[field] : found.get(field));
    const error = bilingualRequiredError(locale, name, value(`${name}Ru`), value(`${name}Uz`));
    if (error) fields[bilingualErrorField(name, locale)] = error;
  }
  if (Object.keys(fields).length) throw Validation(fields);
}

/** A moderator's edit of a queued record: locked, checked, saved and audited (before and after) in one transaction. */
export function editQueueRecord(
  sequelize: Sequelize,
  kind: ActivityKind,
  id: number,
  changes: Record<string, unknown>,
  editor: { userId: number; locale: Locale },
): Promise<ActivityRecord> {
  return sequelize.transaction(async (transaction) => {
    const found = await kind.model.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
    if (!found) throw NotFound();
    keepsEitherLanguage(editor.locale, found, changes);
    if ('regionId' in changes || 'districtId' in changes) {
      const value = (field: string) => (field in changes ? changes[field] : found.get(field)) as number | null;
      await checkDistrict(sequelize, { regionId: value('regionId'), districtId: value('districtId') }, editor.locale, transaction);
    }
    const before = presentQueueRecord(found);
    found.set(changes);
    await found.save({ transaction });
    await recordAudit(
      { userId: editor.userId, action: 'update', resource: kind.adminResource, recordId: id, before, after: presentQueueRecord(found) },
      transaction,
    );
    return found;
  });
}
