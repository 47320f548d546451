import {
  ACTIVITY_REGISTRY,
  APPLICATION_TRANSITIONS,
  canMoveApplication,
  hoursCeiling,
  mayMarkAttended,
  mayVerifyHours,
  type ParticipationTimes,
  type ActivityKind,
  type ApplicationAction,
  type ApplicationState,
} from '@hashar/common';

/** What the CRM sends for a decision (POST /api/crm/applications/bulk): `attend` is sent as `attended`. */
export type BulkAction = 'shortlist' | 'interview' | 'accept' | 'reject' | 'attended';

/** The bulk name of a decision (verifying hours has its own dialog, so it has none). */
export const bulkActionOf = (action: Exclude<ApplicationAction, 'verify'>): BulkAction =>
  action === 'attend' ? 'attended' : (action as BulkAction);

/** The kind's decisions (common ACTIVITY_REGISTRY); an unknown kind decides as events do. */
const decisionsOf = (kind: string): readonly ApplicationAction[] =>
  (ACTIVITY_REGISTRY[kind as ActivityKind] ?? ACTIVITY_REGISTRY.event).decisions;

/**
 * The moves the CRM offers on an application: its kind's decisions that its state allows
 * (APPLICATION_TRANSITIONS), in the kind's order. Where the kind marks attendance, hours are
 * verified after it (an accepted applicant is marked attended first).
 */
export function offeredDecisions(kind: string, state: ApplicationState): ApplicationAction[] {
  const decisions = decisionsOf(kind);
  return decisions.filter(
    (action) =>
      canMoveApplication(action, state) && !(action === 'verify' && decisions.includes('attend') && canMoveApplication('attend', state)),
  );
}

/** Attendance and hours: per person, so on a team's named members' rows, never on the team's row. */
const PER_MEMBER: readonly ApplicationAction[] = ['attend', 'verify'];

/** The moves on a team sign-up's row (an initiative group's seats): its decisions move its members' rows with it. */
export const teamDecisions = (kind: string, state: ApplicationState): ApplicationAction[] =>
  offeredDecisions(kind, state).filter((action) => !PER_MEMBER.includes(action));

/** The moves on a named member's row of a team: attendance and hours (the team's decisions move the rest). */
export const memberDecisions = (kind: string, state: ApplicationState): ApplicationAction[] =>
  offeredDecisions(kind, state).filter((action) => PER_MEMBER.includes(action));

/** The bulk actions for a selection: every decision (not verify) of the kinds among the selected rows, in the order of the first kind listed. */
export function bulkDecisions(kinds: readonly string[]): BulkAction[] {
  const actions = new Set<BulkAction>();
  for (const kind of kinds.length ? kinds : ['event'])
    for (const action of decisionsOf(kind)) if (action !== 'verify') actions.add(bulkActionOf(action));
  return [...actions];
}

/** The columns of a kind's pipeline board: applied, then where each of its decisions leads (rejections aside). */
export function pipelineStates(kind: string): ApplicationState[] {
  const states: ApplicationState[] = ['pending'];
  for (const action of decisionsOf(kind)) {
    const to = APPLICATION_TRANSITIONS[action].to;
    if (action !== 'reject' && !states.includes(to)) states.push(to);
  }
  return states;
}

/** Most hours one applicant may be credited on an activity of the kind (common ACTIVITY_REGISTRY `hoursMax`, as the API checks). */
export const hoursMaxOf = (kind: string | undefined): number =>
  (ACTIVITY_REGISTRY[kind as ActivityKind] ?? ACTIVITY_REGISTRY.event).hoursMax;

/** A session's times as common/hours.ts reads them (a sessionless application: no session, the API checks the activity's start). */
export const timesOf = (session: { startsAt?: string | null; endsAt?: string | null } | null | undefined): ParticipationTimes => ({
  sessionStartsAt: session?.startsAt ?? null,
  sessionEndsAt: session?.endsAt ?? null,
  activityStartsAt: null,
});

/** The decisions allowed now: attendance once the session has started, hours once it has ended (common/hours.ts, as the API checks). */
export const dueNow = (decisions: readonly ApplicationAction[], times: ParticipationTimes, now: Date = new Date()): ApplicationAction[] =>
  decisions.filter((action) => (action !== 'attend' || mayMarkAttended(times, now)) && (action !== 'verify' || mayVerifyHours(times, now)));

/** Most hours the dialog accepts: the session's length plus the margin, within the kind's hoursMax (common hoursCeiling, as the API checks). */
export const hoursLimitOf = (kind: string | undefined, times: ParticipationTimes): number => hoursCeiling(times, hoursMaxOf(kind));
