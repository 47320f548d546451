import { useCallback, useRef, useState } from 'react';

/**
 * Runs a form's submit task at most once at a time: a second Enter or click while the first
 * request is on its way does nothing. `busy` drives the button's busy state.
 */
export function useSubmitGuard(): { busy: boolean; run: (task: () => Promise<void>) => Promise<void> } {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (task: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await task();
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  return { busy, run };
}
