import { representBy } from '../components/localized';
import {
  NOTICE_STATES,
  NOTICE_TRANSITIONS,
  PUBLICATION_KINDS,
  isNoticeKind,
  type ModerationState,
  type NoticeState,
  type PublicationKind,
  type PublicationOwnerDto,
  type PublicationPhoto,
} from '@hashar/common';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import DoNotDisturbOnIcon from '@mui/icons-material/DoNotDisturbOn';
import { Alert, Box, Chip, Stack, Typography } from '@mui/material';
import { useState, type ReactElement } from 'react';
import {
  Button,
  Confirm,
  Datagrid,
  FunctionField,
  Labeled,
  List,
  RichTextField,
  SearchInput,
  SelectField,
  SelectInput,
  Show,
  SimpleList,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { DateTimeField, useFormatDateTime } from '../components/DateTimeField';
import { SitePageButton } from '../components/SitePageButton';
import { RecordDecisionButtons } from '../components/DecisionButtons';
import { useIsSmall } from '../components/useIsSmall';
import { useCrmCall } from '../crm/crmApi';
import { httpClient } from '../dataProvider';
import { MODERATION_CHOICES, ModerationChip, RegionField } from '../moderation/fields';
import { TagChips } from '../news/TagChips';

/** A publication as the back office reads it (/api/admin/publications): both languages, moderation and notice parts. */
interface PublicationRecord {
  id: number;
  kind: PublicationKind;
  titleRu: string;
  titleUz: string | null;
  bodyRu?: string;
  bodyUz?: string | null;
  cover: string | null;
  photos?: PublicationPhoto[];
  regionId: number | null;
  tags?: string[];
  owner?: PublicationOwnerDto | null;
  moderation: ModerationState;
  rejectReason?: string | null;
  noticeState: NoticeState | null;
  subject?: string | null;
  lastSeenPlace?: string | null;
  lastSeenAt?: string | null;
  contacts?: string | null;
  stateChangedAt?: string | null;
  submittedAt?: string | null;
  publishedAt?: string | null;
}

const KIND_CHOICES = PUBLICATION_KINDS.map((kind) => ({ id: kind, name: `hashar.publications.kinds.${kind}` }));
const NOTICE_CHOICES = NOTICE_STATES.map((state) => ({ id: state, name: `hashar.publications.notice_states.${state}` }));
const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="moderation" source="moderation" choices={MODERATION_CHOICES} alwaysOn />,
  <SelectInput key="kind" source="kind" choices={KIND_CHOICES} alwaysOn />,
  <SelectInput key="noticeState" source="noticeState" choices={NOTICE_CHOICES} />,
];

const ownerName = (record: PublicationRecord) => record.owner?.name ?? '—';

/** The queue first (what waits for moderation, oldest first); the filters show every other state. */
export const PublicationList = () => {
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
        <SimpleList<PublicationRecord>
          primaryText={representBy('title')}
          secondaryText={(r) => [translate(`hashar.publications.kinds.${r.kind}`), ownerName(r)].join(' · ')}
          tertiaryText={(r) => formatDateTime(r.submittedAt)}
          rowClick="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false} data-testid="publications-grid">
          <TextField source="id" />
          <SelectField source="kind" choices={KIND_CHOICES} />
          <TextField source="titleRu" />
          <FunctionField source="owner" sortable={false} render={ownerName} />
          <RegionField source="regionId" sortable={false} />
          <ModerationChip source="moderation" />
          <SelectField source="noticeState" choices={NOTICE_CHOICES} emptyText="—" sortable={false} />
          <DateTimeField source="submittedAt" />
        </Datagrid>
      )}
    </List>
  );
};

/** The states a moderator moves an active notice to, with their buttons and confirmations. */
const STATE_BUTTONS = [
  {
    state: 'found',
    label: 'hashar.publications.mark_found',
    confirm: 'hashar.publications.found_confirm',
    color: 'success',
    icon: <TaskAltIcon />,
    testId: 'notice-found',
  },
  {
    state: 'closed',
    label: 'hashar.publications.close',
    confirm: 'hashar.publications.close_confirm',
    color: 'inherit',
    icon: <DoNotDisturbOnIcon />,
    testId: 'notice-close',
  },
] satisfies readonly {
  state: NoticeState;
  label: string;
  confirm: string;
  color: 'success' | 'inherit';
  icon: ReactElement;
  testId: string;
}[];

/** «Mark found» and «Close» for an active notice (moderators and admins; the author is notified). */
const NoticeStateButtons = () => {
  const record = useRecordContext<PublicationRecord>();
  const { run, pending } = useCrmCall();
  const [asked, setAsked] = useState<NoticeState | null>(null);
  if (!record?.noticeState || !isNoticeKind(record.kind)) return null;
  const next = NOTICE_TRANSITIONS[record.noticeState];
  const send = (state: NoticeState) =>
    run(
      () =>
        httpClient(`/api/admin/publications/${encodeURIComponent(String(record.id))}/state`, {
          method: 'POST',
          body: JSON.stringify({ state }),
        }),
      'hashar.publications.state_changed',
    );
  return (
    <>
      {STATE_BUTTONS.filter((b) => next.includes(b.state)).map((b) => (
        <Button
          key={b.state}
          label={b.label}
          color={b.color}
          variant="outlined"
          disabled={pending}
          onClick={() => setAsked(b.state)}
          data-testid={b.testId}
        >
          {b.icon}
        </Button>
      ))}
      <Confirm
        isOpen={asked !== null}
        title={STATE_BUTTONS.find((b) => b.state === asked)?.label ?? ''}
        content={STATE_BUTTONS.find((b) => b.state === asked)?.confirm ?? ''}
        loading={pending}
        onConfirm={() => {
          const state = asked;
          setAsked(null);
          if (state) void send(state);
        }}
        onClose={() => setAsked(null)}
      />
    </>
  );
};

