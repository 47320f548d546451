import type { CheckinView, PersonalCheckinCode } from '@hashar/common';
import type { Request } from './organizer';

/** The QR check-in calls, with the session's Bearer token. */
export const checkinApi = {
  /** GET /api/checkin/:sessionId?code=: the shift its QR names and my application to it (400 invalid_code, 404). */
  view: (request: Request, sessionId: string, code: string, signal?: AbortSignal) =>
    request<CheckinView>(`/api/checkin/${encodeURIComponent(sessionId)}?code=${encodeURIComponent(code)}`, { signal }),
  /** POST /api/checkin/:sessionId: checks me in (409 with the refusal's code and message). */
  checkIn: (request: Request, sessionId: string, code: string) =>
    request<CheckinView>(`/api/checkin/${encodeURIComponent(sessionId)}`, { method: 'POST', body: { code } }),
  /** GET /api/user/checkin-code: my personal code and its QR (SVG), shown to the organizer at the shift. */
  personal: (request: Request, signal?: AbortSignal) => request<PersonalCheckinCode>('/api/user/checkin-code', { signal }),
};
