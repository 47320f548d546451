import { Box, Typography } from '@mui/material';
import {
  BooleanField,
  Datagrid,
  DeleteButton,
  Edit,
  EditButton,
  EmailField,
  List,
  NullableBooleanInput,
  ReferenceField,
  ReferenceInput,
  SaveButton,
  SearchInput,
  SelectField,
  SelectInput,
  Show,
  SimpleForm,
  SimpleList,
  TabbedShowLayout,
  TextField,
  Toolbar,
  TopToolbar,
  useCanAccess,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { DateTimeField } from '../components/DateTimeField';
import { useIsSmall } from '../components/useIsSmall';
import { LOCALE_CHOICES, ROLE_CHOICES } from './choices';
import { PersonProfile } from './PersonProfile';
import { ResetPasswordButton } from './ResetPasswordButton';
import { UserStatus } from './UserStatus';
import { UserInputs, useIsSelf } from './UserInputs';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="role" source="role" choices={ROLE_CHOICES} alwaysOn />,
  // Off by default (filterDefaultValues): the demo history's hundreds of past volunteers come when asked for.
  <NullableBooleanInput key="isGenerated" source="isGenerated" alwaysOn />,
  <NullableBooleanInput key="isActive" source="isActive" />,
  <NullableBooleanInput key="isVerified" source="isVerified" />,
  <NullableBooleanInput key="isBlocked" source="isBlocked" />,
  <NullableBooleanInput key="isNewsEditor" source="isNewsEditor" />,
  <SelectInput key="locale" source="locale" choices={LOCALE_CHOICES} />,
  <ReferenceInput key="regionId" source="regionId" reference="regions" perPage={100} sort={{ field: 'sortOrder', order: 'ASC' }}>
    <SelectInput />
  </ReferenceInput>,
];

export const UserList = () => {
  const small = useIsSmall();
  const translate = useTranslate();
  return (
    <List
      filters={filters}
      filterDefaultValues={{ isGenerated: false }}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      exporter={false}
    >
      {small ? (
        <SimpleList
          primaryText={(record) => record.name || record.email}
          secondaryText={(record) => record.email}
          tertiaryText={(record) => translate(`hashar.roles.${record.role}`, { _: record.role })}
          rowClick="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="id" />
          <EmailField source="email" onClick={(event) => event.stopPropagation()} />
          <TextField source="name" />
          <SelectField source="role" choices={ROLE_CHOICES} />
          <UserStatus label="hashar.users.status" />
          <DateTimeField source="createdAt" dateOnly />
          <DateTimeField source="lastLoginAt" />
        </Datagrid>
      )}
    </List>
  );
};

const UserShowActions = () => (
  <TopToolbar>
    <ResetPasswordButton />
    <EditButton />
  </TopToolbar>
);

export const UserShow = () => (
  <Show actions={<UserShowActions />}>
    <TabbedShowLayout>
      <TabbedShowLayout.Tab label="hashar.verifications.person.tab_account">
        <TextField source="id" />
        <EmailField source="email" />
        <TextField source="name" />
        <SelectField source="role" choices={ROLE_CHOICES} />
        <BooleanField source="isActive" />
        <BooleanField source="isVerified" />
        <BooleanField source="isBlocked" />
        <BooleanField source="isNewsEditor" />
        <BooleanField source="isGenerated" />
        <SelectField source="locale" choices={LOCALE_CHOICES} />
        <ReferenceField source="regionId" reference="regions" link={false} />
        <DateTimeField source="createdAt" />
        <DateTimeField source="lastLoginAt" />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="hashar.verifications.person.tab_profile" path="profile">
        <PersonProfile />
      </TabbedShowLayout.Tab>
    </TabbedShowLayout>
  </Show>
);

/**
 * Deleting is for accounts that never did anything (the API answers 409 otherwise, and its
 * message is shown): offered only to accounts never activated nor signed in, never one's own.
 */
const UserDeleteButton = () => {
  const record = useRecordContext<{ id: number; isActive?: boolean; lastLoginAt?: string | null }>();
  const translate = useTranslate();
  const self = useIsSelf();
  const { canAccess } = useCanAccess({ resource: 'users', action: 'delete', record });
  if (!record || !canAccess || self) return null;
  if (record.isActive || record.lastLoginAt) {
    return (
      <Typography variant="caption" color="text.secondary" sx={{ maxWidth: 280 }}>
        {translate('hashar.users.delete_hint')}
      </Typography>
    );
  }
  return <DeleteButton mutationMode="pessimistic" />;
};

const UserEditToolbar = () => (
  <Toolbar sx={{ flexWrap: 'wrap', gap: 1 }}>
    <SaveButton />
    <ResetPasswordButton />
    <Box sx={{ flex: 1 }} />
    <UserDeleteButton />
  </Toolbar>
);

export const UserEdit = () => (
  <Edit mutationMode="pessimistic" redirect="show">
    <SimpleForm toolbar={<UserEditToolbar />}>
      <UserInputs />
    </SimpleForm>
  </Edit>
);