/** The publication's page on the site (public once approved). */
const PublicPageButton = () => {
  const record = useRecordContext<PublicationRecord>();
  if (record?.moderation !== 'approved') return null;
  return (
    <SitePageButton page="postView" params={{ id: record.id }} label="hashar.publications.public_page" testId="publication-public-page" />
  );
};

const ShowActions = () => (
  <TopToolbar sx={{ flexWrap: 'wrap', gap: 1 }}>
    <PublicPageButton />
    <RecordDecisionButtons resource="publications" testId="moderation" waiting={(record) => record.moderation === 'moderation'} />
    <NoticeStateButtons />
  </TopToolbar>
);

/** Two columns on a wide screen (Russian beside Uzbek), one on a narrow one. */
const GRID = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } } as const;

/** The photos, each opening in a new tab. */
const Photos = ({ photos }: { photos: PublicationPhoto[] }) => {
  const translate = useTranslate();
  if (!photos.length) return <Typography variant="body2">{translate('hashar.publications.no_photos')}</Typography>;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} data-testid="publication-photos">
      {photos.map((photo) => (
        <a key={photo.url} href={photo.url} target="_blank" rel="noopener noreferrer">
          <Box
            component="img"
            src={photo.url}
            alt={photo.alt ?? ''}
            sx={{ width: 160, height: 120, objectFit: 'cover', borderRadius: 1, display: 'block' }}
          />
        </a>
      ))}
    </Stack>
  );
};

/** Where the body HTML is shown: as the API stored it (sanitised on the server), images kept in the column. */
const BODY = { '& img': { maxWidth: '100%', height: 'auto' }, overflowWrap: 'anywhere' } as const;

/** Every part of the publication: the texts as sanitised HTML, the photos, the notice's fields on Tashkent's clock. */
const PublicationDetail = () => {
  const record = useRecordContext<PublicationRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const notice = isNoticeKind(record.kind);
  const labeled = (field: ReactElement) => (
    <Labeled key={field.key} resource="publications">
      {field}
    </Labeled>
  );
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography variant="h5" component="p" data-testid="publication-title">
        {representBy('title')(record)}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Chip size="small" label={translate(`hashar.publications.kinds.${record.kind}`)} />
        <ModerationChip />
        {record.noticeState ? (
          <Chip
            size="small"
            color={record.noticeState === 'active' ? 'warning' : 'default'}
            label={translate(`hashar.publications.notice_states.${record.noticeState}`)}
            data-testid="notice-state"
          />
        ) : null}
      </Stack>
      {record.rejectReason ? (
        <Alert severity="info" data-testid="publication-reject-reason">
          {translate('resources.publications.fields.rejectReason')}: {record.rejectReason}
        </Alert>
      ) : null}
      <Box sx={GRID}>
        {[
          <TextField key="id" source="id" />,
          <FunctionField key="owner" source="owner" render={ownerName} />,
          <RegionField key="regionId" source="regionId" />,
          <TextField key="titleUz" source="titleUz" emptyText="—" />,
          <DateTimeField key="submittedAt" source="submittedAt" />,
          <DateTimeField key="publishedAt" source="publishedAt" />,
          <FunctionField key="tags" source="tags" render={(r: PublicationRecord) => <TagChips tags={r.tags} />} />,
        ].map(labeled)}
      </Box>
      {notice ? (
        <Box>
          <Typography variant="h6" component="h2" gutterBottom>
            {translate('hashar.publications.notice')}
          </Typography>
          <Box sx={GRID} data-testid="publication-notice">
            {[
              <TextField key="subject" source="subject" emptyText="—" />,
              <TextField key="lastSeenPlace" source="lastSeenPlace" emptyText="—" />,
              <DateTimeField key="lastSeenAt" source="lastSeenAt" />,
              <TextField key="contacts" source="contacts" emptyText="—" />,
              <SelectField key="noticeState" source="noticeState" choices={NOTICE_CHOICES} />,
              <DateTimeField key="stateChangedAt" source="stateChangedAt" />,
            ].map(labeled)}
          </Box>
        </Box>
      ) : null}
      {record.cover ? (
        <Labeled resource="publications" source="cover">
          <Box component="img" src={record.cover} alt="" sx={{ maxWidth: 480, maxHeight: 270, objectFit: 'contain' }} />
        </Labeled>
      ) : null}
      <Box sx={GRID}>
        <Labeled label="hashar.publications.body_ru">
          <RichTextField source="bodyRu" sx={BODY} data-testid="publication-body-ru" />
        </Labeled>
        <Labeled label="hashar.publications.body_uz">
          <RichTextField source="bodyUz" sx={BODY} emptyText="—" />
        </Labeled>
      </Box>
      <Labeled label="hashar.publications.photos">
        <Photos photos={record.photos ?? []} />
      </Labeled>
    </Stack>
  );
};

/** One publication: approve or reject (with a reason) while it waits; a notice's state moves to found or closed. */
export const PublicationShow = () => (
  <Show actions={<ShowActions />}>
    <PublicationDetail />
  </Show>
);
