import { Router, type Request, type RequestHandler } from 'express';
import type { CreationAttributes, Model, ModelStatic, Sequelize, Transaction } from 'sequelize';
import type { AdminResource } from '@hashar/common';
import { HttpError, NotFound, Validation } from '../../errors';
import { listRequest, modelPage, sendList, type ListSpec } from '../../lists';
import { tablesUsing } from '../../services/admin/inUse';
import { tableLabels } from '../../i18n/tables';
import { validate } from '../../validation/validate';
import { recordAudit, type AuditAction } from '../../services/audit';
import { allow } from './access';
import { recordId } from '../../validation/query';
import { fieldChains, pickFields, type FieldSpec } from '../../validation/fields';
import { userOf } from '../../policies/signedIn';
import { operation } from '../../lib/operation';

/** What one back-office resource is: its model, its writable fields, its list options, its output. */
export interface ResourceSpec<M extends Model> {
  name: AdminResource;
  model: ModelStatic<M>;
  list: Omit<ListSpec, 'resource'>;
  fields: Record<string, FieldSpec>;
  present(record: M): object;
  /** Which writes exist (all by default). */
  ops?: { create?: boolean; update?: boolean; remove?: boolean };
  /** SQL columns computed for the list (`… AS "field"`), so its filters may use them (e.g. a news item's state). */
  computedColumns?: string;
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

export interface WriteContext<M extends Model> {
  req: Request;
  record: M;
  transaction: Transaction;
}

const withId: RequestHandler = (req, _res, next) => {
  recordId(req);
  next();
};

function throwIfInvalid(fields: Record<string, string> | undefined): void {
  if (fields && Object.keys(fields).length) throw Validation(fields);
}

/** 409 naming what uses the record when any row in the listed columns still points at it. */
async function ensureUnused(
  req: Request,
  sequelize: Sequelize,
  usedBy: ResourceSpec<Model>['usedBy'],
  id: number,
  transaction: Transaction,
) {
  if (!usedBy?.length) return;
  // Table and column names come from the resource description in code, never from the request.
  const used = await tablesUsing(sequelize, usedBy, id, transaction);
  if (used.length) throw new HttpError(409, 'conflict', 'in_use_by', { what: tableLabels(req.locale, used) });
}

/** The ra-data-simple-rest routes (list, show, create, update, delete) of one resource, audited. */
export function crudRouter<M extends Model>(spec: ResourceSpec<M>, sequelize: Sequelize): Router {
  const { name, model, fields } = spec;
  const ops = { create: true, update: true, remove: true, ...spec.ops };
  const present = (record: M) => spec.present(record);
  const audit = (req: Request, action: AuditAction, id: number, before: object | null, after: object | null, transaction: Transaction) =>
    recordAudit({ userId: userOf(req).id, action, resource: name, recordId: id, before, after }, transaction);
  const lockedRecord = async (req: Request, transaction: Transaction) => {
    const found = await model.findByPk(recordId(req), { transaction, lock: transaction.LOCK.UPDATE });
    if (!found) throw NotFound();
    return found;
  };
  const router = Router();

  router.get('/', operation(`Lists the back office's ${name}.`), allow(name, 'list'), async (req, res) => {
    const list = listRequest(req, { resource: name, ...spec.list });
    const { rows, total } = await modelPage(sequelize, model, list, spec.computedColumns);
    sendList(res, name, rows.map(present), total, list.offset);
  });

  router.get('/:id', operation(`Reads one of the back office's ${name}.`), allow(name, 'show'), async (req, res) => {
    const record = await model.findByPk(recordId(req));
    if (!record) throw NotFound();
    res.json(present(record));
  });

  if (ops.create) {
    const createCheck = validate(fieldChains(fields, 'create'));
    router.post('/', operation(`Creates one of the back office's ${name}.`), allow(name, 'create'), createCheck, async (req, res) => {
      const values = pickFields(fields, createCheck.input(req));
      throwIfInvalid(spec.check?.(values, req));
      const record = await sequelize.transaction(async (transaction) => {
        await spec.prepare?.({ req, values, record: null, transaction });
        const created = await model.create(values as CreationAttributes<M>, { transaction });
        await audit(req, 'create', created.get('id') as number, null, present(created), transaction);
        return created;
      });
      res.status(201).json(present(record));
    });
  }

  if (ops.update) {
    const updateCheck = validate(fieldChains(fields, 'update'));
    router.put(
      '/:id',
      operation(`Changes one of the back office's ${name}.`),
      allow(name, 'edit'),
      withId,
      updateCheck,
      async (req, res) => {
        const changes = pickFields(fields, updateCheck.input(req));
        const record = await sequelize.transaction(async (transaction) => {
          const found = await lockedRecord(req, transaction);
          throwIfInvalid(spec.check?.({ ...found.get({ plain: true }), ...changes }, req));
          const before = present(found);
          await spec.prepare?.({ req, values: changes, record: found, transaction });
          await spec.beforeUpdate?.({ req, record: found, changes, transaction });
          await found.update(changes, { transaction });
          await audit(req, 'update', found.get('id') as number, before, present(found), transaction);
          return found;
        });
        res.json(present(record));
      },
    );
  }

  if (ops.remove) {
    router.delete('/:id', operation(`Deletes one of the back office's ${name}.`), allow(name, 'delete'), async (req, res) => {
      const before = await sequelize.transaction(async (transaction) => {
        const found = await lockedRecord(req, transaction);
        await ensureUnused(req, sequelize, spec.usedBy, found.get('id') as number, transaction);
        await spec.beforeDelete?.({ req, record: found, transaction });
        const shown = present(found);
        await found.destroy({ transaction });
        await audit(req, 'delete', found.get('id') as number, shown, null, transaction);
        return shown;
      });
      res.json(before);
    });
  }
  return router;
}
