import type { Locale } from '@hashar/common';
import type { Sequelize, Transaction } from 'sequelize';
import { activityEntry, activityKinds } from '../../activities/registry';
import { run } from '../../lists';
import { localizedSql } from '../../lib/localizedSql';

/** A kind's dates as columns: its own `starts_at`, `ends_at` when it runs between dates (`hasDates`), else NULLs. */
const datesOf = (kind: string): string =>
  activityEntry(kind).hasDates ? 'starts_at, ends_at' : 'NULL::timestamptz AS starts_at, NULL::timestamptz AS ends_at';

/**
 * SQL shared by the participation services. Every registered kind's activities read as one
 * relation `act` (kind, id, titles, cover, owner columns, moderation, archived_at, min_age, starts_at, ends_at),
 * built from the registry: an application `a` reaches its activity through
 * `activity_kind` + `activity_id`, and its session `s` when it has one; a session reaches its
 * activity through the column of its kind (the entry's `session`).
 *
 * Every arm gives each column the same type (events' smallint min_age is cast to int): PostgreSQL
 * then reads the UNION ALL as one relation of five tables and looks an application's activity up
 * by each table's key. With one column's type differing it read all five tables whole and hashed
 * them for every query (a volunteer's applications: 0.7 s at 100 000 rows of each kind, 35 ms after).
 */
export function activitiesSql(): string {
  const selects = activityKinds().map(
    (k) => `SELECT '${k.kind}'::text AS kind, id, title_ru, title_uz, cover, organization_id, owner_user_id, owner_group_id,
      moderation, archived_at, ${k.minAgeColumn ? `${k.minAgeColumn}::int` : 'NULL::int'} AS min_age, ${datesOf(k.kind)} FROM ${k.table}`,
  );
  return `(${selects.join(' UNION ALL ')})`;
}

/** Every activity's directions (kind, id, direction_id) across the kinds' link tables, as one row set. */
export const activityDirectionsSql = (): string =>
  `(${activityKinds()
    .map((k) => `SELECT '${k.kind}'::text AS kind, ${k.column} AS id, direction_id FROM ${k.directionTable}`)
    .join(' UNION ALL ')})`;

/** The activity `act` and (LEFT, when it has one) the session `s` of an application `a`. */
export const activityOfApplication = (): string => `
  JOIN ${activitiesSql()} act ON act.kind = a.activity_kind AND act.id = a.activity_id
  LEFT JOIN visit_sessions s ON s.id = a.session_id`;

/** The kind of a session's activity, from the column naming it (kinds with sessions). */
function sessionKindSql(): string {
  const whens = activityKinds().flatMap((k) => (k.session ? [`WHEN s.${k.session.column} IS NOT NULL THEN '${k.kind}'`] : []));
  return `CASE ${whens.join(' ')} END`;
}

/** The id of a session's activity. */
function sessionActivityIdSql(): string {
  const columns = activityKinds().flatMap((k) => (k.session ? [`s.${k.session.column}`] : []));
  return `COALESCE(${columns.join(', ')})`;
}

/** The activity `act` of a session `s`. */
export const activityOfSession = (): string =>
  `JOIN ${activitiesSql()} act ON act.kind = ${sessionKindSql()} AND act.id = ${sessionActivityIdSql()}`;

/** The times confirming attendance and hours depends on (common ParticipationTimes): the session `s`'s and the activity `act`'s start. */
export const TIMES_COLUMNS = 's.starts_at AS "sessionStartsAt", s.ends_at AS "sessionEndsAt", act.starts_at AS "activityStartsAt"';

/** The owner columns (policies/ownership.ts OwnerRow) of the activity `act`. */
export const OWNER_COLUMNS = 'act.organization_id, act.owner_user_id, act.owner_group_id';

/** The activity's title in a language (uz falls back to ru). */
export function titleSql(locale: Locale): string {
  return localizedSql(locale, 'act.title');
}

/** An event's title (`e` alone) in a language. */
export function eventTitleSql(locale: Locale): string {
  return localizedSql(locale, 'e.title');
}

/** A session's (shift's) title in a language (uz falls back to ru); null when it has none. */
export function sessionTitleSql(locale: Locale): string {
  return localizedSql(locale, 's.title');
}

/** The activity as notices name and link it (ActivityRef), and both titles (each recipient reads their language). */
export const ACTIVITY_REF = `act.kind AS "activityKind", act.id AS "activityId", ${titleSql('ru')} AS "titleRu", ${titleSql('uz')} AS "titleUz"`;

/** An initiative group `g`'s name in a language (uz falls back to ru). */
export const groupNameSql = (locale: Locale): string => localizedSql(locale, 'g.name');

/**
 * The named members of the team row `alias` (a group's application, team.ts) as a JSON array,
 * first named first: every member's own row but those withdrawn while the team goes on, with
 * their verified hours when `withHours`. A subquery per row of the page (applications_team_idx).
 */
export const teamMembersJson = (alias: string, withHours = false): string =>
  `COALESCE((SELECT json_agg(json_build_object('applicationId', m.id, 'userId', m.user_id, 'name', mu.name, 'state', m.state${
    withHours ? `, 'hours', mh.hours::float8` : ''
  }) ORDER BY m.created_at, m.id)
    FROM applications m JOIN users mu ON mu.id = m.user_id ${withHours ? 'LEFT JOIN hours_records mh ON mh.application_id = m.id' : ''}
   WHERE m.team_id = ${alias}.id AND (m.state <> 'withdrawn' OR ${alias}.state = 'withdrawn')), '[]'::json)`;

/**
 * The team of the application `alias` as the organizer sees it (common CrmTeam: places, group,
 * named members with their hours), null for a volunteer's own application.
 */
export const teamSql = (alias: string, locale: Locale): string => `CASE WHEN ${alias}.group_id IS NULL THEN NULL ELSE
  (SELECT json_build_object('places', ${alias}.places, 'group', json_build_object('id', g.id, 'name', ${groupNameSql(locale)}),
     'members', ${teamMembersJson(alias, true)}) FROM initiative_groups g WHERE g.id = ${alias}.group_id) END`;

/** Locks sessions in ascending id order (two transactions never wait on each other in a cycle). */
export async function lockSessions(sequelize: Sequelize, ids: readonly (number | null)[], transaction: Transaction): Promise<void> {
  const sessionIds = [...new Set(ids.filter((id): id is number => id !== null))];
  if (sessionIds.length === 0) return;
  await run(sequelize, 'SELECT id FROM visit_sessions WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE', [sessionIds], transaction);
}
