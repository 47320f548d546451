import { Router, type RequestHandler } from 'express';
import type { Model, Sequelize } from 'sequelize';
import { listRequest, modelPage, sendList, type ListSpec } from '../../lists';
import { adminRecord, createAdminRecord, removeAdminRecord, updateAdminRecord, type RecordRules } from '../../services/admin/records';
import { validate } from '../../validation/validate';
import { allow } from './access';
import { recordId } from '../../validation/query';
import { fieldChains, pickFields, type FieldSpec } from '../../validation/fields';
import { operation, type AnswerType } from '../../lib/operation';

/** What one back-office resource is: its model and rules (services/admin/records.ts), its writable fields, its list options, its output. */
export interface ResourceSpec<M extends Model> extends RecordRules<M> {
  list: Omit<ListSpec, 'resource'>;
  fields: Record<string, FieldSpec>;
  /** Which writes exist (all by default). */
  ops?: { create?: boolean; update?: boolean; remove?: boolean };
  /** The common types its answers are: one record (show, create, update, delete) and the list's array. */
  answers: { record: AnswerType; list: AnswerType };
  /** SQL columns computed for the list (`… AS "field"`), so its filters may use them (e.g. a news item's state). */
  computedColumns?: string;
}

const withId: RequestHandler = (req, _res, next) => {
  recordId(req);
  next();
};

/** The ra-data-simple-rest routes (list, show, create, update, delete) of one resource, audited. */
export function crudRouter<M extends Model>(spec: ResourceSpec<M>, sequelize: Sequelize): Router {
  const { name, model, fields, answers } = spec;
  const ops = { create: true, update: true, remove: true, ...spec.ops };
  const present = (record: M) => spec.present(record);
  const router = Router();

  router.get('/', operation(`Lists the back office's ${name}.`, answers.list), allow(name, 'list'), async (req, res) => {
    const list = listRequest(req, { resource: name, ...spec.list });
    const { rows, ...count } = await modelPage(sequelize, model, list, spec.computedColumns);
    sendList(res, name, rows.map(present), count, list.offset);
  });

  router.get('/:id', operation(`Reads one of the back office's ${name}.`, answers.record), allow(name, 'show'), async (req, res) => {
    res.json(present(await adminRecord(sequelize, spec, recordId(req))));
  });

  if (ops.create) {
    const createCheck = validate(fieldChains(fields, 'create'));
    router.post(
      '/',
      operation(`Creates one of the back office's ${name}.`, answers.record),
      allow(name, 'create'),
      createCheck,
      async (req, res) => {
        const values = pickFields(fields, createCheck.input(req));
        const record = await createAdminRecord(sequelize, spec, req, values);
        res.status(201).json(present(record));
      },
    );
  }

  if (ops.update) {
    const updateCheck = validate(fieldChains(fields, 'update'));
    router.put(
      '/:id',
      operation(`Changes one of the back office's ${name}.`, answers.record),
      allow(name, 'edit'),
      withId,
      updateCheck,
      async (req, res) => {
        const changes = pickFields(fields, updateCheck.input(req));
        const record = await updateAdminRecord(sequelize, spec, req, recordId(req), changes);
        res.json(present(record));
      },
    );
  }

  if (ops.remove) {
    router.delete(
      '/:id',
      operation(`Deletes one of the back office's ${name}.`, answers.record),
      allow(name, 'delete'),
      async (req, res) => {
        res.json(await removeAdminRecord(sequelize, spec, req, recordId(req)));
      },
    );
  }
  return router;
}
