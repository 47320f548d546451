import sanitizeHtml from 'sanitize-html';
import { isSafeSvg } from '../../storage/fileChecks';
import { detectCoverType, type OrganizerFileType } from '../../storage/documentTypes';

/** Storage folder of publication covers and photos: keys are `publications/<uuid>.<ext>`. */
export const PUBLICATIONS_FOLDER = 'publications';

/** A publication's upload key (or its /uploads/ URL): covers PNG/JPEG, photos also BMP and SVG. */
const KEY = /^(?:\/uploads\/)?(?<key>publications\/[0-9a-f-]{36}\.(?<ext>png|jpg|bmp|svg))$/;

/** The storage key of a publication cover or photo given as key or URL; null for anything else (foreign URLs). */
export function publicationKey(value: string, photo: boolean): string | null {
  const { key, ext } = KEY.exec(value.trim())?.groups ?? {};
  if (!key) return null;
  return photo || ext === 'png' || ext === 'jpg' ? key : null;
}

/** Names of the allowed types, for the 415 message. */
export const PHOTO_TYPE_NAMES = 'JPEG, PNG, BMP, SVG';

const BMP = Buffer.from('BM');

/** Whether the text claims to be an SVG document (`<svg`, or a prolog / doctype / comments before it). */
function looksLikeSvg(data: Buffer): boolean {
  const text = data
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (text.includes('\0')) return false;
  return (text.startsWith('<svg') || /^<[?!]/.test(text)) && /<svg[\s>]/.test(text) && /<\/svg>\s*$/.test(text);
}

/**
 * A publication photo's type by content: JPEG, PNG, BMP (the `BM` header of a whole bitmap
 * header) or SVG (to be sanitised by sanitizeSvg before it is kept); null for anything else.
 */
export function detectPhotoType(data: Buffer): OrganizerFileType | null {
  const image = detectCoverType(data);
  if (image) return image;
  if (data.length >= 26 && data.subarray(0, 2).equals(BMP)) return { mime: 'image/bmp', ext: 'bmp' };
  return looksLikeSvg(data) ? { mime: 'image/svg+xml', ext: 'svg' } : null;
}

/** Drawing elements of SVG kept by sanitizeSvg: no script, foreignObject, image, use of other documents, animation or style sheets. */
const SVG_TAGS = [
  'svg', 'g', 'defs', 'title', 'desc', 'symbol', 'use', 'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon',
  'text', 'tspan', 'textPath', 'linearGradient', 'radialGradient', 'stop', 'clipPath', 'mask', 'pattern', 'marker',
  'filter', 'feGaussianBlur', 'feOffset', 'feBlend', 'feColorMatrix', 'feFlood', 'feComposite', 'feMerge', 'feMergeNode',
]; // prettier-ignore

/** Presentation and geometry attributes (event handlers and every other attribute are dropped). */
const SVG_ATTRIBUTES = [
  'xmlns', 'xmlns:xlink', 'version', 'id', 'class', 'style', 'viewBox', 'preserveAspectRatio', 'width', 'height', 'x', 'y',
  'x1', 'x2', 'y1', 'y2', 'cx', 'cy', 'r', 'rx', 'ry', 'fx', 'fy', 'd', 'points', 'transform', 'fill', 'fill-opacity',
  'fill-rule', 'stroke', 'stroke-width', 'stroke-opacity', 'stroke-linecap', 'stroke-linejoin', 'stroke-dasharray',
  'stroke-dashoffset', 'stroke-miterlimit', 'opacity', 'clip-path', 'clip-rule', 'mask', 'filter', 'offset', 'stop-color',
  'stop-opacity', 'gradientUnits', 'gradientTransform', 'spreadMethod', 'patternUnits', 'patternTransform',
  'patternContentUnits', 'clipPathUnits', 'maskUnits', 'maskContentUnits', 'markerWidth', 'markerHeight', 'refX', 'refY',
  'orient', 'marker-start', 'marker-mid', 'marker-end', 'font-family', 'font-size', 'font-weight', 'font-style',
  'text-anchor', 'dominant-baseline', 'letter-spacing', 'dx', 'dy', 'rotate', 'textLength', 'lengthAdjust', 'visibility',
  'display', 'color', 'stdDeviation', 'in', 'in2', 'result', 'mode', 'type', 'values', 'operator', 'k1', 'k2', 'k3', 'k4',
  'flood-color', 'flood-opacity', 'href', 'xlink:href', 'startOffset',
]; // prettier-ignore

/** A value that could reach outside the picture: a script URL, a reference to another document, CSS imports. */
const ACTIVE_VALUE = /javascript:|vbscript:|data:|@import|expression\s*\(|url\s*\(\s*['"]?\s*(?!#)/i;

const SVG_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: SVG_TAGS,
  allowedAttributes: { '*': SVG_ATTRIBUTES },
  allowedSchemes: [],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'foreignObject', 'foreignobject', 'iframe', 'object', 'embed', 'noscript'],
  parser: { xmlMode: true, lowerCaseTags: false, lowerCaseAttributeNames: false, decodeEntities: true },
  transformTags: {
    '*': (tagName, attribs) => {
      const kept: Record<string, string> = {};
      for (const [name, value] of Object.entries(attribs)) {
        // Only references inside the picture itself (`#id`).
        if ((name === 'href' || name === 'xlink:href') && !/^#[\w-]+$/.test(value.trim())) continue;
        if (ACTIVE_VALUE.test(value)) continue;
        kept[name] = value;
      }
      if (tagName === 'svg' && !kept['xmlns']) kept['xmlns'] = 'http://www.w3.org/2000/svg';
      return { tagName, attribs: kept };
    },
  },
};

/**
 * A sanitised copy of an SVG document: drawing elements and presentation attributes only —
 * scripts, `foreignObject`, event handlers, links to other documents and `javascript:` URLs,
 * the prolog, DOCTYPE and its ENTITY declarations are removed. Null when nothing drawable is left
 * or the result still fails the uploads' SVG check.
 */
export function sanitizeSvg(data: Buffer): Buffer | null {
  const text = data
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    // Declarations (DOCTYPE with its internal ENTITY subset), the XML prolog, comments and CDATA markers go first.
    .replace(/<!DOCTYPE[^[>]*(\[[\s\S]*?\])?\s*>/gi, '')
    .replace(/<!ENTITY[\s\S]*?>/gi, '')
    .replace(/<\?[\s\S]*?\?>/g, '')
    .replace(/<!--[\s\S]*?-->/g, '');
  const clean = sanitizeHtml(text, SVG_OPTIONS).trim();
  const out = Buffer.from(clean, 'utf8');
  return clean.startsWith('<svg') && isSafeSvg(out) ? out : null;
}
