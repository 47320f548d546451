import { Fragment } from 'react';
import { SelectInput, useResourceContext, type SelectInputProps } from 'react-admin';
import { representBy } from '../components/localized';
import { listColumn, showField } from './catalogue';
import type { ModerationEntry } from './entry';
import { FieldGrid } from './ModerationDetail';
import { ModerationList, ModerationShow } from './ModerationPages';
import { useRegionChoices } from './publicLists';
import { MODERATION_QUEUES, moderationQueue, type ModerationQueue } from './registry';

/** The region filter, named in the UI language (a direction filter joins when the API accepts one). */
const RegionFilter = (props: Omit<SelectInputProps, 'choices'>) => (
  <SelectInput {...props} choices={useRegionChoices()} translateChoice={false} />
);

/** An activity kind's queue as the generic pages take it: columns and fields from its registry entry, decided one by one or in bulk. */
function queueEntry(queue: ModerationQueue): ModerationEntry {
  return {
    filters: [<RegionFilter key="regionId" source="regionId" alwaysOn />],
    sort: { field: 'submittedAt', order: 'ASC' },
    columns: queue.columns.map((field) => listColumn(field, queue.resource)),
    lines: {
      primary: representBy('title'),
      secondary: (record, { formatDateTime }) => formatDateTime(record['submittedAt'] as string | null),
      tertiary: (record, { translate }) => translate(`hashar.moderation_states.${record['moderation']}`, { _: record['moderation'] }),
    },
    bulk: true,
    detail: (
      <FieldGrid
        padded
        labeled={false}
        fields={queue.fields.map((field) => (
          <Fragment key={field}>{showField(field)}</Fragment>
        ))}
      />
    ),
    editable: queue.editable,
  };
}

const ENTRIES = new Map(MODERATION_QUEUES.map((queue) => [queue.resource, queueEntry(queue)]));

/** The entry of the queue in context. */
const useQueueEntry = () => ENTRIES.get(moderationQueue(useResourceContext()).resource)!;

/** An activity kind's queue. */
export const QueueList = () => <ModerationList entry={useQueueEntry()} />;

/** An activity with every field of its kind in both languages. */
export const QueueShow = () => <ModerationShow entry={useQueueEntry()} />;
