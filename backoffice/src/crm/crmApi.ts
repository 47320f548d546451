import { useState } from 'react';
import { HttpError, useNotify, useRefresh, type Identifier } from 'react-admin';
import { session } from '../auth';
import { httpClient } from '../dataProvider';
import { i18nProvider } from '../i18n';
import type { BulkAction } from './decisions';

/** The CRM collections whose records have a roster and a message: events by number, activities of every kind by `<kind>-<id>`. */
export type CrmActivityBase = 'events' | 'activities';

const post = (url: string, body: unknown) => httpClient(url, { method: 'POST', body: JSON.stringify(body) });

export const crmApi = {
  /** One decision (shortlist, interview, accept, reject, attended) on one or more applications. */
  applications: (ids: Identifier[], action: BulkAction) => post('/api/crm/applications/bulk', { ids, action }),
  /** Verify a volunteer's hours (409 when already verified). */
  verify: (id: Identifier, hours: number, note?: string) =>
    post(`/api/crm/applications/${encodeURIComponent(String(id))}/verify`, note ? { hours, note } : { hours }),
  /** Correct verified hours (409 when not verified yet): the points follow, certificates on them are revoked. */
  correctHours: (id: Identifier, hours: number, note?: string) =>
    httpClient(`/api/crm/applications/${encodeURIComponent(String(id))}/hours`, {
      method: 'PUT',
      body: JSON.stringify(note ? { hours, note } : { hours }),
    }),
  /** Email and in-app message to every accepted applicant of an activity (`base`: crm/events or crm/activities). */
  message: (base: CrmActivityBase, id: Identifier, subject: string, body: string) =>
    post(`/api/crm/${base}/${encodeURIComponent(String(id))}/message`, { subject, body }),
};

/**
 * The server's message of a failed call, for a notification; the generic translated key
 * (ra.notification.http_error) otherwise: fetch's network failure is a TypeError in the
 * browser's language ("Failed to fetch"), not a text for the user.
 */
export const errorMessage = (error: unknown) =>
  error instanceof Error && !(error instanceof TypeError) && error.message ? error.message : 'ra.notification.http_error';

/**
 * Runs a CRM call, then notifies (success key with smart_count, or the server's message)
 * and refreshes the page.
 */
export function useCrmCall() {
  const notify = useNotify();
  const refresh = useRefresh();
  const [pending, setPending] = useState(false);
  const run = async (call: () => Promise<unknown>, success: string, count = 1): Promise<boolean> => {
    setPending(true);
    try {
      await call();
      notify(success, { type: 'success', messageArgs: { smart_count: count } });
      refresh();
      return true;
    } catch (error) {
      const message = errorMessage(error);
      notify(message, { type: 'error', messageArgs: { _: message } });
      return false;
    } finally {
      setPending(false);
    }
  };
  return { run, pending };
}

/**
 * useCrmCall for a react-admin `<Form onSubmit>`: on success `onDone` (a dialog closes); on a
 * refusal the server's per-field messages are returned, which the form puts on its inputs
 * (the message itself is notified), so the author sees what to mend where they typed it.
 */
export function useFormCall() {
  const { run, pending } = useCrmCall();
  const submit = async (call: () => Promise<unknown>, success: string, onDone: () => void): Promise<Record<string, string> | undefined> => {
    let fields: Record<string, string> | undefined;
    const done = await run(async () => {
      try {
        return await call();
      } catch (error) {
        const body = error instanceof HttpError ? (error.body as { errors?: Record<string, string> } | undefined) : undefined;
        fields = body?.errors;
        throw error;
      }
    }, success);
    if (done) onDone();
    return fields;
  };
  return { submit, pending };
}

/** The file name of a Content-Disposition header, if any. */
function fileNameOf(disposition: string | null, fallback: string): string {
  const star = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (star) {
    try {
      return decodeURIComponent(star);
    } catch {
      // fall through to the plain name
    }
  }
  return disposition?.match(/filename="?([^";]+)"?/i)?.[1] ?? fallback;
}

/**
 * Downloads an activity's roster (GET /api/crm/<base>/:id/roster.csv): the link needs the
 * Bearer token, so the file is fetched as a blob and saved from an object URL.
 */
export async function downloadRoster(base: CrmActivityBase, eventId: Identifier): Promise<void> {
  await downloadFile(`/api/crm/${base}/${encodeURIComponent(String(eventId))}/roster.csv`, `roster-${eventId}.csv`, 'text/csv');
}

/** Fetches a file with the Bearer token and saves it under the server's file name (rosters, applicants' CVs). */
export async function downloadFile(path: string, fallbackName: string, accept = '*/*'): Promise<void> {
  const token = session.getToken();
  const response = await fetch(path, {
    headers: { Accept: accept, 'Accept-Language': i18nProvider.getLocale(), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { msg?: string } | null;
    throw new Error(body?.msg || 'ra.notification.http_error');
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('Content-Disposition'), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
