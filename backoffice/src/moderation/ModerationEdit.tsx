import { Fragment } from 'react';
import { Edit, SimpleForm, useResourceContext } from 'react-admin';
import { editInput, type EditableField } from './catalogue';
import { moderationQueue } from './registry';

const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** The editable fields only, blanks as null (the rest of the record is not sent back). */
function editableFields(fields: readonly EditableField[], data: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of fields) if (field in data) out[field] = emptyToNull(data[field]);
  return out;
}

/** Admins correct the fields a queue's entry makes editable (what PUT accepts). */
export const ModerationEdit = ({ editable }: { editable: readonly EditableField[] }) => (
  <Edit mutationMode="pessimistic" redirect="show" transform={(data: Record<string, unknown>) => editableFields(editable, data)}>
    <SimpleForm sx={{ maxWidth: 820 }}>
      {editable.map((field) => (
        <Fragment key={field}>{editInput(field)}</Fragment>
      ))}
    </SimpleForm>
  </Edit>
);

/** An activity's edit: its text and place, and what else its kind's common entry makes editable. */
export const QueueEdit = () => <ModerationEdit editable={moderationQueue(useResourceContext()).editable} />;
