import {
  APPLICATION_TRANSITIONS,
  canMoveApplication,
  PLACE_HOLDING_STATES,
  type ApplicationState,
  type Locale,
  type Page,
  type TeamSignupDto,
  type TeamSignupInput,
} from '@hashar/common';
import type { Sequelize, Transaction } from 'sequelize';
import { BadRequest, Forbidden, HttpError, NotFound, Validation } from '../../errors';
import { translate } from '../../i18n';
import { firstRow, pageResult, run, type PageRequest } from '../../lists';
import type { Manager } from '../../policies/ownership';
import { ownersPeople } from '../moderation';
import type { NotifyDeps } from '../notify';
import { firstWithoutCourses } from '../academy/requirements';
import { ageProblem, isOpen, lockSessionTarget, type Target } from './apply';
import { sendNotice } from './notices';
import { takenPlaces } from '../../activities/core/places';
import { activityOfApplication, groupNameSql, lockSessions, teamMembersJson, titleSql } from './sql';
import { promoteWaitlisted } from './waitlist';
import { localizedSql } from '../../lib/localizedSql';

/**
 * Team sign-ups of initiative groups (docs/initiatives-api.md, Team sign-up). A team is one
 * application of the group to a session (`group_id`, `places` = N, `user_id` = the manager who
 * signed it up); each named member has an application of their own to the same session
 * (`team_id`, `places` 0, the team's state) that carries their hours. Capacity and the waitlist
 * count places (places.ts). Managers: the group's leader and co-leaders while it is active
 * (`ledGroupIds`); members: rows of initiative_group_members.
 */

/** States in which a team (and its members' rows) still takes part: members may be named and join. */
const LIVE: readonly ApplicationState[] = ['pending', 'waitlisted', 'accepted'];

interface TeamSql {
  id: number;
  groupId: number;
  groupName: string;
  sessionId: number;
  kind: string;
  activityId: number;
  title: string;
  startsAt: Date;
  endsAt: Date;
  places: number;
  state: ApplicationState;
  createdAt: Date;
  members: { applicationId: number; userId: number; name: string; state: string }[];
}

const present = (r: TeamSql): TeamSignupDto => ({
  id: r.id,
  group: { id: r.groupId, name: r.groupName },
  sessionId: r.sessionId,
  activity: { kind: r.kind, id: r.activityId, title: r.title },
  startsAt: new Date(r.startsAt).toISOString(),
  endsAt: new Date(r.endsAt).toISOString(),
  places: r.places,
  state: r.state,
  members: r.members,
  createdAt: new Date(r.createdAt).toISOString(),
});

const teamSelect = (locale: Locale) => `
  SELECT a.id, a.group_id AS "groupId", ${groupNameSql(locale)} AS "groupName", a.session_id AS "sessionId", act.kind,
         act.id AS "activityId", ${titleSql(locale)} AS title, s.starts_at AS "startsAt", s.ends_at AS "endsAt", a.places, a.state,
         a.created_at AS "createdAt", ${teamMembersJson('a')} AS members
    FROM applications a JOIN initiative_groups g ON g.id = a.group_id ${activityOfApplication()}`;

async function loadTeam(sequelize: Sequelize, id: number, locale: Locale, transaction?: Transaction): Promise<TeamSignupDto> {
  const [row] = await run<TeamSql>(sequelize, `${teamSelect(locale)} WHERE a.id = $1`, [id], transaction);
  if (!row) throw NotFound();
  return present(row);
}

/** 403 unless the account leads or co-leads the group while it is active (ledGroupIds). */
function assertManagerOf(user: Manager, groupId: number): void {
  if (!(user.ledGroupIds ?? []).includes(groupId)) throw Forbidden();
}

/** The caller's role in the group (null when not a member); 404 for an unknown group. */
async function roleIn(sequelize: Sequelize, groupId: number, userId: number, transaction?: Transaction): Promise<string | null> {
  const [row] = await run<{ role: string | null }>(
    sequelize,
    `SELECT (SELECT m.role FROM initiative_group_members m WHERE m.group_id = g.id AND m.user_id = $2) AS role
       FROM initiative_groups g WHERE g.id = $1`,
    [groupId, userId],
    transaction,
  );
  if (!row) throw NotFound();
  return row.role;
}

interface TeamRow {
  id: number;
  groupId: number;
  sessionId: number;
  places: number;
  state: ApplicationState;
}

