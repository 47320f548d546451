import {
  BooleanField,
  BooleanInput,
  ImageField,
  NumberField,
  NumberInput,
  TextField,
  TextInput,
  maxLength,
  minValue,
  required,
} from 'react-admin';
import { CatalogueCreate, CatalogueEdit, CatalogueList, CatalogueShow } from '../components/CataloguePages';
import { DateTimeField } from '../components/DateTimeField';
import { ImageUploadInput } from '../components/ImageUploadInput';
import { PeriodInputs } from '../banners/BannerInputs';

const thumbnail = { '& img': { maxWidth: 96, maxHeight: 54, objectFit: 'contain', m: 0 } };

/** Inputs of a tour slide, shared by Create and Edit (images follow the banner limits; shown within the period). */
const TourInputs = () => (
  <>
    <TextInput source="titleRu" validate={[required(), maxLength(200)]} fullWidth />
    <TextInput source="titleUz" validate={[required(), maxLength(200)]} fullWidth />
    <TextInput source="textRu" multiline minRows={3} validate={maxLength(5000)} fullWidth />
    <TextInput source="textUz" multiline minRows={3} validate={maxLength(5000)} fullWidth />
    <ImageUploadInput source="imageUrl" kind="banner" />
    <NumberInput source="sortOrder" step={1} min={0} validate={minValue(0)} />
    <PeriodInputs />
    <BooleanInput source="isActive" />
  </>
);

export const TourList = () => (
  <CatalogueList primaryText={(record) => record.titleRu} secondaryText={(record) => record.titleUz}>
    <TextField source="id" />
    <ImageField source="imageUrl" sortable={false} sx={thumbnail} />
    <TextField source="titleRu" />
    <TextField source="titleUz" sortable={false} />
    <NumberField source="sortOrder" />
    <DateTimeField source="startsAt" />
    <DateTimeField source="endsAt" />
    <BooleanField source="isActive" />
  </CatalogueList>
);

export const TourShow = () => (
  <CatalogueShow>
    <TextField source="id" />
    <TextField source="titleRu" />
    <TextField source="titleUz" />
    <TextField source="textRu" sx={{ whiteSpace: 'pre-line' }} />
    <TextField source="textUz" sx={{ whiteSpace: 'pre-line' }} />
    <ImageField source="imageUrl" sx={{ '& img': { maxWidth: 480, maxHeight: 270, objectFit: 'contain' } }} />
    <NumberField source="sortOrder" />
    <DateTimeField source="startsAt" />
    <DateTimeField source="endsAt" />
    <BooleanField source="isActive" />
  </CatalogueShow>
);

export const TourEdit = () => (
  <CatalogueEdit>
    <TourInputs />
  </CatalogueEdit>
);

export const TourCreate = () => (
  <CatalogueCreate defaultValues={{ textRu: '', textUz: '' }}>
    <TourInputs />
  </CatalogueCreate>
);
