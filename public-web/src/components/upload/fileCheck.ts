import { CONTENT_UPLOAD_KINDS, ORGANIZER_UPLOAD_KINDS, UPLOAD_LIMITS, type OrganizerUploadKind } from '@hashar/common';
import { formatNumber } from '../../i18n/numbers';

/** What the browser checks before sending a file: accepted types (by MIME or extension) and size. */
export interface FileLimits {
  types: readonly string[];
  extensions: readonly string[];
  maxBytes?: number;
}

/** File name extensions of the MIME types the uploads accept (browsers often send no type for .rar). */
const EXTENSIONS: Readonly<Record<string, readonly string[]>> = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/bmp': ['bmp'],
  'image/svg+xml': ['svg'],
  'application/pdf': ['pdf'],
  'application/zip': ['zip'],
  'application/x-rar-compressed': ['rar'],
  'application/msword': ['doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.ms-powerpoint': ['ppt'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['pptx'],
};

type Limit = { types: readonly string[]; maxBytes?: number };
/** Covers are png/jpeg (spec §9); used until common/uploads.ts names a cover limit. */
const COVER_FALLBACK: Limit = { types: ['image/png', 'image/jpeg'] };

/** The limits of an organizer upload kind (or an applicant's CV), from common/uploads.ts. */
export function organizerFileLimits(
  kind: OrganizerUploadKind | 'cv' | 'task-result' | 'partner-logo' | keyof typeof CONTENT_UPLOAD_KINDS,
): FileLimits {
  const own = { cv: 'cv', 'task-result': 'taskResult', 'partner-logo': 'partnerLogo', ...CONTENT_UPLOAD_KINDS } as const;
  const limitKey = kind in own ? own[kind as keyof typeof own] : ORGANIZER_UPLOAD_KINDS[kind as OrganizerUploadKind];
  const limits = (UPLOAD_LIMITS as Readonly<Record<string, Limit>>)[limitKey] ?? COVER_FALLBACK;
  return { types: limits.types, maxBytes: limits.maxBytes, extensions: limits.types.flatMap((t) => EXTENSIONS[t] ?? []) };
}

/** The `accept` attribute of a file input: MIME types and extensions. */
export function acceptAttribute(limits: FileLimits): string {
  return [...limits.types, ...limits.extensions.map((e) => `.${e}`)].join(',');
}

/** A file's problem before upload: a type not accepted, or over the size limit. */
export type FileProblem = { problem: 'type'; allowed: string } | { problem: 'size'; maxMb: number } | null;

/** Checks a file's type (MIME or extension) and size against the limits. */
export function checkFile(file: { name: string; type: string; size: number }, limits: FileLimits): FileProblem {
  const extension = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
  if (!limits.types.includes(file.type) && !limits.extensions.includes(extension)) {
    return { problem: 'type', allowed: limits.extensions.join(', ') };
  }
  if (limits.maxBytes !== undefined && file.size > limits.maxBytes) {
    return { problem: 'size', maxMb: Math.round((limits.maxBytes / 1024 / 1024) * 10) / 10 };
  }
  return null;
}

/** A size in the units people read: "820 КБ", "12,5 МБ" (units from the caller's catalogue). */
export function fileSize(bytes: number, locale: string, units: { kb: string; mb: string }): string {
  const format = (n: number) => formatNumber(locale, n, { maximumFractionDigits: 1 });
  return bytes < 1024 * 1024 ? `${format(Math.max(bytes / 1024, 0.1))} ${units.kb}` : `${format(bytes / 1024 / 1024)} ${units.mb}`;
}
