import type { ReactNode } from 'react';
import { BooleanField, Datagrid, List, NullableBooleanInput, NumberField, SearchInput, SimpleList, TextField } from 'react-admin';
import { confirmedBulkDelete } from '../components/bulkActions';
import { useIsSmall } from '../components/useIsSmall';
import { useLocalizedText } from '../components/localized';

const filters = [<SearchInput key="q" source="q" alwaysOn />, <NullableBooleanInput key="isActive" source="isActive" />];

/** List of a reference resource: sortable columns, search, an "active" filter, pagination. */
export const ReferenceList = ({ children }: { children?: ReactNode }) => {
  const small = useIsSmall();
  const name = useLocalizedText();
  return (
    <List filters={filters} sort={{ field: 'sortOrder', order: 'ASC' }} perPage={25} exporter={false}>
      {small ? (
        <SimpleList primaryText={(record) => name(record)} secondaryText={(record) => record.key} rowClick="edit" />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={confirmedBulkDelete}>
          <TextField source="id" />
          <TextField source="key" />
          <TextField source="nameRu" />
          <TextField source="nameUz" />
          {children}
          <NumberField source="sortOrder" />
          <BooleanField source="isActive" />
        </Datagrid>
      )}
    </List>
  );
};

/** The page of the plain reference lists (no extra columns), for <Resource list>. */
export const PlainReferenceList = () => <ReferenceList />;
