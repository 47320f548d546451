import type { ReactNode } from 'react';
import { BooleanInput, NumberInput, TextInput, maxLength, minValue, required } from 'react-admin';
import { referenceKey } from '../components/validators';

/** Inputs of a reference list entry (regions, task categories, ...), shared by Create and Edit. */
export const ReferenceInputs = ({ children }: { children?: ReactNode }) => (
  <>
    <TextInput source="key" validate={[required(), maxLength(64), referenceKey]} />
    <TextInput source="nameRu" validate={[required(), maxLength(160)]} fullWidth />
    <TextInput source="nameUz" validate={[required(), maxLength(160)]} fullWidth />
    {children}
    <NumberInput source="sortOrder" step={1} min={0} validate={minValue(0)} />
    <BooleanInput source="isActive" />
  </>
);
