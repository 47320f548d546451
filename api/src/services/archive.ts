import { ARCHIVE_LIMITS, TIME_ZONE, fromTashkentInput, type ArchiveDto, type Locale } from '@hashar/common';
import type { Sequelize } from 'sequelize';
import { firstRow, run } from '../lists';
import {
  presentArchive,
  type ArchiveActivitySql,
  type ArchiveBonusSql,
  type ArchiveReviewSql,
  type ArchiveTotalsSql,
} from '../presenters/archive';
import { OWNER_BRIEF, ownerJoin } from '../activities/core/cards';
import { activitiesSql } from './participation/sql';
import { REVIEW_JOINS } from './reviews/read';
import { titleIn } from './reviews/sql';

/**
 * The volunteer's archive (GET /api/my/archive, docs/points-economy-api.md "Archive"): finished
 * activities, redeemed bonuses, reviews written and received and the year's totals. Five queries
 * run side by side, each on the user's own index (applications_user_idx, hours_records_user_idx,
 * bonus_redemptions_user_idx, reviews_author_user_idx / reviews_target_user_idx,
 * points_ledger_user_idx); each list is cut at its ARCHIVE_LIMITS cap, newest first.
 */

/** The caller's own applications (never a team row) with activity `act`, session `s`, owner and hours `h`. */
const FINISHED_FROM = (): string => `applications a
  JOIN ${activitiesSql()} act ON act.kind = a.activity_kind AND act.id = a.activity_id
  LEFT JOIN visit_sessions s ON s.id = a.session_id
  LEFT JOIN hours_records h ON h.application_id = a.id`;

/** Took part and it is over: hours verified, marked attended/completed, or accepted and the activity (session) ended or archived. */
const FINISHED = `a.user_id = $1 AND a.group_id IS NULL AND (h.id IS NOT NULL OR a.state IN ('attended','completed')
  OR (a.state = 'accepted' AND (act.archived_at IS NOT NULL OR COALESCE(s.ends_at, act.ends_at) < now())))`;

/** When the participation ended: the verification, else the session's or activity's end, else the last change. */
const FINISHED_AT = 'COALESCE(h.verified_at, s.ends_at, act.ends_at, act.archived_at, a.updated_at)';

/** The Tashkent year of an instant, as SQL. */
const yearOf = (instant: string): string => `extract(year FROM ${instant} AT TIME ZONE '${TIME_ZONE}')::int`;

/** `column` inside the period [$2, $3) (both NULL: any time). */
const inPeriod = (column: string): string => `($2::timestamptz IS NULL OR (${column} >= $2 AND ${column} < $3))`;

/** A Tashkent year's first instant (UTC ISO); the route let only 2000–2100 through, so none is a bug (500). */
function yearStart(year: number): string {
  const start = fromTashkentInput(`${year}-01-01`);
  if (start === null) throw new Error(`archive: ${year} has no first day`);
  return start;
}

/** The written/received condition on reviews `r` for the user $1 (the volunteer's own, not an organization's). */
const MY_REVIEWS = `((r.author_user_id = $1 AND r.author_organization_id IS NULL) OR r.target_user_id = $1) AND r.status <> 'hidden'`;

/** The archive of a user, for a Tashkent year or (null) all of it. */
export async function myArchive(sequelize: Sequelize, userId: number, year: number | null, locale: Locale): Promise<ArchiveDto> {
  const period = [userId, year === null ? null : yearStart(year), year === null ? null : yearStart(year + 1)];
  const [years, activities, bonuses, reviews, totals] = await Promise.all([
    run<{ year: number }>(
      sequelize,
      `SELECT DISTINCT year FROM (
         SELECT ${yearOf(FINISHED_AT)} AS year FROM ${FINISHED_FROM()} WHERE ${FINISHED}
         UNION SELECT ${yearOf('created_at')} FROM bonus_redemptions WHERE user_id = $1
         UNION SELECT ${yearOf('r.created_at')} FROM reviews r WHERE ${MY_REVIEWS}
         UNION SELECT ${yearOf('created_at')} FROM points_ledger WHERE user_id = $1 AND reason <> 'bonus') y
       ORDER BY year DESC`,
      [userId],
    ),
    run<ArchiveActivitySql>(
      sequelize,
      `SELECT a.id AS "applicationId", act.kind, act.id AS "activityId", ${titleIn(locale, 'act')} AS title,
              ${OWNER_BRIEF.name} AS organization, a.state, COALESCE(s.starts_at, act.starts_at) AS "startsAt",
              COALESCE(s.ends_at, act.ends_at) AS "endsAt", h.hours::float8 AS hours, h.verified_at AS "verifiedAt",
              count(*) OVER ()::int AS total
         FROM ${FINISHED_FROM()} ${ownerJoin('act')}
        WHERE ${FINISHED} AND ${inPeriod(FINISHED_AT)}
        ORDER BY ${FINISHED_AT} DESC, a.id DESC LIMIT $4`,
      [...period, ARCHIVE_LIMITS.activities],
    ),
    run<ArchiveBonusSql>(
      sequelize,
      `SELECT r.id, ${titleIn(locale, 'o')} AS title, r.points, r.state, r.created_at AS "createdAt", count(*) OVER ()::int AS total
         FROM bonus_redemptions r JOIN bonus_offers o ON o.id = r.offer_id
        WHERE r.user_id = $1 AND ${inPeriod('r.created_at')}
        ORDER BY r.created_at DESC, r.id DESC LIMIT $4`,
      [...period, ARCHIVE_LIMITS.bonuses],
    ),
    run<ArchiveReviewSql>(
      sequelize,
      `SELECT r.id, ${titleIn(locale, 'act')} AS title, r.stars, r.text, r.created_at AS "createdAt",
              r.target_user_id IS DISTINCT FROM $1 AS written, r.activity_kind AS kind, r.activity_id AS "activityId",
              CASE WHEN r.target_user_id IS DISTINCT FROM $1 THEN COALESCE(tor.name, tu.name) ELSE COALESCE(ao.name, au.name) END AS party,
              count(*) OVER ()::int AS total
         FROM reviews r ${REVIEW_JOINS()}
        WHERE ${MY_REVIEWS} AND ${inPeriod('r.created_at')}
        ORDER BY r.created_at DESC, r.id DESC LIMIT $4`,
      [...period, ARCHIVE_LIMITS.reviews],
    ),
    run<ArchiveTotalsSql>(
      sequelize,
      `SELECT (SELECT COALESCE(sum(hours), 0)::float8 FROM hours_records WHERE user_id = $1 AND ${inPeriod('verified_at')}) AS hours,
              (SELECT COALESCE(sum(delta), 0)::int FROM points_ledger WHERE user_id = $1 AND reason <> 'bonus' AND ${inPeriod('created_at')}) AS points`,
      period,
    ),
  ]);
  return presentArchive({
    years: years.map((y) => y.year),
    year,
    activities,
    bonuses,
    reviews,
    totals: firstRow(totals, 'archive totals'),
  });
}
