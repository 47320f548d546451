import sharp from 'sharp';
import { AVATAR_SIZES, MAX_IMAGE_PIXELS } from '@hashar/common';
import { HttpError } from '../../errors';
import { detectFileType } from '../../storage/fileChecks';
import type { FileStorage } from '../../storage';

/** Storage folder of avatars (public: they show in the header and on public pages). */
const AVATAR_FOLDER = 'avatars';

/** 415 naming the avatar's types (UPLOAD_LIMITS.avatar). */
const wrongAvatarType = () => new HttpError(415, 'unsupported_media_type', 'file_type', { types: 'PNG, JPEG, WebP' });

/** The three stored files of an avatar. */
export interface AvatarUrls {
  avatarUrl: string;
  avatarThumbUrl: string;
  avatarFallbackUrl: string;
}

/** An avatar's type by content: PNG, JPEG or WebP (RIFF….WEBP); null for anything else. */
function detectAvatarType(head: Buffer): string | null {
  if (head.length >= 12 && head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  const type = detectFileType(head);
  return type && type.mime !== 'image/svg+xml' ? type.mime : null;
}

/**
 * Makes the avatar's files from an uploaded picture (checked by content, 415 otherwise): a
 * 256 px and a 64 px WebP square and a 256 px JPEG fallback, centre-cropped if not square.
 */
export async function storeAvatar(storage: FileStorage, data: Buffer): Promise<AvatarUrls> {
  if (!detectAvatarType(data)) throw wrongAvatarType();
  const square = (size: number) =>
    sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS }).rotate().resize(size, size, { fit: 'cover', position: 'centre' });
  let files: [Buffer, Buffer, Buffer];
  try {
    files = await Promise.all([
      square(AVATAR_SIZES.full).webp({ quality: 82 }).toBuffer(),
      square(AVATAR_SIZES.thumb).webp({ quality: 80 }).toBuffer(),
      square(AVATAR_SIZES.full).flatten({ background: '#ffffff' }).jpeg({ quality: 85, mozjpeg: true }).toBuffer(),
    ]);
  } catch {
    // The first bytes looked right but the picture does not decode (broken or hostile file).
    throw wrongAvatarType();
  }
  const [full, thumb, fallback] = files;
  const avatarUrl = await storage.save(AVATAR_FOLDER, full, 'webp');
  const avatarThumbUrl = await storage.save(AVATAR_FOLDER, thumb, 'webp');
  const avatarFallbackUrl = await storage.save(AVATAR_FOLDER, fallback, 'jpg');
  return { avatarUrl, avatarThumbUrl, avatarFallbackUrl };
}

/** Deletes an avatar's files (missing ones are ignored). */
export async function removeAvatarFiles(storage: FileStorage, urls: (string | null | undefined)[]): Promise<void> {
  await Promise.all(urls.filter((u): u is string => !!u).map((u) => storage.remove(u).catch(() => undefined)));
}
