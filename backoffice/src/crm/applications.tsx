import type { ApplicationAction, ApplicationState, CrmApplicationRow, CrmSessionRow } from '@hashar/common';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import EditIcon from '@mui/icons-material/Edit';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import PlaylistAddCheckIcon from '@mui/icons-material/PlaylistAddCheck';
import RecordVoiceOverIcon from '@mui/icons-material/RecordVoiceOver';
import TimerIcon from '@mui/icons-material/Timer';
import { Box, Chip, Button as MuiButton, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useMemo, useState, type MouseEvent, type ReactElement } from 'react';
import {
  Button,
  useExpanded,
  useGetList,
  useListContext,
  useRecordContext,
  useResourceContext,
  useTranslate,
  type Identifier,
} from 'react-admin';
import { DateTimeField } from '../components/DateTimeField';
import { formatDateTime } from '../components/dateTime';
import { useCrmCall, crmApi } from './crmApi';
import {
  bulkActionOf,
  bulkDecisions,
  dueNow,
  memberDecisions,
  offeredDecisions,
  teamDecisions,
  timesOf,
  type BulkAction,
} from './decisions';
import { VerifyHoursDialog, type VerifyTarget } from './VerifyHoursDialog';

/** An applicant as GET /api/crm/applications lists them. */
export type ApplicantRecord = CrmApplicationRow;

/** A session as GET /api/crm/sessions lists them. */
export type SessionBrief = CrmSessionRow;

const STATE_COLORS: Record<ApplicationState, 'default' | 'info' | 'success' | 'error' | 'warning' | 'primary' | 'secondary'> = {
  pending: 'info',
  waitlisted: 'warning',
  shortlisted: 'info',
  interview: 'secondary',
  accepted: 'primary',
  rejected: 'error',
  withdrawn: 'default',
  attended: 'secondary',
  completed: 'success',
};

/** A state as a coloured chip. */
const StateChip = ({ state }: { state: ApplicationState }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      sx={{ width: 'fit-content' }}
      color={STATE_COLORS[state] ?? 'default'}
      label={translate(`hashar.application_states.${state}`, { _: state })}
      data-testid="application-state"
    />
  );
};

/** An application's state as a coloured chip. */
export const ApplicationStateChip = (_props: { label?: string; source?: string; sortable?: boolean }) => {
  const record = useRecordContext<ApplicantRecord>();
  if (!record) return null;
  if (!record.checkedInAt) return <StateChip state={record.state} />;
  // Checked in at the shift by QR: the time under the state, so the table keeps its width.
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}>
      <StateChip state={record.state} />
      <Typography variant="caption" sx={{ whiteSpace: 'nowrap' }}>
        <DateTimeField source="checkedInAt" short />
      </Typography>
    </Box>
  );
};

/** The sessions of an event (or all of the organization's), earliest first, for filters and the sessions tab. */
export function useSessions(eventId?: Identifier) {
  const { data } = useGetList<SessionBrief>('crm/sessions', {
    filter: eventId ? { eventId } : {},
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'startsAt', order: 'ASC' },
  });
  return useMemo(() => data ?? [], [data]);
}

/** The session an application is for (the API sends its title and dates with it); null for a kind without sessions. */
export const sessionOf = (record: ApplicantRecord) =>
  record.sessionStartsAt === null ? null : { title: record.sessionTitle, startsAt: record.sessionStartsAt, endsAt: record.sessionEndsAt };

/** A session's label: its title, else its start. */
export function sessionLabel(session: { title: string | null; startsAt: string } | null, locale: string): string {
  if (!session) return '';
  const start = formatDateTime(session.startsAt, locale, { short: true });
  return session.title ? `${session.title} · ${start}` : start;
}

/** The success message of each action (hashar.crm.done.*, with a count). */
const DONE: Record<BulkAction, string> = {
  shortlist: 'hashar.crm.done.shortlist',
  interview: 'hashar.crm.done.interview',
  accept: 'hashar.crm.done.accept',
  reject: 'hashar.crm.done.reject',
  attended: 'hashar.crm.done.attended',
};

