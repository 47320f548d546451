/** Storage folder of courses' covers and lessons' attachments: keys are `courses/<uuid>.<ext>`. */
export const COURSES_FOLDER = 'courses';

const KEY = /^(?:\/uploads\/)?(?<key>courses\/[0-9a-f-]{36}\.(?<ext>png|jpg|pdf))$/;

/** The storage key of a course cover (PNG/JPEG) or a lesson attachment (PDF) given as key or URL; null for anything else. */
export function courseFileKey(value: string, kind: 'cover' | 'attachment'): string | null {
  const { key, ext } = KEY.exec(value.trim())?.groups ?? {};
  if (!key) return null;
  return (kind === 'attachment') === (ext === 'pdf') ? key : null;
}
