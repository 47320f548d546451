import { ACTIVITY_KINDS, APPLICATION_STATES } from '@hashar/common';
import { Box, Typography } from '@mui/material';
import {
  Datagrid,
  FunctionField,
  List,
  NumberField,
  SearchInput,
  SelectInput,
  useGetList,
  useLocaleState,
  useRecordContext,
  useTranslate,
  type Identifier,
} from 'react-admin';
import { DateTimeField } from '../components/DateTimeField';
import { ApplicantContacts, ApplicantFacts } from './ApplicantContacts';
import {
  ApplicationButtons,
  ApplicationStateChip,
  BulkApplicationButtons,
  sessionLabel,
  sessionOf,
  TeamLabel,
  TeamMembers,
  useSessions,
  type ApplicantRecord,
} from './applications';

const STATE_CHOICES = APPLICATION_STATES.map((state) => ({ id: state, name: `hashar.application_states.${state}` }));

/** The organization's activities of every kind (crm/activities ids `<kind>-<id>`), for the filter of the list of all applicants. */
const useActivityChoices = (enabled: boolean) => {
  const { data } = useGetList<{ id: string; title: string }>(
    'crm/activities',
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'createdAt', order: 'DESC' } },
    { enabled },
  );
  return (data ?? []).map((activity) => ({ id: activity.id, name: activity.title }));
};

const KIND_CHOICES = ACTIVITY_KINDS.map((kind) => ({ id: kind, name: `hashar.activity_kinds.${kind}` }));

/**
 * The volunteer in one cell: name, age and region, then e-mail and phone once accepted (three columns did not fit
 * a laptop screen); a team sign-up shows its group and seats first (the leader who signed it up below).
 */
const VolunteerField = (_props: { label?: string; source?: string }) => {
  const record = useRecordContext<ApplicantRecord>();
  if (!record) return null;
  return (
    <Box sx={{ minWidth: 140, overflowWrap: 'anywhere' }}>
      <TeamLabel toggle />
      <Typography variant="body2">{record.volunteerName}</Typography>
      <ApplicantFacts />
      <ApplicantContacts />
      <RequiredCourses />
    </Box>
  );
};

/** Read by screen readers only. */
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** The academy's courses the activity requires, each marked completed by this applicant or not (none: nothing shown). */
const RequiredCourses = () => {
  const record = useRecordContext<ApplicantRecord>();
  const translate = useTranslate();
  if (!record?.requiredCourses?.length) return null;
  return (
    <Typography variant="caption" component="p" data-testid="applicant-courses">
      {translate('hashar.crm.courses')}:{' '}
      {record.requiredCourses.map((c, i) => (
        <Box component="span" key={c.id} sx={{ color: c.completed ? 'success.main' : 'error.main' }}>
          {i > 0 ? ', ' : ''}
          {c.completed ? '✓' : '✗'} {c.title}{' '}
          <Box component="span" sx={visuallyHidden}>
            ({translate(c.completed ? 'hashar.crm.course_done' : 'hashar.crm.course_missing')})
          </Box>
        </Box>
      ))}
    </Typography>
  );
};

/** The activity applied to in one cell: its title, then its kind. */
const ActivityField = (_props: { label?: string; source?: string }) => {
  const record = useRecordContext<ApplicantRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box sx={{ minWidth: 120, overflowWrap: 'anywhere' }}>
      <Typography variant="body2">{record.eventTitle}</Typography>
      <Typography variant="caption" color="text.secondary">
        {translate(`hashar.activity_kinds.${record.activityKind}`, { _: record.activityKind })}
      </Typography>
    </Box>
  );
};

/**
 * Applicants (crm/applications) filtered by kind, activity, session and state, with the next
 * steps of each (its kind's decisions) and the same steps in bulk. Inside an event's page
 * (`eventId`) or an activity's (`activity`: its crm/activities id) it is limited to it and keeps
 * its filters out of the address bar.
 */
export const ApplicantsList = ({ eventId, activity }: { eventId?: Identifier; activity?: string }) => {
  const embedded = eventId !== undefined || activity !== undefined;
  const sessions = useSessions(eventId);
  const [locale] = useLocaleState();
  const activities = useActivityChoices(!embedded);
  const withSessions = activity === undefined && sessions.length > 0;
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    ...(embedded
      ? []
      : [
          <SelectInput key="activityKind" source="activityKind" choices={KIND_CHOICES} alwaysOn />,
          <SelectInput key="activityRef" source="activityRef" choices={activities} translateChoice={false} alwaysOn />,
        ]),
    ...(withSessions
      ? [
          <SelectInput
            key="sessionId"
            source="sessionId"
            choices={sessions.map((session) => ({ id: session.id, name: sessionLabel(session, locale) }))}
            translateChoice={false}
            alwaysOn
          />,
        ]
      : []),
    <SelectInput key="state" source="state" choices={STATE_CHOICES} alwaysOn />,
  ];
  const key = eventId ?? activity;
  return (
    <List
      resource="crm/applications"
      filter={eventId !== undefined ? { eventId } : activity !== undefined ? { activityRef: activity } : undefined}
      filters={filters}
      disableSyncWithLocation={embedded}
      storeKey={embedded ? `crm-applicants-${key}` : undefined}
      sort={{ field: 'createdAt', order: 'ASC' }}
      perPage={25}
      exporter={false}
      title={embedded ? false : undefined}
      sx={{ '& .RaList-content': { overflowX: 'auto' } }}
    >
      <Datagrid
        bulkActionButtons={<BulkApplicationButtons />}
        rowClick={false}
        expand={<TeamMembers />}
        isRowExpandable={(row: ApplicantRecord) => !!row.team}
        data-testid="applicants"
      >
        <VolunteerField source="volunteerName" label="resources.crm/applications.fields.volunteerName" />
        {embedded ? null : <ActivityField source="eventTitle" label="resources.crm/applications.fields.eventTitle" />}
        <FunctionField source="sessionStartsAt" render={(record: ApplicantRecord) => sessionLabel(sessionOf(record), locale)} />
        <ApplicationStateChip label="resources.crm/applications.fields.state" />
        <NumberField source="hours" emptyText="—" />
        <DateTimeField source="createdAt" short />
        <ApplicationButtons label="hashar.crm.next_step" />
      </Datagrid>
    </List>
  );
};

/** The page of all applicants of the organization (menu entry), filterable by kind and activity. */
export const ApplicantsPage = () => <ApplicantsList />;
