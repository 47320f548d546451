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
import { Box, Chip, Stack, Typography } from '@mui/material';
import { useState, type ReactElement } from 'react';
import {
  Button,
  Confirm,
  FunctionField,
  Labeled,
  RichTextField,
  SelectField,
  SelectInput,
  TextField,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { DateTimeField } from '../components/DateTimeField';
import { SitePageButton } from '../components/SitePageButton';
import { useCrmCall } from '../crm/crmApi';
import { httpClient } from '../dataProvider';
import type { ModerationEntry } from '../moderation/entry';
import { ModerationChip, RegionField } from '../moderation/fields';
import { FieldGrid, ImageBlock, ModerationDetail } from '../moderation/ModerationDetail';
import { ModerationList, ModerationShow } from '../moderation/ModerationPages';
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
const ownerName = (record: PublicationRecord) => record.owner?.name ?? '—';

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

/** A notice's own fields (what was lost, where and when it was last seen, contacts, its state), under its heading. */
const NoticeSection = () => {
  const record = useRecordContext<PublicationRecord>();
  const translate = useTranslate();
  if (!record || !isNoticeKind(record.kind)) return null;
  return (
    <Box>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate('hashar.publications.notice')}
      </Typography>
      <FieldGrid
        testId="publication-notice"
        fields={[
          <TextField key="subject" source="subject" emptyText="—" />,
          <TextField key="lastSeenPlace" source="lastSeenPlace" emptyText="—" />,
          <DateTimeField key="lastSeenAt" source="lastSeenAt" />,
          <TextField key="contacts" source="contacts" emptyText="—" />,
          <SelectField key="noticeState" source="noticeState" choices={NOTICE_CHOICES} />,
          <DateTimeField key="stateChangedAt" source="stateChangedAt" />,
        ]}
      />
    </Box>
  );
};

/** The kind and, for a notice, its state, beside the moderation state. */
const Chips = () => {
  const record = useRecordContext<PublicationRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <>
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
    </>
  );
};

/** Photos of the record in context. */
const RecordPhotos = () => <Photos photos={useRecordContext<PublicationRecord>()?.photos ?? []} />;

/** Every part of the publication: the texts as sanitised HTML, the photos, the notice's fields on Tashkent's clock. */
const PublicationDetail = () => (
  <ModerationDetail<PublicationRecord>
    title={representBy('title')}
    titleTestId="publication-title"
    chips={<Chips />}
    reasons={[{ source: 'rejectReason', severity: 'info', testId: 'publication-reject-reason' }]}
  >
    <FieldGrid
      fields={[
        <TextField key="id" source="id" />,
        <FunctionField key="owner" source="owner" render={ownerName} />,
        <RegionField key="regionId" source="regionId" />,
        <TextField key="titleUz" source="titleUz" emptyText="—" />,
        <DateTimeField key="submittedAt" source="submittedAt" />,
        <DateTimeField key="publishedAt" source="publishedAt" />,
        <FunctionField key="tags" source="tags" render={(r: PublicationRecord) => <TagChips tags={r.tags} />} />,
      ]}
    />
    <NoticeSection />
    <ImageBlock source="cover" />
    <FieldGrid
      labeled={false}
      fields={[
        <Labeled key="bodyRu" label="hashar.publications.body_ru">
          <RichTextField source="bodyRu" sx={BODY} data-testid="publication-body-ru" />
        </Labeled>,
        <Labeled key="bodyUz" label="hashar.publications.body_uz">
          <RichTextField source="bodyUz" sx={BODY} emptyText="—" />
        </Labeled>,
      ]}
    />
    <Labeled label="hashar.publications.photos">
      <RecordPhotos />
    </Labeled>
  </ModerationDetail>
);

/**
 * Stories and notices in the one moderation queue: the oldest waiting on top, filtered by kind
 * and a notice's state too, decided one by one (the API has no bulk route for them); a notice's
 * state moves to found or closed; never edited here.
 */
const PUBLICATIONS: ModerationEntry<PublicationRecord> = {
  filters: [
    <SelectInput key="kind" source="kind" choices={KIND_CHOICES} alwaysOn />,
    <SelectInput key="noticeState" source="noticeState" choices={NOTICE_CHOICES} />,
  ],
  sort: { field: 'submittedAt', order: 'ASC' },
  columns: [
    <TextField key="id" source="id" />,
    <SelectField key="kind" source="kind" choices={KIND_CHOICES} />,
    <TextField key="titleRu" source="titleRu" />,
    <FunctionField key="owner" source="owner" sortable={false} render={ownerName} />,
    <RegionField key="regionId" source="regionId" sortable={false} />,
    <ModerationChip key="moderation" source="moderation" />,
    <SelectField key="noticeState" source="noticeState" choices={NOTICE_CHOICES} emptyText="—" sortable={false} />,
    <DateTimeField key="submittedAt" source="submittedAt" />,
  ],
  lines: {
    primary: representBy('title'),
    secondary: (r, { translate }) => [translate(`hashar.publications.kinds.${r.kind}`), ownerName(r)].join(' · '),
    tertiary: (r, { formatDateTime }) => formatDateTime(r.submittedAt),
  },
  bulk: false,
  detail: <PublicationDetail />,
  actions: { before: <PublicPageButton />, after: <NoticeStateButtons /> },
  editable: [],
};

/** The queue of publications. */
export const PublicationList = () => <ModerationList entry={PUBLICATIONS} />;

/** One publication: approve or reject (with a reason) while it waits; a notice's state moves to found or closed. */
export const PublicationShow = () => <ModerationShow entry={PUBLICATIONS} />;
