import type { Model, ModelStatic } from 'sequelize';
import type { DirectionAdminRecord, ReferenceAdminRecord } from '@hashar/common';
import { Direction, ProbonoDirection, Region, TaskCategory, VolunteerType } from '../../../models';
import type { ResourceSpec } from '../crud';
import { bool, color, int, key, text } from '../../../validation/fields';

interface ReferenceRow extends Model {
  id: number;
  key: string;
  nameRu: string;
  nameUz: string;
  sortOrder: number;
  isActive: boolean;
  createdAt: Date;
  updatedAt: Date;
}

const referenceFields = {
  key: key(),
  nameRu: text(160, { required: true }),
  nameUz: text(160, { required: true }),
  sortOrder: int(0, 1_000_000),
  isActive: bool(),
};

const referenceList = {
  sortable: ['key', 'nameRu', 'nameUz', 'sortOrder', 'isActive'],
  filterable: { key: 'text', isActive: 'bool' },
  searchable: ['key', 'nameRu', 'nameUz'],
  defaultSort: ['sortOrder', 'ASC'],
} as const;

const presentRow = (r: ReferenceRow): ReferenceAdminRecord => ({
  id: r.id,
  key: r.key,
  nameRu: r.nameRu,
  nameUz: r.nameUz,
  sortOrder: r.sortOrder,
  isActive: r.isActive,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/** A bilingual reference list (key, names, order, active) over an existing table. */
function referenceResource(
  name: ResourceSpec<Model>['name'],
  model: ModelStatic<Model>,
  usedBy: [string, string][] = [],
): ResourceSpec<Model> {
  return {
    name,
    model,
    fields: referenceFields,
    list: referenceList,
    usedBy,
    answers: { record: 'ReferenceAdminRecord', list: 'ReferenceAdminList' },
    present: (r) => presentRow(r as ReferenceRow),
  };
}

/** Regions, task categories, pro bono directions and volunteer types. */
export const regions = referenceResource('regions', Region, [
  ['users', 'region_id'],
  ['districts', 'region_id'],
]);
export const cattask = referenceResource('cattask', TaskCategory);
export const dirprobono = referenceResource('dirprobono', ProbonoDirection, [['volunteer_probono_directions', 'probono_direction_id']]);
export const typecat = referenceResource('typecat', VolunteerType, [['volunteer_profiles', 'volunteer_type_id']]);

/** The direction themes: a reference list plus an icon key and a colour. */
export const directions: ResourceSpec<Direction> = {
  name: 'directions',
  model: Direction,
  fields: { ...referenceFields, icon: text(64, { required: true }), color: color() },
  list: referenceList,
  answers: { record: 'DirectionAdminRecord', list: 'DirectionAdminList' },
  present: (d): DirectionAdminRecord => ({ ...presentRow(d as unknown as ReferenceRow), icon: d.icon, color: d.color }),
};
