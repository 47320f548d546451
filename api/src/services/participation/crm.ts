import { APPLICATION_STATES, CONTACT_SHARING_STATES, MODERATION_STATES, type CrmDashboard, type Locale } from '@hashar/common';
import type { Sequelize } from 'sequelize';
import { NotFound } from '../../errors';
import { presentCrmDashboard, type CrmDashboardSql } from '../../presenters/participation';
import { listPage, run, SqlParams, type ListRequest, type ListSpec } from '../../lists';
import { EVENT } from '../../activities/event';
import { activityKinds } from '../../activities/registry';
import { activityOfApplication, activityOfSession, eventTitleSql, sessionTitleSql, teamSql, titleSql } from './sql';
import { sumHeldPlaces, sumWaitlistedPlaces } from '../../activities/core/places';
import { localizedSql } from '../../lib/localizedSql';

/**
 * The organization CRM's resources: for each, the SELECT of its rows (bound to the
 * organization as $1, columns named as the fields the API sends) and what lists may sort,
 * filter and search by. The counts say what the organizer acts on: `accepted` counts every
 * application the organizer took (accepted, attended, completed); a team counts once (its
 * members' rows move with it), and a session's counts are places (activities/core/places.ts).
 */
export interface CrmResourceSql {
  sql(locale: Locale): string;
  /** The rows its list shows, when not every row of `sql` (applications: team members' rows expand from their team's). */
  listSql?(locale: Locale): string;
  list: Omit<ListSpec, 'resource'>;
}

const ACCEPTED = `a.state IN ('accepted','attended','completed')`;
/** An application the organizer decides on: a volunteer's own or a team (its members' rows move with it). */
const TOP = 'a.team_id IS NULL';

export const crmEvents: CrmResourceSql = {
  sql: (locale) => `
    SELECT e.id, ${eventTitleSql(locale)} AS title, e.title_ru AS "titleRu", e.title_uz AS "titleUz", e.group_id AS "groupId",
           e.starts_at AS "startsAt", e.ends_at AS "endsAt", e.moderation, e.archived_at AS "archivedAt", e.capacity,
           e.created_at AS "createdAt", c.sessions AS "sessionsCount", c.pending AS "pendingCount",
           c.waitlisted AS "waitlistedCount", c.accepted AS "acceptedCount", c.hours AS "verifiedHours"
      FROM events e
      CROSS JOIN LATERAL (SELECT count(*)::int AS sessions FROM visit_sessions s WHERE s.event_id = e.id) AS sc
      CROSS JOIN LATERAL (
        SELECT sc.sessions, count(a.id) FILTER (WHERE ${TOP} AND a.state = 'pending')::int AS pending,
               count(a.id) FILTER (WHERE ${TOP} AND a.state = 'waitlisted')::int AS waitlisted,
               count(a.id) FILTER (WHERE ${TOP} AND ${ACCEPTED})::int AS accepted,
               COALESCE(sum(h.hours), 0)::float8 AS hours
          FROM applications a LEFT JOIN hours_records h ON h.application_id = a.id
         WHERE a.activity_kind = '${EVENT.kind}' AND a.activity_id = e.id) AS c
     WHERE e.organization_id = $1`,
  list: {
    sortable: ['title', 'startsAt', 'endsAt', 'moderation', 'createdAt', 'pendingCount', 'acceptedCount', 'verifiedHours'],
    filterable: { moderation: MODERATION_STATES, groupId: 'int' },
    searchable: ['titleRu', 'titleUz'],
    defaultSort: ['startsAt', 'DESC'],
  },
};

export const crmSessions: CrmResourceSql = {
  sql: (locale) => `
    SELECT s.id, s.event_id AS "eventId", s.visit_option_id AS "visitOptionId", ${sessionTitleSql(locale)} AS title, s.starts_at AS "startsAt",
           s.ends_at AS "endsAt", s.capacity, ${titleSql(locale)} AS "activityTitle", act.kind || '-' || act.id AS "activityRef", c.pending AS "pendingCount",
           c.waitlisted AS "waitlistedCount", c.accepted AS "acceptedCount", GREATEST(s.capacity - c.holding, 0) AS "freePlaces"
      FROM visit_sessions s ${activityOfSession()}
      CROSS JOIN LATERAL (
        SELECT COALESCE(sum(a.places) FILTER (WHERE a.state = 'pending'), 0)::int AS pending, ${sumWaitlistedPlaces('a')} AS waitlisted,
               COALESCE(sum(a.places) FILTER (WHERE ${ACCEPTED}), 0)::int AS accepted, ${sumHeldPlaces('a')} AS holding
          FROM applications a WHERE a.session_id = s.id) AS c
     WHERE act.organization_id = $1`,
  list: {
    sortable: ['startsAt', 'endsAt', 'title', 'capacity', 'pendingCount', 'freePlaces'],
    /** activityRef: a crm/activities id (`<kind>-<id>`), the shifts of an activity of any kind with sessions. */
    filterable: { eventId: 'int', visitOptionId: 'int', activityRef: 'text' },
    searchable: ['title', 'activityTitle'],
    defaultSort: ['startsAt', 'ASC'],
  },
};