/** The group's team, its session locked first (the order every place count takes), then the row; 404 for another group's. */
async function lockTeam(sequelize: Sequelize, groupId: number, teamId: number, transaction: Transaction): Promise<TeamRow> {
  const [found] = await run<{ sessionId: number }>(
    sequelize,
    'SELECT session_id AS "sessionId" FROM applications WHERE id = $1 AND group_id = $2',
    [teamId, groupId],
    transaction,
  );
  if (!found) throw NotFound();
  await lockSessions(sequelize, [found.sessionId], transaction);
  const team = await run<TeamRow>(
    sequelize,
    `SELECT id, group_id AS "groupId", session_id AS "sessionId", places, state FROM applications WHERE id = $1 FOR UPDATE`,
    [teamId],
    transaction,
  );
  return firstRow(team, `team ${teamId}`);
}

interface Candidate {
  id: number;
  name: string;
  birthDate: string | null;
  isVolunteer: boolean;
  isMember: boolean;
  /** Their application to the session that holds them elsewhere: their own, or another team's. */
  busy: boolean;
}

/**
 * Checks volunteers about to be named on the team (in one query): members of the group (400),
 * old enough for the activity (400, as apply), not already taking part in the session on their
 * own or in another team (409 naming them).
 */
async function checkCandidates(
  sequelize: Sequelize,
  target: Target,
  groupId: number,
  teamId: number | null,
  userIds: readonly number[],
  locale: Locale,
  transaction: Transaction,
): Promise<Candidate[]> {
  if (userIds.length === 0) return [];
  const rows = await run<Candidate>(
    sequelize,
    `SELECT u.id, u.name, COALESCE(vp.birth_date::text, to_jsonb(tp) ->> 'birth_date') AS "birthDate", vp.user_id IS NOT NULL AS "isVolunteer",
            EXISTS (SELECT 1 FROM initiative_group_members gm WHERE gm.group_id = $2 AND gm.user_id = u.id) AS "isMember",
            EXISTS (SELECT 1 FROM applications x WHERE x.user_id = u.id AND x.session_id = $3 AND x.group_id IS NULL
                       AND x.team_id IS DISTINCT FROM $4::int AND x.state <> ALL($5::text[])) AS busy
       FROM users u LEFT JOIN volunteer_profiles vp ON vp.user_id = u.id LEFT JOIN trainee_profiles tp ON tp.user_id = u.id
      WHERE u.id = ANY($1::int[]) ORDER BY u.id`,
    [[...new Set(userIds)], groupId, target.sessionId, teamId, ['withdrawn', 'rejected']],
    transaction,
  );
  if (rows.length !== new Set(userIds).size || rows.some((r) => !r.isMember)) {
    throw Validation({ memberIds: translate(locale, 'team_not_members') });
  }
  // A named member too young (or without a birth date) is named in the message: the leader is the one reading it.
  for (const r of rows) {
    const problem = ageProblem(target, r);
    if (problem) {
      const key = problem === 'tooYoung' ? 'team_member_too_young' : 'team_member_birth_date_missing';
      throw Validation({ memberIds: translate(locale, key, { name: r.name, age: target.minAge ?? 0 }) });
    }
  }
  // A named member who has not completed a course the activity requires is named, with the courses.
  const untrained = await firstWithoutCourses(
    sequelize,
    rows.map((r) => r.id),
    target,
    locale,
    transaction,
  );
  if (untrained) {
    const name = rows.find((r) => r.id === untrained.userId)?.name ?? '';
    throw Validation({ memberIds: translate(locale, 'team_member_course_required', { name, titles: untrained.titles }) });
  }
  const busy = rows.find((r) => r.busy);
  if (busy) throw new HttpError(409, 'conflict', 'team_member_applied', { name: busy.name });
  return rows;
}

/** Writes the members' own rows of the team (new or reopened), in the team's state; returns the ids of those newly named. */
async function nameMembers(
  sequelize: Sequelize,
  team: { id: number; sessionId: number; state: ApplicationState },
  userIds: readonly number[],
  transaction: Transaction,
): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await run<{ userId: number }>(
    sequelize,
    `INSERT INTO applications (user_id, session_id, team_id, places, state)
     SELECT u, $2, $3, 0, $4 FROM unnest($1::int[]) AS u
     ON CONFLICT (user_id, session_id) WHERE group_id IS NULL DO UPDATE
        SET team_id = EXCLUDED.team_id, places = 0, state = EXCLUDED.state, message = NULL,
            decided_by = NULL, decided_at = NULL, created_at = now(), updated_at = now()
        WHERE applications.team_id IS DISTINCT FROM EXCLUDED.team_id OR applications.state <> EXCLUDED.state
     RETURNING user_id AS "userId"`,
    [[...new Set(userIds)], team.sessionId, team.id, team.state],
    transaction,
  );
  return rows.map((r) => r.userId);
}

/** Tells the named members they were put on the team. */
async function tellNamed(
  deps: NotifyDeps,
  target: Target,
  groupName: string,
  userIds: readonly number[],
  transaction: Transaction,
): Promise<void> {
  if (userIds.length) await sendNotice(deps, 'team_named', userIds, target, { group: groupName }, transaction);
}

