import type { AdminGroupRow } from '@hashar/common';
import PauseCircleIcon from '@mui/icons-material/PauseCircle';
import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import { Chip, Link, Stack } from '@mui/material';
import { Fragment, useState } from 'react';
import {
  Button,
  FunctionField,
  NumberField,
  SelectField,
  SelectInput,
  TextField,
  usePermissions,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useCrmCall } from '../crm/crmApi';
import { DateTimeField } from '../components/DateTimeField';
import { SitePageButton } from '../components/SitePageButton';
import { httpClient } from '../dataProvider';
import { showField } from '../moderation/catalogue';
import type { ModerationEntry } from '../moderation/entry';
import { DistrictField, MODERATION_CHOICES } from '../moderation/fields';
import { FieldGrid, ModerationDetail } from '../moderation/ModerationDetail';
import { ModerationList, ModerationShow } from '../moderation/ModerationPages';
import { useRegionName } from '../moderation/publicLists';
import { RejectDialog } from '../moderation/RejectDialog';
import { GROUP_REJECT_TEXTS, GROUP_SUSPEND_TEXTS, STATUS_CHOICES, adminGroupActions, statusColor, statusLabel } from './status';

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

/** What the show call adds to the row: every field of the group's form. */
type GroupRecord = AdminGroupRow & { links?: string[] };

/** The form's texts, directions and cover, shown as the moderation queues show them. */
const TEXTS = ['descriptionRu', 'descriptionUz', 'goalsRu', 'goalsUz', 'directions', 'cover'] as const;

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
  const regionName = useRegionName();
  return (
    <ModerationDetail<AdminGroupRow>
      title={(record) => (
        <>
          {record.nameRu} · <StatusChip />
        </>
      )}
      titleTestId="initiative-name"
      reasons={[
        { source: 'rejectReason', severity: 'info', testId: 'initiative-reject-reason' },
        { source: 'suspendReason', severity: 'warning', testId: 'initiative-suspend-reason' },
      ]}
    >
      <FieldGrid
        fields={[
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
          <DistrictField key="districtId" source="districtId" />,
          ...DATES.map((source) => <DateTimeField key={source} source={source} />),
          <TextField key="phone" source="phone" emptyText="—" />,
          <TextField key="email" source="email" emptyText="—" />,
          <TextField key="foundedOn" source="foundedOn" emptyText="—" />,
          <FunctionField key="links" source="links" render={(r: GroupRecord) => <Links links={r.links ?? []} />} />,
        ]}
      />
      <FieldGrid
        labeled={false}
        fields={TEXTS.map((field) => (
          <Fragment key={field}>{showField(field)}</Fragment>
        ))}
      />
    </ModerationDetail>
  );
};

/**
 * The groups in the one moderation queue: the oldest submission on top (moderators land on it
 * from the menu), filtered by the numeric status too, decided one by one (the API has no bulk
 * route for them) with the leader named in the rejection dialog; admins suspend and restore.
 */
const GROUPS: ModerationEntry<AdminGroupRow> = {
  filters: [<SelectInput key="status" source="status" choices={STATUS_CHOICES} alwaysOn />],
  sort: { field: 'submittedAt', order: 'ASC' },
  columns: [
    <TextField key="id" source="id" />,
    <TextField key="nameRu" source="nameRu" />,
    <TextField key="leaderName" source="leaderName" sortable={false} emptyText="—" />,
    <NumberField key="memberCount" source="memberCount" />,
    <StatusChip key="status" source="status" />,
    <SelectField key="moderation" source="moderation" choices={MODERATION_CHOICES} />,
    <DateTimeField key="submittedAt" source="submittedAt" />,
    <DateTimeField key="publishedAt" source="publishedAt" />,
  ],
  lines: {
    primary: (r) => r.nameRu,
    secondary: (r, { formatDateTime }) => [r.leaderName, formatDateTime(r.submittedAt)].filter(Boolean).join(' · '),
    tertiary: (r, { translate }) => translate(statusLabel(r.status)),
  },
  bulk: false,
  rejectTexts: GROUP_REJECT_TEXTS,
  detail: <InitiativeDetail />,
  actions: { before: <PublicPageButton />, after: <SuspendButtons /> },
  editable: [],
};

/** The queue of groups. */
export const InitiativeList = () => <ModerationList entry={GROUPS} />;

/** One group: approve or reject (moderators and admins) while it waits; suspend or restore (admins). */
export const InitiativeShow = () => <ModerationShow entry={GROUPS} />;
