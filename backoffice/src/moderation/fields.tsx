import {
  MODERATION_STATES,
  mapsAppLink,
  type DirectionDto,
  type DocumentDto,
  type GeoPoint,
  type ModerationState,
  type SessionDto,
} from '@hashar/common';
import DownloadIcon from '@mui/icons-material/Download';
import { Box, Chip, Link, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { useFormatDateTime } from '../components/DateTimeField';
import { localizedText } from '../components/localized';
import { useDirectionChoices, useDistrictName, useRegionName } from './publicLists';

/** The moderation states as choices (filters and fields), labelled by hashar.moderation_states.*. */
export const MODERATION_CHOICES = MODERATION_STATES.map((state) => ({ id: state, name: `hashar.moderation_states.${state}` }));

const MODERATION_COLORS: Record<ModerationState, 'default' | 'warning' | 'success' | 'error'> = {
  draft: 'default',
  moderation: 'warning',
  approved: 'success',
  rejected: 'error',
};

/** The moderation state as a coloured chip. */
export const ModerationChip = (_props: { label?: string; source?: string; sortable?: boolean }) => {
  const record = useRecordContext<{ moderation?: ModerationState }>();
  const translate = useTranslate();
  if (!record?.moderation) return null;
  return (
    <Chip
      size="small"
      sx={{ width: 'fit-content' }}
      color={MODERATION_COLORS[record.moderation] ?? 'default'}
      label={translate(`hashar.moderation_states.${record.moderation}`, { _: record.moderation })}
      data-testid="moderation-state"
    />
  );
};

/** The directions as chips in their own colour (the record's `directions`, or its `directionIds` named from the public list). */
export const DirectionChips = (_props: { label?: string; source?: string; sortable?: boolean }) => {
  const record = useRecordContext<{ directions?: DirectionDto[]; directionIds?: number[] }>();
  const [locale] = useLocaleState();
  const known = useDirectionChoices();
  const chips = record?.directions?.length
    ? record.directions.map((d) => ({ id: d.id, name: localizedText({ ...d }, locale), color: d.color }))
    : (record?.directionIds ?? []).flatMap((id) => known.filter((d) => d.id === id));
  if (!chips.length) return null;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }} data-testid="directions">
      {chips.map((direction) => (
        <Chip key={direction.id} size="small" label={direction.name} sx={{ bgcolor: direction.color, color: '#fff', fontWeight: 500 }} />
      ))}
    </Stack>
  );
};

/** The region's name (the record's `regionName`, or its `regionId` named from the public list). */
export const RegionField = (_props: { label?: string; source?: string; sortable?: boolean }) => {
  const record = useRecordContext<{ regionId?: number | null; regionName?: string | null }>();
  const regionName = useRegionName();
  if (!record) return null;
  return <>{record.regionName ?? regionName(record.regionId) ?? ''}</>;
};

/** The district's name (the record's `districtName`, or its `districtId` named from its region's public list), "—" without one. */
export const DistrictField = (_props: { label?: string; source?: string; sortable?: boolean }) => {
  const record = useRecordContext<{ regionId?: number | null; districtId?: number | null; districtName?: string | null }>();
  const districtName = useDistrictName(record?.districtName ? null : record?.regionId);
  if (!record) return null;
  return <>{(record.districtName ?? districtName(record.districtId)) || '—'}</>;
};

/** The place on the map as coordinates, linked to a maps app (a new tab); "—" without one. */
export const PointField = (_props: { label?: string }) => {
  const record = useRecordContext<{ point?: GeoPoint | null }>();
  if (!record?.point) return <>—</>;
  const { lat, lng } = record.point;
  return (
    <Link href={mapsAppLink(record.point)} target="_blank" rel="noopener noreferrer" data-testid="point-link">
      {lat.toFixed(5)}, {lng.toFixed(5)}
    </Link>
  );
};

/** The organization: its name when the API sends it, else its id. */
export const OrganizationField = (_props: { label?: string; source?: string; sortable?: boolean }) => {
  const record = useRecordContext<{ organization?: { name?: string } | null; organizationId?: number }>();
  if (!record) return null;
  return <>{record.organization?.name ?? (record.organizationId ? `#${record.organizationId}` : '')}</>;
};

