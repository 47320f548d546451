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
  type RaRecord,
} from 'react-admin';
import { useFormatDateTime } from '../components/DateTimeField';
import { useIsSmall } from '../components/useIsSmall';
import type { ModerationEntry } from './entry';
import { MODERATION_CHOICES } from './fields';
import { BulkDecisionButtons, DecisionButtons } from './ModerationButtons';

/** What every queue filters by first: a search and the moderation state. */
const FIRST_FILTERS = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="moderation" source="moderation" choices={MODERATION_CHOICES} alwaysOn />,
];

interface Props<R extends RaRecord> {
  entry: ModerationEntry<R>;
}

/** The queue: what waits for moderation first, in the entry's order; a table, or a list of rows on a phone. */
export function ModerationList<R extends RaRecord>({ entry }: Props<R>) {
  const small = useIsSmall();
  const tools = { translate: useTranslate(), formatDateTime: useFormatDateTime() };
  const resource = useResourceContext() ?? '';
  return (
    <List
      filters={[...FIRST_FILTERS, ...entry.filters]}
      filterDefaultValues={{ moderation: 'moderation' }}
      sort={entry.sort}
      perPage={25}
      exporter={false}
    >
      {small ? (
        <SimpleList<R>
          primaryText={(record) => entry.lines.primary(record, tools)}
          secondaryText={(record) => entry.lines.secondary(record, tools)}
          tertiaryText={(record) => entry.lines.tertiary(record, tools)}
          rowClick="show"
          data-testid={`${resource}-simple-list`}
        />
      ) : (
        <Datagrid
          rowClick="show"
          bulkActionButtons={entry.bulk ? <BulkDecisionButtons rejectTexts={entry.rejectTexts} /> : false}
          data-testid={`${resource}-grid`}
        >
          {entry.columns}
        </Datagrid>
      )}
    </List>
  );
}

/** Edit, for those the resource lets edit. */
const EditIfAllowed = () => {
  const resource = useResourceContext();
  const { canAccess } = useCanAccess({ resource, action: 'edit' });
  return canAccess ? <EditButton /> : null;
};

/** One record: its entry's detail, Approve and Reject while it waits, the entry's own buttons and Edit. */
export function ModerationShow<R extends RaRecord>({ entry }: Props<R>) {
  return (
    <Show
      actions={
        <TopToolbar sx={{ flexWrap: 'wrap', gap: 1 }}>
          {entry.actions?.before}
          <DecisionButtons rejectTexts={entry.rejectTexts} />
          {entry.actions?.after}
          {entry.editable.length ? <EditIfAllowed /> : null}
        </TopToolbar>
      }
    >
      {entry.detail}
    </Show>
  );
}
