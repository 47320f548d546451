import type { Page } from '@hashar/common';
import { useCallback, useEffect, useState } from 'react';

export type PagedList<T> = { list: Page<T> | null; failed: boolean; reload: () => void };

/** Loads a page of a list whenever `deps` change (the previous request is aborted); `reload` asks again. */
export function usePagedList<T>(load: (signal: AbortSignal) => Promise<Page<T>>, deps: readonly unknown[], enabled = true): PagedList<T> {
  const [list, setList] = useState<Page<T> | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    setFailed(false);
    load(controller.signal).then(setList, () => !controller.signal.aborted && setFailed(true));
    return () => controller.abort();
  }, [enabled, attempt, ...deps]); // eslint-disable-line react-hooks/exhaustive-deps
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { list, failed, reload };
}
