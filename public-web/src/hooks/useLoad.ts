import { startTransition, useCallback, useEffect, useState } from 'react';
import { ApiError } from '../api/client';

export interface Loaded<T> {
  /** 'idle': nothing is loaded because the load is not enabled (the wrong role, no id): no "Загрузка…" then. */
  status: 'idle' | 'loading' | 'ok' | 'error';
  /** The last data loaded (kept while a newer load runs, so lists do not flicker). */
  data: T | null;
  /** HTTP status of the failure (0: network, 404: not found). */
  errorStatus: number | null;
  errorMessage: string | null;
  reload(): void;
  /** Replaces the data locally (after an action the server confirmed). */
  update(change: (data: T) => T): void;
}

/**
 * The site's one data-loading hook: loads data for a page; reloads when `key` changes or on
 * reload(); aborts stale loads. Nothing is fetched while `enabled` is false (e.g. the wrong role).
 */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, key: string, enabled = true): Loaded<T> {
  const [state, setState] = useState<Pick<Loaded<T>, 'status' | 'data' | 'errorStatus' | 'errorMessage'>>({
    status: enabled ? 'loading' : 'idle',
    data: null,
    errorStatus: null,
    errorMessage: null,
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!enabled) {
      setState((s) => (s.status === 'loading' ? { ...s, status: 'idle' } : s));
      return;
    }
    const controller = new AbortController();
    setState((s) => ({ ...s, status: 'loading' }));
    load(controller.signal).then(
      // A transition: React renders what the data brings in slices, leaving the main thread to the
      // browser in between (a phone's long tasks), and commits it whole.
      (data) =>
        !controller.signal.aborted && startTransition(() => setState({ status: 'ok', data, errorStatus: null, errorMessage: null })),
      (err: unknown) => {
        if (controller.signal.aborted) return;
        const status = err instanceof ApiError ? err.status : 0;
        setState((s) => ({ ...s, status: 'error', errorStatus: status, errorMessage: err instanceof Error ? err.message : String(err) }));
      },
    );
    return () => controller.abort();
  }, [key, attempt, enabled]); // eslint-disable-line react-hooks/exhaustive-deps

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const update = useCallback((change: (data: T) => T) => setState((s) => (s.data === null ? s : { ...s, data: change(s.data) })), []);
  return { ...state, reload, update };
}

/** An edit page's record: none to load on a create page (ready, no data), loading, missing, failed, or ready with it. */
export interface EditedRecord<T> {
  status: 'loading' | 'missing' | 'failed' | 'ready';
  data: T | null;
  /** Replaces the record after a save the server confirmed. */
  update(change: (data: T) => T): void;
}

/**
 * The record of an edit page (`…/edit/:id`) through useLoad: `id` absent is a create page; a
 * malformed id, a 404 or a 403 is missing; another failure is failed.
 */
export function useEditedRecord<T>(
  id: string | undefined,
  load: (id: number, signal: AbortSignal) => Promise<T>,
  key: string,
  enabled: boolean,
): EditedRecord<T> {
  const numericId = id && /^\d+$/.test(id) ? Number(id) : null;
  const loaded = useLoad((signal) => load(numericId!, signal), `${key}|${numericId}`, enabled && numericId !== null);
  const status: EditedRecord<T>['status'] = !id
    ? 'ready'
    : numericId === null || (loaded.status === 'error' && (loaded.errorStatus === 404 || loaded.errorStatus === 403))
      ? 'missing'
      : loaded.status === 'error'
        ? 'failed'
        : loaded.status === 'ok'
          ? 'ready'
          : 'loading';
  return { status, data: id && status === 'ready' ? loaded.data : null, update: loaded.update };
}
