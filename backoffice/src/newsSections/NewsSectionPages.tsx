import { CONTENT_LIMITS, RESERVED_SECTION_SLUGS } from '@hashar/common';
import { BooleanField, BooleanInput, NumberField, NumberInput, TextField, TextInput, maxLength, minValue, required } from 'react-admin';
import { CatalogueCreate, CatalogueEdit, CatalogueList, CatalogueShow } from '../components/CataloguePages';
import { slugValidators } from '../news/slug';

/** Inputs of a news section (rubric), shared by Create and Edit. */
const NewsSectionInputs = () => (
  <>
    <TextInput source="slug" validate={[required(), ...slugValidators(CONTENT_LIMITS.sectionSlugMax, RESERVED_SECTION_SLUGS)]} />
    <TextInput source="nameRu" validate={[required(), maxLength(CONTENT_LIMITS.sectionNameMax)]} fullWidth />
    <TextInput source="nameUz" validate={[required(), maxLength(CONTENT_LIMITS.sectionNameMax)]} fullWidth />
    <NumberInput source="sortOrder" step={1} min={0} validate={minValue(0)} />
    <BooleanInput source="isActive" />
  </>
);

/** The sections in their order; deleting one that still has news is refused by the API (409, its message shown). */
export const NewsSectionList = () => (
  <CatalogueList primaryText={(record) => record.nameRu} secondaryText={(record) => record.slug}>
    <TextField source="id" />
    <TextField source="slug" />
    <TextField source="nameRu" />
    <TextField source="nameUz" sortable={false} />
    <NumberField source="sortOrder" />
    <BooleanField source="isActive" />
  </CatalogueList>
);

export const NewsSectionShow = () => (
  <CatalogueShow>
    <TextField source="id" />
    <TextField source="slug" />
    <TextField source="nameRu" />
    <TextField source="nameUz" />
    <NumberField source="sortOrder" />
    <BooleanField source="isActive" />
  </CatalogueShow>
);

export const NewsSectionEdit = () => (
  <CatalogueEdit>
    <NewsSectionInputs />
  </CatalogueEdit>
);

export const NewsSectionCreate = () => (
  <CatalogueCreate>
    <NewsSectionInputs />
  </CatalogueCreate>
);
