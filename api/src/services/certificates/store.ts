import { fromTashkentInput, type CertificateRevokeReason, type Locale, type VolunteerBook } from '@hashar/common';
import type { Sequelize, Transaction } from 'sequelize';
import { HttpError, NotFound } from '../../errors';
import { exec, firstRow, run } from '../../lists';
import { OWNER_BRIEF, ownerJoin } from '../../activities/core/cards';
import { activityOfApplication, titleSql } from '../participation/sql';
import { newCertificateCode } from '../../lib/certificateTokens';
import type { CertificateRow, CertificateSnapshot } from '../../presenters/certificates';
import { localizedSql } from '../../lib/localizedSql';
import { translate } from '../../i18n';

export type CertificateRequest =
  { kind: 'activity'; applicationId: number } | { kind: 'year'; year: number } | { kind: 'course'; courseId: number };

/** A certificate of hours (an application's or a year's). */
type HoursRequest = Exclude<CertificateRequest, { kind: 'course' }>;

const COLUMNS = `c.id, c.code, c.user_id AS "userId", c.kind, c.application_id AS "applicationId", c.year, c.course_id AS "courseId", c.locale,
  c.hours::float8 AS hours, c.snapshot, c.issued_at AS "issuedAt", c.revoked_at AS "revokedAt", c.revoke_reason AS "revokeReason"`;

interface LineSql {
  recordId: number;
  kind: string;
  activityId: number;
  title: string;
  organization: string | null;
  hours: number;
  verifiedAt: Date;
  startsAt: Date | null;
  endsAt: Date | null;
}

/** The caller's verified hours records a certificate would rest on (locked against a concurrent correction), oldest first. */
async function linesOf(
  sequelize: Sequelize,
  userId: number,
  request: HoursRequest,
  locale: Locale,
  transaction: Transaction,
): Promise<LineSql[]> {
  const where =
    request.kind === 'activity'
      ? { sql: 'a.id = $2', bind: [request.applicationId] }
      : {
          sql: 'h.verified_at >= $2 AND h.verified_at < $3',
          bind: [fromTashkentInput(`${request.year}-01-01`), fromTashkentInput(`${request.year + 1}-01-01`)],
        };
  return run<LineSql>(
    sequelize,
    `SELECT h.id AS "recordId", act.kind, act.id AS "activityId", ${titleSql(locale)} AS title, ${OWNER_BRIEF.name} AS organization,
            h.hours::float8 AS hours, h.verified_at AS "verifiedAt", COALESCE(s.starts_at, act.starts_at) AS "startsAt", COALESCE(s.ends_at, act.ends_at) AS "endsAt"
       FROM hours_records h JOIN applications a ON a.id = h.application_id ${activityOfApplication()} ${ownerJoin('act')}
      WHERE h.user_id = $1 AND ${where.sql}
      ORDER BY h.verified_at, h.id
        FOR SHARE OF h`,
    [userId, ...where.bind],
    transaction,
  );
}

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

/**
 * Issues a certificate of the caller's verified hours (one application's, or a Tashkent year's):
 * the snapshot and its certificate_hours links in one transaction; an identical valid one (same
 * kind, target, locale, hours and records) is returned instead (`created: false`). 404 for
 * another user's application, 400 `no_verified_hours` when there is nothing to certify.
 */
