import { representBy } from '../components/localized';
import type { BonusAdminRecord } from '@hashar/common';
import { Alert, Box, Stack, Typography } from '@mui/material';
import type { ReactElement } from 'react';
import {
  BooleanField,
  Datagrid,
  FunctionField,
  Labeled,
  List,
  NumberField,
  SearchInput,
  SelectInput,
  Show,
  SimpleList,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { DateTimeField, useFormatDateTime } from '../components/DateTimeField';
import { RecordDecisionButtons } from '../components/DecisionButtons';
import { useIsSmall } from '../components/useIsSmall';
import { MODERATION_CHOICES, ModerationChip, RegionField } from '../moderation/fields';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="moderation" source="moderation" choices={MODERATION_CHOICES} alwaysOn />,
];

/** A Tashkent calendar day (YYYY-MM-DD) in the UI language. */
function useFormatDay(): (day: string) => string {
  const format = useFormatDateTime();
  return (day) => format(`${day}T12:00:00+05:00`, { dateOnly: true });
}

/** The validity period: "1 декабря 2026 г. – 31 декабря 2026 г.". */
const Period = (_props: { label?: string; source?: string; sortable?: boolean }) => {
  const record = useRecordContext<BonusAdminRecord>();
  const formatDay = useFormatDay();
  if (!record) return null;
  return <span data-testid="bonus-period">{`${formatDay(record.validFrom)} – ${formatDay(record.validUntil)}`}</span>;
};

/** The quantity, or "unlimited", with what is left. */
const Quantity = (_props: { label?: string; source?: string; sortable?: boolean }) => {
  const record = useRecordContext<BonusAdminRecord>();
  const translate = useTranslate();
  if (!record) return null;
  if (record.quantity === null) return <span>{translate('hashar.bonuses.unlimited')}</span>;
  return <span>{translate('hashar.bonuses.stock', { remaining: record.remaining ?? 0, quantity: record.quantity })}</span>;
};

/** The moderation queue first (oldest waiting on top); the filters show every other state. */
export const BonusList = () => {
  const translate = useTranslate();
  const small = useIsSmall();
  const formatDateTime = useFormatDateTime();
  return (
    <List
      filters={filters}
      filterDefaultValues={{ moderation: 'moderation' }}
      sort={{ field: 'waitingSince', order: 'ASC' }}
      perPage={25}
      exporter={false}
    >
      {small ? (
        <SimpleList<BonusAdminRecord>
          primaryText={representBy('title')}
          secondaryText={(r) => `${r.ownerName} · ${translate('hashar.bonuses.price', { smart_count: r.price })}`}
          tertiaryText={(r) => formatDateTime(r.submittedAt)}
          rowClick="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false} data-testid="bonuses-grid">
          <TextField source="id" />
          <TextField source="titleRu" />
          <TextField source="ownerName" />
          <NumberField source="price" />
          <Quantity source="quantity" sortable={false} />
          <ModerationChip source="moderation" />
          <DateTimeField source="submittedAt" />
        </Datagrid>
      )}
    </List>
  );
};

const ShowActions = () => (
  <TopToolbar sx={{ flexWrap: 'wrap', gap: 1 }}>
    <RecordDecisionButtons resource="bonuses" testId="moderation" waiting={(record) => record.moderation === 'moderation'} />
  </TopToolbar>
);

/** Two columns on a wide screen (Russian beside Uzbek), one on a narrow one. */
const GRID = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } } as const;
const TEXT = { whiteSpace: 'pre-line', overflowWrap: 'anywhere' } as const;

/** Every part of the offer a moderator judges: image, owner, price, quantity, period, where, texts in both languages. */
const BonusDetail = () => {
  const record = useRecordContext<BonusAdminRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const labeled = (field: ReactElement) => (
    <Labeled key={field.key} resource="bonuses">
      {field}
    </Labeled>
  );
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography variant="h5" component="p" data-testid="bonus-title">
        {representBy('title')(record)}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <ModerationChip />
        {record.archived ? <Typography variant="body2">{translate('hashar.bonuses.archived')}</Typography> : null}
      </Stack>
      {record.rejectReason ? (
        <Alert severity="info" data-testid="bonus-reject-reason">
          {translate('resources.bonuses.fields.rejectReason')}: {record.rejectReason}
        </Alert>
      ) : null}
      {record.image ? (
        <Labeled resource="bonuses" source="image">
          <Box
            component="img"
            src={record.image}
            alt=""
            sx={{ maxWidth: 480, maxHeight: 270, objectFit: 'contain' }}
            data-testid="bonus-image"
          />
        </Labeled>
      ) : null}
      <Box sx={GRID}>
        {[
          <TextField key="id" source="id" />,
          <FunctionField
            key="ownerName"
            source="ownerName"
            render={(r: BonusAdminRecord) => `${r.ownerName} (${translate(`hashar.bonuses.owner_types.${r.ownerType}`)})`}
          />,
          <NumberField key="price" source="price" />,
          <Quantity key="quantity" source="quantity" />,
          <FunctionField
            key="codes"
            source="issued"
            render={(r: BonusAdminRecord) => translate('hashar.bonuses.codes', { issued: r.issued, used: r.used })}
          />,
          <Period key="period" source="validFrom" />,
          <RegionField key="regionId" source="regionId" />,
          <BooleanField key="isOnline" source="isOnline" />,
          <DateTimeField key="submittedAt" source="submittedAt" />,
          <DateTimeField key="publishedAt" source="publishedAt" />,
        ].map(labeled)}
      </Box>
      <Box sx={GRID}>
        {[
          <TextField key="titleUz" source="titleUz" emptyText="—" />,
          <span key="gap" />,
          <TextField key="descriptionRu" source="descriptionRu" sx={TEXT} data-testid="bonus-description" />,
          <TextField key="descriptionUz" source="descriptionUz" sx={TEXT} emptyText="—" />,
          <TextField key="termsRu" source="termsRu" sx={TEXT} emptyText="—" />,
          <TextField key="termsUz" source="termsUz" sx={TEXT} emptyText="—" />,
        ].map((field) => (field.key === 'gap' ? field : labeled(field)))}
      </Box>
    </Stack>
  );
};

/** One offer: approve or reject (with a reason) while it waits for moderation. */
export const BonusShow = () => (
  <Show actions={<ShowActions />}>
    <BonusDetail />
  </Show>
);
