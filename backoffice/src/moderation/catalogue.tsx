import { EVENT_LIMITS, PAY_KINDS, PROJECT_LIMITS, TASK_LIMITS, VACANCY_KINDS, VACANCY_LIMITS } from '@hashar/common';
import { Box, Typography } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import type { ReactElement } from 'react';
import {
  BooleanField,
  BooleanInput,
  FunctionField,
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
import { eitherLanguage, representBy } from '../components/localized';
import {
  DirectionChips,
  DistrictField,
  DocumentsField,
  ModerationChip,
  OrganizationField,
  PointField,
  RegionField,
  SessionsField,
} from './fields';
import { useDistrictChoices, useRegionChoices, useRegionName, useTaskCategoryName } from './publicLists';

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
/** Labeled blocks of one field each: long text, a short text, a number, a yes/no, a date ("—" when empty). */
const long = (source: string) => labeled(source, <LongText source={source} />);
const short = (source: string) => labeled(source, <TextField source={source} emptyText="—" />);
const number = (source: string) => labeled(source, <NumberField source={source} emptyText="—" />);
const yesNo = (source: string) => labeled(source, <BooleanField source={source} />);
const when = (source: string) => labeled(source, <DateTimeField source={source} />);

/** The show page's blocks, each with its label. */
const SHOW_FIELDS = {
  id: labeled('id', <TextField source="id" />),
  moderation: labeled('moderation', <ModerationChip />),
  rejectReason: <RejectReason />,
  'organization.name': labeled('organization.name', <OrganizationField />),
  submittedAt: when('submittedAt'),
  titleRu: labeled('titleRu', <TextField source="titleRu" />),
  titleUz: short('titleUz'),
  descriptionRu: long('descriptionRu'),
  descriptionUz: long('descriptionUz'),
  directions: labeled('directions', <DirectionChips />),
  regionId: labeled('regionId', <RegionField />),
  address: labeled('address', <PlaceField />),
  districtId: labeled('districtId', <DistrictField />),
  point: labeled('point', <PointField />),
  addressRu: short('addressRu'),
  addressUz: short('addressUz'),
  startsAt: when('startsAt'),
  endsAt: when('endsAt'),
  isOnline: yesNo('isOnline'),
  capacity: number('capacity'),
  minAge: number('minAge'),
  skills: long('skills'),
  'group.title': short('group.title'),
  // Projects.
  isNationwide: yesNo('isNationwide'),
  goalsRu: long('goalsRu'),
  goalsUz: long('goalsUz'),
  helpRu: long('helpRu'),
  helpUz: long('helpUz'),
  places: number('places'),
  // Tasks.
  categoryId: labeled('categoryId', <CategoryField />),
  skillsRu: long('skillsRu'),
  skillsUz: long('skillsUz'),
  resultRu: long('resultRu'),
  resultUz: long('resultUz'),
  deadline: when('deadline'),
  performers: labeled('performers', <NumberField source="performers" />),
  estimatedHours: number('estimatedHours'),
  // Vacancies and internships.
  kind: labeled('kind', <SelectField source="kind" choices={VACANCY_KIND_CHOICES} />),
  dutiesRu: long('dutiesRu'),
  dutiesUz: long('dutiesUz'),
  requirementsRu: long('requirementsRu'),
  requirementsUz: long('requirementsUz'),
  scheduleRu: short('scheduleRu'),
  scheduleUz: short('scheduleUz'),
  pay: labeled('pay', <SelectField source="pay" choices={PAY_CHOICES} />),
  amount: number('amount'),
  durationRu: short('durationRu'),
  durationUz: short('durationUz'),
  isRemote: yesNo('isRemote'),
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
    case 'titleRu':
      // The title in the UI language, else in the other one: a Uzbek-only record is not a blank row.
      return <FunctionField key={field} source="titleRu" label="hashar.moderation.title_column" render={representBy('title')} />;
    case 'startsAt':
    case 'endsAt':
    case 'submittedAt':
      return <DateTimeField key={field} source={field} />;
    default:
      return <TextField key={field} source={field} />;
  }
}

/** The region select, named in the UI language; another region clears the district (it was the old region's). */
const RegionInput = () => {
  const { setValue } = useFormContext();
  return (
    <SelectInput
      source="regionId"
      choices={useRegionChoices()}
      translateChoice={false}
      emptyText="—"
      onChange={() => setValue('districtId', null, { shouldDirty: true })}
    />
  );
};

