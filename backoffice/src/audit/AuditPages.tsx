import { ADMIN_RESOURCES } from '@hashar/common';
import { Box } from '@mui/material';
import {
  Datagrid,
  FunctionField,
  Labeled,
  List,
  NumberField,
  SearchInput,
  SelectInput,
  Show,
  SimpleList,
  SimpleShowLayout,
  TextField,
  useTranslate,
} from 'react-admin';
import { DateTimeField, useFormatDateTime } from '../components/DateTimeField';
import { JsonField } from '../components/JsonField';
import { useIsSmall } from '../components/useIsSmall';

/** Actions the API records (writes through the resources, uploads, password reset links). */
const ACTIONS = ['create', 'update', 'delete', 'upload', 'reset-password', 'read-sensitive'] as const;
const ACTION_CHOICES = ACTIONS.map((action) => ({ id: action, name: `hashar.audit.actions.${action}` }));
const RESOURCE_CHOICES = [
  ...Object.keys(ADMIN_RESOURCES)
    .filter((resource) => resource !== 'audit')
    .map((resource) => ({ id: resource, name: `resources.${resource}.name` })),
  { id: 'uploads', name: 'hashar.audit.uploads' },
];

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="resource" source="resource" choices={RESOURCE_CHOICES} />,
  <SelectInput key="action" source="action" choices={ACTION_CHOICES} />,
];

interface AuditEntry {
  action: string;
  resource: string;
  userEmail?: string | null;
}

/** Translated labels of an entry's action and resource (unknown ones shown as they are). */
function useAuditLabels() {
  const translate = useTranslate();
  return {
    action: (entry: AuditEntry) => translate(`hashar.audit.actions.${entry.action}`, { _: entry.action }),
    resource: (entry: AuditEntry) =>
      translate(`resources.${entry.resource}.name`, {
        smart_count: 2,
        _: translate(`hashar.audit.${entry.resource}`, { _: entry.resource }),
      }),
    who: (entry: AuditEntry) => entry.userEmail || translate('hashar.audit.nobody'),
  };
}

export const AuditList = () => {
  const small = useIsSmall();
  const labels = useAuditLabels();
  const formatDateTime = useFormatDateTime();
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} exporter={false}>
      {small ? (
        <SimpleList
          primaryText={(entry) => `${labels.action(entry as AuditEntry)} · ${labels.resource(entry as AuditEntry)}`}
          secondaryText={(entry) => labels.who(entry as AuditEntry)}
          tertiaryText={(entry) => formatDateTime(String(entry.createdAt))}
          rowClick="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <DateTimeField source="createdAt" />
          <FunctionField source="userEmail" render={labels.who} sortable={false} />
          <FunctionField source="action" render={labels.action} sortable={false} />
          <FunctionField source="resource" render={labels.resource} sortable={false} />
          <NumberField source="recordId" sortable={false} />
        </Datagrid>
      )}
    </List>
  );
};

/** The record before and after the change, side by side on wide screens. */
const BeforeAfter = (_: { label: false }) => (
  <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, width: '100%' }}>
    <Labeled source="before">
      <JsonField source="before" />
    </Labeled>
    <Labeled source="after">
      <JsonField source="after" />
    </Labeled>
  </Box>
);

export const AuditShow = () => {
  const labels = useAuditLabels();
  return (
    <Show actions={false}>
      <SimpleShowLayout>
        <TextField source="id" />
        <DateTimeField source="createdAt" />
        <FunctionField source="userEmail" render={labels.who} />
        <NumberField source="userId" />
        <FunctionField source="action" render={labels.action} />
        <FunctionField source="resource" render={labels.resource} />
        <NumberField source="recordId" />
        <BeforeAfter label={false} />
      </SimpleShowLayout>
    </Show>
  );
};