/**
 * Every activity of the organization, of every registered kind, with what waits on it. Its id is
 * `<kind>-<id>` (one list of several tables); `kind` and `activityId` name it for the API's
 * other calls.
 */
export const crmActivities: CrmResourceSql = {
  sql: (locale) => `
    SELECT x.kind || '-' || x.activity_id AS id, x.kind, x.activity_id AS "activityId",
           ${localizedSql(locale, 'x.title')} AS title, x.title_ru AS "titleRu",
           x.title_uz AS "titleUz", x.moderation, x.archived_at AS "archivedAt", x.created_at AS "createdAt",
           c.total AS "applicationsCount", c.pending AS "pendingCount", c.accepted AS "acceptedCount", c.hours AS "verifiedHours"
      FROM (${activityKinds()
        .map(
          (
            k,
          ) => `SELECT '${k.kind}'::text AS kind, id AS activity_id, title_ru, title_uz, moderation, archived_at, created_at, organization_id
                    FROM ${k.table}`,
        )
        .join(' UNION ALL ')}) AS x
      CROSS JOIN LATERAL (
        SELECT count(a.id) FILTER (WHERE ${TOP})::int AS total, count(a.id) FILTER (WHERE ${TOP} AND a.state = 'pending')::int AS pending,
               count(a.id) FILTER (WHERE ${TOP} AND ${ACCEPTED})::int AS accepted, COALESCE(sum(h.hours), 0)::float8 AS hours
          FROM applications a LEFT JOIN hours_records h ON h.application_id = a.id
         WHERE a.activity_kind = x.kind AND a.activity_id = x.activity_id) AS c
     WHERE x.organization_id = $1`,
  list: {
    sortable: ['title', 'kind', 'moderation', 'createdAt', 'applicationsCount', 'pendingCount', 'acceptedCount', 'verifiedHours'],
    filterable: { kind: 'text', moderation: MODERATION_STATES },
    searchable: ['titleRu', 'titleUz'],
    defaultSort: ['createdAt', 'DESC'],
  },
};

/** Applications to the organization's activities; the phone and birth date are the volunteer profile's (never a sensitive field; the presenter shows contacts once accepted, the age always). */
/**
 * Contacts exist in the rows only once the application is accepted (common's CONTACT_SHARING_STATES):
 * searching or sorting by e-mail cannot tell anything about a pending applicant.
 */
const sharesContacts = `a.state IN (${CONTACT_SHARING_STATES.map((s) => `'${s}'`).join(', ')})`;

/**
 * A column of the applicant's profile (volunteer `vp` or trainee `tp`) as a subquery: no list sorts
 * or filters by these, so PostgreSQL works them out for the page's rows only, after the sort
 * (joined, they were read for every applicant of the organization before it).
 */
const profileSql = (column: string) =>
  `(SELECT ${column} FROM users pu LEFT JOIN volunteer_profiles vp ON vp.user_id = pu.id LEFT JOIN trainee_profiles tp ON tp.user_id = pu.id
     WHERE pu.id = a.user_id)`;

/** The courses the application's activity requires, in order, each with whether the applicant completed it (a JSON list). */
const requiredCoursesSql = (locale: Locale) =>
  `(SELECT COALESCE(json_agg(json_build_object('id', c.id, 'slug', c.slug, 'title', ${localizedSql(locale, 'c.title')},
       'completed', EXISTS (SELECT 1 FROM course_completions k WHERE k.user_id = a.user_id AND k.course_id = c.id))
       ORDER BY r.position, c.id), '[]')
     FROM activity_course_requirements r JOIN courses c ON c.id = r.course_id
    WHERE r.activity_kind = a.activity_kind AND r.activity_id = a.activity_id)`;

