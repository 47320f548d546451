import type { Request, Response } from 'express';
import { type CvUpload, validationMessage, type UploadResult } from '@hashar/common';
import { HttpError, Validation } from '../errors';
import { streamedFile } from '../middlewares/upload';
import type { StreamedFile } from '../storage/fileChecks';
import type { OrganizerFileType } from '../storage/documentTypes';
import { keyOf } from '../storage/organizerFiles';
import { acceptUpload } from '../storage';
import type { ActivityDeps } from './activityDeps';
import { userOf } from '../policies/signedIn';

/** Every router's answer to an upload: the file checked by content, kept in storage within the caller's quota. */

/** An uploaded file's name as sent (multer reads names as Latin-1; browsers send UTF-8 bytes). */
export function fileName(raw: string): string {
  const utf8 = Buffer.from(raw, 'latin1').toString('utf8');
  const name = (utf8.includes('\uFFFD') ? raw : utf8).replace(/[\0/\\]/g, '').trim();
  return name.slice(0, 255) || 'file';
}

/** How a route checks and keeps an uploaded file. */
interface CheckedUpload {
  /** What it is uploaded as (a key of UPLOAD_LIMITS) and the storage folder it goes to. */
  kind: string;
  folder: string;
  /** Its type by content, or null (415 naming `types`). */
  detect: (file: StreamedFile) => OrganizerFileType | null;
  types: string;
  /** A private file (a CV, read only through authorised routes): the answer leaves out its URL. */
  private?: boolean;
}

/**
 * Checks the request's streamed file by content (400 without one, 415 naming the types), accepts it
 * into storage as the caller's within their quota and answers 201 with its key, URL (unless private), name,
 * size and type.
 */
export async function storeCheckedUpload(deps: ActivityDeps, req: Request, res: Response, upload: CheckedUpload): Promise<void> {
  const file = streamedFile(req);
  if (!file?.size) throw Validation({ file: validationMessage(req.locale, 'required') });
  const type = upload.detect(file);
  if (!type) throw new HttpError(415, 'unsupported_media_type', 'file_type', { types: upload.types });
  const url = await acceptUpload(deps.sequelize, deps.storage, file.incoming, {
    ownerId: userOf(req).id,
    kind: upload.kind,
    folder: upload.folder,
    ext: type.ext,
    mime: type.mime,
    quotaBytes: deps.config.uploads.quotaBytes,
    locale: req.locale,
  });
  const result: UploadResult | CvUpload = {
    key: keyOf(url),
    ...(upload.private ? {} : { url }),
    name: fileName(file.originalname),
    size: file.size,
    type: type.mime,
  };
  res.status(201).json(result);
}
