import {
  BooleanField,
  CreateButton,
  Datagrid,
  Edit,
  FilterButton,
  ImageField,
  List,
  NullableBooleanInput,
  NumberField,
  SearchInput,
  SelectField,
  SelectInput,
  Show,
  SimpleForm,
  SimpleList,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  UrlField,
  Create,
  useListContext,
} from 'react-admin';
import { DateTimeField } from '../components/DateTimeField';
import { confirmedBulkDelete } from '../components/bulkActions';
import { useIsSmall } from '../components/useIsSmall';
import { BANNER_KIND_CHOICES, BannerInputs } from './BannerInputs';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="kind" source="kind" choices={BANNER_KIND_CHOICES} alwaysOn />,
  <NullableBooleanInput key="isActive" source="isActive" />,
];

/** "Create" starts a banner of the kind the list is filtered by (the two menu entries). */
const BannerListActions = () => {
  const { filterValues } = useListContext();
  const kind = typeof filterValues.kind === 'string' ? filterValues.kind : undefined;
  return (
    <TopToolbar>
      <FilterButton />
      <CreateButton state={kind ? { record: { kind } } : undefined} />
    </TopToolbar>
  );
};

const thumbnail = { '& img': { maxWidth: 96, maxHeight: 54, objectFit: 'contain', m: 0 } };

export const BannerList = () => {
  const small = useIsSmall();
  return (
    <List filters={filters} actions={<BannerListActions />} sort={{ field: 'sortOrder', order: 'ASC' }} perPage={25} exporter={false}>
      {small ? (
        <SimpleList
          primaryText={(record) => record.titleRu}
          secondaryText={(record) => record.link ?? ''}
          leftAvatar={(record) => <img src={record.imageUrl} alt="" style={{ width: 40, height: 40, objectFit: 'cover' }} />}
          rowClick="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={confirmedBulkDelete}>
          <TextField source="id" />
          <ImageField source="imageUrl" sortable={false} sx={thumbnail} />
          <TextField source="titleRu" />
          <SelectField source="kind" choices={BANNER_KIND_CHOICES} />
          <NumberField source="sortOrder" />
          <DateTimeField source="startsAt" />
          <DateTimeField source="endsAt" />
          <BooleanField source="isActive" />
        </Datagrid>
      )}
    </List>
  );
};

export const BannerShow = () => (
  <Show>
    <SimpleShowLayout>
      <TextField source="id" />
      <SelectField source="kind" choices={BANNER_KIND_CHOICES} />
      <TextField source="titleRu" />
      <TextField source="titleUz" />
      <ImageField source="imageUrl" sx={{ '& img': { maxWidth: 480, maxHeight: 270, objectFit: 'contain' } }} />
      <UrlField source="link" />
      <NumberField source="sortOrder" />
      <DateTimeField source="startsAt" />
      <DateTimeField source="endsAt" />
      <BooleanField source="isActive" />
    </SimpleShowLayout>
  </Show>
);

export const BannerEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <SimpleForm>
      <BannerInputs />
    </SimpleForm>
  </Edit>
);

export const BannerCreate = () => (
  <Create redirect="list">
    <SimpleForm defaultValues={{ kind: 'main', sortOrder: 0, isActive: true }}>
      <BannerInputs />
    </SimpleForm>
  </Create>
);
