import type { CertificateDto, CertificateVerification, Locale } from '@hashar/common';
import { apiRequest } from './client';
import type { Request } from './organizer';

/** What a certificate certifies: one application's verified hours, a Tashkent year's, a completed course, or the volunteer's book. */
export type CertificateTarget =
  { kind: 'activity'; applicationId: number } | { kind: 'year'; year: number } | { kind: 'course'; courseId: number } | { kind: 'book' };

export const certificatesApi = {
  /** POST /api/my/certificates: a new certificate (201) or the identical valid one (200). */
  issue: (request: Request, target: CertificateTarget, locale: Locale) =>
    request<{ data: CertificateDto }>('/api/my/certificates', { method: 'POST', body: { ...target, locale } }).then((r) => r.data),
  /** GET /api/certificates/:token: anyone may check a token (400 tampered, 404 unknown). */
  verify: (token: string, locale: Locale, signal?: AbortSignal) =>
    apiRequest<{ data: CertificateVerification }>(`/api/certificates/${encodeURIComponent(token)}`, { locale, signal }).then((r) => r.data),
  /** The public PDF of a token. */
  pdfUrl: (token: string) => `/api/certificates/${encodeURIComponent(token)}/pdf`,
};
