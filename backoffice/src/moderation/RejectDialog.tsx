import { EVENT_LIMITS } from '@hashar/common';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

/** The dialog's texts (translation keys); a publication's rejection by default. */
export interface ReasonDialogTexts {
  title: string;
  hint: string;
  reason: string;
  confirm: string;
}

const REJECT_TEXTS: ReasonDialogTexts = {
  title: 'hashar.moderation.reject_title',
  hint: 'hashar.moderation.reject_hint',
  reason: 'hashar.moderation.reason',
  confirm: 'hashar.moderation.reject',
};

interface Props {
  open: boolean;
  /** How many records are rejected (the title says so). */
  count: number;
  pending?: boolean;
  onClose(): void;
  onConfirm(reason: string): void;
  /** Other texts (a group's rejection, its suspension). */
  texts?: Partial<ReasonDialogTexts>;
}

/** Asks for the reason of a rejection (required, up to EVENT_LIMITS.rejectReasonMax characters): the author reads it. */
export const RejectDialog = ({ open, count, pending, onClose, onConfirm, texts }: Props) => {
  const translate = useTranslate();
  const t = { ...REJECT_TEXTS, ...texts };
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const max = EVENT_LIMITS.rejectReasonMax;
  const trimmed = reason.trim();
  const error = !trimmed ? 'ra.validation.required' : reason.length > max ? 'hashar.moderation.reason_too_long' : null;
  const close = () => {
    setReason('');
    setTouched(false);
    onClose();
  };
  const submit = () => {
    setTouched(true);
    if (error) return;
    onConfirm(trimmed);
    setReason('');
    setTouched(false);
  };
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="reject-dialog-title">
      <DialogTitle id="reject-dialog-title">{translate(t.title, { smart_count: count })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate(t.hint)}</DialogContentText>
        <TextField
          autoFocus
          multiline
          minRows={3}
          fullWidth
          label={translate(t.reason)}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          onBlur={() => setTouched(true)}
          error={touched && !!error}
          helperText={
            touched && error ? translate(error, { max }) : translate('hashar.moderation.reason_count', { count: reason.length, max })
          }
          slotProps={{ htmlInput: { 'data-testid': 'reject-reason', maxLength: max + 100 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{translate('ra.action.cancel')}</Button>
        <Button color="error" variant="contained" onClick={submit} disabled={pending} data-testid="reject-confirm">
          {translate(t.confirm)}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
