import { APPLICATION_STATES } from '@hashar/common';
import { Box, Link, Typography } from '@mui/material';
import {
  Datagrid,
  FunctionField,
  List,
  NumberField,
  SearchInput,
  SelectInput,
  TextField,
  useGetList,
  useLocaleState,
  useRecordContext,
  type Identifier,
} from 'react-admin';
import { DateTimeField } from '../components/DateTimeField';
import {
  ApplicationButtons,
  ApplicationStateChip,
  BulkApplicationButtons,
  sessionLabel,
  sessionOf,
  useSessions,
  type ApplicantRecord,
} from './applications';

const STATE_CHOICES = APPLICATION_STATES.map((state) => ({ id: state, name: `hashar.application_states.${state}` }));

/** The organization's events, for the filter of the list of all applicants. */
const useEventChoices = (enabled: boolean) => {
  const { data } = useGetList<{ id: number; title: string }>(
    'crm/events',
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'startsAt', order: 'DESC' } },
    { enabled },
  );
  return (data ?? []).map((event) => ({ id: event.id, name: event.title }));
};

/** The volunteer in one cell: name, then e-mail and phone (three columns did not fit a laptop screen). */
const VolunteerField = (_props: { label?: string; source?: string }) => {
  const record = useRecordContext<ApplicantRecord>();
  if (!record) return null;
  return (
    <Box sx={{ minWidth: 140, overflowWrap: 'anywhere' }}>
      <Typography variant="body2">{record.volunteerName}</Typography>
      {record.volunteerEmail ? (
        <Link href={`mailto:${record.volunteerEmail}`} variant="body2" onClick={(event) => event.stopPropagation()}>
          {record.volunteerEmail}
        </Link>
      ) : null}
      {record.volunteerPhone ? (
        <Typography variant="body2" color="text.secondary">
          {record.volunteerPhone}
        </Typography>
      ) : null}
    </Box>
  );
};

/**
 * Applicants (crm/applications) filtered by session and state, with the next step of each
 * (accept, reject, attended, verify hours) and the same steps in bulk. Inside an event page
 * it is limited to that event and keeps its filters out of the address bar.
 */
export const ApplicantsList = ({ eventId }: { eventId?: Identifier }) => {
  const embedded = eventId !== undefined;
  const sessions = useSessions(eventId);
  const [locale] = useLocaleState();
  const events = useEventChoices(!embedded);
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    ...(embedded ? [] : [<SelectInput key="eventId" source="eventId" choices={events} translateChoice={false} alwaysOn />]),
    <SelectInput
      key="sessionId"
      source="sessionId"
      choices={sessions.map((session) => ({ id: session.id, name: sessionLabel(session, locale) }))}
      translateChoice={false}
      alwaysOn
    />,
    <SelectInput key="state" source="state" choices={STATE_CHOICES} alwaysOn />,
  ];
  return (
    <List
      resource="crm/applications"
      filter={embedded ? { eventId } : undefined}
      filters={filters}
      disableSyncWithLocation={embedded}
      storeKey={embedded ? `crm-applicants-${eventId}` : undefined}
      sort={{ field: 'createdAt', order: 'ASC' }}
      perPage={25}
      exporter={false}
      title={embedded ? false : undefined}
      sx={{ '& .RaList-content': { overflowX: 'auto' } }}
    >
      <Datagrid bulkActionButtons={<BulkApplicationButtons />} rowClick={false} data-testid="applicants">
        <VolunteerField source="volunteerName" label="resources.crm/applications.fields.volunteerName" />
        {embedded ? null : <TextField source="eventTitle" />}
        <FunctionField source="sessionStartsAt" render={(record: ApplicantRecord) => sessionLabel(sessionOf(record), locale)} />
        <ApplicationStateChip label="resources.crm/applications.fields.state" />
        <NumberField source="hours" emptyText="—" />
        <DateTimeField source="createdAt" short />
        <ApplicationButtons label="hashar.crm.next_step" />
      </Datagrid>
    </List>
  );
};

/** The page of all applicants of the organization (menu entry), filterable by event. */
export const ApplicantsPage = () => <ApplicantsList />;
