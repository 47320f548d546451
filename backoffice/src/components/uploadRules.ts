import { UPLOAD_LIMITS } from '@hashar/common';

/** Upload kinds the back office sends (limits of spec §9 in common/). */
export type ImageUploadKind = 'banner' | 'partnerLogo' | 'newsCover' | 'courseCover';
/** Every file kind the back office uploads: the images and a course lesson's PDF. */
export type UploadKind = ImageUploadKind | 'courseAttachment';

/**
 * Where a kind is sent: the admin uploads (`kind` in the form) or, for the academy's files, the
 * course uploads of docs/academy-api.md (their key then names the caller's upload in a course).
 */
export const UPLOAD_TARGETS: Record<UploadKind, { url: string; kindField: boolean }> = {
  banner: { url: '/api/admin/uploads', kindField: true },
  partnerLogo: { url: '/api/admin/uploads', kindField: true },
  newsCover: { url: '/api/admin/uploads', kindField: true },
  courseCover: { url: '/api/my/uploads/course-cover', kindField: false },
  courseAttachment: { url: '/api/my/uploads/course-attachment', kindField: false },
};

/** '2 MB', '512 KB'. */
export const formatBytes = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB` : `${Math.round(bytes / 1024)} KB`;

/** 'PNG, JPEG, SVG'. */
export const formatTypes = (types: readonly string[]) =>
  types
    .map((type) =>
      type
        .replace(/^image\//, '')
        .replace('+xml', '')
        .toUpperCase(),
    )
    .join(', ');

/**
 * The message (key and values) when a file breaks the limits, checked before it is sent so
 * the admin does not wait for a large upload to be refused; null when it may go. The server
 * checks again, by content.
 */
export function checkImageFile(file: { type: string; size: number }, kind: UploadKind) {
  const limits = UPLOAD_LIMITS[kind];
  if (!(limits.types as readonly string[]).includes(file.type)) {
    return { key: 'hashar.upload.wrong_type', values: { types: formatTypes(limits.types) } };
  }
  if (file.size > limits.maxBytes) return { key: 'hashar.upload.too_large', values: { limit: formatBytes(limits.maxBytes) } };
  return null;
}
