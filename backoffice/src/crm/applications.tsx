import type { ApplicationState, CrmApplicationRow, CrmSessionRow } from '@hashar/common';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import PlaylistAddCheckIcon from '@mui/icons-material/PlaylistAddCheck';
import RecordVoiceOverIcon from '@mui/icons-material/RecordVoiceOver';
import TimerIcon from '@mui/icons-material/Timer';
import { Chip, Stack } from '@mui/material';
import { useMemo, useState, type MouseEvent, type ReactElement } from 'react';
import { Button, useGetList, useListContext, useRecordContext, useTranslate, type Identifier } from 'react-admin';
import { formatDateTime } from '../components/dateTime';
import { useCrmCall, crmApi } from './crmApi';
import { bulkActionOf, bulkDecisions, offeredDecisions, type BulkAction } from './decisions';
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

/** An application's state as a coloured chip. */
export const ApplicationStateChip = (_props: { label?: string; source?: string; sortable?: boolean }) => {
  const record = useRecordContext<ApplicantRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      sx={{ width: 'fit-content' }}
      color={STATE_COLORS[record.state] ?? 'default'}
      label={translate(`hashar.application_states.${record.state}`, { _: record.state })}
      data-testid="application-state"
    />
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

/** The next steps of one application: its kind's decisions its state allows (accept, reject, shortlist, interview, attended, verify hours). */
export const ApplicationButtons = (_props: { label?: string }) => {
  const record = useRecordContext<ApplicantRecord>();
  const { run, pending } = useCrmCall();
  const [verifying, setVerifying] = useState<VerifyTarget | null>(null);
  if (!record) return null;
  const act = (action: BulkAction) => (event: MouseEvent) => {
    event.stopPropagation();
    void run(() => crmApi.applications([record.id], action), DONE[action]);
  };
  const size = 'small';
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }} onClick={(event) => event.stopPropagation()}>
      {offeredDecisions(record.activityKind, record.state).map((decision) => {
        if (decision === 'verify')
          return (
            <Button
              key={decision}
              label="hashar.crm.verify.button"
              size={size}
              color="success"
              onClick={() =>
                setVerifying({ id: record.id, name: record.volunteerName, session: sessionOf(record), kind: record.activityKind })
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
      <VerifyHoursDialog target={verifying} onClose={() => setVerifying(null)} />
    </Stack>
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
