import type { HealthResponse, Locale } from '@hashar/common';
import { apiGet } from './client';

export type ApiHealth = 'loading' | 'ok' | 'error';

/** Asks GET /api/health whether the API and its database are up. Never throws. */
export async function fetchApiHealth(locale: Locale, signal?: AbortSignal): Promise<Exclude<ApiHealth, 'loading'>> {
  try {
    const health = await apiGet<HealthResponse>('/api/health', { locale, signal });
    return health?.status === 'ok' && health.db === 'up' ? 'ok' : 'error';
  } catch {
    return 'error';
  }
}
