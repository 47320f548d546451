import { useListContext, useResourceContext } from 'react-admin';
import { RecordDecisionButtons, DecisionButtons as QueueDecisionButtons } from '../components/DecisionButtons';

/** The queue the buttons act on (/api/admin/<resource>). */
const useModerationResource = () => useResourceContext() ?? '';

/** Approve and Reject (with a reason) for one record waiting for moderation. */
export const DecisionButtons = () => (
  <RecordDecisionButtons resource={useModerationResource()} testId="moderation" waiting={(record) => record.moderation === 'moderation'} />
);

/** Bulk approve and reject of the selected rows of a moderation queue. */
export const BulkDecisionButtons = () => {
  const { selectedIds } = useListContext();
  return <QueueDecisionButtons resource={useModerationResource()} ids={selectedIds} testId="bulk" emphasized={false} />;
};
