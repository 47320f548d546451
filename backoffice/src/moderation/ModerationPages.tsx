import { MODERATION_STATES } from '@hashar/common';
import { Box, Typography } from '@mui/material';
import {
  BooleanField,
  Datagrid,
  EditButton,
  ImageField,
  Labeled,
  List,
  NumberField,
  SearchInput,
  SelectInput,
  Show,
  SimpleList,
  TextField,
  TopToolbar,
  useCanAccess,
  useLocaleState,
  useRecordContext,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { useIsSmall } from '../components/useIsSmall';
import { BulkDecisionButtons, DecisionButtons } from './ModerationButtons';
import { DateTimeField } from '../components/DateTimeField';
import { formatDateTime } from '../components/dateTime';
import { DirectionChips, DocumentsField, ModerationChip, OrganizationField, RegionField, SessionsField } from './fields';
import { useRegionChoices, useRegionName } from './publicLists';

const MODERATION_CHOICES = MODERATION_STATES.map((state) => ({ id: state, name: `hashar.moderation_states.${state}` }));

/**
 * Search, state (moderation), region. The API filters by these (and organizationId); a
 * direction filter joins when the API accepts one.
 */
const useFilters = () => {
  const regions = useRegionChoices();
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="moderation" source="moderation" choices={MODERATION_CHOICES} alwaysOn />,
    <SelectInput key="regionId" source="regionId" choices={regions} translateChoice={false} alwaysOn />,
  ];
};

/** The queue: what waits for moderation first, oldest submission first. */
export const ModerationList = () => {
  const small = useIsSmall();
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const resource = useResourceContext();
  return (
    <List
      filters={useFilters()}
      filterDefaultValues={{ moderation: 'moderation' }}
      sort={{ field: 'submittedAt', order: 'ASC' }}
      perPage={25}
      exporter={false}
    >
      {small ? (
        <SimpleList
          primaryText={(record) => record.titleRu}
          secondaryText={(record) => formatDateTime(record.submittedAt, locale)}
          tertiaryText={(record) => translate(`hashar.moderation_states.${record.moderation}`, { _: record.moderation })}
          rowClick="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={<BulkDecisionButtons />}>
          <TextField source="id" />
          <TextField source="titleRu" />
          <OrganizationField source="organizationId" label={`resources.${resource}.fields.organization.name`} />
          <RegionField source="regionId" label={`resources.${resource}.fields.regionId`} />
          {resource === 'events' ? <DateTimeField source="startsAt" /> : null}
          <ModerationChip source="moderation" label={`resources.${resource}.fields.moderation`} />
          <DateTimeField source="submittedAt" />
        </Datagrid>
      )}
    </List>
  );
};

const ShowActions = () => {
  const resource = useResourceContext();
  const { canAccess } = useCanAccess({ resource, action: 'edit' });
  return (
    <TopToolbar sx={{ flexWrap: 'wrap', gap: 1 }}>
      <DecisionButtons />
      {canAccess ? <EditButton /> : null}
    </TopToolbar>
  );
};

/** Long text as written (line breaks kept). */
const LongText = ({ source }: { source: string }) => (
  <TextField source={source} sx={{ whiteSpace: 'pre-wrap', display: 'block', maxWidth: 820 }} emptyText="—" />
);

/** The rejection reason, when there is one. */
const RejectReason = () => {
  const record = useRecordContext<{ rejectReason?: string | null }>();
  if (!record?.rejectReason) return null;
  return (
    <Labeled source="rejectReason">
      <TextField source="rejectReason" sx={{ whiteSpace: 'pre-wrap', color: 'error.main' }} />
    </Labeled>
  );
};

/** Where: the region, or "online" (the address follows in each language). */
const PlaceField = () => {
  const record = useRecordContext<{ isOnline?: boolean; regionId?: number | null; regionName?: string | null }>();
  const translate = useTranslate();
  const regionName = useRegionName();
  if (!record) return null;
  const place = record.isOnline ? translate('hashar.events.online') : (record.regionName ?? regionName(record.regionId));
  return <Typography variant="body2">{place || '—'}</Typography>;
};

/** Every field of an event or visit option, both languages, and the decision buttons. */
export const ModerationShow = () => {
  const resource = useResourceContext();
  const isEvent = resource === 'events';
  return (
    <Show actions={<ShowActions />}>
      <Box sx={{ p: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Labeled source="moderation">
          <ModerationChip />
        </Labeled>
        <RejectReason />
        <Labeled source="organization.name">
          <OrganizationField />
        </Labeled>
        <Labeled source="submittedAt">
          <DateTimeField source="submittedAt" />
        </Labeled>
        <Labeled source="titleRu">
          <TextField source="titleRu" />
        </Labeled>
        <Labeled source="titleUz">
          <TextField source="titleUz" emptyText="—" />
        </Labeled>
        <Labeled source="descriptionRu">
          <LongText source="descriptionRu" />
        </Labeled>
        <Labeled source="descriptionUz">
          <LongText source="descriptionUz" />
        </Labeled>
        <Labeled source="directions">
          <DirectionChips />
        </Labeled>
        <Labeled source="address">
          <PlaceField />
        </Labeled>
        <Labeled source="addressRu">
          <TextField source="addressRu" emptyText="—" />
        </Labeled>
        <Labeled source="addressUz">
          <TextField source="addressUz" emptyText="—" />
        </Labeled>
        {isEvent ? (
          <>
            <Labeled source="startsAt">
              <DateTimeField source="startsAt" />
            </Labeled>
            <Labeled source="endsAt">
              <DateTimeField source="endsAt" />
            </Labeled>
            <Labeled source="isOnline">
              <BooleanField source="isOnline" />
            </Labeled>
            <Labeled source="capacity">
              <NumberField source="capacity" emptyText="—" />
            </Labeled>
            <Labeled source="minAge">
              <NumberField source="minAge" emptyText="—" />
            </Labeled>
            <Labeled source="skills">
              <LongText source="skills" />
            </Labeled>
            <Labeled source="group.title">
              <TextField source="group.title" emptyText="—" />
            </Labeled>
          </>
        ) : null}
        <Labeled source="cover">
          <ImageField
            source="cover"
            emptyText="—"
            sx={{ '& img': { maxWidth: '100% !important', maxHeight: 270, objectFit: 'contain' } }}
          />
        </Labeled>
        {isEvent ? (
          <Labeled source="documents">
            <DocumentsField />
          </Labeled>
        ) : null}
        <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
          <Labeled source="sessions" fullWidth>
            <SessionsField />
          </Labeled>
        </Box>
      </Box>
    </Show>
  );
};
