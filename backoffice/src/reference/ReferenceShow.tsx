import type { ReactNode } from 'react';
import { BooleanField, NumberField, Show, SimpleShowLayout, TextField } from 'react-admin';

/** One reference list entry. */
export const ReferenceShow = ({ children }: { children?: ReactNode }) => (
  <Show>
    <SimpleShowLayout>
      <TextField source="id" />
      <TextField source="key" />
      <TextField source="nameRu" />
      <TextField source="nameUz" />
      {children}
      <NumberField source="sortOrder" />
      <BooleanField source="isActive" />
    </SimpleShowLayout>
  </Show>
);

/** The page of the plain reference lists, for <Resource show>. */
export const PlainReferenceShow = () => <ReferenceShow />;
