import { useState } from 'react';
import { useNotify, useRefresh, useUnselectAll, type Identifier } from 'react-admin';
import { httpClient } from '../dataProvider';

export type Decision = 'approve' | 'reject';

/** POST /api/admin/:resource/:id/approve|reject, or /bulk for several at once. */
async function sendDecision(resource: string, ids: Identifier[], decision: Decision, reason?: string) {
  const body = decision === 'reject' ? { reason } : {};
  if (ids.length === 1) {
    await httpClient(`/api/admin/${resource}/${encodeURIComponent(String(ids[0]))}/${decision}`, {
      method: 'POST',
      body: JSON.stringify(body),
    });
  } else {
    await httpClient(`/api/admin/${resource}/bulk`, { method: 'POST', body: JSON.stringify({ ids, action: decision, ...body }) });
  }
}

/**
 * Approves or rejects one or more records, then says so in the UI language (or shows the
 * server's message), refreshes the page and clears the list selection.
 */
export function useModerationDecision(resource: string) {
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll(resource);
  const [pending, setPending] = useState(false);
  const decide = async (ids: Identifier[], decision: Decision, reason?: string): Promise<boolean> => {
    setPending(true);
    try {
      await sendDecision(resource, ids, decision, reason);
      notify(`hashar.moderation.${decision === 'approve' ? 'approved' : 'rejected'}`, {
        type: 'success',
        messageArgs: { smart_count: ids.length },
      });
      unselectAll();
      refresh();
      return true;
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : 'ra.notification.http_error';
      notify(message, { type: 'error', messageArgs: { _: message } });
      return false;
    } finally {
      setPending(false);
    }
  };
  return { decide, pending };
}
