import { storedFileUrl } from '@hashar/common';
import type { Readable } from 'node:stream';
import type { Sequelize, Transaction } from 'sequelize';
import { HttpError } from '../../errors';
import { exec, run } from '../../lists';
import type { FileStorage } from '../../storage/types';
import { detectDocumentType, type OrganizerFileType } from '../../storage/documentTypes';
import { mimeOfExt } from '../../storage/organizerFiles';

/** Storage folder of CVs: one of PRIVATE_FOLDERS, so never served at /uploads. Keys are `cv/<uuid>.<ext>`. */
export const CV_FOLDER = 'cv';
/** The upload kind CVs are recorded under (a key of UPLOAD_LIMITS). */
export const CV_UPLOAD_KIND = 'cv';
/** A CV's storage key. */
export const CV_KEY = /^cv\/[0-9a-f-]{36}\.(?<ext>pdf|doc|docx)$/;
/** Names of the allowed types, for the 415 message. */
export const CV_TYPE_NAMES = 'PDF, DOC, DOCX';

const CV_EXTS = ['pdf', 'doc', 'docx'];

/** A CV's type by content (PDF, DOC, DOCX); null for anything else, whatever its name says. */
export function detectCvType(head: Buffer, has: (marker: Buffer) => boolean): OrganizerFileType | null {
  const type = detectDocumentType(head, has);
  return type && CV_EXTS.includes(type.ext) ? type : null;
}

/**
 * The single check before an application points at a CV: on record as a CV (else 400 — upload
 * it again) and uploaded by the applicant (else 403). Marks it attached, so the orphan sweep
 * keeps it.
 */
export async function claimCv(sequelize: Sequelize, userId: number, key: string, transaction: Transaction): Promise<void> {
  const [row] = await run<{ ownerId: number }>(
    sequelize,
    'SELECT owner_id AS "ownerId" FROM uploads WHERE key = $1 AND kind = $2 FOR UPDATE',
    [key, CV_UPLOAD_KIND],
    transaction,
  );
  if (!row) throw new HttpError(400, 'bad_request', 'upload_unknown');
  if (row.ownerId !== userId) throw new HttpError(403, 'forbidden', 'upload_not_yours');
  await exec(sequelize, 'UPDATE uploads SET attached_at = now() WHERE key = $1 AND attached_at IS NULL', [key], transaction);
}

/** A stored CV to send to a reader the caller has authorised (the owner's people, the applicant), or null when gone. */
export async function readCv(storage: FileStorage, key: string): Promise<{ stream: Readable; mime: string; ext: string } | null> {
  const ext = CV_KEY.exec(key)?.groups?.['ext'];
  const mime = ext === undefined ? undefined : mimeOfExt(ext);
  if (!ext || !mime) return null;
  const stream = await storage.read(storedFileUrl(key));
  if (!stream) return null;
  return { stream, mime, ext };
}
