import type { ReactElement, ReactNode } from 'react';
import {
  BulkDeleteButton,
  Create,
  Datagrid,
  Edit,
  List,
  NullableBooleanInput,
  SearchInput,
  Show,
  SimpleForm,
  SimpleList,
  SimpleShowLayout,
  type SimpleListProps,
} from 'react-admin';
import { useIsSmall } from './useIsSmall';

/*
 * The pages of the admin's catalogues (reference lists, banners, tour slides, partners):
 * records in a chosen order (sortOrder) with an "active" switch, edited from their list.
 */

/**
 * Bulk delete with a confirmation and no undo: the API refuses records still in use (409),
 * and its message should come at once, not after the rows vanished and came back.
 */
const confirmedBulkDelete = <BulkDeleteButton mutationMode="pessimistic" />;

/** Search, the catalogue's own filters, then "active". */
export const catalogueFilters = (...own: ReactElement[]) => [
  <SearchInput key="q" source="q" alwaysOn />,
  ...own,
  <NullableBooleanInput key="isActive" source="isActive" />,
];

type CatalogueListProps = Pick<SimpleListProps, 'primaryText' | 'secondaryText' | 'leftAvatar'> & {
  filters?: ReactElement[];
  actions?: ReactElement;
  /** The Datagrid's columns (a phone gets a SimpleList of the texts above instead). */
  children: ReactNode;
};

/** A catalogue's list in its order: search, filters, bulk delete, rows open the edit form. */
export const CatalogueList = ({ filters = catalogueFilters(), actions, children, ...phone }: CatalogueListProps) => {
  const small = useIsSmall();
  return (
    <List filters={filters} actions={actions} sort={{ field: 'sortOrder', order: 'ASC' }} perPage={25} exporter={false}>
      {small ? (
        <SimpleList {...phone} rowClick="edit" />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={confirmedBulkDelete}>
          {children}
        </Datagrid>
      )}
    </List>
  );
};

/** One catalogue record, field under field. */
export const CatalogueShow = ({ children }: { children: ReactNode }) => (
  <Show>
    <SimpleShowLayout>{children}</SimpleShowLayout>
  </Show>
);

/*
 * Edit pages save pessimistically: react-admin maps a 400's per-field `errors` onto the
 * inputs only then (with the default undoable mode the form has already been left).
 */

/** The edit form of a catalogue record, back to the list on save. */
export const CatalogueEdit = ({ children }: { children: ReactNode }) => (
  <Edit mutationMode="pessimistic" redirect="list">
    <SimpleForm>{children}</SimpleForm>
  </Edit>
);

/** The create form of a catalogue record: last in the order (0) and active unless told otherwise. */
export const CatalogueCreate = ({ defaultValues, children }: { defaultValues?: Record<string, unknown>; children: ReactNode }) => (
  <Create redirect="list">
    <SimpleForm defaultValues={{ sortOrder: 0, isActive: true, ...defaultValues }}>{children}</SimpleForm>
  </Create>
);
