import type { AdminGroupRow } from '@hashar/common';
import PauseCircleIcon from '@mui/icons-material/PauseCircle';
import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import { Alert, Box, Chip, Link, Stack, Typography } from '@mui/material';
import { Fragment, useState } from 'react';
import {
  Button,
  Datagrid,
  FunctionField,
  Labeled,
  List,
  NumberField,
  SearchInput,
  SelectField,
  SelectInput,
  Show,
  SimpleList,
  TextField,
  TopToolbar,
  usePermissions,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useCrmCall } from '../crm/crmApi';
import { DateTimeField, useFormatDateTime } from '../components/DateTimeField';
import { SitePageButton } from '../components/SitePageButton';
import { RecordDecisionButtons } from '../components/DecisionButtons';
import { useIsSmall } from '../components/useIsSmall';
import { httpClient } from '../dataProvider';
import { showField } from '../moderation/catalogue';
import { MODERATION_CHOICES } from '../moderation/fields';
import { useRegionName } from '../moderation/publicLists';
import { RejectDialog } from '../moderation/RejectDialog';
import { GROUP_REJECT_TEXTS, GROUP_SUSPEND_TEXTS, STATUS_CHOICES, adminGroupActions, statusColor, statusLabel } from './status';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="moderation" source="moderation" choices={MODERATION_CHOICES} alwaysOn />,
  <SelectInput key="status" source="status" choices={STATUS_CHOICES} alwaysOn />,
];

/** The spec's numeric status as a coloured chip with its name. */
const StatusChip = (_props: { source?: string; label?: string; sortable?: boolean }) => {
  const record = useRecordContext<AdminGroupRow>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      color={statusColor(record.status)}
      label={`${translate(statusLabel(record.status))} (${record.status})`}
      data-testid="initiative-status"
    />
  );
};

/**
 * The groups: what waits for moderation first, oldest submission first (moderators land on it
 * from the menu); the moderation state, the numeric status and a search filter the rest.
 */
export const InitiativeList = () => {
  const small = useIsSmall();
  const translate = useTranslate();
  const formatDateTime = useFormatDateTime();
  return (
    <List
      filters={filters}
      filterDefaultValues={{ moderation: 'moderation' }}
      sort={{ field: 'submittedAt', order: 'ASC' }}
      perPage={25}
      exporter={false}
    >
      {small ? (
        <SimpleList<AdminGroupRow>
          primaryText={(r) => r.nameRu}
          secondaryText={(r) => [r.leaderName, formatDateTime(r.submittedAt)].filter(Boolean).join(' · ')}
          tertiaryText={(r) => translate(statusLabel(r.status))}
          rowClick="show"
          data-testid="initiatives-simple-list"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false} data-testid="initiatives-grid">
          <TextField source="id" />
          <TextField source="nameRu" />
          <TextField source="leaderName" sortable={false} emptyText="—" />
          <NumberField source="memberCount" />
          <StatusChip source="status" />
          <SelectField source="moderation" choices={MODERATION_CHOICES} />
          <DateTimeField source="submittedAt" />
          <DateTimeField source="publishedAt" />
        </Datagrid>
      )}
    </List>
  );
};

/** Suspend (with a reason) an active group, or restore a suspended one: admins only (the API checks it too). */
const SuspendButtons = () => {
  const record = useRecordContext<AdminGroupRow>();
  const { permissions } = usePermissions<string | null>();
  const { run, pending } = useCrmCall();
  const [suspending, setSuspending] = useState(false);
  if (!record) return null;
  const { suspend, restore } = adminGroupActions(permissions, record.status);
  const url = (action: string) => `/api/admin/initiatives/${encodeURIComponent(String(record.id))}/${action}`;
  return (
    <>
      {suspend ? (
        <Button
          label="hashar.initiatives.suspend"
          color="warning"
          variant="outlined"
          disabled={pending}
          onClick={() => setSuspending(true)}
          data-testid="initiative-suspend"
        >
          <PauseCircleIcon />
        </Button>
      ) : null}
      {restore ? (
        <Button
          label="hashar.initiatives.restore"
          color="success"
          variant="contained"
          disabled={pending}
          onClick={() => void run(() => httpClient(url('restore'), { method: 'POST', body: '{}' }), 'hashar.initiatives.restored')}
          data-testid="initiative-restore"
        >
          <PlayCircleIcon />
        </Button>
      ) : null}
      <RejectDialog
        open={suspending}
        count={1}
        pending={pending}
        texts={GROUP_SUSPEND_TEXTS}
        onClose={() => setSuspending(false)}
        onConfirm={(reason) => {
          setSuspending(false);
          void run(() => httpClient(url('suspend'), { method: 'POST', body: JSON.stringify({ reason }) }), 'hashar.initiatives.suspended');
        }}
      />
    </>
  );
};