/** The district select: the chosen region's districts (the public list, which moderators may read), none before a region. */
const DistrictInput = () => {
  const regionId = useWatch<{ regionId?: number | null }>({ name: 'regionId' });
  const translate = useTranslate();
  return (
    <SelectInput
      source="districtId"
      choices={useDistrictChoices(regionId)}
      translateChoice={false}
      emptyText="—"
      disabled={!regionId}
      helperText={regionId ? false : translate('hashar.districts.region_first')}
    />
  );
};

/** An optional multi-line text input of at most `max` characters. */
const longInput = (source: string, max: number, minRows: number) => (
  <TextInput source={source} multiline minRows={minRows} validate={maxLength(max)} fullWidth />
);

/** The inputs of the admin edit form (what PUT /api/admin/<resource>/:id accepts). */
const EDIT_INPUTS = {
  titleRu: <TextInput source="titleRu" validate={[eitherLanguage('title'), maxLength(EVENT_LIMITS.titleMax)]} fullWidth />,
  titleUz: <TextInput source="titleUz" validate={[eitherLanguage('title'), maxLength(EVENT_LIMITS.titleMax)]} fullWidth />,
  descriptionRu: (
    <TextInput
      source="descriptionRu"
      multiline
      minRows={4}
      validate={[eitherLanguage('description'), maxLength(EVENT_LIMITS.descriptionMax)]}
      fullWidth
    />
  ),
  descriptionUz: (
    <TextInput
      source="descriptionUz"
      multiline
      minRows={4}
      validate={[eitherLanguage('description'), maxLength(EVENT_LIMITS.descriptionMax)]}
      fullWidth
    />
  ),
  regionId: <RegionInput />,
  districtId: <DistrictInput />,
  addressRu: <TextInput source="addressRu" validate={maxLength(EVENT_LIMITS.addressMax)} fullWidth />,
  addressUz: <TextInput source="addressUz" validate={maxLength(EVENT_LIMITS.addressMax)} fullWidth />,
  capacity: <NumberInput source="capacity" min={0} validate={[minValue(0), maxValue(EVENT_LIMITS.capacityMax)]} />,
  minAge: <NumberInput source="minAge" min={0} validate={[minValue(0), maxValue(EVENT_LIMITS.minAgeMax)]} />,
  skills: longInput('skills', EVENT_LIMITS.skillsMax, 2),
  // Projects (api/src/activities/project.ts editable).
  goalsRu: longInput('goalsRu', PROJECT_LIMITS.goalsMax, 3),
  goalsUz: longInput('goalsUz', PROJECT_LIMITS.goalsMax, 3),
  helpRu: longInput('helpRu', PROJECT_LIMITS.helpMax, 3),
  helpUz: longInput('helpUz', PROJECT_LIMITS.helpMax, 3),
  // Projects and vacancies (each kind's API holds its own upper bound).
  places: <NumberInput source="places" min={0} validate={[minValue(0), maxValue(PROJECT_LIMITS.placesMax)]} />,
  isNationwide: <BooleanInput source="isNationwide" />,
  // Tasks (api/src/activities/task.ts editable).
  skillsRu: longInput('skillsRu', TASK_LIMITS.skillsMax, 2),
  skillsUz: longInput('skillsUz', TASK_LIMITS.skillsMax, 2),
  resultRu: longInput('resultRu', TASK_LIMITS.resultMax, 2),
  resultUz: longInput('resultUz', TASK_LIMITS.resultMax, 2),
  performers: <NumberInput source="performers" min={1} validate={[required(), minValue(1), maxValue(TASK_LIMITS.performersMax)]} />,
  isOnline: <BooleanInput source="isOnline" />,
  // Vacancies (api/src/activities/vacancy.ts editable).
  dutiesRu: longInput('dutiesRu', VACANCY_LIMITS.textMax, 3),
  dutiesUz: longInput('dutiesUz', VACANCY_LIMITS.textMax, 3),
  requirementsRu: longInput('requirementsRu', VACANCY_LIMITS.textMax, 3),
  requirementsUz: longInput('requirementsUz', VACANCY_LIMITS.textMax, 3),
  pay: <SelectInput source="pay" choices={PAY_CHOICES} validate={required()} />,
  isRemote: <BooleanInput source="isRemote" />,
} satisfies Record<string, ReactElement>;

export type EditableField = keyof typeof EDIT_INPUTS;

/** An input of the admin edit form. */
export const editInput = (field: EditableField) => EDIT_INPUTS[field];
