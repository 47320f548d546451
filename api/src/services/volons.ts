import type { Locale, Page, VolonActivity, VolonCard, VolonDetail, VolonSort, VolonVisibility } from '@hashar/common';
import { LIST_COUNT_CAP, VOLON_ACTIVITIES_MAX } from '@hashar/common';
import type { Sequelize } from 'sequelize';
import { activityEntry } from '../activities/registry';
import { exec, pageResult, run, sqlPage, SqlParams, type PageRequest } from '../lists';
import { presentVolonCard, presentVolonDetail, type VolonActivityRow, type VolonRow } from '../presenters/volons';
import { activityOfApplication, titleSql } from './participation/sql';
import { ratingColumnsSql } from './reviews/rating';
import { localizedSql } from '../lib/localizedSql';
import { directionsJsonSql } from '../lib/directionsSql';

/** Filters of the directory (all optional; skills match any). */
export interface VolonFilters {
  regionId?: number;
  districtId?: number;
  directionIds?: number[];
  skills?: string[];
  verified?: boolean;
  minHours?: number;
  sort?: VolonSort;
}

/** Who the directory may show (users `u`, profiles `p`): listed, active, not blocked, not deleted volunteers. */
export const VOLON_SHOWN = `p.is_listed AND u.role = 'volon' AND u.is_active AND NOT u.is_blocked AND u.deleted_at IS NULL`;
const ORDER: Record<VolonSort, string> = {
  hours: 'p.verified_hours DESC, p.user_id ASC',
  newest: 'u.created_at DESC, u.id DESC',
  name: 'p.first_name ASC, p.last_name ASC, u.id ASC',
};

/**
 * The card's columns; directions aggregated per row (read for the page's rows only). Verified hours:
 * the profile's counter, which a trigger keeps equal to the sum of the volunteer's hours records.
 */
function cardColumns(locale: Locale): string {
  return `u.id, p.first_name, p.last_name, u.avatar_thumb_url, u.is_verified, u.region_id,
    ${localizedSql(locale, 'r.name')} AS region_name, u.district_id, ${localizedSql(locale, 'dt.name')} AS district_name, p.skills,
    p.verified_hours AS hours,
    COALESCE(${directionsJsonSql('volunteer_directions', 'user_id', 'u.id')}, '[]'::json) AS directions`;
}

/** Public page of listed volunteers with the filters and sort (one query for the rows, one for the count). */
export async function listVolons(sequelize: Sequelize, f: VolonFilters, p: PageRequest, locale: Locale): Promise<Page<VolonCard>> {
  const params = new SqlParams();
  const where = [VOLON_SHOWN];
  if (f.regionId) where.push(`u.region_id = ${params.add(f.regionId)}`);
  if (f.districtId) where.push(`u.district_id = ${params.add(f.districtId)}`);
  if (f.directionIds?.length) {
    where.push(
      `EXISTS (SELECT 1 FROM volunteer_directions vd WHERE vd.user_id = u.id AND vd.direction_id = ANY(${params.add(f.directionIds)}::int[]))`,
    );
  }
  if (f.skills?.length) where.push(`p.skills && ${params.add(f.skills)}::varchar(60)[]`);
  if (f.verified !== undefined) where.push(`u.is_verified = ${params.add(f.verified)}`);
  if (f.minHours) where.push(`p.verified_hours >= ${params.add(f.minHours)}`);
  const { rows, total, capped } = await sqlPage<VolonRow>(sequelize, {
    from: 'users u JOIN volunteer_profiles p ON p.user_id = u.id',
    join: 'LEFT JOIN regions r ON r.id = u.region_id LEFT JOIN districts dt ON dt.id = u.district_id',
    where,
    params,
    columns: cardColumns(locale),
    order: ORDER[f.sort ?? 'hours'],
    limit: p.perPage,
    offset: p.offset,
    countCap: LIST_COUNT_CAP,
  });
  return pageResult(rows.map(presentVolonCard), total, p, capped);
}

/** Completed or attended applications of a volunteer across every kind, with titles and hours (one query). */
async function activitiesOf(sequelize: Sequelize, userId: number, locale: Locale): Promise<VolonActivity[]> {
  const rows = await run<VolonActivityRow>(
    sequelize,
    `SELECT act.kind, act.id, ${titleSql(locale)} AS title, hr.hours
       FROM applications a ${activityOfApplication()}
       LEFT JOIN hours_records hr ON hr.application_id = a.id
      WHERE a.user_id = $1 AND a.group_id IS NULL AND a.state IN ('completed', 'attended') AND act.moderation = 'approved'
      ORDER BY a.updated_at DESC, a.id DESC LIMIT ${VOLON_ACTIVITIES_MAX}`,
    [userId],
  );
  return rows.map((r) => ({
    kind: r.kind,
    id: r.id,
    title: r.title,
    path: activityEntry(r.kind).page(r.id),
    hours: r.hours === null ? null : Number(r.hours),
  }));
}

/**
 * A volunteer's public page: null unless listed and shown — the volunteer themself (`viewerId`)
 * always sees their own, with their choices. Points and activities only when they show them (to everyone).
 */
export async function volonDetail(
  sequelize: Sequelize,
  id: number,
  viewerId: number | undefined,
  locale: Locale,
): Promise<VolonDetail | null> {
  const self = viewerId === id;
  const [row] = await run<VolonRow>(
    sequelize,
    `SELECT ${cardColumns(locale)}, p.about, p.languages, p.is_listed, p.show_activities, p.show_points, p.show_book,
            (SELECT COALESCE(sum(delta), 0) FROM points_ledger WHERE user_id = u.id) AS points,
            ${ratingColumnsSql('user', 'u.id')}
       FROM users u JOIN volunteer_profiles p ON p.user_id = u.id
       LEFT JOIN regions r ON r.id = u.region_id LEFT JOIN districts dt ON dt.id = u.district_id
      WHERE u.id = $1 AND ${self ? `u.role = 'volon' AND u.deleted_at IS NULL` : VOLON_SHOWN}`,
    [id],
  );
  if (!row) return null;
  const activities = row.show_activities ? await activitiesOf(sequelize, id, locale) : null;
  return presentVolonDetail(row, { self, activities });
}

const VISIBILITY_COLUMNS = `is_listed AS "isListed", show_activities AS "showActivities", show_points AS "showPoints", show_book AS "showBook"`;

/** The volunteer's visibility choices; null when the user has no volunteer profile. */
export async function visibilityOf(sequelize: Sequelize, userId: number): Promise<VolonVisibility | null> {
  const [row] = await run<VolonVisibility>(sequelize, `SELECT ${VISIBILITY_COLUMNS} FROM volunteer_profiles WHERE user_id = $1`, [userId]);
  return row ?? null;
}

/** Saves the volunteer's visibility choices (one row); null when the user has no volunteer profile. */
export async function saveVisibility(sequelize: Sequelize, userId: number, v: VolonVisibility): Promise<VolonVisibility | null> {
  const [row] = await exec<VolonVisibility>(
    sequelize,
    `UPDATE volunteer_profiles SET is_listed = $2, show_activities = $3, show_points = $4, show_book = COALESCE($5, show_book),
            updated_at = now() WHERE user_id = $1
     RETURNING ${VISIBILITY_COLUMNS}`,
    [userId, v.isListed, v.showActivities, v.showPoints, v.showBook ?? null],
  );
  return row ?? null;
}
