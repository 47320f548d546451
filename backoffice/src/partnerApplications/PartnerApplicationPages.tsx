import { Alert, Box, Stack, Typography } from '@mui/material';
import { PARTNER_APPLICATION_STATES } from '@hashar/common';
import {
  Datagrid,
  EmailField,
  ImageField,
  Labeled,
  List,
  SearchInput,
  SelectField,
  SelectInput,
  SimpleList,
  TextField,
  UrlField,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { DateTimeField } from '../components/DateTimeField';
import { DecisionShow } from '../components/DecisionButtons';
import { useIsSmall } from '../components/useIsSmall';

const STATUS_CHOICES = PARTNER_APPLICATION_STATES.map((id) => ({ id, name: `hashar.partnerApplications.statuses.${id}` }));

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={STATUS_CHOICES} alwaysOn />,
];

const logoSx = { '& img': { maxWidth: 120, maxHeight: 60, objectFit: 'contain', m: 0 } };

/** The requests: pending ones first (oldest on top), then the decided ones; a status filter. */
export const PartnerApplicationList = () => {
  const small = useIsSmall();
  const translate = useTranslate();
  return (
    <List filters={filters} sort={{ field: 'queue', order: 'ASC' }} perPage={25} exporter={false}>
      {small ? (
        <SimpleList
          primaryText={(r) => r.companyName}
          secondaryText={(r) => r.userEmail}
          tertiaryText={(r) => translate(`hashar.partnerApplications.statuses.${r.status}`)}
          rowClick="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="id" />
          <ImageField source="logoUrl" sx={logoSx} sortable={false} />
          <TextField source="companyName" />
          <EmailField source="userEmail" sortable={false} onClick={(event) => event.stopPropagation()} />
          <DateTimeField source="createdAt" />
          <SelectField source="status" choices={STATUS_CHOICES} />
        </Datagrid>
      )}
    </List>
  );
};

/** The request's details with its logo; the tax number is sensitive (the read is audited). */
const PartnerApplicationDetail = () => {
  const record = useRecordContext<{ status: string; reason: string | null }>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography variant="h5" component="p">
        <TextField source="companyName" variant="h5" /> ·{' '}
        <span data-testid="partner-status">{translate(`hashar.partnerApplications.statuses.${record.status}`)}</span>
      </Typography>
      {record.reason ? <Alert severity="info">{record.reason}</Alert> : null}
      <Alert severity="warning">{translate('hashar.partnerApplications.sensitive_note')}</Alert>
      <Box sx={{ '& img': { maxWidth: 240, maxHeight: 120, objectFit: 'contain', m: 0 } }}>
        <ImageField source="logoUrl" />
      </Box>
      <Labeled source="taxNumber">
        <TextField source="taxNumber" />
      </Labeled>
      <Labeled source="contactName">
        <TextField source="contactName" />
      </Labeled>
      <Labeled source="phone">
        <TextField source="phone" />
      </Labeled>
      <Labeled source="website">
        <UrlField source="website" target="_blank" rel="noopener noreferrer" emptyText="—" />
      </Labeled>
      <Labeled source="offer">
        <TextField source="offer" sx={{ whiteSpace: 'pre-wrap' }} />
      </Labeled>
      <Labeled source="createdAt">
        <DateTimeField source="createdAt" />
      </Labeled>
    </Stack>
  );
};

/** One request: approve (the business becomes a partner, its logo goes to the footer) or reject (with a reason) after reading it. */
export const PartnerApplicationShow = () => (
  <DecisionShow resource="partner-applications" testId="partner">
    <PartnerApplicationDetail />
  </DecisionShow>
);
