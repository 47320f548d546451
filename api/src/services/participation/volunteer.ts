import type { ApplicationRow, ApplicationState, EventWhen, Locale, Page, PointsReason, PointsSummary } from '@hashar/common';
import type { Sequelize } from 'sequelize';
import { translate } from '../../i18n';
import { presentApplication, type ApplicationSql } from '../../presenters/participationVolunteer';
import { listPage, pageResult, run, SqlParams, type PageRequest } from '../../lists';
import { OWNER_BRIEF, ownerJoin } from '../../activities/core/cards';
import { activitiesSql, activityOfApplication, sessionTitleSql, titleSql } from './sql';

/** Current ones soonest first, past ones latest first, all of them newest application first. */
const ORDER: Record<EventWhen | 'all', [string, 'ASC' | 'DESC'][]> = {
  current: [
    ['sessionStartsAt', 'ASC'],
    ['id', 'ASC'],
  ],
  past: [
    ['sessionEndsAt', 'DESC'],
    ['id', 'DESC'],
  ],
  all: [
    ['createdAt', 'DESC'],
    ['id', 'DESC'],
  ],
};

/** The user's applications (their own and their rows as a team member, never a team they signed up) with their activity, its owner, the session (when the kind has sessions) and verified hours (one query). */
export async function myApplications(
  sequelize: Sequelize,
  userId: number,
  locale: Locale,
  q: PageRequest & { state?: ApplicationState; when?: EventWhen; kind?: string },
): Promise<Page<ApplicationRow>> {
  // Only the filters asked for are in the statement, so its plan holds for any of its values and is made once.
  const params = new SqlParams([userId]);
  const filters = [
    ...(q.state ? [`a.state = ${params.add(q.state)}`] : []),
    ...(q.when ? [`(${params.add(q.when)} = 'past') = COALESCE(s.ends_at < now(), act.archived_at IS NOT NULL)`] : []),
    ...(q.kind ? [`a.activity_kind = ${params.add(q.kind)}`] : []),
  ];
  const { rows, total } = await listPage<ApplicationSql>(
    sequelize,
    `SELECT a.id, a.state, a.created_at AS "createdAt", s.id AS "sessionId", ${sessionTitleSql(locale)} AS "sessionTitle",
            s.starts_at AS "sessionStartsAt", s.ends_at AS "sessionEndsAt", act.kind AS "targetType", act.id AS "targetId",
            ${titleSql(locale)} AS "targetTitle", act.cover, ${OWNER_BRIEF.id} AS "organizationId", ${OWNER_BRIEF.name} AS "organizationName",
            ${OWNER_BRIEF.logo} AS "organizationLogo", ${OWNER_BRIEF.verified} AS "organizationVerified", h.hours
       FROM applications a ${activityOfApplication()}
       ${ownerJoin('act')}
       LEFT JOIN hours_records h ON h.application_id = a.id
      WHERE ${['a.user_id = $1', 'a.group_id IS NULL', ...filters].join(' AND ')}`,
    params,
    { order: ORDER[q.when ?? 'all'], limit: q.perPage, offset: q.offset },
  );
  return pageResult(rows.map(presentApplication), total, q);
}

interface LedgerSql {
  id: number;
  delta: number;
  reason: PointsReason;
  activityTitle: string | null;
  hours: string | null;
  createdAt: Date;
}

/** A user's points balance (sum of the ledger) and verified hours (sum of hours records). */
export async function pointsTotals(sequelize: Sequelize, userId: number): Promise<{ balance: number; verifiedHours: number }> {
  const [totals] = await run<{ balance: string; verifiedHours: string }>(
    sequelize,
    `SELECT (SELECT COALESCE(sum(delta), 0) FROM points_ledger WHERE user_id = $1) AS balance,
            (SELECT COALESCE(sum(hours), 0) FROM hours_records WHERE user_id = $1) AS "verifiedHours"`,
    [userId],
  );
  return { balance: Number(totals?.balance ?? 0), verifiedHours: Number(totals?.verifiedHours ?? 0) };
}

/** Balance (sum of the ledger), verified hours (sum of hours records) and a page of the ledger with what each line was for. */
export async function myPoints(sequelize: Sequelize, userId: number, locale: Locale, q: PageRequest): Promise<PointsSummary> {
  const [totals, history] = await Promise.all([
    pointsTotals(sequelize, userId),
    listPage<LedgerSql>(
      sequelize,
      // A 'bonus' line is titled by the offer bought (points_ledger.redemption_id), a 'course' line by the course.
      `SELECT l.id, l.delta, l.reason, l.created_at AS "createdAt", h.hours,
              COALESCE(${titleSql(locale)}, ${titleSql(locale).replace(/act\./g, 'bo.')}, ${titleSql(locale).replace(/act\./g, 'c.')}) AS "activityTitle"
         FROM points_ledger l
         LEFT JOIN hours_records h ON h.id = l.hours_record_id
         LEFT JOIN applications a ON a.id = COALESCE(h.application_id, l.application_id)
         LEFT JOIN ${activitiesSql()} act ON act.kind = a.activity_kind AND act.id = a.activity_id
         LEFT JOIN bonus_redemptions br ON br.id = l.redemption_id
         LEFT JOIN bonus_offers bo ON bo.id = br.offer_id
         LEFT JOIN courses c ON c.id = l.course_id
        WHERE l.user_id = $1`,
      new SqlParams([userId]),
      {
        order: [
          ['createdAt', 'DESC'],
          ['id', 'DESC'],
        ],
        limit: q.perPage,
        offset: q.offset,
      },
    ),
  ]);
  return {
    ...totals,
    history: pageResult(
      history.rows.map((r) => ({
        id: r.id,
        delta: r.delta,
        reason: r.reason,
        title: r.activityTitle ?? translate(locale, `points_reason_${r.reason}`),
        hours: r.hours === null ? null : Number(r.hours),
        createdAt: new Date(r.createdAt).toISOString(),
      })),
      history.total,
      q,
    ),
  };
}
