import {
  BooleanField,
  CreateButton,
  FilterButton,
  ImageField,
  NumberField,
  SelectField,
  SelectInput,
  TextField,
  TopToolbar,
  UrlField,
  useListContext,
} from 'react-admin';
import { CatalogueCreate, CatalogueEdit, CatalogueList, CatalogueShow, catalogueFilters } from '../components/CataloguePages';
import { DateTimeField } from '../components/DateTimeField';
import { BANNER_KIND_CHOICES, BannerInputs } from './BannerInputs';

const filters = catalogueFilters(<SelectInput key="kind" source="kind" choices={BANNER_KIND_CHOICES} alwaysOn />);

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

export const BannerList = () => (
  <CatalogueList
    filters={filters}
    actions={<BannerListActions />}
    primaryText={(record) => record.titleRu}
    secondaryText={(record) => record.link ?? ''}
    leftAvatar={(record) => <img src={record.imageUrl} alt="" style={{ width: 40, height: 40, objectFit: 'cover' }} />}
  >
    <TextField source="id" />
    <ImageField source="imageUrl" sortable={false} sx={thumbnail} />
    <TextField source="titleRu" />
    <SelectField source="kind" choices={BANNER_KIND_CHOICES} />
    <NumberField source="sortOrder" />
    <DateTimeField source="startsAt" />
    <DateTimeField source="endsAt" />
    <BooleanField source="isActive" />
  </CatalogueList>
);

export const BannerShow = () => (
  <CatalogueShow>
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
  </CatalogueShow>
);

export const BannerEdit = () => (
  <CatalogueEdit>
    <BannerInputs />
  </CatalogueEdit>
);

export const BannerCreate = () => (
  <CatalogueCreate defaultValues={{ kind: 'main' }}>
    <BannerInputs />
  </CatalogueCreate>
);
