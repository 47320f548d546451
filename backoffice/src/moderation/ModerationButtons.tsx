import { useListContext, useResourceContext } from 'react-admin';
import { RecordDecisionButtons, DecisionButtons as QueueDecisionButtons } from '../components/DecisionButtons';
import type { ReasonDialogTexts } from './RejectDialog';

/** The queue the buttons act on (/api/admin/<resource>). */
const useModerationResource = () => useResourceContext() ?? '';

interface Props {
  rejectTexts?: Partial<ReasonDialogTexts>;
}

/** Approve and Reject (with a reason) for one record waiting for moderation. */
export const DecisionButtons = ({ rejectTexts }: Props) => (
  <RecordDecisionButtons
    resource={useModerationResource()}
    testId="moderation"
    waiting={(record) => record.moderation === 'moderation'}
    rejectTexts={rejectTexts}
  />
);

/** Bulk approve and reject of the selected rows of a moderation queue. */
export const BulkDecisionButtons = ({ rejectTexts }: Props) => {
  const { selectedIds } = useListContext();
  return (
    <QueueDecisionButtons resource={useModerationResource()} ids={selectedIds} testId="bulk" emphasized={false} rejectTexts={rejectTexts} />
  );
};
