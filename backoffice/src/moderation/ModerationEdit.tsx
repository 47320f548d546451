import { EVENT_LIMITS } from '@hashar/common';
import {
  BooleanInput,
  DateTimeInput,
  Edit,
  NumberInput,
  SelectInput,
  SimpleForm,
  TextInput,
  maxLength,
  maxValue,
  minValue,
  required,
  useResourceContext,
} from 'react-admin';
import { notBefore, toIsoDateTime } from '../components/validators';
import { useRegionChoices } from './publicLists';

/** What PUT /api/admin/events/:id changes (the rest of the record is not sent back). */
const EVENT_FIELDS = ['titleRu', 'titleUz', 'descriptionRu', 'descriptionUz', 'startsAt', 'endsAt', 'capacity', 'regionId', 'address', 'isOnline'];
/** What PUT /api/admin/visits/:id changes. */
const VISIT_FIELDS = ['titleRu', 'titleUz', 'descriptionRu', 'descriptionUz', 'regionId', 'address'];

const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** The editable fields only, dates in ISO 8601 UTC, blanks as null. */
export function editableFields(resource: string, data: Record<string, unknown>): Record<string, unknown> {
  const fields = resource === 'events' ? EVENT_FIELDS : VISIT_FIELDS;
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    if (!(field in data)) continue;
    const value = emptyToNull(data[field]);
    out[field] = field === 'startsAt' || field === 'endsAt' ? toIsoDateTime(value as string | null) : value;
  }
  return out;
}

/** Admins correct an event's or a visit option's text, dates, capacity and place. */
export const ModerationEdit = () => {
  const resource = useResourceContext() ?? 'events';
  const regions = useRegionChoices();
  const isEvent = resource === 'events';
  return (
    <Edit mutationMode="pessimistic" redirect="show" transform={(data: Record<string, unknown>) => editableFields(resource, data)}>
      <SimpleForm sx={{ maxWidth: 820 }}>
        <TextInput source="titleRu" validate={[required(), maxLength(EVENT_LIMITS.titleMax)]} fullWidth />
        <TextInput source="titleUz" validate={maxLength(EVENT_LIMITS.titleMax)} fullWidth />
        <TextInput source="descriptionRu" multiline minRows={4} validate={[required(), maxLength(EVENT_LIMITS.descriptionMax)]} fullWidth />
        <TextInput source="descriptionUz" multiline minRows={4} validate={maxLength(EVENT_LIMITS.descriptionMax)} fullWidth />
        {isEvent ? (
          <>
            <DateTimeInput source="startsAt" validate={required()} />
            <DateTimeInput source="endsAt" validate={[required(), notBefore('startsAt')]} />
            <NumberInput source="capacity" min={1} validate={[minValue(1), maxValue(EVENT_LIMITS.capacityMax)]} />
            <BooleanInput source="isOnline" />
          </>
        ) : null}
        <SelectInput source="regionId" choices={regions} translateChoice={false} emptyText="—" />
        <TextInput source="address" validate={maxLength(EVENT_LIMITS.addressMax)} fullWidth />
      </SimpleForm>
    </Edit>
  );
};
