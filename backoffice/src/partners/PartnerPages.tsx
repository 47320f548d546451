import {
  BooleanField,
  BooleanInput,
  ImageField,
  NumberField,
  NumberInput,
  TextField,
  TextInput,
  UrlField,
  maxLength,
  minValue,
  required,
} from 'react-admin';
import { CatalogueCreate, CatalogueEdit, CatalogueList, CatalogueShow } from '../components/CataloguePages';
import { ImageUploadInput } from '../components/ImageUploadInput';
import { siteLink } from '../components/validators';

const logo = { '& img': { maxWidth: 96, maxHeight: 48, objectFit: 'contain', m: 0 } };

/** Inputs of a partner shown in the public footer, shared by Create and Edit. */
const PartnerInputs = () => (
  <>
    <TextInput source="name" validate={[required(), maxLength(200)]} fullWidth />
    <ImageUploadInput source="logoUrl" kind="partnerLogo" validate={required()} />
    <TextInput source="link" validate={[siteLink, maxLength(500)]} fullWidth />
    <NumberInput source="sortOrder" step={1} min={0} validate={minValue(0)} />
    <BooleanInput source="isActive" />
  </>
);

export const PartnerList = () => (
  <CatalogueList
    primaryText={(record) => record.name}
    secondaryText={(record) => record.link ?? ''}
    leftAvatar={(record) => <img src={record.logoUrl} alt="" style={{ width: 40, height: 40, objectFit: 'contain' }} />}
  >
    <TextField source="id" />
    <ImageField source="logoUrl" sortable={false} sx={logo} />
    <TextField source="name" />
    <UrlField source="link" sortable={false} onClick={(event) => event.stopPropagation()} />
    <NumberField source="sortOrder" />
    <BooleanField source="isActive" />
  </CatalogueList>
);

export const PartnerShow = () => (
  <CatalogueShow>
    <TextField source="id" />
    <TextField source="name" />
    <ImageField source="logoUrl" sx={{ '& img': { maxWidth: 240, maxHeight: 120, objectFit: 'contain' } }} />
    <UrlField source="link" />
    <NumberField source="sortOrder" />
    <BooleanField source="isActive" />
  </CatalogueShow>
);

export const PartnerEdit = () => (
  <CatalogueEdit>
    <PartnerInputs />
  </CatalogueEdit>
);

export const PartnerCreate = () => (
  <CatalogueCreate>
    <PartnerInputs />
  </CatalogueCreate>
);