/** How each decision looks: its label, icon, colour and test id (rows) and bulk test id. */
const LOOK: Record<BulkAction, { label: string; icon: ReactElement; color?: 'error'; testId: string; bulkTestId: string }> = {
  shortlist: {
    label: 'hashar.crm.shortlist',
    icon: <PlaylistAddCheckIcon />,
    testId: 'application-shortlist',
    bulkTestId: 'bulk-shortlist',
  },
  interview: {
    label: 'hashar.crm.interview',
    icon: <RecordVoiceOverIcon />,
    testId: 'application-interview',
    bulkTestId: 'bulk-interview',
  },
  accept: { label: 'hashar.crm.accept', icon: <CheckIcon />, testId: 'application-accept', bulkTestId: 'bulk-accept' },
  reject: {
    label: 'hashar.crm.reject',
    icon: <CloseIcon />,
    color: 'error',
    testId: 'application-reject',
    bulkTestId: 'bulk-reject-applications',
  },
  attended: { label: 'hashar.crm.mark_attended', icon: <HowToRegIcon />, testId: 'application-attended', bulkTestId: 'bulk-attended' },
};

/** The application a row's buttons act on: its id, its kind's decisions, whom and which session it is for. */
interface DecisionTarget {
  id: Identifier;
  kind: ApplicantRecord['activityKind'];
  state: ApplicationState;
  name: string;
  session: ReturnType<typeof sessionOf>;
  /** Verified hours (a completed application's can be corrected). */
  hours?: number | null;
  /** Hours from the QR check-in to the shift's end: the hours dialog's default. */
  suggestedHours?: number | null;
}

/** The given decisions of one application as buttons (verify hours opens its dialog). */
const DecisionStack = ({ target, decisions }: { target: DecisionTarget; decisions: ApplicationAction[] }) => {
  const { run, pending } = useCrmCall();
  const [verifying, setVerifying] = useState<VerifyTarget | null>(null);
  const act = (action: BulkAction) => (event: MouseEvent) => {
    event.stopPropagation();
    void run(() => crmApi.applications([target.id], action), DONE[action]);
  };
  const size = 'small';
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }} onClick={(event) => event.stopPropagation()}>
      {dueNow(decisions, timesOf(target.session)).map((decision) => {
        if (decision === 'verify')
          return (
            <Button
              key={decision}
              label="hashar.crm.verify.button"
              size={size}
              color="success"
              onClick={() =>
                setVerifying({
                  id: target.id,
                  name: target.name,
                  session: target.session,
                  kind: target.kind,
                  suggestedHours: target.suggestedHours,
                })
              }
              data-testid="application-verify"
            >
              <TimerIcon />
            </Button>
          );
        const action = bulkActionOf(decision);
        const look = LOOK[action];
        return (
          <Button
            key={decision}
            label={look.label}
            size={size}
            color={look.color}
            disabled={pending}
            onClick={act(action)}
            data-testid={look.testId}
          >
            {look.icon}
          </Button>
        );
      })}
      {target.state === 'completed' && target.hours != null ? (
        <Button
          label="hashar.crm.correct.button"
          size={size}
          onClick={() =>
            setVerifying({ id: target.id, name: target.name, session: target.session, kind: target.kind, verifiedHours: target.hours })
          }
          data-testid="application-correct-hours"
        >
          <EditIcon />
        </Button>
      ) : null}
      <VerifyHoursDialog target={verifying} onClose={() => setVerifying(null)} />
    </Stack>
  );
};

/**
 * The next steps of one application: its kind's decisions its state allows (accept, reject,
 * shortlist, interview, attended, verify hours). A team sign-up's row is decided as a whole;
 * attendance and hours go on its members' rows (TeamMembers).
 */
export const ApplicationButtons = (_props: { label?: string }) => {
  const record = useRecordContext<ApplicantRecord>();
  if (!record) return null;
  const decisions = (record.team ? teamDecisions : offeredDecisions)(record.activityKind, record.state);
  return (
    <DecisionStack
      target={{
        id: record.id,
        kind: record.activityKind,
        state: record.state,
        name: record.volunteerName,
        session: sessionOf(record),
        hours: record.hours,
        suggestedHours: record.suggestedHours,
      }}
      decisions={decisions}
    />
  );
};