export const crmApplications: CrmResourceSql = {
  sql: (locale) => `
    SELECT a.id, a.state, a.created_at AS "createdAt", a.message, a.session_id AS "sessionId", ${sessionTitleSql(locale)} AS "sessionTitle",
           s.starts_at AS "sessionStartsAt", s.ends_at AS "sessionEndsAt", s.event_id AS "eventId", s.visit_option_id AS "visitOptionId",
           ${titleSql(locale)} AS "eventTitle", a.activity_kind AS "activityKind", a.activity_id AS "activityId",
           a.activity_kind || '-' || a.activity_id AS "activityRef",
           a.note, a.cv_name AS "cvName", a.cv_key IS NOT NULL AS "hasCv",
           a.user_id AS "userId", u.name AS "volunteerName",
           CASE WHEN ${sharesContacts} THEN u.email END AS "volunteerEmail",
           CASE WHEN ${sharesContacts} THEN ${profileSql("COALESCE(vp.phone, to_jsonb(tp) ->> 'phone')")} END AS "volunteerPhone",
           ${profileSql("COALESCE(vp.birth_date::text, to_jsonb(tp) ->> 'birth_date')")} AS "volunteerBirthDate",
           (SELECT ${localizedSql(locale, 'vr.name')} FROM regions vr WHERE vr.id = u.region_id) AS "volunteerRegion",
           h.hours::float8 AS hours, h.verified_at AS "verifiedAt", a.checked_in_at AS "checkedInAt", a.team_id AS "teamId", ${teamSql('a', locale)} AS team,
           ${requiredCoursesSql(locale)} AS "requiredCourses"
      FROM applications a ${activityOfApplication()}
      JOIN users u ON u.id = a.user_id
      LEFT JOIN hours_records h ON h.application_id = a.id
     WHERE act.organization_id = $1`,
  listSql: (locale) => `SELECT * FROM (${crmApplications.sql(locale)}) AS top WHERE top."teamId" IS NULL`,
  list: {
    sortable: ['createdAt', 'state', 'sessionStartsAt', 'volunteerName', 'volunteerEmail', 'eventTitle', 'hours', 'verifiedAt'],
    filterable: {
      eventId: 'int',
      visitOptionId: 'int',
      sessionId: 'int',
      state: APPLICATION_STATES,
      userId: 'int',
      activityKind: 'text',
      activityId: 'int',
      /** A crm/activities id (`<kind>-<id>`). */
      activityRef: 'text',
    },
    searchable: ['volunteerName', 'volunteerEmail'],
    defaultSort: ['createdAt', 'DESC'],
  },
};

/** A page of a CRM resource's list of the organization, filtered, sorted and searched as asked. */
export function crmPage(sequelize: Sequelize, resource: CrmResourceSql, organizationId: number, list: ListRequest, locale: Locale) {
  return listPage<object>(sequelize, (resource.listSql ?? resource.sql)(locale), new SqlParams([organizationId]), list);
}

/** One row of a CRM resource of the organization (by its id: a number, or `<kind>-<id>` for activities); 404 for anyone else's. */
export async function crmRecord<T extends object>(
  sequelize: Sequelize,
  resource: CrmResourceSql,
  organizationId: number,
  id: number | string,
  locale: Locale,
): Promise<T> {
  const [row] = await run<T>(sequelize, `SELECT * FROM (${resource.sql(locale)}) AS b WHERE b.id = $2`, [organizationId, id]);
  if (!row) throw NotFound();
  return row;
}

/** GET /api/crm/dashboard: the organization, its next events with what waits, pending applications, hours this month. */
export async function crmDashboard(sequelize: Sequelize, organizationId: number, locale: Locale): Promise<CrmDashboard> {
  const [row] = await run<CrmDashboardSql>(
    sequelize,
    `SELECT o.id, o.name, o.logo, o.is_verified AS "isVerified",
            (SELECT count(*)::int FROM applications a ${activityOfApplication()}
              WHERE act.organization_id = o.id AND a.state = 'pending' AND a.team_id IS NULL) AS pending,
            (SELECT COALESCE(sum(h.hours), 0)::float8 FROM hours_records h
              WHERE h.organization_id = o.id AND h.verified_at >= date_trunc('month', now())) AS hours,
            COALESCE((SELECT json_agg(x ORDER BY x."startsAt", x.id) FROM (
              SELECT e.id, ${eventTitleSql(locale)} AS title, e.starts_at AS "startsAt",
                     (SELECT count(*)::int FROM applications a
                       WHERE a.activity_kind = '${EVENT.kind}' AND a.activity_id = e.id AND a.state = 'pending'
                         AND a.team_id IS NULL) AS "applicationsPending"
                FROM events e
               WHERE e.organization_id = o.id AND e.ends_at >= now() AND e.archived_at IS NULL
               ORDER BY e.starts_at, e.id LIMIT 5) AS x), '[]') AS upcoming
       FROM organizations o WHERE o.id = $1`,
    [organizationId],
  );
  if (!row) throw NotFound();
  return presentCrmDashboard(row);
}

/** The kind of an application's activity, or undefined for an unknown id. */
export async function applicationKind(sequelize: Sequelize, applicationId: number): Promise<string | undefined> {
  const [row] = await run<{ kind: string }>(sequelize, 'SELECT activity_kind AS kind FROM applications WHERE id = $1', [applicationId]);
  return row?.kind;
}
