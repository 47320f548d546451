import type { Sequelize } from 'sequelize';
import type { Locale, PendingReviewDto, ReviewDirection, ReviewParty } from '@hashar/common';
import { run, sqlPage, SqlParams, type PageRequest } from '../../lists';
import type { AuthUser } from '../../policies';
import type { ReviewRow } from '../../presenters/reviews';
import { activitiesSql } from '../participation/sql';
import { APPLICATIONS_FROM, ENDED_AT, FINISHED, titleIn, USER_IMAGE } from './sql';
import { activityPageOf } from '../../activities/registry';

/** The joins REVIEW_COLUMNS read: the activity, both authors and both targets. */
export const REVIEW_JOINS = (): string => `
  LEFT JOIN ${activitiesSql()} act ON act.kind = r.activity_kind AND act.id = r.activity_id
  LEFT JOIN organizations ao ON ao.id = r.author_organization_id
  LEFT JOIN users au ON au.id = r.author_user_id
  LEFT JOIN organizations tor ON tor.id = r.target_organization_id
  LEFT JOIN users tu ON tu.id = r.target_user_id`;

/** A review's columns (presenters/reviews.ts ReviewRow), the activity's title in a language. */
export const reviewColumns = (locale: Locale): string => `r.id, r.stars, r.text, r.status, r.created_at, r.updated_at,
  r.activity_kind, r.activity_id, ${titleIn(locale, 'act')} AS title,
  r.author_user_id, r.author_organization_id, COALESCE(ao.name, au.name) AS author_name,
  CASE WHEN ao.id IS NOT NULL THEN ao.logo ELSE ${USER_IMAGE('au')} END AS author_image,
  r.target_user_id, r.target_organization_id, COALESCE(tor.name, tu.name) AS target_name,
  CASE WHEN tor.id IS NOT NULL THEN tor.logo ELSE ${USER_IMAGE('tu')} END AS target_image`;

/** One review with its parties, or undefined. */
export async function reviewRow(sequelize: Sequelize, id: number, locale: Locale): Promise<ReviewRow | undefined> {
  const [row] = await run<ReviewRow>(sequelize, `SELECT ${reviewColumns(locale)} FROM reviews r ${REVIEW_JOINS()} WHERE r.id = $1`, [id]);
  return row;
}

/** A page of reviews matching conditions on `r` (newest first). */
export function reviewPage(sequelize: Sequelize, where: (params: SqlParams) => string[], p: PageRequest, locale: Locale) {
  const params = new SqlParams();
  return sqlPage<ReviewRow>(sequelize, {
    from: 'reviews r',
    join: REVIEW_JOINS(),
    where: where(params),
    params,
    columns: reviewColumns(locale),
    order: 'r.created_at DESC, r.id DESC',
    limit: p.perPage,
    offset: p.offset,
  });
}

/** The caller's received or given reviews: an organization account's are its organization's, anyone else's their own. */
export function myReviewsWhere(user: AuthUser, direction: ReviewDirection): (params: SqlParams) => string[] {
  return (params) => {
    if (user.organizationId !== null) {
      const org = params.add(user.organizationId);
      return [direction === 'received' ? `r.target_organization_id = ${org}` : `r.author_organization_id = ${org}`];
    }
    const me = params.add(user.id);
    return direction === 'received' ? [`r.target_user_id = ${me}`] : [`r.author_user_id = ${me}`, 'r.author_organization_id IS NULL'];
  };
}

interface PendingRow {
  kind: string;
  id: number;
  title: string;
  ended_at: Date | null;
  target_type: 'user' | 'organization';
  target_id: number;
  target_name: string;
  target_image: string | null;
}

/**
 * What the caller may still review, as one relation: as a volunteer, the owners of the finished
 * activities they took part in (the organization, the owner user, or the group's leaders); as an
 * owner (organization staff, owner user, group leader), the volunteers who took part in its
 * finished activities. Minus the reviews already written (the organization's by any of its staff).
 */
