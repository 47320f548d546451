import {
  BooleanField,
  BooleanInput,
  Create,
  Datagrid,
  Edit,
  ImageField,
  List,
  NullableBooleanInput,
  NumberField,
  NumberInput,
  SearchInput,
  Show,
  SimpleForm,
  SimpleList,
  SimpleShowLayout,
  TextField,
  TextInput,
  UrlField,
  maxLength,
  minValue,
  required,
} from 'react-admin';
import { ImageUploadInput } from '../components/ImageUploadInput';
import { confirmedBulkDelete } from '../components/bulkActions';
import { useIsSmall } from '../components/useIsSmall';
import { siteLink } from '../components/validators';

const filters = [<SearchInput key="q" source="q" alwaysOn />, <NullableBooleanInput key="isActive" source="isActive" />];
const logo = { '& img': { maxWidth: 96, maxHeight: 48, objectFit: 'contain', m: 0 } };

/** Inputs of a partner shown in the public footer, shared by Create and Edit. */
export const PartnerInputs = () => (
  <>
    <TextInput source="name" validate={[required(), maxLength(200)]} fullWidth />
    <ImageUploadInput source="logoUrl" kind="partnerLogo" validate={required()} />
    <TextInput source="link" validate={[siteLink, maxLength(500)]} fullWidth />
    <NumberInput source="sortOrder" step={1} min={0} validate={minValue(0)} />
    <BooleanInput source="isActive" />
  </>
);

export const PartnerList = () => {
  const small = useIsSmall();
  return (
    <List filters={filters} sort={{ field: 'sortOrder', order: 'ASC' }} perPage={25} exporter={false}>
      {small ? (
        <SimpleList
          primaryText={(record) => record.name}
          secondaryText={(record) => record.link ?? ''}
          leftAvatar={(record) => <img src={record.logoUrl} alt="" style={{ width: 40, height: 40, objectFit: 'contain' }} />}
          rowClick="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={confirmedBulkDelete}>
          <TextField source="id" />
          <ImageField source="logoUrl" sortable={false} sx={logo} />
          <TextField source="name" />
          <UrlField source="link" sortable={false} onClick={(event) => event.stopPropagation()} />
          <NumberField source="sortOrder" />
          <BooleanField source="isActive" />
        </Datagrid>
      )}
    </List>
  );
};

export const PartnerShow = () => (
  <Show>
    <SimpleShowLayout>
      <TextField source="id" />
      <TextField source="name" />
      <ImageField source="logoUrl" sx={{ '& img': { maxWidth: 240, maxHeight: 120, objectFit: 'contain' } }} />
      <UrlField source="link" />
      <NumberField source="sortOrder" />
      <BooleanField source="isActive" />
    </SimpleShowLayout>
  </Show>
);

export const PartnerEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <SimpleForm>
      <PartnerInputs />
    </SimpleForm>
  </Edit>
);

export const PartnerCreate = () => (
  <Create redirect="list">
    <SimpleForm defaultValues={{ sortOrder: 0, isActive: true }}>
      <PartnerInputs />
    </SimpleForm>
  </Create>
);
