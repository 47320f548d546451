/* What a file is, by its bytes, and the refusals of uploads: used by every upload path (the request middleware and the services that keep files). */
import type { Locale } from '@hashar/common';
import { HttpError } from '../errors';
import { translate } from '../i18n';
import type { IncomingFile } from './types';

/** A file type recognised by its content. */
export interface DetectedType {
  mime: 'image/png' | 'image/jpeg' | 'image/svg+xml';
  ext: 'png' | 'jpg' | 'svg';
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
/** Anything in an SVG that could run script or pull in other documents. */
const SVG_ACTIVE = /<script|[\s/"']on[a-z]+\s*=|javascript:|<!ENTITY|<foreignObject/i;

/** Whether the text is an SVG document: `<svg …` or `<?xml …` followed by an `<svg` element. */
export function isSafeSvg(data: Buffer): boolean {
  const text = data
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (text.includes('\uFFFD') || text.includes('\0')) return false;
  const svg = text.startsWith('<svg') || (text.startsWith('<?xml') && /<svg[\s>]/.test(text));
  return svg && /<\/svg>\s*$/.test(text) && !SVG_ACTIVE.test(text);
}

/** The file's type from its first bytes (PNG, JPEG) or its text (a script-free SVG); null otherwise. */
export function detectFileType(data: Buffer): DetectedType | null {
  if (data.subarray(0, PNG.length).equals(PNG)) return { mime: 'image/png', ext: 'png' };
  if (data.subarray(0, JPEG.length).equals(JPEG)) return { mime: 'image/jpeg', ext: 'jpg' };
  if (isSafeSvg(data)) return { mime: 'image/svg+xml', ext: 'svg' };
  return null;
}

/** A size for people: "2 МБ", "500 КБ". */
export function formatSize(bytes: number, locale: Locale): string {
  const mb = bytes / (1024 * 1024);
  // Both languages write the decimal comma: "1,5 МБ".
  if (mb >= 1) return translate(locale, 'size_mb', { n: String(Number(mb.toFixed(1))).replace('.', ',') });
  return translate(locale, 'size_kb', { n: Math.round(bytes / 1024) });
}

/** 413 naming the limit, in the request's language. */
export function fileTooLarge(maxBytes: number, locale: Locale): HttpError {
  return new HttpError(413, 'payload_too_large', 'file_too_large', { limit: formatSize(maxBytes, locale) });
}

const TYPE_NAMES: Record<string, string> = { 'image/png': 'PNG', 'image/jpeg': 'JPEG', 'image/svg+xml': 'SVG' };

/** 415 naming the allowed types. */
export function wrongFileType(types: readonly string[]): HttpError {
  return new HttpError(415, 'unsupported_media_type', 'file_type', { types: types.map((t) => TYPE_NAMES[t] ?? t).join(', ') });
}

/** 413 naming the account's storage quota, in the request's language. */
export function quotaExceeded(quotaBytes: number, locale: Locale): HttpError {
  return new HttpError(413, 'payload_too_large', 'upload_quota', { limit: formatSize(quotaBytes, locale) });
}

/** A file streamed to storage by singleFileUpload: its size, first bytes, which markers it holds, and the stored file. */
export interface StreamedFile {
  fieldname: string;
  originalname: string;
  size: number;
  /** The first `headBytes` bytes (the whole file when it is smaller). */
  head: Buffer;
  /** Whether `marker` (one of the options' markers) occurs anywhere in the file. */
  has(marker: Buffer): boolean;
  /** Not yet public: commit it once accepted; left alone, it is discarded when the response ends. */
  incoming: IncomingFile;
}
