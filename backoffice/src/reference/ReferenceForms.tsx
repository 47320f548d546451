import type { ReactNode } from 'react';
import { Create, Edit, SimpleForm } from 'react-admin';
import { ReferenceInputs } from './ReferenceInputs';

/*
 * Edit pages save pessimistically: react-admin maps a 400's per-field `errors` onto the
 * inputs only then (with the default undoable mode the form has already been left).
 */

/** Edit page of a reference list entry. */
export const ReferenceEdit = ({ children }: { children?: ReactNode }) => (
  <Edit mutationMode="pessimistic" redirect="list">
    <SimpleForm>
      <ReferenceInputs>{children}</ReferenceInputs>
    </SimpleForm>
  </Edit>
);

/** Create page of a reference list entry. */
export const ReferenceCreate = ({ children }: { children?: ReactNode }) => (
  <Create redirect="list">
    <SimpleForm defaultValues={{ sortOrder: 0, isActive: true }}>
      <ReferenceInputs>{children}</ReferenceInputs>
    </SimpleForm>
  </Create>
);

/** Pages of the plain reference lists, for <Resource edit/create>. */
export const PlainReferenceEdit = () => <ReferenceEdit />;
export const PlainReferenceCreate = () => <ReferenceCreate />;
