import type { Readable } from 'node:stream';
import sharp from 'sharp';
import type { Sequelize, Transaction } from 'sequelize';
import { PROFILE_LIMITS, UPLOAD_LIMITS, validationMessage, type Locale, type OrganizationFileKind } from '@hashar/common';
import { Forbidden, HttpError, NotFound, Validation } from '../../errors';
import { translate } from '../../i18n';
import { exec } from '../../lists';
import { fileTooLarge, type StreamedFile } from '../../storage/fileChecks';
import { Organization } from '../../models/Organization';
import { OrganizationFile } from '../../models/OrganizationFile';
import { acceptUpload } from '../../storage';
import { keyOfUrl } from '../../storage/records';
import { UPLOADS_URL, type FileStorage } from '../../storage/types';
import { detectCoverType, detectDocumentType, TYPE_NAMES, type OrganizerFileType } from '../../storage/documentTypes';
import { mimeOfExt } from '../../storage/organizerFiles';

/** Public folder of photos, the banner and the logo; documents go to the private one (read through the API). */
export const ORG_IMAGE_FOLDER = 'orgs';
export const ORG_FILE_FOLDER = 'orgfiles';

/** Who uploads and where their files go. */
export interface OrgUploader {
  sequelize: Sequelize;
  storage: FileStorage;
  quotaBytes: number;
  userId: number;
  organizationId: number;
  locale: Locale;
}

/** A checked image (PNG/JPEG by content, within `maxBytes` and, when given, `maxPixels` on each side). */
export async function checkImage(
  file: StreamedFile,
  limit: { maxBytes: number; maxPixels?: number },
  locale: Locale,
): Promise<OrganizerFileType> {
  const type = detectCoverType(file.head);
  if (!type) throw new HttpError(415, 'unsupported_media_type', 'file_type', { types: TYPE_NAMES.cover });
  if (file.size > limit.maxBytes) throw fileTooLarge(limit.maxBytes, locale);
  if (limit.maxPixels) {
    const meta = await sharp(file.head)
      .metadata()
      .catch(() => null);
    const max = limit.maxPixels;
    if (!meta?.width || !meta.height || meta.width > max || meta.height > max) {
      const message = translate(locale, 'image_pixels', { max });
      throw new HttpError(400, 'validation', 'image_pixels', { max }, { file: message });
    }
  }
  return type;
}

/** A checked document of UPLOAD_LIMITS.document (PDF, Office, ZIP, RAR by content). */
function checkDocument(file: StreamedFile, locale: Locale): OrganizerFileType {
  const type = detectDocumentType(file.head, file.has);
  if (!type) throw new HttpError(415, 'unsupported_media_type', 'file_type', { types: TYPE_NAMES.document });
  if (file.size > UPLOAD_LIMITS.document.maxBytes) throw fileTooLarge(UPLOAD_LIMITS.document.maxBytes, locale);
  return type;
}

/** Stores a checked file as the uploader's and marks it attached (the orphan sweep keeps it). */
export async function keepUpload(
  u: OrgUploader,
  file: StreamedFile,
  type: OrganizerFileType,
  kind: string,
  folder: string,
): Promise<string> {
  const url = await acceptUpload(u.sequelize, u.storage, file.incoming, {
    ownerId: u.userId,
    kind,
    folder,
    ext: type.ext,
    mime: type.mime,
    quotaBytes: u.quotaBytes,
    locale: u.locale,
  });
  await exec(u.sequelize, 'UPDATE uploads SET attached_at = now() WHERE key = $1', [keyOfUrl(url)]);
  return url;
}

