import type { Sequelize, Transaction } from 'sequelize';
import { ORG_LEGAL_FIELDS, type OrgFileDto, type OrgProfile, type OrgProfileInput, uploadUrl } from '@hashar/common';
import { Validation } from '../../errors';
import { exec, run } from '../../lists';
import { Organization } from '../../models/Organization';
import { presentOrgFile } from '../../presenters/organizations';
import { sendBackForVerification } from '../verification';
import { validationMessage, type Locale } from '@hashar/common';
import type { NotifyDeps } from '../notify';
import { organizationRow, orgFiles } from './records';
import { checkDistrict } from '../places';
import { pointColumns } from '../../lib/geo';
import { pointOf } from '../../activities/core/presenters';

/** Fields of the form that are the model's own columns (lists live in their tables). */
const COLUMNS = [
  'name',
  'registrationDate',
  'taxNumber',
  'headName',
  'legalForm',
  'legalAddress',
  'actualAddress',
  'geography',
  'regionId',
  'districtId',
  'phone',
  'email',
  'website',
  'aboutRu',
  'aboutUz',
  'employeesCount',
  'volunteersCount',
  'partnersCount',
  'license',
  'grants',
  'memoranda',
  'partnersText',
] as const;

/** Ids of a table that exist among `ids`. */
async function existing(sequelize: Sequelize, table: 'regions' | 'directions', ids: number[], t?: Transaction): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await run<{ id: number }>(sequelize, `SELECT id FROM ${table} WHERE id = ANY($1::int[])`, [ids], t);
  return new Set(rows.map((r) => r.id));
}

/** 400 naming the field when a region or direction does not exist. */
async function checkReferences(sequelize: Sequelize, input: OrgProfileInput, locale: Locale): Promise<void> {
  const regions = [...(input.regionIds ?? []), ...(input.regionId ? [input.regionId] : [])];
  const [knownRegions, knownDirections] = await Promise.all([
    existing(sequelize, 'regions', regions),
    existing(sequelize, 'directions', input.directionIds ?? []),
  ]);
  const fields: Record<string, string> = {};
  if (input.regionId && !knownRegions.has(input.regionId)) fields['regionId'] = validationMessage(locale, 'region');
  if ((input.regionIds ?? []).some((id) => !knownRegions.has(id))) fields['regionIds'] = validationMessage(locale, 'region');
  if ((input.directionIds ?? []).some((id) => !knownDirections.has(id))) fields['directionIds'] = validationMessage(locale, 'choice');
  if (Object.keys(fields).length) throw Validation(fields);
}

/** The organization's whole profile as its people see it. */
export async function loadProfile(sequelize: Sequelize, organizationId: number): Promise<OrgProfile | null> {
  const org = await organizationRow(sequelize, organizationId);
  if (!org) return null;
  const [lists] = await run<{ regions: number[]; directions: number[] }>(
    sequelize,
    `SELECT ARRAY(SELECT region_id FROM organization_regions WHERE organization_id = $1 ORDER BY region_id) AS regions,
            ARRAY(SELECT direction_id FROM organization_directions WHERE organization_id = $1 ORDER BY direction_id) AS directions`,
    [organizationId],
  );
  const files = await orgFiles(sequelize, organizationId, { onlyPublic: false, order: 'kind, sort_order, id' });
  const fields = Object.fromEntries(COLUMNS.map((c) => [c, org[c] ?? null])) as Pick<OrgProfile, (typeof COLUMNS)[number]>;
  return {
    id: org.id,
    ...fields,
    name: org.name,
    videos: org.videos ?? [],
    point: pointOf(org),
    regionIds: lists?.regions ?? [],
    directionIds: lists?.directions ?? [],
    logo: uploadUrl(org.logo),
    banner: org.banner,
    isVerified: org.isVerified,
    verification: org.verification,
    verificationNote: org.verificationNote,
    files: files.map((f): OrgFileDto => presentOrgFile(f, true)),
  };
}

/** Replaces the rows of a link table with `ids`. */
async function replaceLinks(sequelize: Sequelize, table: string, column: string, orgId: number, ids: number[], t: Transaction) {
  await exec(sequelize, `DELETE FROM ${table} WHERE organization_id = $1`, [orgId], t);
  if (ids.length) {
    await exec(
      sequelize,
      `INSERT INTO ${table} (organization_id, ${column}) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING`,
      [orgId, [...new Set(ids)]],
      t,
    );
  }
}

/**
 * Saves every field of the profile, its regions and directions and its search text in one
 * transaction; changed legal data of a verified or pending organization sends it back for verification.
 */
export async function saveProfile(deps: NotifyDeps, organizationId: number, input: OrgProfileInput, locale: Locale): Promise<boolean> {
  const { sequelize } = deps;
  await checkReferences(sequelize, input, locale);
  return sequelize.transaction(async (transaction) => {
    await checkDistrict(sequelize, input, locale, transaction);
    const org = await Organization.findByPk(organizationId, { transaction, lock: transaction.LOCK.UPDATE });
    if (!org) return false;
    const before = Object.fromEntries(ORG_LEGAL_FIELDS.map((f) => [f, org[f] ?? null]));
    for (const c of COLUMNS) {
      const value = input[c];
      org.set(c, (value === '' || value === undefined ? null : value) as never);
    }
    org.set(pointColumns(input.point));
    org.name = input.name;
    org.videos = (input.videos ?? []).map((v) => v.trim());
    const legalChanged = ORG_LEGAL_FIELDS.some((f) => (org[f] ?? null) !== before[f]);
    await replaceLinks(sequelize, 'organization_regions', 'region_id', organizationId, input.regionIds ?? [], transaction);
    await replaceLinks(sequelize, 'organization_directions', 'direction_id', organizationId, input.directionIds ?? [], transaction);
    await org.save({ transaction });
    if (legalChanged && (org.verification === 'verified' || org.verification === 'pending')) {
      await sendBackForVerification({ type: 'organization', id: organizationId }, transaction, deps);
    }
    return true;
  });
}