async function groupName(sequelize: Sequelize, groupId: number, transaction: Transaction): Promise<string> {
  const [row] = await run<{ name: string }>(
    sequelize,
    `SELECT ${localizedSql('ru', 'name')} AS name FROM initiative_groups WHERE id = $1`,
    [groupId],
    transaction,
  );
  return row?.name ?? '';
}

/**
 * POST /api/sessions/:id/team: a manager of an active group signs `places` of its members up to
 * a session: `pending` while that many places are free, else `waitlisted` (the whole team). One
 * live team per group and session (409); a withdrawn or rejected one is reopened. The activity's
 * owner's people and the named members are told.
 */
export function signUpTeam(
  deps: NotifyDeps,
  user: Manager,
  sessionId: number,
  input: TeamSignupInput,
  locale: Locale,
): Promise<TeamSignupDto> {
  assertManagerOf(user, input.groupId);
  const { sequelize } = deps;
  const memberIds = [...new Set(input.memberIds ?? [])];
  if (memberIds.length > input.places) {
    throw Validation({ memberIds: translate(locale, 'team_too_many_members', { places: input.places }) });
  }
  return sequelize.transaction(async (transaction) => {
    const target = await lockSessionTarget(sequelize, sessionId, transaction);
    if (!isOpen(target)) throw BadRequest('apply_not_open');
    if (target.endsAt && new Date(target.endsAt) <= new Date()) throw BadRequest('apply_ended');
    const [existing] = await run<{ id: number; state: ApplicationState }>(
      sequelize,
      'SELECT id, state FROM applications WHERE group_id = $1 AND session_id = $2 FOR UPDATE',
      [input.groupId, sessionId],
      transaction,
    );
    if (existing && !canMoveApplication('apply', existing.state)) throw new HttpError(409, 'conflict', 'team_exists');
    await checkCandidates(sequelize, target, input.groupId, existing?.id ?? null, memberIds, locale, transaction);
    const [{ taken } = { taken: 0 }] = await run<{ taken: number }>(
      sequelize,
      `SELECT ${takenPlaces('$1::int')} AS taken`,
      [sessionId],
      transaction,
    );
    const fits = target.capacity === null || taken + input.places <= target.capacity;
    const state = APPLICATION_TRANSITIONS[fits ? 'apply' : 'waitlist'].to;
    const written = await run<{ id: number }>(
      sequelize,
      `INSERT INTO applications (user_id, session_id, group_id, places, state, message) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (group_id, session_id) WHERE group_id IS NOT NULL DO UPDATE
          SET user_id = EXCLUDED.user_id, places = EXCLUDED.places, state = EXCLUDED.state, message = EXCLUDED.message,
              decided_by = NULL, decided_at = NULL, created_at = now(), updated_at = now()
       RETURNING id`,
      [user.id, sessionId, input.groupId, input.places, state, input.message || null],
      transaction,
    );
    const team = firstRow(written, 'the team application');
    const named = await nameMembers(sequelize, { id: team.id, sessionId, state }, memberIds, transaction);
    const name = await groupName(sequelize, input.groupId, transaction);
    const staffIds = await ownersPeople(sequelize, target, transaction);
    await sendNotice(deps, 'team_received', staffIds, target, { group: name, places: input.places }, transaction);
    await tellNamed(
      deps,
      target,
      name,
      named.filter((id) => id !== user.id),
      transaction,
    );
    return loadTeam(sequelize, team.id, locale, transaction);
  });
}

/** GET /api/my/initiatives/:id/teams: the group's team sign-ups, soonest session first; members of the group only (403), 404 for an unknown group. */
export async function groupTeams(
  sequelize: Sequelize,
  user: Manager,
  groupId: number,
  locale: Locale,
  p: PageRequest,
): Promise<Page<TeamSignupDto>> {
  const role = await roleIn(sequelize, groupId, user.id);
  if (role === null && !(user.ledGroupIds ?? []).includes(groupId)) throw Forbidden();
  const [rows, [count]] = await Promise.all([
    run<TeamSql>(sequelize, `${teamSelect(locale)} WHERE a.group_id = $1 ORDER BY s.starts_at DESC, a.id DESC LIMIT $2 OFFSET $3`, [
      groupId,
      p.perPage,
      p.offset,
    ]),
    run<{ total: number }>(sequelize, 'SELECT count(*)::int AS total FROM applications WHERE group_id = $1', [groupId]),
  ]);
  return pageResult(rows.map(present), count?.total ?? 0, p);
}

/** The session target of a team already locked (lockTeam). */
async function targetOf(sequelize: Sequelize, team: TeamRow, transaction: Transaction): Promise<Target> {
  return lockSessionTarget(sequelize, team.sessionId, transaction);
}

