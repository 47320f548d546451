import { UZBEKISTAN_BOUNDS as B } from '@hashar/common';
import {
  ArrayField,
  BooleanField,
  BooleanInput,
  ChipField,
  NumberField,
  NumberInput,
  ReferenceField,
  ReferenceInput,
  SelectInput,
  SingleFieldList,
  TextArrayInput,
  TextField,
  TextInput,
  maxLength,
  maxValue,
  minValue,
  regex,
  required,
} from 'react-admin';
import { CatalogueCreate, CatalogueEdit, CatalogueList, CatalogueShow, catalogueFilters } from '../components/CataloguePages';
import { useLocalizedText } from '../components/localized';

/*
 * Districts (docs/districts-api.md): a reference list under a region, with other spellings
 * (aliases, found by the public search) and an approximate centre inside Uzbekistan.
 */

/** `<region key>.<latin slug>`, as the API checks (it also checks the region's key). */
const districtKey = regex(/^[a-z0-9][a-z0-9-]*\.[a-z0-9][a-z0-9-]*$/, 'hashar.validation.district_key');

/** The region picker, regions in their order. */
const RegionInput = ({ alwaysOn, validate }: { alwaysOn?: boolean; validate?: ReturnType<typeof required> }) => (
  <ReferenceInput source="regionId" reference="regions" perPage={100} sort={{ field: 'sortOrder', order: 'ASC' }} alwaysOn={alwaysOn}>
    <SelectInput validate={validate} />
  </ReferenceInput>
);

/** Inputs of a district, shared by Create and Edit. */
const DistrictInputs = () => (
  <>
    <RegionInput validate={required()} />
    <TextInput source="key" validate={[required(), maxLength(64), districtKey]} />
    <TextInput source="nameRu" validate={[required(), maxLength(160)]} fullWidth />
    <TextInput source="nameUz" validate={[required(), maxLength(160)]} fullWidth />
    <TextArrayInput source="aliases" helperText="hashar.districts.aliases_hint" fullWidth />
    <NumberInput source="lat" step={0.0001} validate={[minValue(B.latMin), maxValue(B.latMax)]} />
    <NumberInput source="lng" step={0.0001} validate={[minValue(B.lngMin), maxValue(B.lngMax)]} />
    <NumberInput source="sortOrder" step={1} min={0} validate={minValue(0)} />
    <BooleanInput source="isActive" />
  </>
);

/** The list, filtered by region (and searched, active or not). */
export const DistrictList = () => {
  const name = useLocalizedText();
  return (
    <CatalogueList
      filters={catalogueFilters(<RegionInput key="regionId" alwaysOn />)}
      primaryText={(record) => name(record)}
      secondaryText={(record) => record.key}
    >
      <TextField source="id" />
      <ReferenceField source="regionId" reference="regions" link={false} />
      <TextField source="key" />
      <TextField source="nameRu" />
      <TextField source="nameUz" />
      <NumberField source="sortOrder" />
      <BooleanField source="isActive" />
    </CatalogueList>
  );
};

/** One district. */
export const DistrictShow = () => (
  <CatalogueShow>
    <TextField source="id" />
    <ReferenceField source="regionId" reference="regions" link="edit" />
    <TextField source="key" />
    <TextField source="nameRu" />
    <TextField source="nameUz" />
    <ArrayField source="aliases">
      <SingleFieldList linkType={false}>
        <ChipField source="" />
      </SingleFieldList>
    </ArrayField>
    <NumberField source="lat" />
    <NumberField source="lng" />
    <NumberField source="sortOrder" />
    <BooleanField source="isActive" />
  </CatalogueShow>
);

export const DistrictEdit = () => (
  <CatalogueEdit>
    <DistrictInputs />
  </CatalogueEdit>
);

export const DistrictCreate = () => (
  <CatalogueCreate>
    <DistrictInputs />
  </CatalogueCreate>
);
