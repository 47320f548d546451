import { BooleanField, Datagrid, Labeled, ReferenceManyField, TextField } from 'react-admin';
import { ReferenceCreate, ReferenceEdit, ReferenceList, ReferenceShow } from '../reference/ReferencePages';

/** The region's districts and cities, in their order; a row opens the district's edit form. */
const RegionDistricts = () => (
  <Labeled label="hashar.districts.of_region" fullWidth>
    <ReferenceManyField reference="districts" target="regionId" sort={{ field: 'sortOrder', order: 'ASC' }} perPage={100}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="key" sortable={false} />
        <TextField source="nameRu" sortable={false} />
        <TextField source="nameUz" sortable={false} />
        <BooleanField source="isActive" sortable={false} />
      </Datagrid>
    </ReferenceManyField>
  </Labeled>
);

/** Regions: a plain reference list whose show and edit pages also list the region's districts. */
export const RegionList = () => <ReferenceList />;
export const RegionCreate = () => <ReferenceCreate />;
export const RegionShow = () => (
  <ReferenceShow>
    <RegionDistricts />
  </ReferenceShow>
);
export const RegionEdit = () => (
  <ReferenceEdit>
    <RegionDistricts />
  </ReferenceEdit>
);
