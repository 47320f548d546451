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
  maxLength,
  minValue,
  required,
} from 'react-admin';
import { ImageUploadInput } from '../components/ImageUploadInput';
import { confirmedBulkDelete } from '../components/bulkActions';
import { useIsSmall } from '../components/useIsSmall';

const filters = [<SearchInput key="q" source="q" alwaysOn />, <NullableBooleanInput key="isActive" source="isActive" />];
const thumbnail = { '& img': { maxWidth: 96, maxHeight: 54, objectFit: 'contain', m: 0 } };

/** Inputs of a tour slide, shared by Create and Edit (images follow the banner limits). */
export const TourInputs = () => (
  <>
    <TextInput source="titleRu" validate={[required(), maxLength(200)]} fullWidth />
    <TextInput source="titleUz" validate={[required(), maxLength(200)]} fullWidth />
    <TextInput source="textRu" multiline minRows={3} validate={maxLength(5000)} fullWidth />
    <TextInput source="textUz" multiline minRows={3} validate={maxLength(5000)} fullWidth />
    <ImageUploadInput source="imageUrl" kind="banner" />
    <NumberInput source="sortOrder" step={1} min={0} validate={minValue(0)} />
    <BooleanInput source="isActive" />
  </>
);

export const TourList = () => {
  const small = useIsSmall();
  return (
    <List filters={filters} sort={{ field: 'sortOrder', order: 'ASC' }} perPage={25} exporter={false}>
      {small ? (
        <SimpleList primaryText={(record) => record.titleRu} secondaryText={(record) => record.titleUz} rowClick="edit" />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={confirmedBulkDelete}>
          <TextField source="id" />
          <ImageField source="imageUrl" sortable={false} sx={thumbnail} />
          <TextField source="titleRu" />
          <TextField source="titleUz" sortable={false} />
          <NumberField source="sortOrder" />
          <BooleanField source="isActive" />
        </Datagrid>
      )}
    </List>
  );
};

export const TourShow = () => (
  <Show>
    <SimpleShowLayout>
      <TextField source="id" />
      <TextField source="titleRu" />
      <TextField source="titleUz" />
      <TextField source="textRu" sx={{ whiteSpace: 'pre-line' }} />
      <TextField source="textUz" sx={{ whiteSpace: 'pre-line' }} />
      <ImageField source="imageUrl" sx={{ '& img': { maxWidth: 480, maxHeight: 270, objectFit: 'contain' } }} />
      <NumberField source="sortOrder" />
      <BooleanField source="isActive" />
    </SimpleShowLayout>
  </Show>
);

export const TourEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <SimpleForm>
      <TourInputs />
    </SimpleForm>
  </Edit>
);

export const TourCreate = () => (
  <Create redirect="list">
    <SimpleForm defaultValues={{ sortOrder: 0, isActive: true, textRu: '', textUz: '' }}>
      <TourInputs />
    </SimpleForm>
  </Create>
);