export function issueCertificate(
  sequelize: Sequelize,
  userId: number,
  request: CertificateRequest,
  locale: Locale,
): Promise<{ certificate: CertificateRow; created: boolean }> {
  return sequelize.transaction(async (transaction) => {
    // One issuance per holder at a time: two identical requests never make two certificates.
    const [holder] = await run<{ name: string }>(sequelize, 'SELECT name FROM users WHERE id = $1 FOR UPDATE', [userId], transaction);
    if (!holder) throw NotFound();
    if (request.kind === 'course')
      return issueCourseCertificate(sequelize, { id: userId, name: holder.name }, request.courseId, locale, transaction);
    if (request.kind === 'activity') {
      const [own] = await run(
        sequelize,
        'SELECT 1 FROM applications WHERE id = $1 AND user_id = $2',
        [request.applicationId, userId],
        transaction,
      );
      if (!own) throw NotFound();
    }
    const lines = await linesOf(sequelize, userId, request, locale, transaction);
    if (lines.length === 0) throw new HttpError(400, 'no_verified_hours', 'no_verified_hours');
    const hours = Math.round(lines.reduce((sum, l) => sum + l.hours, 0) * 100) / 100;
    const recordIds = lines.map((l) => l.recordId).sort((a, b) => a - b);
    const target = [
      request.kind,
      request.kind === 'activity' ? request.applicationId : null,
      request.kind === 'year' ? request.year : null,
    ];
    const [existing] = await run<CertificateRow>(
      sequelize,
      `SELECT ${COLUMNS} FROM certificates c
        WHERE c.user_id = $1 AND c.kind = $2 AND c.application_id IS NOT DISTINCT FROM $3::int AND c.year IS NOT DISTINCT FROM $4::int
          AND c.locale = $5 AND c.hours = $6 AND c.revoked_at IS NULL
          AND (SELECT array_agg(hours_record_id ORDER BY hours_record_id) FROM certificate_hours WHERE certificate_id = c.id) = $7::int[]
        ORDER BY c.issued_at DESC LIMIT 1`,
      [userId, ...target, locale, hours, recordIds],
      transaction,
    );
    if (existing) return { certificate: existing, created: false };
    const snapshot: CertificateSnapshot = {
      holder: holder.name,
      lines: lines.map((l) => ({
        kind: l.kind,
        activityId: l.activityId,
        title: l.title,
        organization: l.organization ?? '',
        hours: l.hours,
        verifiedAt: new Date(l.verifiedAt).toISOString(),
        startsAt: iso(l.startsAt),
        endsAt: iso(l.endsAt),
      })),
    };
    // 80 random bits: a clash of codes (the unique key) is not worth a retry path.
    const inserted = await exec<CertificateRow>(
      sequelize,
      `WITH c AS (
         INSERT INTO certificates (code, user_id, kind, application_id, year, locale, hours, snapshot)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb) RETURNING *),
       l AS (INSERT INTO certificate_hours (certificate_id, hours_record_id) SELECT c.id, unnest($9::int[]) FROM c)
       SELECT ${COLUMNS} FROM c`,
      [newCertificateCode(), userId, ...target, locale, hours, JSON.stringify(snapshot), recordIds],
      transaction,
    );
    return { certificate: firstRow(inserted, 'the new certificate'), created: true };
  });
}

/**
 * A course's certificate for its holder (in issueCertificate's transaction): the completion, the
 * course's title in the certificate's language and its author, frozen; the holder's valid one of
 * that course and language is returned instead. 404 without a completion of the course.
 */
async function issueCourseCertificate(
  sequelize: Sequelize,
  holder: { id: number; name: string },
  courseId: number,
  locale: Locale,
  transaction: Transaction,
): Promise<{ certificate: CertificateRow; created: boolean }> {
  const [existing] = await run<CertificateRow>(
    sequelize,
    `SELECT ${COLUMNS} FROM certificates c
      WHERE c.user_id = $1 AND c.kind = 'course' AND c.course_id = $2 AND c.locale = $3 AND c.revoked_at IS NULL
      ORDER BY c.issued_at DESC LIMIT 1`,
    [holder.id, courseId, locale],
    transaction,
  );
  if (existing) return { certificate: existing, created: false };
  const [done] = await run<{ title: string; author: string | null; completed_at: Date; score: number | null }>(
    sequelize,
    `SELECT ${localizedSql(locale, 'c.title')} AS title, COALESCE(o.name, ${localizedSql(locale, 'g.name')}) AS author, k.completed_at, k.score
       FROM course_completions k JOIN courses c ON c.id = k.course_id
       LEFT JOIN organizations o ON o.id = c.organization_id LEFT JOIN initiative_groups g ON g.id = c.owner_group_id
      WHERE k.user_id = $1 AND k.course_id = $2`,
    [holder.id, courseId],
    transaction,
  );
  if (!done) throw NotFound();
  const snapshot: CertificateSnapshot = {
    holder: holder.name,
    lines: [],
    course: {
      title: done.title,
      author: done.author ?? translate(locale, 'course_author_platform'),
      completedAt: new Date(done.completed_at).toISOString(),
      score: done.score,
    },
  };
  const inserted = await exec<CertificateRow>(
    sequelize,
    `INSERT INTO certificates AS c (code, user_id, kind, course_id, locale, hours, snapshot)
     VALUES ($1, $2, 'course', $3, $4, 0, $5::jsonb) RETURNING ${COLUMNS}`,
    [newCertificateCode(), holder.id, courseId, locale, JSON.stringify(snapshot)],
    transaction,
  );
  return { certificate: firstRow(inserted, 'the new certificate'), created: true };
}

