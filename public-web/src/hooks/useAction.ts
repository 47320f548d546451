import { useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ApiError } from '../api/client';
import { useI18n } from '../i18n';

/** The text of a failed call: the API's message (in the page's language), else the network one. */
export function actionFailure(err: unknown, network: string): string {
  return err instanceof ApiError && err.status ? err.message : network;
}

/**
 * Runs a call with a busy flag, then `onDone` (a reload); on failure `error` holds the text to
 * show and `onFail` may take the API's field errors.
 */
export function useAction(onDone: () => void) {
  const { t } = useI18n();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const run = async (action: () => Promise<unknown>, onFail?: (err: unknown) => void) => {
    setBusy(true);
    setError(undefined);
    try {
      await action();
      onDone();
    } catch (err) {
      onFail?.(err);
      setError(actionFailure(err, t('errors.network')));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run };
}

/** An `onFail` for `run` that shows the API's field errors under their inputs. */
export function keepFieldErrors(setErrors: (errors: Record<string, string>) => void) {
  return (err: unknown) => {
    if (err instanceof ApiError && Object.keys(err.fields).length) setErrors({ ...err.fields });
  };
}

export interface RowMessage {
  tone: 'success' | 'error';
  text: string;
}

/**
 * A list's actions on its rows (submit, archive, delete…): the row being worked on, the message
 * after it (a `flash` passed by the page that navigated here comes first) and the alert that
 * takes the focus. `run` does the work, which answers the success text; `failure` words an error.
 */
export function useRowActions() {
  const flash = (useLocation().state as { flash?: string } | null)?.flash;
  const [busyId, setBusyId] = useState<number | null>(null);
  const [message, setMessage] = useState<RowMessage | null>(flash ? { tone: 'success', text: flash } : null);
  const alertRef = useRef<HTMLDivElement>(null);
  const run = async (id: number, work: () => Promise<string>, failure: (err: unknown) => string) => {
    setBusyId(id);
    try {
      setMessage({ tone: 'success', text: await work() });
    } catch (err) {
      setMessage({ tone: 'error', text: failure(err) });
    } finally {
      setBusyId(null);
      requestAnimationFrame(() => alertRef.current?.focus());
    }
  };
  return { busyId, message, alertRef, run };
}
