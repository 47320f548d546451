import type { ApplicationState, Locale, OwnerApplicationRow, Page } from '@hashar/common';
import type { Sequelize } from 'sequelize';
import type { ApiActivityKind } from '../../activities/types';
import { NotFound } from '../../errors';
import { listPage, pageResult, run, SqlParams, type PageRequest } from '../../lists';
import { assertManages, ownerOfRow, type Manager, type OwnerRow } from '../../policies/ownership';
import { presentOwnerApplication, type OwnerApplicationSql } from '../../presenters/participation';
import { teamSql } from './sql';

/**
 * The owner's side of an activity's applications (/api/my/<api>/:id/applications): the
 * activity is looked up in its kind's table and the ownership policy decides (anyone else's is
 * a 404); every row is one of this activity's applications.
 */

/** Throws 404 unless the activity exists and the account manages it. */
export async function assertOwnActivity(sequelize: Sequelize, manager: Manager, kind: ApiActivityKind, id: number): Promise<void> {
  const [row] = await run<OwnerRow>(sequelize, `SELECT organization_id, owner_user_id, owner_group_id FROM ${kind.table} WHERE id = $1`, [
    id,
  ]);
  assertManages(manager, row ? ownerOfRow(row) : null);
}

/** The columns of an application `a` (with its user `u`, hours `h` and team) as the owner sees it. */
const ownerApplicationSql = (locale: Locale) => `
  SELECT a.id, a.state, a.created_at AS "createdAt", a.decided_at AS "decidedAt", a.message, a.note, a.cv_name AS "cvName",
         a.cv_key IS NOT NULL AS "hasCv", a.activity_id AS "activityId", h.hours::float8 AS hours,
         u.id AS "userId", u.name AS "userName", u.avatar_url AS "userAvatar", u.email AS "userEmail", ${teamSql('a', locale)} AS team
    FROM applications a JOIN users u ON u.id = a.user_id LEFT JOIN hours_records h ON h.application_id = a.id
   WHERE a.activity_kind = $1 AND a.activity_id = $2`;

/**
 * A page of the activity's applications, newest first, of one state when asked: volunteers' own
 * and teams (whose `team` lists the named members; members' own rows are not listed apart).
 */
export async function ownerApplications(
  sequelize: Sequelize,
  kind: ApiActivityKind,
  activityId: number,
  q: PageRequest & { state?: ApplicationState; locale?: Locale },
): Promise<Page<OwnerApplicationRow>> {
  const { rows, total } = await listPage<OwnerApplicationSql>(
    sequelize,
    `${ownerApplicationSql(q.locale ?? 'ru')} AND a.team_id IS NULL AND ($3::text IS NULL OR a.state = $3)`,
    new SqlParams([kind.kind, activityId, q.state ?? null]),
    {
      order: [
        ['createdAt', 'DESC'],
        ['id', 'DESC'],
      ],
      limit: q.perPage,
      offset: q.offset,
    },
  );
  return pageResult(
    rows.map((r) => presentOwnerApplication(r, kind.kind)),
    total,
    q,
  );
}

/** One of the activity's applications; 404 for another activity's. */
export async function ownerApplication(
  sequelize: Sequelize,
  kind: ApiActivityKind,
  activityId: number,
  applicationId: number,
  locale: Locale = 'ru',
): Promise<OwnerApplicationRow> {
  const [row] = await run<OwnerApplicationSql>(sequelize, `${ownerApplicationSql(locale)} AND a.id = $3`, [
    kind.kind,
    activityId,
    applicationId,
  ]);
  if (!row) throw NotFound();
  return presentOwnerApplication(row, kind.kind);
}

/** Writes the owner's private note on one of the activity's applications (an empty note clears it); 404 for another activity's. */
export async function saveOwnerNote(
  sequelize: Sequelize,
  kind: ApiActivityKind,
  activityId: number,
  applicationId: number,
  note: string,
): Promise<void> {
  const [row] = await run<{ id: number }>(
    sequelize,
    `UPDATE applications SET note = NULLIF($4, ''), updated_at = now()
      WHERE id = $3 AND activity_kind = $1 AND activity_id = $2 RETURNING id`,
    [kind.kind, activityId, applicationId, note],
  );
  if (!row) throw NotFound();
}

/** An application's CV as stored: its storage key and the applicant's file name (both null without a CV). */
export interface StoredCv {
  key: string | null;
  name: string | null;
}

/** The CV of one of the activity's applications, or of the user's own application; 404 when the application is not theirs. */
export async function cvOf(
  sequelize: Sequelize,
  applicationId: number,
  scope: { activity: { kind: string; id: number } } | { userId: number },
): Promise<StoredCv> {
  const [row] =
    'userId' in scope
      ? await run<StoredCv>(sequelize, 'SELECT cv_key AS key, cv_name AS name FROM applications WHERE id = $1 AND user_id = $2', [
          applicationId,
          scope.userId,
        ])
      : await run<StoredCv>(
          sequelize,
          'SELECT cv_key AS key, cv_name AS name FROM applications WHERE id = $1 AND activity_kind = $2 AND activity_id = $3',
          [applicationId, scope.activity.kind, scope.activity.id],
        );
  if (!row) throw NotFound();
  return row;
}
