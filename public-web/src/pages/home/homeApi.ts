import type { HomeDto, Locale } from '@hashar/common';
import { apiRequest } from '../../api/client';

/**
 * GET /api/home in the page's language (cached a minute by the server). The session's token holds
 * no region, so the notices come without `?region=` (newest first).
 */
export const loadHome = (locale: Locale, signal: AbortSignal): Promise<HomeDto> => apiRequest<HomeDto>('/api/home', { locale, signal });