function pendingSql(user: AuthUser, params: SqlParams, locale: Locale): string {
  const me = params.add(user.id);
  const org = params.add(user.organizationId ?? 0);
  const groups = params.add([...(user.ledGroupIds ?? [])]);
  const title = titleIn(locale, 'act');
  const volunteerSide = `SELECT act.kind, act.id, ${title} AS title, ${ENDED_AT} AS ended_at,
      CASE WHEN act.organization_id IS NOT NULL THEN 'organization' ELSE 'user' END AS target_type,
      COALESCE(act.organization_id, act.owner_user_id, gl.user_id) AS target_id
    FROM ${APPLICATIONS_FROM()}
    LEFT JOIN initiative_group_members gl ON gl.group_id = act.owner_group_id AND gl.role = 'leader'
    WHERE a.user_id = ${me} AND ${FINISHED}`;
  const ownerSide = `SELECT act.kind, act.id, ${title} AS title, ${ENDED_AT} AS ended_at, 'user' AS target_type, a.user_id AS target_id
    FROM ${APPLICATIONS_FROM()}
    WHERE (act.organization_id = ${org} OR act.owner_user_id = ${me} OR act.owner_group_id = ANY(${groups}::int[]))
      AND a.user_id <> ${me} AND ${FINISHED}`;
  const authoredByMe = `((rv.author_user_id = ${me} AND rv.author_organization_id IS NULL) OR rv.author_organization_id = ${org})`;
  return `(SELECT DISTINCT ON (p.kind, p.id, p.target_type, p.target_id) p.*
    FROM (${volunteerSide} UNION ALL ${ownerSide}) p
    WHERE p.target_id IS NOT NULL AND NOT (p.target_type = 'user' AND p.target_id = ${me})
      AND NOT EXISTS (SELECT 1 FROM reviews rv WHERE rv.activity_kind = p.kind AND rv.activity_id = p.id AND ${authoredByMe}
        AND (CASE WHEN p.target_type = 'organization' THEN rv.target_organization_id ELSE rv.target_user_id END) = p.target_id)
    ORDER BY p.kind, p.id, p.target_type, p.target_id) pending`;
}

/** A page of what the caller may still review, latest ended first, with the counterpart's name and image. */
export async function pendingPage(sequelize: Sequelize, user: AuthUser, p: PageRequest, locale: Locale) {
  const params = new SqlParams();
  const { rows, total } = await sqlPage<PendingRow>(sequelize, {
    from: pendingSql(user, params, locale),
    join: `LEFT JOIN organizations po ON pending.target_type = 'organization' AND po.id = pending.target_id
      LEFT JOIN users pu ON pending.target_type = 'user' AND pu.id = pending.target_id`,
    where: [],
    params,
    columns: `pending.*, COALESCE(po.name, pu.name) AS target_name, CASE WHEN po.id IS NOT NULL THEN po.logo ELSE ${USER_IMAGE('pu')} END AS target_image`,
    order: 'pending.ended_at DESC NULLS LAST, pending.kind, pending.id, pending.target_id',
    limit: p.perPage,
    offset: p.offset,
  });
  const data = rows.map((r): PendingReviewDto => {
    const target: ReviewParty = { type: r.target_type, id: r.target_id, name: r.target_name ?? '', image: r.target_image };
    return {
      activity: { kind: r.kind, id: r.id, title: r.title, page: activityPageOf(r.kind, r.id) },
      endedAt: r.ended_at ? new Date(r.ended_at).toISOString() : null,
      target,
    };
  });
  return { data, total };
}

/** A page of the published reviews of a user or an organization, newest first. */
export const publishedReviewsOf = (sequelize: Sequelize, party: 'organization' | 'user', id: number, p: PageRequest, locale: Locale) => {
  const column = party === 'organization' ? 'r.target_organization_id' : 'r.target_user_id';
  return reviewPage(sequelize, (params) => [`${column} = ${params.add(id)}`, `r.status = 'published'`], p, locale);
};
