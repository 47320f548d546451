import type { Request } from 'express';
import { UZBEKISTAN_BOUNDS as B, validationMessage, type DistrictAdminRecord } from '@hashar/common';
import { Validation } from '../../../errors';
import { databaseOf, District, Region } from '../../../models';
import { regionExists, regionKeyOf } from '../../../services/reference';
import type { ResourceSpec } from '../crud';
import { msg } from '../../../validation/validate';
import { bool, decimal, existingId, int, key, text, texts } from '../../../validation/fields';

/** `<region key>.<latin slug>`, at most 64 characters (seeders/districts.ts). */
const DISTRICT_KEY = /^(?=.{3,64}$)[a-z0-9][a-z0-9-]*\.[a-z0-9][a-z0-9-]*$/;

/** A region that exists (active or not). */
const regionId = existingId((id) => regionExists(databaseOf(Region), id), msg('choice'));

/** A district's key: its shape here; that it starts with its region's key, in `prepare`. */
const districtKey = key(DISTRICT_KEY, msg('districtKey'));

const coordinate = (v: number | string | null): number | null => (v === null ? null : Number(v));

/** Fields of a district the back office shows. */
function presentDistrictAdmin(d: District): DistrictAdminRecord {
  return {
    id: d.id,
    regionId: d.regionId,
    key: d.key,
    nameRu: d.nameRu,
    nameUz: d.nameUz,
    aliases: d.aliases,
    lat: coordinate(d.lat),
    lng: coordinate(d.lng),
    sortOrder: d.sortOrder,
    isActive: d.isActive,
    createdAt: d.createdAt.toISOString(),
    updatedAt: d.updatedAt.toISOString(),
  };
}

/** The key must start with its region's key and a dot (a district moved to another region gets a new key). */
async function prepare({ req, values, record }: { req: Request; values: Record<string, unknown>; record: District | null }) {
  const region = (values['regionId'] as number | undefined) ?? record?.regionId;
  const code = (values['key'] as string | undefined) ?? record?.key;
  if (region === undefined || code === undefined) return;
  const regionKey = await regionKeyOf(databaseOf(District), region);
  if (regionKey !== undefined && !code.startsWith(`${regionKey}.`)) throw Validation({ key: validationMessage(req.locale, 'districtKey') });
}

/** Districts and cities of regional standing (docs/districts-api.md): admins list them by region, add, edit and delete. */
export const districts: ResourceSpec<District> = {
  name: 'districts',
  model: District,
  fields: {
    regionId,
    key: districtKey,
    nameRu: text(160, { required: true }),
    nameUz: text(160, { required: true }),
    aliases: texts(20, 100),
    lat: decimal(B.latMin, B.latMax, 5, { nullable: true }),
    lng: decimal(B.lngMin, B.lngMax, 5, { nullable: true }),
    sortOrder: int(0, 1_000_000),
    isActive: bool(),
  },
  list: {
    sortable: ['key', 'nameRu', 'nameUz', 'sortOrder', 'isActive', 'regionId'],
    filterable: { regionId: 'int', key: 'text', isActive: 'bool' },
    searchable: ['key', 'nameRu', 'nameUz'],
    defaultSort: ['sortOrder', 'ASC'],
  },
  answers: { record: 'DistrictAdminRecord', list: 'DistrictAdminList' },
  present: presentDistrictAdmin,
  prepare,
};
