import { EVENT_LIMITS } from '@hashar/common';
import DownloadIcon from '@mui/icons-material/Download';
import MailIcon from '@mui/icons-material/Mail';
import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { Button, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { crmApi, downloadRoster, errorMessage, useCrmCall, type CrmActivityBase } from './crmApi';

/** Downloads the activity's roster as CSV (fetched with the Bearer token, saved from a blob). */
export const RosterButton = ({ base = 'events' }: { base?: CrmActivityBase }) => {
  const record = useRecordContext<{ id: number | string }>();
  const notify = useNotify();
  const [pending, setPending] = useState(false);
  if (!record) return null;
  const download = async () => {
    setPending(true);
    try {
      await downloadRoster(base, record.id);
    } catch (error) {
      const message = errorMessage(error);
      notify(message, { type: 'error', messageArgs: { _: message } });
    } finally {
      setPending(false);
    }
  };
  return (
    <Button label="hashar.crm.roster" onClick={() => void download()} disabled={pending} data-testid="roster-csv">
      <DownloadIcon />
    </Button>
  );
};

/** "Message all accepted applicants": subject and text, sent by email and in-app (POST /api/crm/<base>/:id/message). */
export const MessageButton = ({ base = 'events' }: { base?: CrmActivityBase }) => {
  const record = useRecordContext<{ id: number | string }>();
  const translate = useTranslate();
  const { run, pending } = useCrmCall();
  const [open, setOpen] = useState(false);
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [touched, setTouched] = useState(false);
  if (!record) return null;
  const close = () => {
    setOpen(false);
    setTouched(false);
  };
  const send = async () => {
    setTouched(true);
    if (!subject.trim() || !body.trim()) return;
    if (await run(() => crmApi.message(base, record.id, subject.trim(), body.trim()), 'hashar.crm.message.sent')) {
      setSubject('');
      setBody('');
      close();
    }
  };
  const required = (value: string) => touched && !value.trim();
  return (
    <>
      <Button label="hashar.crm.message.button" onClick={() => setOpen(true)} data-testid="message-accepted">
        <MailIcon />
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="message-dialog-title">
        <DialogTitle id="message-dialog-title">{translate('hashar.crm.message.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate('hashar.crm.message.hint')}</DialogContentText>
          <TextField
            autoFocus
            fullWidth
            label={translate('hashar.crm.message.subject')}
            value={subject}
            onChange={(event) => setSubject(event.target.value)}
            error={required(subject)}
            helperText={required(subject) ? translate('ra.validation.required') : ' '}
            slotProps={{ htmlInput: { maxLength: EVENT_LIMITS.titleMax, 'data-testid': 'message-subject' } }}
          />
          <TextField
            fullWidth
            multiline
            minRows={4}
            label={translate('hashar.crm.message.body')}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            error={required(body)}
            helperText={required(body) ? translate('ra.validation.required') : ' '}
            slotProps={{ htmlInput: { maxLength: EVENT_LIMITS.messageMax, 'data-testid': 'message-body' } }}
          />
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={close}>{translate('ra.action.cancel')}</MuiButton>
          <MuiButton variant="contained" onClick={() => void send()} disabled={pending} data-testid="message-send">
            {translate('hashar.crm.message.send')}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
};
