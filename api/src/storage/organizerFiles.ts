import type { FileStorage } from './types';

/** Storage kind (folder) of every organizer upload: keys are `events/<uuid>.<ext>`. */
export const ORGANIZER_FOLDER = 'events';

/** MIME types of what the organizer uploads, by the extension the upload was saved with. */
export const MIME_OF_EXT = {
  png: 'image/png',
  jpg: 'image/jpeg',
  pdf: 'application/pdf',
  zip: 'application/zip',
  rar: 'application/x-rar-compressed',
  doc: 'application/msword',
  ppt: 'application/vnd.ms-powerpoint',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
} as const satisfies Record<string, string>;

/** An extension organizer uploads are saved with. */
export type OrganizerExt = keyof typeof MIME_OF_EXT;
const isOrganizerExt = (ext: string): ext is OrganizerExt => Object.hasOwn(MIME_OF_EXT, ext);
/** The MIME type of an organizer upload's extension, undefined for any other. */
export const mimeOfExt = (ext: string): string | undefined => (isOrganizerExt(ext) ? MIME_OF_EXT[ext] : undefined);

const KEY = /^events\/[0-9a-f-]{36}\.([a-z]{3,4})$/;
const IMAGE_EXTS = ['png', 'jpg'];

/** The key of an upload URL (`/uploads/events/…` → `events/…`); keys pass through. */
export function keyOf(value: string): string {
  return value.replace(/^\/uploads\//, '');
}

/** A stored organizer upload: its size and type, or null when the key is malformed or the file is gone. */
export async function storedUpload(storage: FileStorage, key: string, images = false): Promise<{ size: number; mime: string } | null> {
  const match = KEY.exec(key);
  const ext = match?.[1];
  const mime = ext === undefined ? undefined : mimeOfExt(ext);
  if (!ext || !mime || (images && !IMAGE_EXTS.includes(ext))) return null;
  const size = await storage.size(`/uploads/${key}`);
  return size === null ? null : { size, mime };
}