/**
 * PUT /api/my/initiatives/:id/teams/:teamId/members: managers name the team's members (at most
 * its places, members of the group): the list replaces the named ones — those left out withdraw,
 * the new ones get rows in the team's state and are told. 409 once the team no longer takes part.
 */
export function nameTeamMembers(
  deps: NotifyDeps,
  user: Manager,
  groupId: number,
  teamId: number,
  memberIds: readonly number[],
  locale: Locale,
): Promise<TeamSignupDto> {
  const { sequelize } = deps;
  return sequelize.transaction(async (transaction) => {
    await roleIn(sequelize, groupId, user.id, transaction);
    assertManagerOf(user, groupId);
    const team = await lockTeam(sequelize, groupId, teamId, transaction);
    if (!LIVE.includes(team.state)) throw new HttpError(409, 'conflict', 'team_closed');
    const ids = [...new Set(memberIds)];
    if (ids.length > team.places) throw Validation({ memberIds: translate(locale, 'team_too_many_members', { places: team.places }) });
    const target = await targetOf(sequelize, team, transaction);
    await checkCandidates(sequelize, target, groupId, team.id, ids, locale, transaction);
    await run(
      sequelize,
      `UPDATE applications SET state = $3, updated_at = now()
        WHERE team_id = $1 AND user_id <> ALL($2::int[]) AND state = ANY($4::text[]) RETURNING id`,
      [team.id, ids, APPLICATION_TRANSITIONS.withdraw.to, LIVE],
      transaction,
    );
    const named = await nameMembers(sequelize, team, ids, transaction);
    await tellNamed(
      deps,
      target,
      await groupName(sequelize, groupId, transaction),
      named.filter((id) => id !== user.id),
      transaction,
    );
    return loadTeam(sequelize, team.id, locale, transaction);
  });
}

/**
 * POST /api/my/initiatives/:id/teams/:teamId/join: a member of the group takes a free place of
 * the team themselves (403 for others; 409 when every place is named, when they are already in,
 * or when the team no longer takes part).
 */
export function joinTeam(deps: NotifyDeps, user: Manager, groupId: number, teamId: number, locale: Locale): Promise<TeamSignupDto> {
  const { sequelize } = deps;
  return sequelize.transaction(async (transaction) => {
    const role = await roleIn(sequelize, groupId, user.id, transaction);
    if (role === null) throw Forbidden();
    const team = await lockTeam(sequelize, groupId, teamId, transaction);
    if (!LIVE.includes(team.state)) throw new HttpError(409, 'conflict', 'team_closed');
    const [named] = await run<{ taken: number; mine: boolean }>(
      sequelize,
      `SELECT count(*) FILTER (WHERE state = ANY($2::text[]))::int AS taken,
              bool_or(user_id = $3 AND state = ANY($2::text[])) AS mine
         FROM applications WHERE team_id = $1`,
      [team.id, LIVE, user.id],
      transaction,
    );
    if (named?.mine) throw new HttpError(409, 'conflict', 'team_already_in');
    if ((named?.taken ?? 0) >= team.places) throw new HttpError(409, 'conflict', 'team_no_free_place');
    const target = await targetOf(sequelize, team, transaction);
    await checkCandidates(sequelize, target, groupId, team.id, [user.id], locale, transaction);
    await nameMembers(sequelize, team, [user.id], transaction);
    return loadTeam(sequelize, team.id, locale, transaction);
  });
}

/**
 * POST /api/my/initiatives/:id/teams/:teamId/withdraw: managers withdraw the team and its
 * members' rows; the places it held go to the session's waitlist (promoteWaitlisted). 409 from a
 * state the move does not start from.
 */
export function withdrawTeam(deps: NotifyDeps, user: Manager, groupId: number, teamId: number, locale: Locale): Promise<TeamSignupDto> {
  const { sequelize } = deps;
  return sequelize.transaction(async (transaction) => {
    await roleIn(sequelize, groupId, user.id, transaction);
    assertManagerOf(user, groupId);
    const team = await lockTeam(sequelize, groupId, teamId, transaction);
    if (!canMoveApplication('withdraw', team.state)) throw new HttpError(409, 'conflict', 'cannot_withdraw');
    const move = APPLICATION_TRANSITIONS.withdraw;
    await run(
      sequelize,
      `UPDATE applications SET state = $2, updated_at = now()
        WHERE (id = $1 OR team_id = $1) AND state = ANY($3::text[]) RETURNING id`,
      [team.id, move.to, move.from],
      transaction,
    );
    if (PLACE_HOLDING_STATES.includes(team.state)) await promoteWaitlisted(deps, [team.sessionId], transaction);
    return loadTeam(sequelize, team.id, locale, transaction);
  });
}
