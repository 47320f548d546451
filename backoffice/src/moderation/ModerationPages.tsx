import { representBy } from '../components/localized';
import { Box } from '@mui/material';
import { Fragment } from 'react';
import {
  Datagrid,
  EditButton,
  List,
  SearchInput,
  SelectInput,
  Show,
  SimpleList,
  TopToolbar,
  useCanAccess,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { useFormatDateTime } from '../components/DateTimeField';
import { useIsSmall } from '../components/useIsSmall';
import { listColumn, showField } from './catalogue';
import { MODERATION_CHOICES } from './fields';
import { BulkDecisionButtons, DecisionButtons } from './ModerationButtons';
import { useRegionChoices } from './publicLists';
import { moderationQueue } from './registry';

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

/** The queue: what waits for moderation first, oldest submission first; columns from the kind's registry entry. */
export const ModerationList = () => {
  const small = useIsSmall();
  const formatDateTime = useFormatDateTime();
  const translate = useTranslate();
  const resource = useResourceContext() ?? '';
  const { columns } = moderationQueue(resource);
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
          primaryText={representBy('title')}
          secondaryText={(record) => formatDateTime(record.submittedAt)}
          tertiaryText={(record) => translate(`hashar.moderation_states.${record.moderation}`, { _: record.moderation })}
          rowClick="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={<BulkDecisionButtons />}>
          {columns.map((field) => listColumn(field, resource))}
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

/** Every field of the record in both languages (those of its kind's registry entry), and the decision buttons. */
export const ModerationShow = () => {
  const { fields } = moderationQueue(useResourceContext());
  return (
    <Show actions={<ShowActions />}>
      <Box sx={{ p: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {fields.map((field) => (
          <Fragment key={field}>{showField(field)}</Fragment>
        ))}
      </Box>
    </Show>
  );
};