/**
 * A team sign-up's group and seats ("Team · 5 places"); nothing for a volunteer's own
 * application. With `toggle` (a list's row) a button opens and closes the row's members: the
 * list's own expand arrow is hidden from keyboards and screen readers.
 */
export const TeamLabel = ({ toggle = false }: { toggle?: boolean }) => {
  const record = useRecordContext<ApplicantRecord>();
  const translate = useTranslate();
  if (!record?.team) return null;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }} data-testid="team-label">
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {record.team.group.name}
      </Typography>
      <Chip
        size="small"
        variant="outlined"
        label={`${translate('hashar.initiatives.team.label')} · ${translate('hashar.initiatives.team.places', { smart_count: record.team.places })}`}
      />
      {toggle ? <TeamToggle id={record.id} count={record.team.members.length} /> : null}
    </Stack>
  );
};

/** Opens or closes a team row's members (the list's expanded rows). */
const TeamToggle = ({ id, count }: { id: Identifier; count: number }) => {
  const resource = useResourceContext() ?? 'crm/applications';
  const [expanded, toggle] = useExpanded(resource, id);
  const translate = useTranslate();
  return (
    <MuiButton
      size="small"
      aria-expanded={expanded}
      endIcon={expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
      onClick={(event) => {
        event.stopPropagation();
        toggle();
      }}
      data-testid="team-toggle"
    >
      {`${translate('hashar.initiatives.team.members')} (${count})`}
    </MuiButton>
  );
};

/**
 * A team row expanded: its named members with their state and hours; each member's
 * attendance and hours are decided on their own application.
 */
export const TeamMembers = () => {
  const record = useRecordContext<ApplicantRecord>();
  const translate = useTranslate();
  if (!record?.team) return null;
  const { members } = record.team;
  if (!members.length)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ p: 1 }} data-testid="team-no-members">
        {translate('hashar.initiatives.team.no_members')}
      </Typography>
    );
  return (
    <Table size="small" aria-label={translate('hashar.initiatives.team.members')} data-testid="team-members">
      <TableHead>
        <TableRow>
          <TableCell>{translate('hashar.initiatives.team.member')}</TableCell>
          <TableCell>{translate('resources.crm/applications.fields.state')}</TableCell>
          <TableCell>{translate('resources.crm/applications.fields.hours')}</TableCell>
          <TableCell>{translate('hashar.crm.next_step')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {members.map((member) => (
          <TableRow key={member.applicationId} data-testid="team-member">
            <TableCell>{member.name}</TableCell>
            <TableCell>
              <StateChip state={member.state} />
            </TableCell>
            <TableCell>{member.hours ?? '—'}</TableCell>
            <TableCell>
              <DecisionStack
                target={{
                  id: member.applicationId,
                  kind: record.activityKind,
                  state: member.state,
                  name: member.name,
                  session: sessionOf(record),
                  hours: member.hours,
                }}
                decisions={memberDecisions(record.activityKind, member.state)}
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

/** The decisions of the selected applicants' kinds, in one go (the API checks each row against its kind and state: all or none). */
export const BulkApplicationButtons = () => {
  const { selectedIds, onUnselectItems, data } = useListContext<ApplicantRecord>();
  const { run, pending } = useCrmCall();
  const kinds = [...new Set((data ?? []).filter((row) => selectedIds.includes(row.id)).map((row) => row.activityKind))];
  const act = async (action: BulkAction) => {
    if (await run(() => crmApi.applications(selectedIds, action), DONE[action], selectedIds.length)) onUnselectItems();
  };
  return (
    <>
      {bulkDecisions(kinds).map((action) => {
        const look = LOOK[action];
        return (
          <Button
            key={action}
            label={look.label}
            color={look.color}
            disabled={pending}
            onClick={() => void act(action)}
            data-testid={look.bulkTestId}
          >
            {look.icon}
          </Button>
        );
      })}
    </>
  );
};
