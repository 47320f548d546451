import type { Sequelize } from 'sequelize';
import { run } from '../../lists';
import type { Organization, OrganizationFile } from '../../models';

/** An organization's profile columns, named as the Organization model's attributes (never its search text). */
export type OrganizationRow = Pick<Organization, OrganizationColumn>;
type OrganizationColumn =
  | 'id'
  | 'name'
  | 'taxNumber'
  | 'legalForm'
  | 'headName'
  | 'legalAddress'
  | 'actualAddress'
  | 'phone'
  | 'email'
  | 'website'
  | 'logo'
  | 'isVerified'
  | 'registrationDate'
  | 'geography'
  | 'regionId'
  | 'districtId'
  | 'lat'
  | 'lng'
  | 'aboutRu'
  | 'aboutUz'
  | 'employeesCount'
  | 'volunteersCount'
  | 'partnersCount'
  | 'license'
  | 'grants'
  | 'memoranda'
  | 'partnersText'
  | 'banner'
  | 'videos'
  | 'verification'
  | 'verificationNote';

const ORGANIZATION_COLUMNS = `id, name, tax_number AS "taxNumber", legal_form AS "legalForm", head_name AS "headName",
  legal_address AS "legalAddress", actual_address AS "actualAddress", phone, email, website, logo, is_verified AS "isVerified",
  registration_date AS "registrationDate", geography, region_id AS "regionId", district_id AS "districtId", lat, lng, about_ru AS "aboutRu", about_uz AS "aboutUz",
  employees_count AS "employeesCount", volunteers_count AS "volunteersCount", partners_count AS "partnersCount", license, grants,
  memoranda, partners_text AS "partnersText", banner, videos, verification, verification_note AS "verificationNote"`;

/** The organization of an id, or null. */
export async function organizationRow(sequelize: Sequelize, id: number): Promise<OrganizationRow | null> {
  const [row] = await run<OrganizationRow>(sequelize, `SELECT ${ORGANIZATION_COLUMNS} FROM organizations WHERE id = $1`, [id]);
  return row ?? null;
}

/** A file of an organization's profile, its columns named as the OrganizationFile model's attributes. */
export type OrgFileRow = Pick<OrganizationFile, 'id' | 'organizationId' | 'kind' | 'url' | 'name' | 'size' | 'isPublic' | 'sortOrder'>;

const FILE_COLUMNS = `id, organization_id AS "organizationId", kind, url, name, size, is_public AS "isPublic", sort_order AS "sortOrder"`;

/** The files of an organization's profile (`onlyPublic`: those anyone may read), in the order given. */
export const orgFiles = (
  sequelize: Sequelize,
  organizationId: number,
  opts: { onlyPublic: boolean; order: string },
): Promise<OrgFileRow[]> =>
  run<OrgFileRow>(
    sequelize,
    `SELECT ${FILE_COLUMNS} FROM organization_files WHERE organization_id = $1${opts.onlyPublic ? ' AND is_public' : ''} ORDER BY ${opts.order}`,
    [organizationId],
  );

/** One file of an organization's profile, or null (another organization's file too). */
export async function orgFile(sequelize: Sequelize, organizationId: number, fileId: number): Promise<OrgFileRow | null> {
  const [row] = await run<OrgFileRow>(sequelize, `SELECT ${FILE_COLUMNS} FROM organization_files WHERE id = $1 AND organization_id = $2`, [
    fileId,
    organizationId,
  ]);
  return row ?? null;
}
