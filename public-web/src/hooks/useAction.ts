import { useState } from 'react';
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
