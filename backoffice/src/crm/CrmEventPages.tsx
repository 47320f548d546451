import type { CrmEventRow } from '@hashar/common';
import { Box, Card, CardContent, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { Datagrid, FunctionField, List, NumberField, Show, SimpleList, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { useIsSmall } from '../components/useIsSmall';
import { DateTimeField, useFormatDateTime } from '../components/DateTimeField';
import { ModerationChip, SessionsTable } from '../moderation/fields';
import { ApplicantsList } from './ApplicantsList';
import { useSessions } from './applications';
import { MessageButton, RosterButton } from './EventTools';
import { PipelineBoard } from './PipelineBoard';

/** An event of the organization as GET /api/crm/events gives it (title in the request's language). */
type CrmEventRecord = CrmEventRow;

const titleOf = (record: CrmEventRecord) => record.title || `#${record.id}`;

/** The organization's events, newest first, with their pending applications. */
export const CrmEventList = () => {
  const small = useIsSmall();
  const formatDateTime = useFormatDateTime();
  const translate = useTranslate();
  return (
    <List sort={{ field: 'startsAt', order: 'DESC' }} perPage={25} exporter={false}>
      {small ? (
        <SimpleList<CrmEventRecord>
          primaryText={titleOf}
          secondaryText={(record) => formatDateTime(record.startsAt)}
          tertiaryText={(record) => translate('hashar.crm.pending_count', { smart_count: record.pendingCount ?? 0 })}
          rowClick="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <FunctionField source="title" render={titleOf} />
          <DateTimeField source="startsAt" />
          <DateTimeField source="endsAt" />
          <ModerationChip label="resources.crm/events.fields.moderation" />
          <NumberField source="pendingCount" />
          <NumberField source="acceptedCount" />
          <NumberField source="verifiedHours" />
        </Datagrid>
      )}
    </List>
  );
};

const EventActions = () => (
  <TopToolbar sx={{ flexWrap: 'wrap', gap: 1 }}>
    <RosterButton />
    <MessageButton />
  </TopToolbar>
);

const EventHeader = () => {
  const record = useRecordContext<CrmEventRecord>();
  const formatDateTime = useFormatDateTime();
  if (!record) return null;
  return (
    <CardContent sx={{ pb: 0 }}>
      <Typography variant="h5" component="h1">
        {titleOf(record)}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mt: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {formatDateTime(record.startsAt)} — {formatDateTime(record.endsAt)}
        </Typography>
        <ModerationChip />
      </Box>
    </CardContent>
  );
};

const SessionsTab = ({ eventId }: { eventId: number }) => <SessionsTable sessions={useSessions(eventId)} counts />;

/** Tabs of the event page: applicants (list), the pipeline board, sessions. */
const EventWork = () => {
  const record = useRecordContext<CrmEventRecord>();
  const translate = useTranslate();
  const [tab, setTab] = useState(0);
  if (!record) return null;
  return (
    <Box>
      <Tabs value={tab} onChange={(_event, value: number) => setTab(value)} variant="scrollable" allowScrollButtonsMobile sx={{ px: 2 }}>
        <Tab label={translate('hashar.crm.tabs.applicants')} data-testid="tab-applicants" />
        <Tab label={translate('hashar.crm.tabs.board')} data-testid="tab-board" />
        <Tab label={translate('hashar.crm.tabs.sessions')} data-testid="tab-sessions" />
      </Tabs>
      <Box sx={{ p: { xs: 1, sm: 2 } }}>
        {tab === 0 ? <ApplicantsList eventId={record.id} /> : null}
        {tab === 1 ? <PipelineBoard eventId={record.id} /> : null}
        {tab === 2 ? <SessionsTab eventId={record.id} /> : null}
      </Box>
    </Box>
  );
};

/** An event of the organization: its sessions and applicants, roster and message to the accepted. */
export const CrmEventShow = () => (
  <Show actions={<EventActions />}>
    <Card elevation={0}>
      <EventHeader />
      <EventWork />
    </Card>
  </Show>
);
