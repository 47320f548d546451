import type { ApplicationState, CrmApplicationRow, CrmSessionRow } from '@hashar/common';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import TimerIcon from '@mui/icons-material/Timer';
import { Chip, Stack } from '@mui/material';
import { useMemo, useState, type MouseEvent } from 'react';
import { Button, useGetList, useListContext, useRecordContext, useTranslate, type Identifier } from 'react-admin';
import { formatDateTime } from '../components/dateTime';
import { useCrmCall, crmApi, type ApplicationAction } from './crmApi';
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
const DONE: Record<ApplicationAction, string> = {
  accept: 'hashar.crm.done.accept',
  reject: 'hashar.crm.done.reject',
  attended: 'hashar.crm.done.attended',
};

/** Accept, reject, mark attended or verify hours: the next steps of one application. */
export const ApplicationButtons = (_props: { label?: string }) => {
  const record = useRecordContext<ApplicantRecord>();
  const { run, pending } = useCrmCall();
  const [verifying, setVerifying] = useState<VerifyTarget | null>(null);
  if (!record) return null;
  const act = (action: ApplicationAction) => (event: MouseEvent) => {
    event.stopPropagation();
    void run(() => crmApi.applications([record.id], action), DONE[action]);
  };
  const size = 'small';
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }} onClick={(event) => event.stopPropagation()}>
      {record.state === 'pending' ? (
        <>
          <Button label="hashar.crm.accept" size={size} disabled={pending} onClick={act('accept')} data-testid="application-accept">
            <CheckIcon />
          </Button>
          <Button
            label="hashar.crm.reject"
            size={size}
            color="error"
            disabled={pending}
            onClick={act('reject')}
            data-testid="application-reject"
          >
            <CloseIcon />
          </Button>
        </>
      ) : null}
      {record.state === 'accepted' ? (
        <Button
          label="hashar.crm.mark_attended"
          size={size}
          disabled={pending}
          onClick={act('attended')}
          data-testid="application-attended"
        >
          <HowToRegIcon />
        </Button>
      ) : null}
      {record.state === 'attended' ? (
        <Button
          label="hashar.crm.verify.button"
          size={size}
          color="success"
          onClick={() => setVerifying({ id: record.id, name: record.volunteerName, session: sessionOf(record) })}
          data-testid="application-verify"
        >
          <TimerIcon />
        </Button>
      ) : null}
      <VerifyHoursDialog target={verifying} onClose={() => setVerifying(null)} />
    </Stack>
  );
};

/** Bulk accept, reject and mark attended of the selected applicants. */
export const BulkApplicationButtons = () => {
  const { selectedIds, onUnselectItems } = useListContext();
  const { run, pending } = useCrmCall();
  const act = (action: ApplicationAction) => async () => {
    if (await run(() => crmApi.applications(selectedIds, action), DONE[action], selectedIds.length)) onUnselectItems();
  };
  return (
    <>
      <Button label="hashar.crm.accept" disabled={pending} onClick={() => void act('accept')()} data-testid="bulk-accept">
        <CheckIcon />
      </Button>
      <Button
        label="hashar.crm.reject"
        color="error"
        disabled={pending}
        onClick={() => void act('reject')()}
        data-testid="bulk-reject-applications"
      >
        <CloseIcon />
      </Button>
      <Button label="hashar.crm.mark_attended" disabled={pending} onClick={() => void act('attended')()} data-testid="bulk-attended">
        <HowToRegIcon />
      </Button>
    </>
  );
};
