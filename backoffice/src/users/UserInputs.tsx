import { Typography } from '@mui/material';
import {
  BooleanInput,
  ReferenceInput,
  SelectInput,
  TextInput,
  maxLength,
  required,
  useGetIdentity,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { LOCALE_CHOICES, ROLE_CHOICES, emptyToNull } from './choices';

/** Whether the record is the signed-in admin's own account. */
export function useIsSelf() {
  const record = useRecordContext();
  const { identity } = useGetIdentity();
  return !!record && !!identity && String(record.id) === String(identity.id);
}

/** Inputs of an account (role, activation, verification, block, news editor, language, region). */
export const UserInputs = () => {
  const translate = useTranslate();
  const self = useIsSelf();
  return (
    <>
      <TextInput source="email" readOnly fullWidth />
      <TextInput source="name" validate={maxLength(160)} fullWidth />
      <SelectInput source="role" choices={ROLE_CHOICES} validate={required()} disabled={self} />
      {self ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('hashar.users.self_hint')}
        </Typography>
      ) : null}
      <BooleanInput source="isActive" disabled={self} />
      <BooleanInput source="isVerified" />
      <BooleanInput source="isBlocked" disabled={self} />
      {/* Opens the back office's news and their sections to the user whatever the role. */}
      <BooleanInput source="isNewsEditor" />
      <SelectInput source="locale" choices={LOCALE_CHOICES} validate={required()} />
      <ReferenceInput source="regionId" reference="regions" perPage={100} sort={{ field: 'sortOrder', order: 'ASC' }}>
        <SelectInput parse={emptyToNull} />
      </ReferenceInput>
    </>
  );
};
