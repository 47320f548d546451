import type { CrmActivityRow } from '@hashar/common';
import { Chip } from '@mui/material';
import { FunctionField, NumberField, SelectInput, useRecordContext, useTranslate } from 'react-admin';
import { ACTIVITY_KINDS, activityKind } from '@hashar/common';
import { DateTimeField } from '../components/DateTimeField';
import { ModerationChip } from '../moderation/fields';
import { ApplicantsList } from './ApplicantsList';
import { CrmList, CrmRecordShow } from './CrmRecordPage';
import { PipelineBoard } from './PipelineBoard';
import { ShiftCheckins } from './checkin/ShiftCheckins';

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
  const translate = useTranslate();
  return (
    <CrmList<CrmActivityRecord>
      sort={{ field: 'createdAt', order: 'DESC' }}
      filters={[<SelectInput key="kind" source="kind" choices={KIND_CHOICES} alwaysOn />]}
      title={titleOf}
      secondary={(record) => translate(`hashar.activity_kinds.${record.kind}`, { _: record.kind })}
      testId="crm-activities"
    >
      <FunctionField source="title" render={titleOf} />
      <KindChip label="resources.crm/activities.fields.kind" />
      <ModerationChip label="resources.crm/activities.fields.moderation" />
      <DateTimeField source="createdAt" short />
      <NumberField source="applicationsCount" />
      <NumberField source="pendingCount" />
      <NumberField source="acceptedCount" />
      <NumberField source="verifiedHours" />
    </CrmList>
  );
};

/** An activity of the organization (any kind): its applicants, its kind's pipeline board, roster and message to the accepted. */
export const CrmActivityShow = () => (
  <CrmRecordShow<CrmActivityRecord>
    base="activities"
    title={titleOf}
    facts={
      <>
        <KindChip />
        <ModerationChip />
      </>
    }
    tabs={(record) => [
      { key: 'applicants', content: <ApplicantsList activity={record.id} /> },
      { key: 'board', content: <PipelineBoard activity={{ kind: record.kind, ref: record.id }} /> },
      // Kinds with shifts: each shift's QR check-in.
      ...(activityKind(record.kind).hasSessions
        ? [{ key: 'sessions' as const, content: <ShiftCheckins filter={{ activityRef: record.id }} /> }]
        : []),
    ]}
  />
);
