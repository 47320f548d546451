import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Button, Show, TopToolbar, useRecordContext, type Identifier, type RaRecord } from 'react-admin';
import { RejectDialog, type ReasonDialogTexts } from '../moderation/RejectDialog';
import { useModerationDecision } from '../moderation/decisions';

interface DecisionButtonsProps {
  /** The queue the buttons act on: /api/admin/<resource>. */
  resource: string;
  /** The records decided at once (one, or the selected rows). */
  ids: Identifier[];
  /** Test ids: `<testId>-approve` and `<testId>-reject`. */
  testId: string;
  /** Filled (approve) and outlined (reject) buttons; plain ones in a bulk bar. */
  emphasized?: boolean;
  /** Texts of the rejection dialog other than a publication's. */
  rejectTexts?: Partial<ReasonDialogTexts>;
}

/** Approve, and Reject with a reason (a dialog), for one or several records of a queue. */
export const DecisionButtons = ({ resource, ids, testId, emphasized = true, rejectTexts }: DecisionButtonsProps) => {
  const { decide, pending } = useModerationDecision(resource);
  const [rejecting, setRejecting] = useState(false);
  return (
    <>
      <Button
        label="hashar.moderation.approve"
        color="success"
        variant={emphasized ? 'contained' : undefined}
        disabled={pending}
        onClick={() => void decide(ids, 'approve')}
        data-testid={`${testId}-approve`}
      >
        <CheckCircleIcon />
      </Button>
      <Button
        label="hashar.moderation.reject"
        color="error"
        variant={emphasized ? 'outlined' : undefined}
        disabled={pending}
        onClick={() => setRejecting(true)}
        data-testid={`${testId}-reject`}
      >
        <CancelIcon />
      </Button>
      <RejectDialog
        open={rejecting}
        count={ids.length}
        pending={pending}
        texts={rejectTexts}
        onClose={() => setRejecting(false)}
        onConfirm={(reason) => {
          setRejecting(false);
          void decide(ids, 'reject', reason);
        }}
      />
    </>
  );
};

interface RecordDecisionButtonsProps {
  resource: string;
  testId: string;
  /** Whether the record still waits for a decision (the buttons show only then); a request's `status` is 'pending' by default. */
  waiting?: (record: RaRecord) => boolean;
  rejectTexts?: Partial<ReasonDialogTexts>;
}

/** Whether a request (verification, partner application) still waits for a decision. */
const isPendingRequest = (record: RaRecord) => record.status === 'pending';

/** The decision buttons for the record in context, while it waits for a decision. */
export const RecordDecisionButtons = ({ resource, testId, waiting = isPendingRequest, rejectTexts }: RecordDecisionButtonsProps) => {
  const record = useRecordContext();
  if (!record || !waiting(record)) return null;
  return <DecisionButtons resource={resource} ids={[record.id]} testId={testId} rejectTexts={rejectTexts} />;
};

/** A Show page whose toolbar holds the record's decision buttons. */
export const DecisionShow = ({ children, ...buttons }: RecordDecisionButtonsProps & { children: ReactNode }) => (
  <Show
    actions={
      <TopToolbar>
        <RecordDecisionButtons {...buttons} />
      </TopToolbar>
    }
  >
    {children}
  </Show>
);
