/** Upload limits of spec §9 (types checked by content on the server). */
export const UPLOAD_LIMITS = {
  /** Banner images (main and advertising), tour images. */
  banner: { types: ['image/png', 'image/jpeg'], maxBytes: 2 * 1024 * 1024 },
  /** Partner logos shown in the public footer. */
  partnerLogo: { types: ['image/png', 'image/jpeg', 'image/svg+xml'], maxBytes: 1024 * 1024 },
  /** Organization photos: jpeg/png up to 1000×1000 px and 10 MB. */
  organizationPhoto: { types: ['image/png', 'image/jpeg'], maxBytes: 10 * 1024 * 1024, maxPixels: 1000 },
  /** News covers: up to 1 MB (spec §9). */
  newsCover: { types: ['image/png', 'image/jpeg'], maxBytes: 1024 * 1024 },
  /** Publication covers: up to 2 MB (spec §9). */
  publicationCover: { types: ['image/png', 'image/jpeg'], maxBytes: 2 * 1024 * 1024 },
  /** Publication photos: jpeg/png/bmp/svg up to 2 MB each (an SVG is sanitised before it is kept). */
  publicationPhoto: { types: ['image/png', 'image/jpeg', 'image/bmp', 'image/svg+xml'], maxBytes: 2 * 1024 * 1024 },
  /** Bonus offer images: up to 2 MB. */
  bonusImage: { types: ['image/png', 'image/jpeg'], maxBytes: 2 * 1024 * 1024 },
  /** Event and organization documents up to 50 MB. */
  document: {
    types: [
      'application/pdf',
      'application/zip',
      'application/x-rar-compressed',
      'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.ms-powerpoint',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    ],
    maxBytes: 50 * 1024 * 1024,
  },
  /** Event and visit offer covers (recommended 1920×1080, EVENT_LIMITS.coverRecommended). */
  eventCover: { types: ['image/png', 'image/jpeg'], maxBytes: 5 * 1024 * 1024 },
  /** CVs sent with applications to vacancies and internships: PDF, DOC, DOCX up to 10 MB. */
  cv: {
    types: ['application/pdf', 'application/msword', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    maxBytes: 10 * 1024 * 1024,
  },
  /** Files of a pro bono task's result: documents or images up to 50 MB. */
  taskResult: {
    types: [
      'application/pdf',
      'application/zip',
      'application/x-rar-compressed',
      'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.ms-powerpoint',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      'image/png',
      'image/jpeg',
    ],
    maxBytes: 50 * 1024 * 1024,
  },
  /** Avatars: cropped to a square in the browser; the server keeps WebP thumbnails and a JPEG fallback. */
  avatar: { types: ['image/png', 'image/jpeg', 'image/webp'], maxBytes: 5 * 1024 * 1024 },
  /** An organization's banner on its public page. */
  organizationBanner: { types: ['image/png', 'image/jpeg'], maxBytes: 10 * 1024 * 1024 },
  /** Academy course covers: up to 2 MB. */
  courseCover: { types: ['image/png', 'image/jpeg'], maxBytes: 2 * 1024 * 1024 },
  /** Attachments of an academy lesson: PDF only, up to the documents' 50 MB. */
  courseAttachment: { types: ['application/pdf'], maxBytes: 50 * 1024 * 1024 },
  /** Passport copy: jpeg, pdf, png or bmp up to 5 MB. */
  passport: { types: ['image/jpeg', 'application/pdf', 'image/png', 'image/bmp'], maxBytes: 5 * 1024 * 1024 },
} as const;

export type UploadKind = keyof typeof UPLOAD_LIMITS;

/**
 * The most pixels (width × height) of any uploaded picture: a small file must not unpack into
 * gigabytes (a 30 000 × 30 000 PNG header is 900 million). 50 million covers a 50-megapixel photo.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

/** Where uploaded files are served, on whatever host the site answers (so no CSP or host mismatch). */
export const UPLOADS_PATH = '/uploads';

/**
 * The address of an upload, the one way every app builds it: a storage key (`events/<uuid>.png`)
 * becomes host-relative `/uploads/events/<uuid>.png`; an address already (`/…`, `http(s)://…`)
 * passes through; nothing stays nothing.
 */
export function uploadUrl(key: string | null | undefined): string | null {
  if (!key) return null;
  return storedFileUrl(key);
}

/** uploadUrl of a key that is there (a stored file's, never empty): its address, never null. */
export function storedFileUrl(key: string): string {
  return key.startsWith('/') || /^https?:\/\//.test(key) ? key : `${UPLOADS_PATH}/${key}`;
}

/** The storage key of an upload address (`…/uploads/<key>` → `<key>`); a key is returned as is. */
export function uploadKeyOf(url: string): string {
  const at = url.indexOf(`${UPLOADS_PATH}/`);
  return at === -1 ? url : url.slice(at + UPLOADS_PATH.length + 1);
}

/**
 * Widths of the WebP copies the server makes of an uploaded picture on first request
 * (`/uploads/<kind>/<name>.<jpg|png|webp>?w=640`, api/src/storage/resized.ts): the phone, the
 * phone at 2× and the desktop pick from these through `srcset`. No other width is made.
 */
export const IMAGE_WIDTHS = [320, 640, 960, 1280] as const;

/** Raster pictures that have resized copies (SVG, BMP and the rest are sent as uploaded). */
const RESIZABLE = /^\/uploads\/[A-Za-z][A-Za-z0-9]{0,31}\/[0-9a-f-]{36}\.(jpe?g|png|webp)$/;

/** The `srcset` of an uploaded picture's WebP copies, or undefined for anything else (an SVG, an outside address, none). */
export function uploadSrcSet(url: string | null | undefined): string | undefined {
  if (!url || !RESIZABLE.test(url)) return undefined;
  return IMAGE_WIDTHS.map((w) => `${url}?w=${w} ${w}w`).join(', ');
}

/**
 * How wide each kind of picture is drawn, for the browser's pick among an upload's WebP copies
 * (IMAGE_WIDTHS): a phone draws cards and covers the screen's width, a wide screen a card a third
 * of the page. The public site's pictures and the server's preload of a page's first picture
 * (api/src/web/openGraph.ts) say the same, so the browser fetches the copy once.
 */
export const PICTURE_SIZES = {
  /** A list's card. */
  card: '(min-width: 960px) 320px, (min-width: 600px) 50vw, 100vw',
  /** A page's own cover, as wide as the page. */
  page: '(min-width: 1200px) 1200px, 100vw',
  /** A row's picture in the profile area: 160 px beside the text, the full width on a phone. */
  row: '(min-width: 600px) 160px, 100vw',
} as const;

/** `src`, and for an uploaded picture the `srcSet` of its WebP copies with the `sizes` it is drawn at. */
export function pictureProps(src: string, sizes: string): { src: string; srcSet?: string; sizes?: string } {
  const srcSet = uploadSrcSet(src);
  return srcSet ? { src, srcSet, sizes } : { src };
}
