import type { HomeDto } from '@hashar/common';
import type { Session } from '../session/SessionProvider';

/**
 * GET /api/home in the page's language (cached a minute), with the session's token when signed in:
 * the server then puts the notices of the visitor's own region first.
 */
export const loadHome = (request: Session['request'], signal: AbortSignal): Promise<HomeDto> => request<HomeDto>(HOME_PATH, { signal });

/** The home page's one read (also preloaded with the page: pageData.ts). */
export const HOME_PATH = '/api/home';
