import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import { useState } from 'react';
import { Button, useListContext, useRecordContext, useResourceContext } from 'react-admin';
import { RejectDialog } from './RejectDialog';
import { useModerationDecision } from './decisions';

/** The queue the buttons act on (/api/admin/<resource>). */
const useModerationResource = () => useResourceContext() ?? '';

/** Approve and Reject (with a reason) for one record waiting for moderation. */
export const DecisionButtons = () => {
  const record = useRecordContext<{ id: number; moderation?: string }>();
  const resource = useModerationResource();
  const { decide, pending } = useModerationDecision(resource);
  const [rejecting, setRejecting] = useState(false);
  if (!record || record.moderation !== 'moderation') return null;
  return (
    <>
      <Button
        label="hashar.moderation.approve"
        color="success"
        variant="contained"
        disabled={pending}
        onClick={() => void decide([record.id], 'approve')}
        data-testid="moderation-approve"
      >
        <CheckCircleIcon />
      </Button>
      <Button
        label="hashar.moderation.reject"
        color="error"
        variant="outlined"
        disabled={pending}
        onClick={() => setRejecting(true)}
        data-testid="moderation-reject"
      >
        <CancelIcon />
      </Button>
      <RejectDialog
        open={rejecting}
        count={1}
        pending={pending}
        onClose={() => setRejecting(false)}
        onConfirm={(reason) => {
          setRejecting(false);
          void decide([record.id], 'reject', reason);
        }}
      />
    </>
  );
};

/** Bulk approve and reject of the selected rows of a moderation queue. */
export const BulkDecisionButtons = () => {
  const { selectedIds } = useListContext();
  const resource = useModerationResource();
  const { decide, pending } = useModerationDecision(resource);
  const [rejecting, setRejecting] = useState(false);
  return (
    <>
      <Button
        label="hashar.moderation.approve"
        color="success"
        disabled={pending}
        onClick={() => void decide(selectedIds, 'approve')}
        data-testid="bulk-approve"
      >
        <CheckCircleIcon />
      </Button>
      <Button
        label="hashar.moderation.reject"
        color="error"
        disabled={pending}
        onClick={() => setRejecting(true)}
        data-testid="bulk-reject"
      >
        <CancelIcon />
      </Button>
      <RejectDialog
        open={rejecting}
        count={selectedIds.length}
        pending={pending}
        onClose={() => setRejecting(false)}
        onConfirm={(reason) => {
          setRejecting(false);
          void decide(selectedIds, 'reject', reason);
        }}
      />
    </>
  );
};
