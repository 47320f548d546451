import type { Locale } from '@hashar/common';
import type { Sequelize, Transaction } from 'sequelize';
import type { RequestHandler } from 'express';
import { checkImageContent } from './imageCheck';
import { quotaExceeded } from './fileChecks';
import { UPLOADS_URL, type FileStorage, type IncomingFile } from './types';
import { exec, run } from '../lists';
import { userOf } from '../policies/signedIn';

/** First key of the advisory lock that serialises one account's uploads (the second is the user id). */
const QUOTA_LOCK = 720_511;

/** Bytes of the account's uploads still on record. */
export async function usedBytes(sequelize: Sequelize, ownerId: number, transaction?: Transaction): Promise<number> {
  const [row] = await run<{ used: string }>(
    sequelize,
    'SELECT COALESCE(sum(bytes), 0)::bigint AS used FROM uploads WHERE owner_id = $1',
    [ownerId],
    transaction,
  );
  return Number(row?.used ?? 0);
}

/**
 * Before a file streams in: 413 naming the quota when the account has no room left; otherwise
 * the room left goes to res.locals for singleFileUpload to enforce while streaming.
 */
export function uploadQuota(sequelize: Sequelize, quotaBytes: number): RequestHandler {
  return async (req, res, next) => {
    const room = quotaBytes - (await usedBytes(sequelize, userOf(req).id));
    if (room <= 0) throw quotaExceeded(quotaBytes, req.locale);
    res.locals['uploadRoom'] = room;
    res.locals['uploadQuota'] = quotaBytes;
    next();
  };
}

export interface AcceptedUpload {
  ownerId: number;
  /** What it was uploaded as (a key of UPLOAD_LIMITS). */
  kind: string;
  /** Storage folder it is published under. */
  folder: string;
  ext: string;
  mime: string;
  quotaBytes: number;
  locale: Locale;
}

/**
 * Publishes a checked file and records it as the uploader's, within their quota: one account's
 * uploads are serialised by an advisory lock, so parallel uploads cannot together pass it. A
 * picture must decode whole within the pixel limit first (checkImageContent: 400 / 413).
 * Returns the public URL; a refused or failed one leaves no file behind.
 */
export async function acceptUpload(sequelize: Sequelize, storage: FileStorage, file: IncomingFile, a: AcceptedUpload): Promise<string> {
  let url: string | undefined;
  try {
    await checkImageContent(a.mime, () => file.read());
    return await sequelize.transaction(async (transaction) => {
      await run(sequelize, 'SELECT pg_advisory_xact_lock($1, $2)', [QUOTA_LOCK, a.ownerId], transaction);
      if ((await usedBytes(sequelize, a.ownerId, transaction)) + file.bytes > a.quotaBytes) throw quotaExceeded(a.quotaBytes, a.locale);
      url = await file.commit(a.folder, a.ext);
      await exec(
        sequelize,
        'INSERT INTO uploads (key, owner_id, kind, mime, bytes) VALUES ($1, $2, $3, $4, $5)',
        [keyOfUrl(url), a.ownerId, a.kind, a.mime, file.bytes],
        transaction,
      );
      return url;
    });
  } catch (err) {
    await file.discard();
    if (url) await storage.remove(url);
    throw err;
  }
}

/** The storage key of a public URL: /uploads/events/x.png → events/x.png. */
export const keyOfUrl = (url: string): string => url.replace(new RegExp(`^${UPLOADS_URL}/`), '');

/** Why an upload may not be attached: never uploaded (or swept), or uploaded by someone else. */
export type UploadRefusal = 'unknown' | 'not_yours';

/**
 * The single check before an activity points at uploads: each key must be on record and be the
 * caller's own upload — or already be used by their organization (a colleague's cover kept on
 * edit). Accepted ones are marked attached (so the orphan sweep keeps them); returns the refusals.
 */
export async function claimUploads(
  sequelize: Sequelize,
  keys: string[],
  who: { userId: number; organizationId: number | null },
  transaction: Transaction,
): Promise<Map<string, UploadRefusal>> {
  const wanted = [...new Set(keys)];
  const refusals = new Map<string, UploadRefusal>();
  if (!wanted.length) return refusals;
  const rows = await run<{ key: string; allowed: boolean }>(
    sequelize,
    `SELECT u.key, (u.owner_id = $2
        OR EXISTS (SELECT 1 FROM events e WHERE e.organization_id = $3 AND e.cover = u.key)
        OR EXISTS (SELECT 1 FROM visit_options v WHERE v.organization_id = $3 AND v.cover = u.key)
        OR EXISTS (SELECT 1 FROM event_documents d JOIN events e ON e.id = d.event_id WHERE e.organization_id = $3 AND d.file_key = u.key)
       ) AS allowed
       FROM uploads u WHERE u.key = ANY($1::text[]) FOR UPDATE OF u`,
    [wanted, who.userId, who.organizationId],
    transaction,
  );
  const allowed = new Set(rows.filter((r) => r.allowed).map((r) => r.key));
  for (const key of wanted) {
    if (!rows.some((r) => r.key === key)) refusals.set(key, 'unknown');
    else if (!allowed.has(key)) refusals.set(key, 'not_yours');
  }
  if (allowed.size) {
    await exec(
      sequelize,
      'UPDATE uploads SET attached_at = now() WHERE key = ANY($1::text[]) AND attached_at IS NULL',
      [[...allowed]],
      transaction,
    );
  }
  return refusals;
}
