import { EVENT_LIMITS, HOURS_MARGIN, PROJECT_LIMITS } from '@hashar/common';
import {
  bulkDecisions,
  dueNow,
  hoursLimitOf,
  hoursMaxOf,
  memberDecisions,
  offeredDecisions,
  pipelineStates,
  teamDecisions,
  timesOf,
} from './decisions';
import { hoursError } from './hours';

describe('CRM decisions: the moves offered on a row come from its kind and its state', () => {
  it('events: accept or reject what is pending, mark the accepted attended, then verify hours', () => {
    expect(offeredDecisions('event', 'pending')).toEqual(['accept', 'reject']);
    expect(offeredDecisions('event', 'accepted')).toEqual(['attend']);
    expect(offeredDecisions('event', 'attended')).toEqual(['verify']);
    expect(offeredDecisions('event', 'completed')).toEqual([]);
    expect(offeredDecisions('event', 'withdrawn')).toEqual([]);
  });

  it('vacancies: the hiring pipeline, never attendance or hours', () => {
    expect(offeredDecisions('vacancy', 'pending')).toEqual(['shortlist', 'accept', 'reject']);
    expect(offeredDecisions('vacancy', 'shortlisted')).toEqual(['interview', 'accept', 'reject']);
    expect(offeredDecisions('vacancy', 'interview')).toEqual(['accept', 'reject']);
    expect(offeredDecisions('vacancy', 'accepted')).toEqual([]);
  });

  it('tasks: picking performers only (hours follow the accepted result)', () => {
    expect(offeredDecisions('task', 'pending')).toEqual(['accept', 'reject']);
    expect(offeredDecisions('task', 'accepted')).toEqual([]);
  });

  it('bulk offers every decision of the selected kinds (the API checks each row)', () => {
    expect(bulkDecisions(['event'])).toEqual(['accept', 'reject', 'attended']);
    expect(bulkDecisions(['vacancy'])).toEqual(['shortlist', 'interview', 'accept', 'reject']);
    expect(bulkDecisions(['event', 'vacancy'])).toEqual(['accept', 'reject', 'attended', 'shortlist', 'interview']);
    expect(bulkDecisions([])).toEqual(['accept', 'reject', 'attended']);
  });

  it('the board’s columns follow the kind’s pipeline', () => {
    expect(pipelineStates('event')).toEqual(['pending', 'accepted', 'attended', 'completed']);
    expect(pipelineStates('project')).toEqual(['pending', 'accepted', 'attended', 'completed']);
    expect(pipelineStates('vacancy')).toEqual(['pending', 'shortlisted', 'interview', 'accepted']);
    expect(pipelineStates('task')).toEqual(['pending', 'accepted']);
  });

  it('hours are held to the kind’s limit: a day for events, more for projects', () => {
    expect(hoursMaxOf('event')).toBe(EVENT_LIMITS.hoursMax);
    expect(hoursMaxOf('project')).toBe(PROJECT_LIMITS.hoursMax);
    expect(hoursMaxOf(undefined)).toBe(EVENT_LIMITS.hoursMax);
    expect(hoursError(120, hoursMaxOf('event'))).toBe('hashar.crm.verify.hours_max');
    expect(hoursError(120, hoursMaxOf('project'))).toBeNull();
  });
});

describe('CRM decisions on a team sign-up (an initiative group)', () => {
  it('the team row is accepted or rejected as a whole, never marked attended or verified', () => {
    expect(teamDecisions('event', 'pending')).toEqual(['accept', 'reject']);
    expect(teamDecisions('event', 'accepted')).toEqual([]);
    expect(teamDecisions('event', 'attended')).toEqual([]);
  });

  it('a named member is marked attended and has hours verified on their own row, nothing before the team is accepted', () => {
    expect(memberDecisions('event', 'pending')).toEqual([]);
    expect(memberDecisions('event', 'accepted')).toEqual(['attend']);
    expect(memberDecisions('event', 'attended')).toEqual(['verify']);
    expect(memberDecisions('event', 'completed')).toEqual([]);
  });
});

describe('attendance and hours only when the session allows (common/hours.ts)', () => {
  const session = { startsAt: '2026-12-01T05:00:00Z', endsAt: '2026-12-01T07:00:00Z' };
  it('offers attended once the session has started and hours once it has ended', () => {
    expect(dueNow(['attend'], timesOf(session), new Date('2026-11-28T10:00:00Z'))).toEqual([]);
    expect(dueNow(['attend'], timesOf(session), new Date('2026-12-01T05:30:00Z'))).toEqual(['attend']);
    expect(dueNow(['verify'], timesOf(session), new Date('2026-12-01T06:59:00Z'))).toEqual([]);
    expect(dueNow(['verify'], timesOf(session), new Date('2026-12-01T07:00:00Z'))).toEqual(['verify']);
    expect(dueNow(['accept', 'reject'], timesOf(session), new Date('2026-11-28T10:00:00Z'))).toEqual(['accept', 'reject']);
  });
  it('lets the hours dialog take at most the session length plus the margin', () => {
    expect(hoursLimitOf('event', timesOf(session))).toBe(2 + HOURS_MARGIN);
    expect(hoursLimitOf('project', timesOf(null))).toBe(hoursMaxOf('project'));
  });
});
