import { representBy } from '../components/localized';
import type { BonusAdminRecord } from '@hashar/common';
import { Typography } from '@mui/material';
import { BooleanField, FunctionField, NumberField, TextField, useRecordContext, useTranslate } from 'react-admin';
import { DateTimeField, useFormatDateTime } from '../components/DateTimeField';
import type { ModerationEntry } from '../moderation/entry';
import { ModerationChip, RegionField } from '../moderation/fields';
import { FieldGrid, ImageBlock, ModerationDetail } from '../moderation/ModerationDetail';
import { ModerationList, ModerationShow } from '../moderation/ModerationPages';

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

/** "In the archive" beside the moderation state of an archived offer. */
const Archived = () => {
  const record = useRecordContext<BonusAdminRecord>();
  const translate = useTranslate();
  return record?.archived ? <Typography variant="body2">{translate('hashar.bonuses.archived')}</Typography> : null;
};

const TEXT = { whiteSpace: 'pre-line', overflowWrap: 'anywhere' } as const;

/** Every part of the offer a moderator judges: image, owner, price, quantity, period, where, texts in both languages. */
const BonusDetail = () => {
  const translate = useTranslate();
  return (
    <ModerationDetail<BonusAdminRecord>
      title={representBy('title')}
      titleTestId="bonus-title"
      chips={
        <>
          <ModerationChip />
          <Archived />
        </>
      }
      reasons={[{ source: 'rejectReason', severity: 'info', testId: 'bonus-reject-reason' }]}
    >
      <ImageBlock source="image" testId="bonus-image" />
      <FieldGrid
        fields={[
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
        ]}
      />
      <FieldGrid
        fields={[
          <TextField key="titleUz" source="titleUz" emptyText="—" />,
          <span key="gap" />,
          <TextField key="descriptionRu" source="descriptionRu" sx={TEXT} data-testid="bonus-description" />,
          <TextField key="descriptionUz" source="descriptionUz" sx={TEXT} emptyText="—" />,
          <TextField key="termsRu" source="termsRu" sx={TEXT} emptyText="—" />,
          <TextField key="termsUz" source="termsUz" sx={TEXT} emptyText="—" />,
        ]}
      />
    </ModerationDetail>
  );
};

/**
 * Partners' and organizations' offers in the one moderation queue: the oldest waiting on top
 * (waitingSince), decided one by one (the API has no bulk route for them), never edited here.
 */
const BONUSES: ModerationEntry<BonusAdminRecord> = {
  filters: [],
  sort: { field: 'waitingSince', order: 'ASC' },
  columns: [
    <TextField key="id" source="id" />,
    <TextField key="titleRu" source="titleRu" />,
    <TextField key="ownerName" source="ownerName" />,
    <NumberField key="price" source="price" />,
    <Quantity key="quantity" source="quantity" sortable={false} />,
    <ModerationChip key="moderation" source="moderation" />,
    <DateTimeField key="submittedAt" source="submittedAt" />,
  ],
  lines: {
    primary: representBy('title'),
    secondary: (r, { translate }) => `${r.ownerName} · ${translate('hashar.bonuses.price', { smart_count: r.price })}`,
    tertiary: (r, { formatDateTime }) => formatDateTime(r.submittedAt),
  },
  bulk: false,
  detail: <BonusDetail />,
  editable: [],
};

/** The queue of offers. */
export const BonusList = () => <ModerationList entry={BONUSES} />;

/** One offer: approve or reject (with a reason) while it waits for moderation. */
export const BonusShow = () => <ModerationShow entry={BONUSES} />;
