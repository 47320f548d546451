import type { CrmActivityRow } from '@hashar/common';
import { Box, Card, CardContent, Chip, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import {
  Datagrid,
  FunctionField,
  List,
  NumberField,
  SelectInput,
  Show,
  SimpleList,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { ACTIVITY_KINDS } from '@hashar/common';
import { useIsSmall } from '../components/useIsSmall';
import { DateTimeField } from '../components/DateTimeField';
import { ModerationChip } from '../moderation/fields';
import { ApplicantsList } from './ApplicantsList';
import { MessageButton, RosterButton } from './EventTools';
import { PipelineBoard } from './PipelineBoard';

/** An activity of the organization as GET /api/crm/activities gives it (id `<kind>-<id>`, title in the request's language). */
type CrmActivityRecord = CrmActivityRow;

const titleOf = (record: CrmActivityRecord) => record.title || record.id;

/** The kind of an activity as a chip (event, visit, project, task, vacancy). */
const KindChip = (_props: { label?: string; source?: string }) => {
  const record = useRecordContext<CrmActivityRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return <Chip size="small" variant="outlined" label={translate(`hashar.activity_kinds.${record.kind}`, { _: record.kind })} />;
};

const KIND_CHOICES = ACTIVITY_KINDS.map((kind) => ({ id: kind, name: `hashar.activity_kinds.${kind}` }));

/** The organization's activities of every kind, newest first, with what waits on each. */
export const CrmActivityList = () => {
  const small = useIsSmall();
  const translate = useTranslate();
  return (
    <List
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      exporter={false}
      filters={[<SelectInput key="kind" source="kind" choices={KIND_CHOICES} alwaysOn />]}
    >
      {small ? (
        <SimpleList<CrmActivityRecord>
          primaryText={titleOf}
          secondaryText={(record) => translate(`hashar.activity_kinds.${record.kind}`, { _: record.kind })}
          tertiaryText={(record) => translate('hashar.crm.pending_count', { smart_count: record.pendingCount ?? 0 })}
          rowClick="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false} data-testid="crm-activities">
          <FunctionField source="title" render={titleOf} />
          <KindChip label="resources.crm/activities.fields.kind" />
          <ModerationChip label="resources.crm/activities.fields.moderation" />
          <DateTimeField source="createdAt" short />
          <NumberField source="applicationsCount" />
          <NumberField source="pendingCount" />
          <NumberField source="acceptedCount" />
          <NumberField source="verifiedHours" />
        </Datagrid>
      )}
    </List>
  );
};

const ActivityActions = () => (
  <TopToolbar sx={{ flexWrap: 'wrap', gap: 1 }}>
    <RosterButton base="activities" />
    <MessageButton base="activities" />
  </TopToolbar>
);

const ActivityHeader = () => {
  const record = useRecordContext<CrmActivityRecord>();
  if (!record) return null;
  return (
    <CardContent sx={{ pb: 0 }}>
      <Typography variant="h5" component="h1">
        {titleOf(record)}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mt: 1 }}>
        <KindChip />
        <ModerationChip />
      </Box>
    </CardContent>
  );
};

/** Tabs of an activity's page: applicants (list) and its kind's pipeline board. */
const ActivityWork = () => {
  const record = useRecordContext<CrmActivityRecord>();
  const translate = useTranslate();
  const [tab, setTab] = useState(0);
  if (!record) return null;
  return (
    <Box>
      <Tabs value={tab} onChange={(_event, value: number) => setTab(value)} variant="scrollable" allowScrollButtonsMobile sx={{ px: 2 }}>
        <Tab label={translate('hashar.crm.tabs.applicants')} data-testid="tab-applicants" />
        <Tab label={translate('hashar.crm.tabs.board')} data-testid="tab-board" />
      </Tabs>
      <Box sx={{ p: { xs: 1, sm: 2 } }}>
        {tab === 0 ? <ApplicantsList activity={record.id} /> : null}
        {tab === 1 ? <PipelineBoard activity={{ kind: record.kind, ref: record.id }} /> : null}
      </Box>
    </Box>
  );
};

/** An activity of the organization (any kind): its applicants, its pipeline, roster and message to the accepted. */
export const CrmActivityShow = () => (
  <Show actions={<ActivityActions />}>
    <Card elevation={0}>
      <ActivityHeader />
      <ActivityWork />
    </Card>
  </Show>
);