const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** The attached documents as download links. */
export const DocumentsField = (_props: { label?: string }) => {
  const record = useRecordContext<{ documents?: DocumentDto[] }>();
  const translate = useTranslate();
  if (!record?.documents?.length) return <Typography variant="body2">{translate('hashar.events.no_documents')}</Typography>;
  return (
    <Stack spacing={0.5}>
      {record.documents.map((document) => (
        <Link
          key={document.id}
          href={document.url}
          download={document.name}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
        >
          <DownloadIcon fontSize="small" aria-hidden />
          {document.name}{' '}
          <Typography component="span" variant="caption" color="text.secondary">
            ({formatSize(document.size)})
          </Typography>
        </Link>
      ))}
    </Stack>
  );
};

/** A session as the admin API (SessionDto) or the CRM (with its application counts) sends it. */
interface SessionRow {
  id: string | number;
  title: string | null;
  /** Both languages (admin API); the CRM sends only the localized `title`. */
  titleRu?: string | null;
  titleUz?: string | null;
  startsAt: string;
  endsAt: string;
  capacity: number;
  freePlaces?: number;
  pendingCount?: number;
  acceptedCount?: number;
}

/**
 * The sessions (shifts) with their dates and capacity; `counts` adds pending and accepted
 * applications, `bilingual` shows the Russian and Uzbek titles side by side (moderation).
 */
export const SessionsTable = ({
  sessions,
  counts = false,
  bilingual = false,
}: {
  sessions: SessionRow[];
  counts?: boolean;
  bilingual?: boolean;
}) => {
  const translate = useTranslate();
  const formatDateTime = useFormatDateTime();
  if (!sessions.length) return <Typography variant="body2">{translate('hashar.events.no_sessions')}</Typography>;
  return (
    <Box sx={{ overflowX: 'auto', maxWidth: '100%' }}>
      <Table size="small" data-testid="sessions-table">
        <TableHead>
          <TableRow>
            {bilingual ? (
              <>
                <TableCell>{translate('hashar.events.session_ru')}</TableCell>
                <TableCell>{translate('hashar.events.session_uz')}</TableCell>
              </>
            ) : (
              <TableCell>{translate('hashar.events.session')}</TableCell>
            )}
            <TableCell>{translate('hashar.events.starts')}</TableCell>
            <TableCell>{translate('hashar.events.ends')}</TableCell>
            <TableCell align="right">{translate('hashar.events.capacity')}</TableCell>
            <TableCell align="right">{translate('hashar.events.free_places')}</TableCell>
            {counts ? <TableCell align="right">{translate('hashar.application_states.pending')}</TableCell> : null}
            {counts ? <TableCell align="right">{translate('hashar.application_states.accepted')}</TableCell> : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {sessions.map((session, index) => (
            <TableRow key={session.id}>
              {bilingual ? (
                <>
                  <TableCell data-testid="session-title-ru">
                    {session.titleRu ?? session.title ?? translate('hashar.events.session_number', { number: index + 1 })}
                  </TableCell>
                  <TableCell data-testid="session-title-uz">{session.titleUz || '—'}</TableCell>
                </>
              ) : (
                <TableCell>{session.title || translate('hashar.events.session_number', { number: index + 1 })}</TableCell>
              )}
              <TableCell>{formatDateTime(session.startsAt)}</TableCell>
              <TableCell>{formatDateTime(session.endsAt)}</TableCell>
              <TableCell align="right">{session.capacity}</TableCell>
              <TableCell align="right">{session.freePlaces}</TableCell>
              {counts ? <TableCell align="right">{session.pendingCount}</TableCell> : null}
              {counts ? <TableCell align="right">{session.acceptedCount}</TableCell> : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};

/** The record's sessions (events and visit options both have them). */
export const SessionsField = (_props: { label?: string }) => {
  const record = useRecordContext<{ sessions?: SessionDto[] }>();
  return <SessionsTable sessions={record?.sessions ?? []} bilingual />;
};
