import { BANNER_KINDS } from '@hashar/common';
import { Box } from '@mui/material';
import { BooleanInput, NumberInput, SelectInput, TextInput, maxLength, minValue, required } from 'react-admin';
import { ImageUploadInput } from '../components/ImageUploadInput';
import { TashkentDateTimeInput } from '../components/DateTimeField';
import { notBefore, siteLink } from '../components/validators';

export const BANNER_KIND_CHOICES = BANNER_KINDS.map((kind) => ({ id: kind, name: `hashar.banner_kinds.${kind}` }));

/** The display period on Tashkent's clock, open at either end (banners and tour slides). */
export const PeriodInputs = () => (
  <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
    <TashkentDateTimeInput source="startsAt" />
    <TashkentDateTimeInput source="endsAt" validate={notBefore('startsAt')} />
  </Box>
);

/** Inputs of a banner (main or advertising), shared by Create and Edit. */
export const BannerInputs = () => (
  <>
    <SelectInput source="kind" choices={BANNER_KIND_CHOICES} validate={required()} />
    <TextInput source="titleRu" validate={[required(), maxLength(200)]} fullWidth />
    <TextInput source="titleUz" validate={[required(), maxLength(200)]} fullWidth />
    <ImageUploadInput source="imageUrl" kind="banner" validate={required()} />
    <TextInput source="link" validate={[siteLink, maxLength(500)]} fullWidth />
    <NumberInput source="sortOrder" step={1} min={0} validate={minValue(0)} />
    <PeriodInputs />
    <BooleanInput source="isActive" />
  </>
);
