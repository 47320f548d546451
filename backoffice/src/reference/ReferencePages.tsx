import type { ReactNode } from 'react';
import { BooleanField, BooleanInput, NumberField, NumberInput, TextField, TextInput, maxLength, minValue, required } from 'react-admin';
import { CatalogueCreate, CatalogueEdit, CatalogueList, CatalogueShow } from '../components/CataloguePages';
import { useLocalizedText } from '../components/localized';
import { referenceKey } from '../components/validators';

/*
 * Pages of the reference lists (regions, task categories, ...: id, key, names, order, active);
 * `children` adds a list's own columns, fields or inputs after the names (directions).
 */

/** Inputs of a reference list entry, shared by Create and Edit. */
const ReferenceInputs = ({ children }: { children?: ReactNode }) => (
  <>
    <TextInput source="key" validate={[required(), maxLength(64), referenceKey]} />
    <TextInput source="nameRu" validate={[required(), maxLength(160)]} fullWidth />
    <TextInput source="nameUz" validate={[required(), maxLength(160)]} fullWidth />
    {children}
    <NumberInput source="sortOrder" step={1} min={0} validate={minValue(0)} />
    <BooleanInput source="isActive" />
  </>
);

/** List of a reference resource: sortable columns, search, an "active" filter, pagination. */
export const ReferenceList = ({ children }: { children?: ReactNode }) => {
  const name = useLocalizedText();
  return (
    <CatalogueList primaryText={(record) => name(record)} secondaryText={(record) => record.key}>
      <TextField source="id" />
      <TextField source="key" />
      <TextField source="nameRu" />
      <TextField source="nameUz" />
      {children}
      <NumberField source="sortOrder" />
      <BooleanField source="isActive" />
    </CatalogueList>
  );
};

/** One reference list entry. */
export const ReferenceShow = ({ children }: { children?: ReactNode }) => (
  <CatalogueShow>
    <TextField source="id" />
    <TextField source="key" />
    <TextField source="nameRu" />
    <TextField source="nameUz" />
    {children}
    <NumberField source="sortOrder" />
    <BooleanField source="isActive" />
  </CatalogueShow>
);

/** Edit page of a reference list entry. */
export const ReferenceEdit = ({ children }: { children?: ReactNode }) => (
  <CatalogueEdit>
    <ReferenceInputs>{children}</ReferenceInputs>
  </CatalogueEdit>
);

/** Create page of a reference list entry. */
export const ReferenceCreate = ({ children }: { children?: ReactNode }) => (
  <CatalogueCreate>
    <ReferenceInputs>{children}</ReferenceInputs>
  </CatalogueCreate>
);

/** Pages of the plain reference lists (no extra columns), for <Resource>. */
export const PlainReferenceList = () => <ReferenceList />;
export const PlainReferenceShow = () => <ReferenceShow />;
export const PlainReferenceEdit = () => <ReferenceEdit />;
export const PlainReferenceCreate = () => <ReferenceCreate />;
