import { EVENT_LIMITS } from '@hashar/common';
import {
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
import { useRegionChoices } from './publicLists';

/** What PUT /api/admin/visits/:id changes (the rest of the record is not sent back). */
const VISIT_FIELDS = ['titleRu', 'titleUz', 'descriptionRu', 'descriptionUz', 'regionId', 'addressRu', 'addressUz'];
/** What PUT /api/admin/events/:id changes. */
const EVENT_FIELDS = [...VISIT_FIELDS, 'capacity', 'minAge', 'skills'];

const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** The editable fields only, blanks as null. */
export function editableFields(resource: string, data: Record<string, unknown>): Record<string, unknown> {
  const fields = resource === 'events' ? EVENT_FIELDS : VISIT_FIELDS;
  const out: Record<string, unknown> = {};
  for (const field of fields) if (field in data) out[field] = emptyToNull(data[field]);
  return out;
}

/** Admins correct an event's or a visit option's text, place, capacity, age and requirements (what PUT accepts). */
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
        <SelectInput source="regionId" choices={regions} translateChoice={false} emptyText="—" />
        <TextInput source="addressRu" validate={maxLength(EVENT_LIMITS.addressMax)} fullWidth />
        <TextInput source="addressUz" validate={maxLength(EVENT_LIMITS.addressMax)} fullWidth />
        {isEvent ? (
          <>
            <NumberInput source="capacity" min={0} validate={[minValue(0), maxValue(EVENT_LIMITS.capacityMax)]} />
            <NumberInput source="minAge" min={0} validate={[minValue(0), maxValue(EVENT_LIMITS.minAgeMax)]} />
            <TextInput source="skills" multiline minRows={2} validate={maxLength(EVENT_LIMITS.skillsMax)} fullWidth />
          </>
        ) : null}
      </SimpleForm>
    </Edit>
  );
};
