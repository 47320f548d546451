import { localized, uploadUrl } from '@hashar/common';
import type { Sequelize } from 'sequelize';
import type { Locale, OrgActivityGroup, OrgDetail } from '@hashar/common';
import { firstRow, run } from '../../lists';
import { activityKinds } from '../../activities/registry';
import { presentOrgCard, presentOrgFile, type OrgCardRow } from '../../presenters/organizations';
import { CARD_COLUMNS, ORG_PLACE_JOIN, orgDirections } from './directory';
import { organizationRow, orgFiles } from './records';

/** How many of each kind's activities the page names (the rest: the kind's list filtered by organization). */
const ACTIVITIES_SHOWN = 3;

/** The organization's approved, not archived activities of every kind: the total and the newest few (one query). */
async function activitiesOf(sequelize: Sequelize, orgId: number, locale: Locale): Promise<OrgActivityGroup[]> {
  const kinds = activityKinds();
  const union = kinds
    .map(
      (k) => `SELECT '${k.api}' AS kind, x.id, x.title_ru, x.title_uz, x.published_at FROM ${k.table} x
               WHERE x.organization_id = $1 AND x.moderation = 'approved' AND x.archived_at IS NULL`,
    )
    .join(' UNION ALL ');
  const rows = await run<{ kind: string; id: number; title_ru: string; title_uz: string | null; total: number; n: number }>(
    sequelize,
    `SELECT * FROM (SELECT a.*, count(*) OVER (PARTITION BY a.kind)::int AS total,
        row_number() OVER (PARTITION BY a.kind ORDER BY a.published_at DESC NULLS LAST, a.id DESC)::int AS n FROM (${union}) a) s
      WHERE s.n <= ${ACTIVITIES_SHOWN} ORDER BY s.kind, s.n`,
    [orgId],
  );
  return kinds
    .map((k) => {
      const own = rows.filter((r) => r.kind === k.api);
      return {
        kind: k.api,
        total: own[0]?.total ?? 0,
        items: own.map((r) => ({ id: r.id, title: localized(locale, r.title_ru, r.title_uz) })),
      };
    })
    .filter((g) => g.total > 0);
}

/** Organizations partnered with this one in projects (either side), accepted partnerships only. */
async function partnersOf(sequelize: Sequelize, orgId: number) {
  const rows = await run<{ id: number; name: string; logo: string | null }>(
    sequelize,
    `SELECT o.id, o.name, o.logo FROM organizations o WHERE o.id <> $1 AND o.id IN (
       SELECT pp.organization_id FROM project_partners pp JOIN projects p ON p.id = pp.project_id
        WHERE p.organization_id = $1 AND pp.state = 'accepted'
       UNION
       SELECT p.organization_id FROM project_partners pp JOIN projects p ON p.id = pp.project_id
        WHERE pp.organization_id = $1 AND pp.state = 'accepted' AND p.organization_id IS NOT NULL)
     ORDER BY o.name, o.id LIMIT 50`,
    [orgId],
  );
  return rows.map((r) => ({ id: r.id, name: r.name, logo: uploadUrl(r.logo) }));
}

/** GET /api/orgs/:id: the public page, or null for an unknown organization. Never non-public documents, never anything of user accounts. */
export async function organizationDetail(sequelize: Sequelize, id: number, locale: Locale): Promise<OrgDetail | null> {
  const org = await organizationRow(sequelize, id);
  if (!org) return null;
  const [cards, files, directions, regions, activities, partners] = await Promise.all([
    run<OrgCardRow>(sequelize, `SELECT ${CARD_COLUMNS('o')} FROM organizations o ${ORG_PLACE_JOIN} WHERE o.id = $1`, [id]),
    orgFiles(sequelize, id, { onlyPublic: true, order: 'sort_order, id' }),
    orgDirections(sequelize, [id]),
    run<{ name_ru: string; name_uz: string | null }>(
      sequelize,
      `SELECT r.name_ru, r.name_uz FROM regions r JOIN organization_regions x ON x.region_id = r.id WHERE x.organization_id = $1 ORDER BY r.sort_order, r.id`,
      [id],
    ),
    activitiesOf(sequelize, id, locale),
    partnersOf(sequelize, id),
  ]);
  // Sign-up copies the owner's login e-mail into the organization: a staff account's e-mail is never shown.
  const [staffEmail] = await run<{ hit: boolean }>(
    sequelize,
    `SELECT EXISTS (SELECT 1 FROM organization_staff s JOIN users u ON u.id = s.user_id
       WHERE s.organization_id = $1 AND lower(u.email) = lower($2)) AS hit`,
    [id, org.email ?? ''],
  );
  const email = staffEmail?.hit ? null : org.email;
  return {
    ...presentOrgCard(firstRow(cards, `organization ${id}`), directions.get(id) ?? [], locale),
    about: localized(locale, org.aboutRu ?? '', org.aboutUz),
    banner: uploadUrl(org.banner),
    legalForm: org.legalForm,
    taxNumber: org.taxNumber,
    registrationDate: org.registrationDate,
    headName: org.headName,
    geography: org.geography,
    regions: regions.map((r) => localized(locale, r.name_ru, r.name_uz)),
    contacts: { phone: org.phone, email, website: org.website, address: org.actualAddress },
    counts: { employees: org.employeesCount, volunteers: org.volunteersCount, partners: org.partnersCount },
    license: org.license,
    grants: org.grants,
    memoranda: org.memoranda,
    partnersText: org.partnersText,
    videos: org.videos ?? [],
    photos: files.filter((f) => f.kind === 'photo').map((f) => presentOrgFile(f)),
    documents: files.filter((f) => f.kind !== 'photo').map((f) => presentOrgFile(f)),
    activities,
    partners,
  };
}
