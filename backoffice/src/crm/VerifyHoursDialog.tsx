import { EVENT_LIMITS } from '@hashar/common';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify, useRefresh, useTranslate, type Identifier } from 'react-admin';
import { formatNumber } from '../i18n/numbers';
import { crmApi, errorMessage } from './crmApi';
import { hoursLimitOf, timesOf } from './decisions';
import { HOURS_STEP, hoursError, hoursForSession, parseHours } from './hours';

/** The dialog's texts when verifying and when correcting verified hours. */
const TEXTS = {
  verify: { title: 'hashar.crm.verify.title', confirm: 'hashar.crm.verify.confirm', done: 'hashar.crm.verify.done' },
  correct: { title: 'hashar.crm.correct.title', confirm: 'hashar.crm.correct.confirm', done: 'hashar.crm.correct.done' },
} as const;

export interface VerifyTarget {
  id: Identifier;
  name?: string | null;
  session?: { startsAt?: string | null; endsAt?: string | null } | null;
  /** The kind of the activity applied to: its hours limit. */
  kind?: string;
  /** Hours already verified: the dialog corrects them (PUT …/hours) instead of verifying. */
  verifiedHours?: number | null;
  /** Hours from the volunteer's QR check-in to the shift's end: the default before the session's length. */
  suggestedHours?: number | null;
}

interface Props {
  target: VerifyTarget | null;
  onClose(): void;
}

/**
 * Verify hours (POST /api/crm/applications/:id/verify), or correct verified ones (PUT …/hours,
 * when the target has `verifiedHours`: the dialog starts from them and warns that certificates are revoked): the hours start from the
 * check-in to the shift's end when the volunteer checked in by QR, else from the session's length, rounded to half an hour, and may be changed (up to the kind's limit); a note
 * is optional. The server's refusal (e.g. 409 "already verified") stays in the dialog.
 */
export const VerifyHoursDialog = ({ target, onClose }: Props) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [hours, setHours] = useState('');
  const [note, setNote] = useState('');
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (!target) return;
    setHours(String(target.verifiedHours ?? target.suggestedHours ?? hoursForSession(target.session) ?? ''));
    setNote('');
    setTouched(false);
    setFailure(null);
  }, [target]);

  const correcting = target?.verifiedHours != null;
  const texts = correcting ? TEXTS.correct : TEXTS.verify;
  const max = hoursLimitOf(target?.kind, timesOf(target?.session));
  const error = hoursError(hours, max);
  const submit = async () => {
    setTouched(true);
    if (!target || error) return;
    setPending(true);
    setFailure(null);
    try {
      const value = parseHours(hours);
      await (correcting ? crmApi.correctHours : crmApi.verify)(target.id, value, note.trim() || undefined);
      // Hours go by halves: a formatted number ("1,5 ч."), no plural forms (Polyglot would say "1.5 часов").
      notify(texts.done, { type: 'success', messageArgs: { hours: formatNumber(value) } });
      onClose();
      refresh();
    } catch (caught) {
      setFailure(translate(errorMessage(caught), { _: errorMessage(caught) }));
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open={!!target} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="verify-dialog-title">
      <DialogTitle id="verify-dialog-title">{translate(texts.title)}</DialogTitle>
      <DialogContent>
        {target?.name ? <DialogContentText sx={{ mb: 2 }}>{target.name}</DialogContentText> : null}
        {correcting ? (
          <Alert severity="warning" sx={{ mb: 2 }} data-testid="correct-warning">
            {translate('hashar.crm.correct.warning', { hours: target?.verifiedHours == null ? '' : formatNumber(target.verifiedHours) })}
          </Alert>
        ) : null}
        {failure ? (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="verify-error">
            {failure}
          </Alert>
        ) : null}
        <TextField
          autoFocus
          fullWidth
          type="number"
          label={translate('hashar.crm.verify.hours')}
          value={hours}
          onChange={(event) => setHours(event.target.value)}
          onBlur={() => setTouched(true)}
          error={touched && !!error}
          helperText={touched && error ? translate(error, { max }) : translate('hashar.crm.verify.hours_hint', { max })}
          slotProps={{ htmlInput: { min: HOURS_STEP, max, step: HOURS_STEP, 'data-testid': 'verify-hours-input' } }}
          sx={{ mb: 2 }}
        />
        <TextField
          fullWidth
          multiline
          minRows={2}
          label={translate('hashar.crm.verify.note')}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          slotProps={{ htmlInput: { maxLength: EVENT_LIMITS.commentMax, 'data-testid': 'verify-note' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={pending} data-testid="verify-confirm">
          {translate(texts.confirm)}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
