import type {
  CertificateCourse,
  CertificateDto,
  CertificateKind,
  CertificateLine,
  CertificateRevokeReason,
  CertificateVerification,
  Locale,
  VolunteerBook,
} from '@hashar/common';
import { pagePath } from '@hashar/common';
import { certificateToken } from '../lib/certificateTokens';

/** The public verification page of a certificate: `{publicUrl}/{locale}/verify/{token}`. */
export const verifyUrlOf = (publicUrl: string, certificate: CertificateRow, key: Buffer): string =>
  `${publicUrl}${pagePath(certificate.locale, 'verify', { token: certificateToken(key, certificate.code) })}`;

/** A certificate as its holder sees it (CertificateDto): the token, the verification URL and the PDF's address. */
export function presentCertificate(certificate: CertificateRow, key: Buffer, publicUrl: string): CertificateDto {
  return {
    id: certificate.id,
    token: certificateToken(key, certificate.code),
    verifyUrl: verifyUrlOf(publicUrl, certificate, key),
    kind: certificate.kind,
    year: certificate.year,
    locale: certificate.locale,
    hours: Number(certificate.hours),
    issuedAt: new Date(certificate.issuedAt).toISOString(),
    revokedAt: certificate.revokedAt ? new Date(certificate.revokedAt).toISOString() : null,
    pdfUrl: `/api/my/certificates/${certificate.id}/pdf`,
  };
}

/** What anyone holding the token reads (CertificateVerification): the snapshot, never the holder's account. */
export function presentVerification(certificate: CertificateRow): CertificateVerification {
  return {
    genuine: true,
    kind: certificate.kind,
    year: certificate.year,
    holder: certificate.snapshot.holder,
    hours: Number(certificate.hours),
    lines: certificate.snapshot.lines,
    course: certificate.snapshot.course ?? null,
    book: certificate.snapshot.book ?? null,
    issuedAt: new Date(certificate.issuedAt).toISOString(),
    revokedAt: certificate.revokedAt ? new Date(certificate.revokedAt).toISOString() : null,
    revokeReason: certificate.revokeReason,
  };
}

/** What a certificate certified, frozen when it was issued (certificates.snapshot). */
export interface CertificateSnapshot {
  holder: string;
  /** The hours certified (none for a course). */
  lines: CertificateLine[];
  /** A course's certificate: the course as it was. */
  course?: CertificateCourse;
  /** A book's certificate: the book as printed. */
  book?: VolunteerBook;
}

/** A certificates row as the services read it. */
export interface CertificateRow {
  id: number;
  code: string;
  userId: number;
  kind: CertificateKind;
  applicationId: number | null;
  year: number | null;
  courseId: number | null;
  locale: Locale;
  hours: number;
  snapshot: CertificateSnapshot;
  issuedAt: Date;
  revokedAt: Date | null;
  revokeReason: CertificateRevokeReason | null;
}
