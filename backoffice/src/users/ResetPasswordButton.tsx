import LockResetIcon from '@mui/icons-material/LockReset';
import { useState } from 'react';
import { Button, Confirm, useNotify, useRecordContext } from 'react-admin';
import { httpClient } from '../dataProvider';

/** Emails the user a password recovery link (POST /api/admin/users/:id/reset-password). */
export const ResetPasswordButton = () => {
  const record = useRecordContext<{ id: number; email: string }>();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  if (!record) return null;

  const send = async () => {
    setOpen(false);
    setSending(true);
    try {
      const { json } = await httpClient(`/api/admin/users/${encodeURIComponent(record.id)}/reset-password`, { method: 'POST' });
      const msg = (json as { msg?: string })?.msg;
      notify(msg || 'ra.notification.updated', { type: 'success', messageArgs: { smart_count: 1, _: msg } });
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : 'ra.notification.http_error';
      notify(message, { type: 'error', messageArgs: { _: message } });
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <Button label="hashar.users.reset_password" onClick={() => setOpen(true)} disabled={sending}>
        <LockResetIcon />
      </Button>
      <Confirm
        isOpen={open}
        title="hashar.users.reset_password"
        content="hashar.users.reset_password_confirm"
        translateOptions={{ email: record.email }}
        onConfirm={() => void send()}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
