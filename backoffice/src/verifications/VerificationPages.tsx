import { Alert, Box, Card, CardContent, Stack, Typography } from '@mui/material';
import {
  Datagrid,
  EmailField,
  List,
  SearchInput,
  SelectField,
  SelectInput,
  SimpleList,
  TextField,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { VERIFICATION_REQUEST_STATES, VERIFICATION_SUBJECTS } from '@hashar/common';
import { DateTimeField } from '../components/DateTimeField';
import { DecisionShow } from '../components/DecisionButtons';
import { useIsSmall } from '../components/useIsSmall';
import { HistoryTable, type HistoryRow } from './HistoryTable';
import { PrivateFile } from './PrivateFile';
import { ProfileTable } from './ProfileTable';

const STATUS_CHOICES = VERIFICATION_REQUEST_STATES.map((id) => ({ id, name: `hashar.verifications.statuses.${id}` }));
const SUBJECT_CHOICES = VERIFICATION_SUBJECTS.map((id) => ({ id, name: `hashar.verifications.subjects.${id}` }));

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={STATUS_CHOICES} alwaysOn />,
  <SelectInput key="subjectType" source="subjectType" choices={SUBJECT_CHOICES} alwaysOn />,
];

/** The queue: pending requests first-come first-served; other statuses through the filter. */
export const VerificationList = () => {
  const small = useIsSmall();
  const translate = useTranslate();
  return (
    <List
      filters={filters}
      filterDefaultValues={{ status: 'pending' }}
      sort={{ field: 'requestedAt', order: 'ASC' }}
      perPage={25}
      exporter={false}
    >
      {small ? (
        <SimpleList
          primaryText={(r) => r.name}
          secondaryText={(r) => translate(`hashar.verifications.subjects.${r.subjectType}`)}
          tertiaryText={(r) => translate(`hashar.verifications.statuses.${r.status}`)}
          rowClick="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="id" />
          <TextField source="name" />
          <SelectField source="subjectType" choices={SUBJECT_CHOICES} />
          <EmailField source="email" onClick={(event) => event.stopPropagation()} />
          <DateTimeField source="requestedAt" />
          <SelectField source="status" choices={STATUS_CHOICES} />
        </Datagrid>
      )}
    </List>
  );
};

interface OrgFile {
  id: number;
  kind: string;
  name: string;
  adminUrl: string;
}

interface VerificationRecord {
  id: number;
  name: string;
  subjectType: 'user' | 'organization';
  status: string;
  reason: string | null;
  volunteer: Record<string, never> | null;
  organization: (Record<string, never> & { files: OrgFile[] }) | null;
  passportUrl: string | null;
  history: HistoryRow[];
}

const Section = ({ title, children }: { title: string; children: React.ReactNode }) => (
  <Card variant="outlined">
    <CardContent>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);

/** The subject's whole profile with its sensitive fields, the passport copy or documents inline, and the history. */
const VerificationDetail = () => {
  const record = useRecordContext<VerificationRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const t = (key: string) => translate(`hashar.verifications.${key}`);
  const profile = record.volunteer ?? record.organization ?? {};
  const documents = (record.organization?.files ?? []).filter((f) => f.kind !== 'photo');
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography variant="h5" component="p" data-testid="verification-name">
        {record.name} · {translate(`hashar.verifications.subjects.${record.subjectType}`)} ·{' '}
        <span data-testid="verification-status">{translate(`hashar.verifications.statuses.${record.status}`)}</span>
      </Typography>
      {record.reason ? <Alert severity="info">{record.reason}</Alert> : null}
      <Alert severity="warning">{t('sensitive_note')}</Alert>
      <Section title={t('profile')}>
        <ProfileTable data={profile} skip={['files', 'passportFile', 'logo', 'banner']} />
      </Section>
      {record.subjectType === 'user' ? (
        <Section title={t('passport')}>
          {record.passportUrl ? <PrivateFile url={record.passportUrl} title={t('passport')} /> : <Typography>{t('no_file')}</Typography>}
        </Section>
      ) : (
        <Section title={t('documents')}>
          {documents.length ? (
            documents.map((f) => (
              <Box key={f.id} sx={{ mb: 2 }}>
                <Typography variant="subtitle2">{f.name}</Typography>
                <PrivateFile url={f.adminUrl} title={f.name} />
              </Box>
            ))
          ) : (
            <Typography>{t('no_file')}</Typography>
          )}
        </Section>
      )}
      <Section title={t('history')}>
        <HistoryTable rows={record.history ?? []} />
      </Section>
    </Stack>
  );
};

/** One request: approve or reject (with a reason) after reading the profile and the papers. */
export const VerificationShow = () => (
  <DecisionShow resource="verifications" testId="verification">
    <VerificationDetail />
  </DecisionShow>
);