/**
 * The certificate of a volunteer's book as printed (`book`, read by the caller for its holder):
 * the book is its snapshot, resting on every hours record of the holder (a correction revokes it);
 * the holder's latest valid one with the same book is returned instead.
 */
export function issueBookCertificate(
  sequelize: Sequelize,
  userId: number,
  book: VolunteerBook,
  locale: Locale,
): Promise<{ certificate: CertificateRow; created: boolean }> {
  return sequelize.transaction(async (transaction) => {
    await run(sequelize, 'SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId], transaction);
    const snapshot: CertificateSnapshot = { holder: book.holder.name, lines: [], book };
    const [existing] = await run<CertificateRow>(
      sequelize,
      `SELECT ${COLUMNS} FROM certificates c
        WHERE c.user_id = $1 AND c.kind = 'book' AND c.locale = $2 AND c.revoked_at IS NULL AND c.snapshot = $3::jsonb
        ORDER BY c.issued_at DESC LIMIT 1`,
      [userId, locale, JSON.stringify(snapshot)],
      transaction,
    );
    if (existing) return { certificate: existing, created: false };
    const inserted = await exec<CertificateRow>(
      sequelize,
      `WITH c AS (
         INSERT INTO certificates (code, user_id, kind, locale, hours, snapshot) VALUES ($1, $2, 'book', $3, $4, $5::jsonb) RETURNING *),
       l AS (INSERT INTO certificate_hours (certificate_id, hours_record_id) SELECT c.id, h.id FROM c, hours_records h WHERE h.user_id = $2)
       SELECT ${COLUMNS} FROM c`,
      [newCertificateCode(), userId, locale, book.totals.hours, JSON.stringify(snapshot)],
      transaction,
    );
    return { certificate: firstRow(inserted, 'the new certificate'), created: true };
  });
}

/** The caller's certificates, newest first. */
export const myCertificates = (sequelize: Sequelize, userId: number): Promise<CertificateRow[]> =>
  run<CertificateRow>(sequelize, `SELECT ${COLUMNS} FROM certificates c WHERE c.user_id = $1 ORDER BY c.issued_at DESC, c.id DESC`, [
    userId,
  ]);

/** The holder's valid certificates of hours and courses, newest first, at most `limit`. */
export const validCertificates = (sequelize: Sequelize, userId: number, limit: number): Promise<CertificateRow[]> =>
  run<CertificateRow>(
    sequelize,
    `SELECT ${COLUMNS} FROM certificates c WHERE c.user_id = $1 AND c.revoked_at IS NULL AND c.kind IN ('activity', 'year', 'course')
      ORDER BY c.issued_at DESC, c.id DESC LIMIT $2`,
    [userId, limit],
  );

/** One certificate of its holder (404 for anyone else's or an unknown one). */
export async function holderCertificate(sequelize: Sequelize, userId: number, id: number): Promise<CertificateRow> {
  const [row] = await run<CertificateRow>(sequelize, `SELECT ${COLUMNS} FROM certificates c WHERE c.id = $1 AND c.user_id = $2`, [
    id,
    userId,
  ]);
  if (!row) throw NotFound();
  return row;
}

/** The certificate of a (signature-checked) code; 404 when none has it. */
export async function certificateByCode(sequelize: Sequelize, code: string): Promise<CertificateRow> {
  const [row] = await run<CertificateRow>(sequelize, `SELECT ${COLUMNS} FROM certificates c WHERE c.code = $1`, [code]);
  if (!row) throw NotFound();
  return row;
}

/** Revokes every valid certificate resting on an hours record (its hours were corrected), in the caller's transaction. */
export async function revokeCertificatesOf(
  sequelize: Sequelize,
  hoursRecordId: number,
  reason: CertificateRevokeReason,
  transaction: Transaction,
): Promise<number> {
  const rows = await exec(
    sequelize,
    `UPDATE certificates SET revoked_at = now(), revoke_reason = $2
      WHERE revoked_at IS NULL AND id IN (SELECT certificate_id FROM certificate_hours WHERE hours_record_id = $1) RETURNING id`,
    [hoursRecordId, reason],
    transaction,
  );
  return rows.length;
}