/** Checks and keeps a profile file of `kind` (photos within the pixel limit; at most PROFILE_LIMITS of each group). */
export async function addOrgFile(
  u: OrgUploader,
  file: StreamedFile,
  kind: OrganizationFileKind,
  isPublic: boolean,
  name: string,
): Promise<OrganizationFile> {
  const photo = kind === 'photo';
  const type = photo ? await checkImage(file, UPLOAD_LIMITS.organizationPhoto, u.locale) : checkDocument(file, u.locale);
  const max = photo ? PROFILE_LIMITS.photos : PROFILE_LIMITS.documents;
  const [count] = await exec<{ n: number }>(
    u.sequelize,
    `SELECT count(*)::int AS n FROM organization_files WHERE organization_id = $1 AND (kind = 'photo') = $2`,
    [u.organizationId, photo],
  );
  if ((count?.n ?? 0) >= max) throw Validation({ file: validationMessage(u.locale, 'listMax', { max }) });
  const url = await keepUpload(u, file, type, photo ? 'organizationPhoto' : 'document', photo ? ORG_IMAGE_FOLDER : ORG_FILE_FOLDER);
  return OrganizationFile.create({
    organizationId: u.organizationId,
    kind,
    url,
    name,
    size: file.size,
    isPublic: photo ? true : isPublic,
    sortOrder: (count?.n ?? 0) + 1,
  });
}

/** Forgets a file: its row, its upload record and the stored file. */
export async function removeStored(sequelize: Sequelize, storage: FileStorage, url: string | null): Promise<void> {
  if (!url?.startsWith(`${UPLOADS_URL}/`)) return;
  await exec(sequelize, 'DELETE FROM uploads WHERE key = $1', [keyOfUrl(url)]);
  await storage.remove(url);
}

/** A stored document's stream and type, or null when it is gone. */
export async function readOrgDocument(
  storage: FileStorage,
  f: Pick<OrganizationFile, 'url'>,
): Promise<{ stream: Readable; mime: string } | null> {
  const stream = await storage.read(f.url);
  if (!stream) return null;
  const ext = /\.([a-z]{3,4})$/.exec(f.url)?.[1] ?? '';
  return { stream, mime: mimeOfExt(ext) ?? 'application/octet-stream' };
}

/** The organization's file, locked for its change until the transaction ends; 404 unknown, 403 another organization's. */
async function lockedOwnFile(organizationId: number, fileId: number, transaction: Transaction): Promise<OrganizationFile> {
  const file = await OrganizationFile.findByPk(fileId, { transaction, lock: transaction.LOCK.UPDATE });
  if (!file) throw NotFound();
  if (file.organizationId !== organizationId) throw Forbidden();
  return file;
}

/** PATCH /api/my/organization/files/:id: whether it is public (a photo always is) and its place. */
export function updateOrgFile(
  sequelize: Sequelize,
  organizationId: number,
  fileId: number,
  changes: { isPublic?: boolean; sortOrder?: number },
): Promise<OrganizationFile> {
  return sequelize.transaction(async (transaction) => {
    const file = await lockedOwnFile(organizationId, fileId, transaction);
    if (changes.isPublic !== undefined && file.kind !== 'photo') file.isPublic = changes.isPublic;
    if (changes.sortOrder !== undefined) file.sortOrder = changes.sortOrder;
    await file.save({ transaction });
    return file;
  });
}

/** DELETE /api/my/organization/files/:id: its row, then its upload record and the stored file. */
export async function deleteOrgFile(sequelize: Sequelize, storage: FileStorage, organizationId: number, fileId: number): Promise<void> {
  const file = await sequelize.transaction(async (transaction) => {
    const found = await lockedOwnFile(organizationId, fileId, transaction);
    await found.destroy({ transaction });
    return found;
  });
  await removeStored(sequelize, storage, file.url);
}

/** Sets the organization's banner or logo (null: none), the organization locked; the former file is then forgotten. */
export async function setOrgImage(
  sequelize: Sequelize,
  storage: FileStorage,
  organizationId: number,
  column: 'banner' | 'logo',
  url: string | null,
): Promise<void> {
  const old = await sequelize.transaction(async (transaction) => {
    const org = await Organization.findByPk(organizationId, { transaction, lock: transaction.LOCK.UPDATE });
    if (!org) throw NotFound();
    const before = org[column];
    await org.update({ [column]: url }, { transaction });
    return before;
  });
  if (old && old !== url) await removeStored(sequelize, storage, old);
}
