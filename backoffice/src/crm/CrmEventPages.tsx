import type { CrmEventRow } from '@hashar/common';
import { Typography } from '@mui/material';
import { FunctionField, NumberField, useRecordContext } from 'react-admin';
import { DateTimeField, useFormatDateTime } from '../components/DateTimeField';
import { ModerationChip, SessionsTable } from '../moderation/fields';
import { ApplicantsList } from './ApplicantsList';
import { useSessions } from './applications';
import { CrmList, CrmRecordShow } from './CrmRecordPage';
import { PipelineBoard } from './PipelineBoard';
import { ShiftCheckins } from './checkin/ShiftCheckins';

/** An event of the organization as GET /api/crm/events gives it (title in the request's language). */
type CrmEventRecord = CrmEventRow;

const titleOf = (record: CrmEventRecord) => record.title || `#${record.id}`;

/** The organization's events, newest first, with their pending applications. */
export const CrmEventList = () => {
  const formatDateTime = useFormatDateTime();
  return (
    <CrmList<CrmEventRecord>
      sort={{ field: 'startsAt', order: 'DESC' }}
      title={titleOf}
      secondary={(record) => formatDateTime(record.startsAt)}
    >
      <FunctionField source="title" render={titleOf} />
      <DateTimeField source="startsAt" />
      <DateTimeField source="endsAt" />
      <ModerationChip label="resources.crm/events.fields.moderation" />
      <NumberField source="pendingCount" />
      <NumberField source="acceptedCount" />
      <NumberField source="verifiedHours" />
    </CrmList>
  );
};

/** When the event runs, and its moderation state. */
const EventFacts = () => {
  const record = useRecordContext<CrmEventRecord>();
  const formatDateTime = useFormatDateTime();
  if (!record) return null;
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {formatDateTime(record.startsAt)} — {formatDateTime(record.endsAt)}
      </Typography>
      <ModerationChip />
    </>
  );
};

/** The event's sessions, then each one's QR check-in (the poster's QR, the volunteers' scanner). */
const SessionsTab = ({ eventId }: { eventId: number }) => (
  <>
    <SessionsTable sessions={useSessions(eventId)} counts />
    <ShiftCheckins filter={{ eventId }} />
  </>
);

/** An event of the organization: its applicants (list), the pipeline board and sessions; roster and message to the accepted. */
export const CrmEventShow = () => (
  <CrmRecordShow<CrmEventRecord>
    title={titleOf}
    facts={<EventFacts />}
    tabs={(record) => [
      { key: 'applicants', content: <ApplicantsList eventId={record.id} /> },
      { key: 'board', content: <PipelineBoard eventId={record.id} /> },
      { key: 'sessions', content: <SessionsTab eventId={record.id} /> },
    ]}
  />
);
