import { REVIEW_STATES } from '@hashar/common';
import {
  Button,
  Datagrid,
  FunctionField,
  List,
  NumberField,
  SearchInput,
  SelectInput,
  Show,
  SimpleList,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useNotify,
  useRecordContext,
  useTranslate,
  useUpdate,
} from 'react-admin';
import { DateTimeField } from '../components/DateTimeField';
import { useIsSmall } from '../components/useIsSmall';

interface ReviewRecord {
  id: number;
  stars: number;
  text: string;
  status: (typeof REVIEW_STATES)[number];
  authorName: string | null;
  targetName: string | null;
}

const STATUS_CHOICES = REVIEW_STATES.map((s) => ({ id: s, name: `hashar.reviews.status.${s}` }));
const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={STATUS_CHOICES} alwaysOn />,
];
const stars = (r: ReviewRecord) => '★'.repeat(r.stars) + '☆'.repeat(5 - r.stars);

function StatusField() {
  const translate = useTranslate();
  return <FunctionField source="status" render={(r: ReviewRecord) => translate(`hashar.reviews.status.${r.status}`)} />;
}

/** Hide (a published or reported review) or restore (a hidden or reported one). */
function DecisionButtons() {
  const record = useRecordContext<ReviewRecord>();
  const [update, { isPending }] = useUpdate();
  const notify = useNotify();
  if (!record) return null;
  const decide = (status: 'hidden' | 'published') =>
    update(
      'reviews',
      { id: record.id, data: { status }, previousData: record },
      { onSuccess: () => notify(status === 'hidden' ? 'hashar.reviews.hidden' : 'hashar.reviews.restored', { type: 'info' }) },
    );
  return (
    <>
      {record.status !== 'hidden' ? (
        <Button label="hashar.reviews.hide" onClick={() => void decide('hidden')} disabled={isPending} data-testid="review-hide" />
      ) : null}
      {record.status !== 'published' ? (
        <Button label="hashar.reviews.restore" onClick={() => void decide('published')} disabled={isPending} data-testid="review-restore" />
      ) : null}
    </>
  );
}

export const ReviewList = () => {
  const small = useIsSmall();
  const translate = useTranslate();
  return (
    <List filters={filters} sort={{ field: 'priority', order: 'ASC' }} perPage={25} exporter={false}>
      {small ? (
        <SimpleList
          primaryText={(r) =>
            `${stars(r as ReviewRecord)} ${(r as ReviewRecord).authorName ?? ''} → ${(r as ReviewRecord).targetName ?? ''}`
          }
          secondaryText={(r) => (r as ReviewRecord).text}
          tertiaryText={(r) => translate(`hashar.reviews.status.${(r as ReviewRecord).status}`)}
          rowClick="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <NumberField source="id" />
          <StatusField />
          <FunctionField source="stars" render={stars} />
          <TextField source="authorName" sortable={false} />
          <TextField source="targetName" sortable={false} />
          <TextField source="text" sortable={false} />
          <TextField source="reportReason" sortable={false} />
          <DateTimeField source="reportedAt" />
          <DateTimeField source="createdAt" />
          <DecisionButtons />
        </Datagrid>
      )}
    </List>
  );
};

export const ReviewShow = () => (
  <Show
    actions={
      <TopToolbar>
        <DecisionButtons />
      </TopToolbar>
    }
  >
    <SimpleShowLayout>
      <NumberField source="id" />
      <StatusField />
      <FunctionField source="stars" render={stars} />
      <TextField source="activityTitle" />
      <TextField source="authorName" />
      <TextField source="targetName" />
      <TextField source="text" />
      <TextField source="reportReason" emptyText="—" />
      <DateTimeField source="reportedAt" />
      <DateTimeField source="createdAt" />
    </SimpleShowLayout>
  </Show>
);