/** The group's public page in the UI language (opens in a new tab; the site shows it while the group is active). */
const PublicPageButton = () => {
  const record = useRecordContext<AdminGroupRow>();
  if (!record) return null;
  return (
    <SitePageButton
      page="initiativeView"
      params={{ id: record.id }}
      label="hashar.initiatives.public_page"
      testId="initiative-public-page"
    />
  );
};

const ShowActions = () => (
  <TopToolbar sx={{ flexWrap: 'wrap', gap: 1 }}>
    <PublicPageButton />
    <RecordDecisionButtons
      resource="initiatives"
      testId="moderation"
      waiting={(record) => record.moderation === 'moderation'}
      rejectTexts={GROUP_REJECT_TEXTS}
    />
    <SuspendButtons />
  </TopToolbar>
);

/** What the show call adds to the row: every field of the group's form. */
type GroupRecord = AdminGroupRow & { links?: string[] };

/** The form's texts, directions and cover, shown as the moderation queues show them. */
const TEXTS = ['descriptionRu', 'descriptionUz', 'goalsRu', 'goalsUz', 'directions', 'cover'] as const;

/** Two columns on a wide screen (Russian beside Uzbek), one on a narrow one. */
const GRID = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } } as const;

/** The group's links (social and web pages), opened in a new tab. */
const Links = ({ links }: { links: string[] }) =>
  links.length ? (
    <Stack spacing={0.5}>
      {links.map((link) => (
        <Link key={link} href={link} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>
          {link}
        </Link>
      ))}
    </Stack>
  ) : (
    <>—</>
  );

/** The group's dates, on Tashkent's clock. */
const DATES = ['createdAt', 'submittedAt', 'publishedAt', 'suspendedAt'] as const;

/** Every field of the group, its reasons (rejection, suspension) and dates on Tashkent's clock. */
const InitiativeDetail = () => {
  const record = useRecordContext<AdminGroupRow>();
  const translate = useTranslate();
  const regionName = useRegionName();
  if (!record) return null;
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography variant="h5" component="p" data-testid="initiative-name">
        {record.nameRu} · <StatusChip />
      </Typography>
      {record.rejectReason ? (
        <Alert severity="info" data-testid="initiative-reject-reason">
          {translate('resources.initiatives.fields.rejectReason')}: {record.rejectReason}
        </Alert>
      ) : null}
      {record.suspendReason ? (
        <Alert severity="warning" data-testid="initiative-suspend-reason">
          {translate('resources.initiatives.fields.suspendReason')}: {record.suspendReason}
        </Alert>
      ) : null}
      <Box sx={GRID}>
        {[
          <TextField key="id" source="id" />,
          <SelectField key="moderation" source="moderation" choices={MODERATION_CHOICES} />,
          <TextField key="nameRu" source="nameRu" />,
          <TextField key="nameUz" source="nameUz" emptyText="—" />,
          <FunctionField
            key="leaderName"
            source="leaderName"
            render={(r: AdminGroupRow) => (r.leaderName ? `${r.leaderName} (ID ${r.leaderId ?? '—'})` : '—')}
          />,
          <NumberField key="memberCount" source="memberCount" />,
          <FunctionField key="regionId" source="regionId" render={(r: AdminGroupRow) => (r.regionId ? regionName(r.regionId) : '—')} />,
          ...DATES.map((source) => <DateTimeField key={source} source={source} />),
          <TextField key="phone" source="phone" emptyText="—" />,
          <TextField key="email" source="email" emptyText="—" />,
          <TextField key="foundedOn" source="foundedOn" emptyText="—" />,
          <FunctionField key="links" source="links" render={(r: GroupRecord) => <Links links={r.links ?? []} />} />,
        ].map((field) => (
          <Labeled key={field.key} resource="initiatives">
            {field}
          </Labeled>
        ))}
      </Box>
      <Box sx={GRID}>
        {TEXTS.map((field) => (
          <Fragment key={field}>{showField(field)}</Fragment>
        ))}
      </Box>
    </Stack>
  );
};

/** One group: approve or reject (moderators and admins) while it waits; suspend or restore (admins). */
export const InitiativeShow = () => (
  <Show actions={<ShowActions />}>
    <InitiativeDetail />
  </Show>
);
