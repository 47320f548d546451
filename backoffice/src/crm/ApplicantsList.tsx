import { APPLICATION_STATES } from '@hashar/common';
import {
  Datagrid,
  DateField,
  EmailField,
  List,
  NumberField,
  SelectInput,
  TextField,
  useGetList,
  useLocaleState,
  useRecordContext,
  type Identifier,
} from 'react-admin';
import { ApplicationButtons, ApplicationStateChip, BulkApplicationButtons, SessionsProvider, sessionLabel, useSessionOf, useSessions, type ApplicantRecord } from './applications';

const STATE_CHOICES = APPLICATION_STATES.map((state) => ({ id: state, name: `hashar.application_states.${state}` }));

/** The applicant's session (title or start). */
const SessionCell = (_props: { label?: string }) => {
  const [locale] = useLocaleState();
  const session = useSessionOf(useRecordContext<ApplicantRecord>());
  return <>{sessionLabel(session, locale)}</>;
};

/** The organization's events, for the filter of the list of all applicants. */
const useEventChoices = (enabled: boolean) => {
  const { data } = useGetList<{ id: number; title?: string; titleRu?: string }>(
    'crm/events',
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'startsAt', order: 'DESC' } },
    { enabled },
  );
  return (data ?? []).map((event) => ({ id: event.id, name: event.title ?? event.titleRu ?? String(event.id) }));
};

/**
 * Applicants (crm/applications) filtered by session and state, with the next step of each
 * (accept, reject, attended, verify hours) and the same steps in bulk. Inside an event page
 * it is limited to that event and keeps its filters out of the address bar.
 */
export const ApplicantsList = ({ eventId }: { eventId?: Identifier }) => {
  const sessions = useSessions(eventId);
  const [locale] = useLocaleState();
  const events = useEventChoices(eventId === undefined);
  const filters = [
    ...(eventId === undefined ? [<SelectInput key="eventId" source="eventId" choices={events} translateChoice={false} alwaysOn />] : []),
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
    <SessionsProvider sessions={sessions}>
      <List
        resource="crm/applications"
        filter={eventId !== undefined ? { eventId } : undefined}
        filters={filters}
        disableSyncWithLocation={eventId !== undefined}
        storeKey={eventId !== undefined ? `crm-applicants-${eventId}` : undefined}
        sort={{ field: 'id', order: 'ASC' }}
        perPage={25}
        exporter={false}
        title={eventId !== undefined ? false : undefined}
        sx={{ '& .RaList-content': { overflowX: 'auto' } }}
      >
        <Datagrid bulkActionButtons={<BulkApplicationButtons />} rowClick={false} data-testid="applicants">
          <TextField source="name" sortable={false} />
          <EmailField source="email" sortable={false} />
          <TextField source="phone" sortable={false} emptyText="—" />
          <SessionCell label="resources.crm/applications.fields.sessionId" />
          <ApplicationStateChip label="resources.crm/applications.fields.state" />
          <NumberField source="hours" sortable={false} emptyText="—" />
          <DateField source="createdAt" sortable={false} />
          <ApplicationButtons label="hashar.crm.next_step" />
        </Datagrid>
      </List>
    </SessionsProvider>
  );
};

/** The page of all applicants of the organization (menu entry), filterable by event. */
export const ApplicantsPage = () => <ApplicantsList />;
