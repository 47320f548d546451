import { EVENT_LIMITS, PAY_KINDS, PROJECT_LIMITS, TASK_LIMITS, VACANCY_KINDS, VACANCY_LIMITS } from '@hashar/common';
import { Box, Typography } from '@mui/material';
import type { ReactElement } from 'react';
import {
  BooleanField,
  BooleanInput,
  ImageField,
  Labeled,
  NumberField,
  NumberInput,
  SelectField,
  SelectInput,
  TextField,
  TextInput,
  maxLength,
  maxValue,
  minValue,
  required,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { DateTimeField } from '../components/DateTimeField';
import { DirectionChips, DocumentsField, ModerationChip, OrganizationField, RegionField, SessionsField } from './fields';
import { useRegionChoices, useRegionName, useTaskCategoryName } from './publicLists';

/*
 * Every field a moderation queue may show or edit, once. A kind's queue (registry.ts) lists
 * which of them it uses and in what order; labels are resources.<resource>.fields.<name>.
 */

/** Long text as written (line breaks kept). */
const LongText = ({ source }: { source: string }) => (
  <TextField source={source} sx={{ whiteSpace: 'pre-wrap', display: 'block', maxWidth: 820 }} emptyText="—" />
);

/** The rejection reason, when there is one. */
const RejectReason = () => {
  const record = useRecordContext<{ rejectReason?: string | null }>();
  if (!record?.rejectReason) return null;
  return (
    <Labeled source="rejectReason">
      <TextField source="rejectReason" sx={{ whiteSpace: 'pre-wrap', color: 'error.main' }} />
    </Labeled>
  );
};

/** Where: the region, or "online" (the address follows in each language). */
const PlaceField = () => {
  const record = useRecordContext<{ isOnline?: boolean; regionId?: number | null; regionName?: string | null }>();
  const translate = useTranslate();
  const regionName = useRegionName();
  if (!record) return null;
  const place = record.isOnline ? translate('hashar.events.online') : (record.regionName ?? regionName(record.regionId));
  return <Typography variant="body2">{place || '—'}</Typography>;
};

/** A task's category (the admin list `cattask`), named in the UI language from the public list. */
const CategoryField = () => {
  const record = useRecordContext<{ categoryId?: number | null }>();
  const categoryName = useTaskCategoryName();
  return <Typography variant="body2">{categoryName(record?.categoryId) || '—'}</Typography>;
};

const VACANCY_KIND_CHOICES = VACANCY_KINDS.map((kind) => ({ id: kind, name: `hashar.vacancy_kinds.${kind}` }));
const PAY_CHOICES = PAY_KINDS.map((pay) => ({ id: pay, name: `hashar.pay_kinds.${pay}` }));

const labeled = (source: string, field: ReactElement) => <Labeled source={source}>{field}</Labeled>;

/** The show page's blocks, each with its label. */
const SHOW_FIELDS = {
  id: labeled('id', <TextField source="id" />),
  moderation: labeled('moderation', <ModerationChip />),
  rejectReason: <RejectReason />,
  'organization.name': labeled('organization.name', <OrganizationField />),
  submittedAt: labeled('submittedAt', <DateTimeField source="submittedAt" />),
  titleRu: labeled('titleRu', <TextField source="titleRu" />),
  titleUz: labeled('titleUz', <TextField source="titleUz" emptyText="—" />),
  descriptionRu: labeled('descriptionRu', <LongText source="descriptionRu" />),
  descriptionUz: labeled('descriptionUz', <LongText source="descriptionUz" />),
  directions: labeled('directions', <DirectionChips />),
  regionId: labeled('regionId', <RegionField />),
  address: labeled('address', <PlaceField />),
  addressRu: labeled('addressRu', <TextField source="addressRu" emptyText="—" />),
  addressUz: labeled('addressUz', <TextField source="addressUz" emptyText="—" />),
  startsAt: labeled('startsAt', <DateTimeField source="startsAt" />),
  endsAt: labeled('endsAt', <DateTimeField source="endsAt" />),
  isOnline: labeled('isOnline', <BooleanField source="isOnline" />),
  capacity: labeled('capacity', <NumberField source="capacity" emptyText="—" />),
  minAge: labeled('minAge', <NumberField source="minAge" emptyText="—" />),
  skills: labeled('skills', <LongText source="skills" />),
  'group.title': labeled('group.title', <TextField source="group.title" emptyText="—" />),
  // Projects.
  isNationwide: labeled('isNationwide', <BooleanField source="isNationwide" />),
  goalsRu: labeled('goalsRu', <LongText source="goalsRu" />),
  goalsUz: labeled('goalsUz', <LongText source="goalsUz" />),
  helpRu: labeled('helpRu', <LongText source="helpRu" />),
  helpUz: labeled('helpUz', <LongText source="helpUz" />),
  places: labeled('places', <NumberField source="places" emptyText="—" />),
  // Tasks.
  categoryId: labeled('categoryId', <CategoryField />),
  skillsRu: labeled('skillsRu', <LongText source="skillsRu" />),
  skillsUz: labeled('skillsUz', <LongText source="skillsUz" />),
  resultRu: labeled('resultRu', <LongText source="resultRu" />),
  resultUz: labeled('resultUz', <LongText source="resultUz" />),
  deadline: labeled('deadline', <DateTimeField source="deadline" />),
  performers: labeled('performers', <NumberField source="performers" />),
  estimatedHours: labeled('estimatedHours', <NumberField source="estimatedHours" emptyText="—" />),
  // Vacancies and internships.
  kind: labeled('kind', <SelectField source="kind" choices={VACANCY_KIND_CHOICES} />),
  dutiesRu: labeled('dutiesRu', <LongText source="dutiesRu" />),
  dutiesUz: labeled('dutiesUz', <LongText source="dutiesUz" />),
  requirementsRu: labeled('requirementsRu', <LongText source="requirementsRu" />),
  requirementsUz: labeled('requirementsUz', <LongText source="requirementsUz" />),
  scheduleRu: labeled('scheduleRu', <TextField source="scheduleRu" emptyText="—" />),
  scheduleUz: labeled('scheduleUz', <TextField source="scheduleUz" emptyText="—" />),
  pay: labeled('pay', <SelectField source="pay" choices={PAY_CHOICES} />),
  amount: labeled('amount', <NumberField source="amount" emptyText="—" />),
  durationRu: labeled('durationRu', <TextField source="durationRu" emptyText="—" />),
  durationUz: labeled('durationUz', <TextField source="durationUz" emptyText="—" />),
  isRemote: labeled('isRemote', <BooleanField source="isRemote" />),
  cover: labeled(
    'cover',
    <ImageField source="cover" emptyText="—" sx={{ '& img': { maxWidth: '100% !important', maxHeight: 270, objectFit: 'contain' } }} />,
  ),
  documents: labeled('documents', <DocumentsField />),
  sessions: (
    <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
      <Labeled source="sessions" fullWidth>
        <SessionsField />
      </Labeled>
    </Box>
  ),
} satisfies Record<string, ReactElement>;

export type ShowField = keyof typeof SHOW_FIELDS;

/** A show page block. */
export const showField = (field: ShowField) => SHOW_FIELDS[field];

/**
 * A list column (Datagrid reads source, label and sortable from it). Columns whose source is
 * not their label's key get the label explicitly.
 */
export function listColumn(field: ShowField, resource: string): ReactElement {
  const label = (key: string) => `resources.${resource}.fields.${key}`;
  switch (field) {
    case 'organization.name':
      return <OrganizationField key={field} source="organizationId" label={label(field)} />;
    case 'regionId':
      return <RegionField key={field} source="regionId" label={label(field)} />;
    case 'moderation':
      return <ModerationChip key={field} source="moderation" label={label(field)} />;
    case 'startsAt':
    case 'endsAt':
    case 'submittedAt':
      return <DateTimeField key={field} source={field} />;
    default:
      return <TextField key={field} source={field} />;
  }
}

/** The region select, named in the UI language. */
const RegionInput = () => <SelectInput source="regionId" choices={useRegionChoices()} translateChoice={false} emptyText="—" />;

/** The inputs of the admin edit form (what PUT /api/admin/<resource>/:id accepts). */
const EDIT_INPUTS = {
  titleRu: <TextInput source="titleRu" validate={[required(), maxLength(EVENT_LIMITS.titleMax)]} fullWidth />,
  titleUz: <TextInput source="titleUz" validate={maxLength(EVENT_LIMITS.titleMax)} fullWidth />,
  descriptionRu: (
    <TextInput source="descriptionRu" multiline minRows={4} validate={[required(), maxLength(EVENT_LIMITS.descriptionMax)]} fullWidth />
  ),
  descriptionUz: <TextInput source="descriptionUz" multiline minRows={4} validate={maxLength(EVENT_LIMITS.descriptionMax)} fullWidth />,
  regionId: <RegionInput />,
  addressRu: <TextInput source="addressRu" validate={maxLength(EVENT_LIMITS.addressMax)} fullWidth />,
  addressUz: <TextInput source="addressUz" validate={maxLength(EVENT_LIMITS.addressMax)} fullWidth />,
  capacity: <NumberInput source="capacity" min={0} validate={[minValue(0), maxValue(EVENT_LIMITS.capacityMax)]} />,
  minAge: <NumberInput source="minAge" min={0} validate={[minValue(0), maxValue(EVENT_LIMITS.minAgeMax)]} />,
  skills: <TextInput source="skills" multiline minRows={2} validate={maxLength(EVENT_LIMITS.skillsMax)} fullWidth />,
  // Projects (api/src/activities/project.ts editable).
  goalsRu: <TextInput source="goalsRu" multiline minRows={3} validate={maxLength(PROJECT_LIMITS.goalsMax)} fullWidth />,
  goalsUz: <TextInput source="goalsUz" multiline minRows={3} validate={maxLength(PROJECT_LIMITS.goalsMax)} fullWidth />,
  helpRu: <TextInput source="helpRu" multiline minRows={3} validate={maxLength(PROJECT_LIMITS.helpMax)} fullWidth />,
  helpUz: <TextInput source="helpUz" multiline minRows={3} validate={maxLength(PROJECT_LIMITS.helpMax)} fullWidth />,
  // Projects and vacancies (each kind's API holds its own upper bound).
  places: <NumberInput source="places" min={0} validate={[minValue(0), maxValue(PROJECT_LIMITS.placesMax)]} />,
  isNationwide: <BooleanInput source="isNationwide" />,
  // Tasks (api/src/activities/task.ts editable).
  skillsRu: <TextInput source="skillsRu" multiline minRows={2} validate={maxLength(TASK_LIMITS.skillsMax)} fullWidth />,
  skillsUz: <TextInput source="skillsUz" multiline minRows={2} validate={maxLength(TASK_LIMITS.skillsMax)} fullWidth />,
  resultRu: <TextInput source="resultRu" multiline minRows={2} validate={maxLength(TASK_LIMITS.resultMax)} fullWidth />,
  resultUz: <TextInput source="resultUz" multiline minRows={2} validate={maxLength(TASK_LIMITS.resultMax)} fullWidth />,
  performers: <NumberInput source="performers" min={1} validate={[required(), minValue(1), maxValue(TASK_LIMITS.performersMax)]} />,
  isOnline: <BooleanInput source="isOnline" />,
  // Vacancies (api/src/activities/vacancy.ts editable).
  dutiesRu: <TextInput source="dutiesRu" multiline minRows={3} validate={maxLength(VACANCY_LIMITS.textMax)} fullWidth />,
  dutiesUz: <TextInput source="dutiesUz" multiline minRows={3} validate={maxLength(VACANCY_LIMITS.textMax)} fullWidth />,
  requirementsRu: <TextInput source="requirementsRu" multiline minRows={3} validate={maxLength(VACANCY_LIMITS.textMax)} fullWidth />,
  requirementsUz: <TextInput source="requirementsUz" multiline minRows={3} validate={maxLength(VACANCY_LIMITS.textMax)} fullWidth />,
  pay: <SelectInput source="pay" choices={PAY_CHOICES} validate={required()} />,
  isRemote: <BooleanInput source="isRemote" />,
} satisfies Record<string, ReactElement>;

export type EditableField = keyof typeof EDIT_INPUTS;

/** An input of the admin edit form. */
export const editInput = (field: EditableField) => EDIT_INPUTS[field];
