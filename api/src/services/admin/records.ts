import type { Request } from 'express';
import type { CreationAttributes, Model, ModelStatic, Sequelize, Transaction } from 'sequelize';
import type { AdminResource } from '@hashar/common';
import { HttpError, NotFound, Validation } from '../../errors';
import { tableLabels } from '../../i18n/tables';
import { modelRecord } from '../../lists';
import { userOf } from '../../policies/signedIn';
import { recordAudit, type AuditAction } from '../audit';
import { tablesUsing } from './inUse';

/** A write's context for a resource's rules: the request (its user and language), the record, the transaction. */
export interface WriteContext<M extends Model> {
  req: Request;
  record: M;
  transaction: Transaction;
}

/** What the writes of a back-office resource need of it (routes/admin/crud.ts's ResourceSpec adds its fields and list). */
export interface RecordRules<M extends Model> {
  name: AdminResource;
  model: ModelStatic<M>;
  present(record: M): object;
  /** Async rules and derived values of a write (create: record null), inside its transaction; may change `values`. */
  prepare?(ctx: { req: Request; values: Record<string, unknown>; record: M | null; transaction: Transaction }): Promise<void> | void;
  /** Columns elsewhere ([table, column]) whose rows keep a record from being deleted (409). */
  usedBy?: readonly (readonly [string, string])[];
  /** Checks across fields on the record as it would be saved; per-field messages when wrong. */
  check?(values: Record<string, unknown>, req: Request): Record<string, string> | undefined;
  /** Rules on a change to an existing record (may add to `changes`). */
  beforeUpdate?(ctx: WriteContext<M> & { changes: Record<string, unknown> }): Promise<void> | void;
  beforeDelete?(ctx: WriteContext<M>): Promise<void> | void;
}

function throwIfInvalid(fields: Record<string, string> | undefined): void {
  if (fields && Object.keys(fields).length) throw Validation(fields);
}

/** 409 naming what uses the record when any row in the listed columns still points at it. */
async function ensureUnused(
  req: Request,
  sequelize: Sequelize,
  usedBy: RecordRules<Model>['usedBy'],
  id: number,
  transaction: Transaction,
) {
  if (!usedBy?.length) return;
  // Table and column names come from the resource description in code, never from the request.
  const used = await tablesUsing(sequelize, usedBy, id, transaction);
  if (used.length) throw new HttpError(409, 'conflict', 'in_use_by', { what: tableLabels(req.locale, used) });
}

const audit = <M extends Model>(
  rules: RecordRules<M>,
  req: Request,
  action: AuditAction,
  id: number,
  before: object | null,
  after: object | null,
  transaction: Transaction,
) => recordAudit({ userId: userOf(req).id, action, resource: rules.name, recordId: id, before, after }, transaction);

/** The record of `id`, locked for its change until the transaction ends; 404 when unknown. */
async function lockedRecord<M extends Model>(rules: RecordRules<M>, id: number, transaction: Transaction): Promise<M> {
  const found = await rules.model.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
  if (!found) throw NotFound();
  return found;
}

/** A resource's record as its list reads it; 404 when unknown. */
export async function adminRecord<M extends Model>(sequelize: Sequelize, rules: RecordRules<M>, id: number): Promise<M> {
  const record = await modelRecord(sequelize, rules.model, id);
  if (!record) throw NotFound();
  return record;
}

/** Creates a record: its cross-field check, then in one transaction its rules, the row and the audit row. */
export async function createAdminRecord<M extends Model>(
  sequelize: Sequelize,
  rules: RecordRules<M>,
  req: Request,
  values: Record<string, unknown>,
): Promise<M> {
  throwIfInvalid(rules.check?.(values, req));
  return sequelize.transaction(async (transaction) => {
    await rules.prepare?.({ req, values, record: null, transaction });
    const created = await rules.model.create(values as CreationAttributes<M>, { transaction });
    await audit(rules, req, 'create', created.get('id') as number, null, rules.present(created), transaction);
    return created;
  });
}

/** Changes a record, locked in one transaction with its checks, its rules and the audit row (before and after). */
export function updateAdminRecord<M extends Model>(
  sequelize: Sequelize,
  rules: RecordRules<M>,
  req: Request,
  id: number,
  changes: Record<string, unknown>,
): Promise<M> {
  return sequelize.transaction(async (transaction) => {
    const found = await lockedRecord(rules, id, transaction);
    throwIfInvalid(rules.check?.({ ...found.get({ plain: true }), ...changes }, req));
    const before = rules.present(found);
    await rules.prepare?.({ req, values: changes, record: found, transaction });
    await rules.beforeUpdate?.({ req, record: found, changes, transaction });
    await found.update(changes, { transaction });
    await audit(rules, req, 'update', found.get('id') as number, before, rules.present(found), transaction);
    return found;
  });
}

/** Deletes a record nothing uses (409 otherwise), locked in one transaction with its rules and the audit row; gives it as it was. */
export function removeAdminRecord<M extends Model>(sequelize: Sequelize, rules: RecordRules<M>, req: Request, id: number): Promise<object> {
  return sequelize.transaction(async (transaction) => {
    const found = await lockedRecord(rules, id, transaction);
    await ensureUnused(req, sequelize, rules.usedBy, found.get('id') as number, transaction);
    await rules.beforeDelete?.({ req, record: found, transaction });
    const shown = rules.present(found);
    await found.destroy({ transaction });
    await audit(rules, req, 'delete', found.get('id') as number, shown, null, transaction);
    return shown;
  });
}
