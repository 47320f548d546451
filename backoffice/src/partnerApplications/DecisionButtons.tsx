import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useState } from 'react';
import { Button, useRecordContext } from 'react-admin';
import { RejectDialog } from '../moderation/RejectDialog';
import { useModerationDecision } from '../moderation/decisions';

/** Approve (the business becomes a partner, its logo goes to the footer), or reject with a reason. */
export const PartnerDecisionButtons = () => {
  const record = useRecordContext<{ id: number; status?: string }>();
  const { decide, pending } = useModerationDecision('partner-applications');
  const [rejecting, setRejecting] = useState(false);
  if (!record || record.status !== 'pending') return null;
  return (
    <>
      <Button
        label="hashar.moderation.approve"
        color="success"
        variant="contained"
        disabled={pending}
        onClick={() => void decide([record.id], 'approve')}
        data-testid="partner-approve"
      >
        <CheckCircleIcon />
      </Button>
      <Button
        label="hashar.moderation.reject"
        color="error"
        variant="outlined"
        disabled={pending}
        onClick={() => setRejecting(true)}
        data-testid="partner-reject"
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
