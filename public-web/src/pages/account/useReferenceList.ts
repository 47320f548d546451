import { localized } from '@hashar/common';
import type { Locale } from '@hashar/common';
import { useCallback, useEffect, useState } from 'react';
import { apiGet } from '../../api/client';

/** An item of /api/cities and /api/reference/* lists. */
export interface ReferenceItem {
  id: number;
  nameRu: string;
  nameUz?: string | null;
}

export type ReferenceList = { status: 'loading' } | { status: 'ready'; items: ReferenceItem[] } | { status: 'failed' };

/** The name in the page language (Uzbek falls back to Russian when it is missing). */
export function itemName(item: ReferenceItem, locale: Locale): string {
  return localized(locale, item.nameRu, item.nameUz);
}

/** Loads a `{ data: [...] }` reference list once (when `enabled`), with a retry after failure. */
export function useReferenceList(path: string, locale: Locale, enabled = true): { list: ReferenceList; retry: () => void } {
  const [list, setList] = useState<ReferenceList>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    setList((current) => (current.status === 'ready' ? current : { status: 'loading' }));
    apiGet<{ data: ReferenceItem[] }>(path, { locale, signal: controller.signal })
      .then((res) => setList({ status: 'ready', items: Array.isArray(res.data) ? res.data : [] }))
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        console.error(err);
        setList({ status: 'failed' });
      });
    return () => controller.abort();
  }, [path, locale, enabled, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { list, retry };
}
