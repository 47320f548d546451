import type { VolunteerBook } from './book';

/**
 * Certificates of verified hours anyone can check, the volunteer's archive and the organizations'
 * monthly hours reports. docs/points-economy-api.md describes every call.
 */

/** One activity's verified hours, a Tashkent year's, a completed course of the academy, or the volunteer's whole book. */
export const CERTIFICATE_KINDS = ['activity', 'year', 'course', 'book'] as const;
export type CertificateKind = (typeof CERTIFICATE_KINDS)[number];

/**
 * A certificate's public token: its 16-character code (80 random bits, Crockford base32) and an
 * 8-character signature (HMAC of the code with the server's secret), joined by a hyphen. The
 * verification page is `/{locale}/verify/{token}`.
 */
export const CERTIFICATE_TOKEN_PATTERN = /^[0-9A-HJKMNP-TV-Z]{16}-[0-9A-HJKMNP-TV-Z]{8}$/;

/** Why a certificate stopped being valid. */
export const CERTIFICATE_REVOKE_REASONS = ['hours_corrected'] as const;
export type CertificateRevokeReason = (typeof CERTIFICATE_REVOKE_REASONS)[number];

/** One line of a certificate: an activity and the hours verified on it. */
export interface CertificateLine {
  kind: string;
  activityId: number;
  title: string;
  organization: string;
  hours: number;
  /** ISO UTC of the verification. */
  verifiedAt: string;
  /** ISO UTC of the activity's (session's) start and end, when it has dates. */
  startsAt: string | null;
  endsAt: string | null;
}

/** The course a course's certificate certifies, as it was when the certificate was issued. */
export interface CertificateCourse {
  title: string;
  /** Who wrote it: the platform, an organization or a group, by name. */
  author: string;
  /** ISO UTC of the completion. */
  completedAt: string;
  /** The quiz's score in percent; null for a course without a quiz. */
  score: number | null;
}

/**
 * POST /api/my/certificates {kind:'activity', applicationId} | {kind:'year', year} | {kind:'course', courseId} (+ locale)
 * → 201 { data: CertificateDto }; the PDF at GET /api/my/certificates/:id/pdf (owner only) and
 * at GET /api/certificates/:token/pdf for anyone holding the token.
 */
export interface CertificateDto {
  id: number;
  token: string;
  /** Absolute verification URL the QR code carries. */
  verifyUrl: string;
  kind: CertificateKind;
  year: number | null;
  locale: 'ru' | 'uz';
  hours: number;
  issuedAt: string;
  revokedAt: string | null;
  pdfUrl: string;
}

/** GET /api/certificates/:token → what the public page shows (404 when unknown, 400 when tampered). */
export interface CertificateVerification {
  genuine: true;
  kind: CertificateKind;
  year: number | null;
  /** "First Last" as on the certificate. */
  holder: string;
  /** 0 for a course's certificate. */
  hours: number;
  lines: CertificateLine[];
  /** The course a course's certificate certifies; null for hours. */
  course: CertificateCourse | null;
  /** The volunteer's book as printed, for a book's certificate. */
  book: VolunteerBook | null;
  issuedAt: string;
  revokedAt: string | null;
  revokeReason: CertificateRevokeReason | null;
}

/** PUT /api/crm/applications/:id/hours and the owner's route: correct verified hours (revokes certificates). */
export interface HoursCorrectionRequest {
  hours: number;
  note?: string | null;
}

/** GET /api/my/archive?year= → everything the caller took part in and finished. */
export interface ArchiveDto {
  /** Years that have anything, newest first (for the filter). */
  years: number[];
  year: number | null;
  totals: { activities: number; hours: number; points: number; bonuses: number; reviews: number };
  activities: ArchiveActivity[];
  bonuses: { id: number; title: string; points: number; state: 'issued' | 'used'; createdAt: string }[];
  reviews: ArchiveReview[];
  /** A list cut at its ARCHIVE_LIMITS cap (the totals still count everything). */
  truncated: { activities: boolean; bonuses: boolean; reviews: boolean };
}

/** Most rows each list of the archive carries (the newest ones); the totals count them all. */
export const ARCHIVE_LIMITS = { activities: 200, bonuses: 100, reviews: 100 } as const;

/** A review the caller wrote (`written`) or received, about an activity (its title: `targetTitle`). */
export interface ArchiveReview {
  id: number;
  targetTitle: string;
  rating: number;
  text: string;
  createdAt: string;
  written: boolean;
  /** The activity reviewed (kind and id, for its page). */
  kind: string;
  activityId: number;
  /** The other side: whom the caller reviewed, or who reviewed them. */
  party: string;
}

export interface ArchiveActivity {
  applicationId: number;
  kind: string;
  activityId: number;
  title: string;
  organization: string;
  state: string;
  startsAt: string | null;
  endsAt: string | null;
  hours: number | null;
  verifiedAt: string | null;
  /** Whether a certificate can be made for it (verified hours). */
  certifiable: boolean;
}

/** GET /api/crm/reports/hours?month=YYYY-MM&format=csv|pdf: the organization's hours per volunteer in a month. */
export const REPORT_FORMATS = ['csv', 'pdf'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** GET /api/my/certificates. */
export interface CertificateList {
  data: CertificateDto[];
}

/** POST /api/my/certificates: the certificate made (201) or the one already made for the same hours (200). */
export interface IssuedCertificate {
  data: CertificateDto;
}

/** GET /api/certificates/:token: the certificate as its public check shows it. */
export interface CertificateCheck {
  data: CertificateVerification;
}
