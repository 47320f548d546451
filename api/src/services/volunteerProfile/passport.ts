import type { Readable } from 'node:stream';
import { isA4Image, storedFileUrl } from '@hashar/common';
import sharp from 'sharp';
import type { Sequelize, Transaction } from 'sequelize';
import { exec, run } from '../../lists';
import type { FileStorage } from '../../storage/types';
import { PASSPORT_MIME } from '../../presenters/volunteerProfile';
import { detectCoverType, type OrganizerFileType } from '../../storage/documentTypes';
import { NotFound } from '../../errors';
import type { NotifyDeps } from '../notify';
import { sendBackForVerification } from '../verification';
import { CHECKED_STATES, loadVolunteerProfile } from './profile';

/** Storage folder of passport copies: one of PRIVATE_FOLDERS, never served at /uploads. Keys are `passport/<uuid>.<ext>`. */
export const PASSPORT_FOLDER = 'passport';
/** The upload kind passport copies are recorded under (a key of UPLOAD_LIMITS). */
export const PASSPORT_UPLOAD_KIND = 'passport';
/** Names of the allowed types, for the 415 message. */
export const PASSPORT_TYPE_NAMES = 'JPEG, PDF, PNG, BMP';
const PASSPORT_KEY = /^passport\/[0-9a-f-]{36}\.(?<ext>pdf|jpg|png|bmp)$/;

const PDF = Buffer.from('%PDF-');
const BMP = Buffer.from('BM');

/** A passport copy's type by content: PDF, JPEG, PNG or BMP; null for anything else. */
export function detectPassportType(data: Buffer): OrganizerFileType | null {
  if (data.subarray(0, PDF.length).equals(PDF)) return { mime: 'application/pdf', ext: 'pdf' };
  if (data.length >= 26 && data.subarray(0, 2).equals(BMP)) return { mime: 'image/bmp', ext: 'bmp' };
  return detectCoverType(data);
}

/**
 * Pages of a PDF held whole: its page objects (`/Type /Page`), else the page tree's largest
 * `/Count`; null when neither can be read (e.g. compressed object streams).
 */
export function pdfPageCount(data: Buffer): number | null {
  const text = data.toString('latin1');
  const pages = text.match(/\/Type\s*\/Page(?![A-Za-z])/g)?.length ?? 0;
  if (pages) return pages;
  const counts = [...text.matchAll(/\/Count\s+(\d+)/g)].map((m) => Number(m[1]));
  return counts.length ? Math.max(...counts) : null;
}

/**
 * Width and height of an image from its header (BMP read directly, the rest by sharp, which decodes
 * nothing here); null when unreadable. The pixel limit and the decoding are acceptUpload's check.
 */
async function imageSize(type: OrganizerFileType, data: Buffer): Promise<{ width: number; height: number } | null> {
  if (type.ext === 'bmp') return { width: Math.abs(data.readInt32LE(18)), height: Math.abs(data.readInt32LE(22)) };
  try {
    const meta = await sharp(data, { limitInputPixels: false }).metadata();
    return meta.width && meta.height ? { width: meta.width, height: meta.height } : null;
  } catch {
    return null;
  }
}

/**
 * Whether the file is one A4 sheet: a PDF whose readable page count is one (a PDF whose pages sit
 * in compressed object streams cannot be counted here; it passes, and the moderator who views it
 * inline judges it), or an image A4-shaped and not tiny (common isA4Image).
 */
export async function isOneSheet(type: OrganizerFileType, data: Buffer): Promise<boolean> {
  if (type.ext === 'pdf') return (pdfPageCount(data) ?? 1) === 1;
  const size = await imageSize(type, data);
  return size !== null && isA4Image(size.width, size.height);
}

/** The stored passport copy to send to its owner, or null when the key is not one or the file is gone. */
export async function readPassport(storage: FileStorage, key: string): Promise<{ stream: Readable; mime: string; ext: string } | null> {
  const ext = PASSPORT_KEY.exec(key)?.groups?.['ext'];
  const mime = ext === undefined ? undefined : PASSPORT_MIME[ext];
  if (!ext || !mime) return null;
  const stream = await storage.read(storedFileUrl(key));
  if (!stream) return null;
  return { stream, mime, ext };
}

/** Marks a passport upload attached (the orphan sweep keeps it). */
export async function attachPassport(sequelize: Sequelize, key: string, transaction: Transaction): Promise<void> {
  await exec(sequelize, 'UPDATE uploads SET attached_at = now() WHERE key = $1 AND attached_at IS NULL', [key], transaction);
}

/** Forgets a replaced or deleted passport copy: its upload row (freeing the quota) and then its file. */
export async function dropPassport(sequelize: Sequelize, storage: FileStorage, key: string): Promise<void> {
  await exec(sequelize, 'DELETE FROM uploads WHERE key = $1', [key]);
  await storage.remove(storedFileUrl(key));
}

/** A volunteer's stored passport copy and the name to send it under; null without a profile, a copy or its file. */
export async function passportCopy(sequelize: Sequelize, storage: FileStorage, userId: number) {
  const [profile] = await run<{ passportKey: string | null; passportName: string | null }>(
    sequelize,
    'SELECT passport_key AS "passportKey", passport_name AS "passportName" FROM volunteer_profiles WHERE user_id = $1',
    [userId],
  );
  const file = profile?.passportKey ? await readPassport(storage, profile.passportKey) : null;
  return profile && file ? { file, name: profile.passportName ?? `passport.${file.ext}` } : null;
}

/**
 * POST /api/my/volunteer-profile/passport, once the copy is stored under `key`: the profile locked
 * takes it (attached, so the orphan sweep keeps it) and goes back to verification when checked;
 * then the former copy is forgotten.
 */
export async function keepPassport(notify: NotifyDeps, storage: FileStorage, userId: number, copy: { key: string; name: string }) {
  const { sequelize } = notify;
  const old = await sequelize.transaction(async (t) => {
    const { profile } = await loadVolunteerProfile(sequelize, userId, t);
    const previous = profile.passportKey;
    await profile.update({ passportKey: copy.key, passportName: copy.name }, { transaction: t });
    await attachPassport(sequelize, copy.key, t);
    if (CHECKED_STATES.includes(profile.verification)) await sendBackForVerification({ type: 'user', id: userId }, t, notify);
    return previous;
  });
  if (old) await dropPassport(sequelize, storage, old);
}

/** DELETE /api/my/volunteer-profile/passport: the profile locked loses its copy (404 without one) and goes back to verification when checked; then the file is forgotten. */
export async function removePassport(notify: NotifyDeps, storage: FileStorage, userId: number): Promise<void> {
  const { sequelize } = notify;
  const key = await sequelize.transaction(async (t) => {
    const { profile } = await loadVolunteerProfile(sequelize, userId, t);
    if (!profile.passportKey) throw NotFound();
    const old = profile.passportKey;
    await profile.update({ passportKey: null, passportName: null }, { transaction: t });
    if (CHECKED_STATES.includes(profile.verification)) await sendBackForVerification({ type: 'user', id: userId }, t, notify);
    return old;
  });
  await dropPassport(sequelize, storage, key);
}
