import sanitizeHtml from 'sanitize-html';
import { RICH_TEXT, UPLOADS_PATH as UPLOADS_URL } from '@hashar/common';

/**
 * The one sanitiser of rich text (news and publication bodies): what is stored and shown is
 * exactly what this returns. Tags and link schemes come from RICH_TEXT (common/src/news.ts);
 * every attribute not listed is dropped (event handlers, style, class); images are kept only
 * when they come from our own uploads; every link gets rel="noopener nofollow ugc" and opens
 * in a new tab.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT.tags],
  allowedAttributes: { a: ['href', 'rel', 'target'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: [...RICH_TEXT.linkSchemes],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // The text of script and style elements goes with them.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math'],
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs['href'] ? { href: attribs['href'] } : {}),
        rel: RICH_TEXT.linkRel,
        target: '_blank',
      },
    }),
    // Headings the editor does not make become the nearest it does.
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    b: 'strong',
    i: 'em',
    strike: 's',
    del: 's',
    div: 'p',
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !isOwnUpload(frame.attribs['src']),
};

/** Whether an image address is one of our uploads (a path under /uploads/, no way out of it). */
function isOwnUpload(src: string | undefined): boolean {
  if (!src?.startsWith(`${UPLOADS_URL}/`)) return false;
  return !src.includes('..') && !src.includes('\\') && /^[\w\-./]+$/.test(src);
}

/** Sanitised HTML of a rich-text body (empty paragraphs of an empty editor become ''). */
export function sanitizeRichText(html: string): string {
  const clean = sanitizeHtml(html, OPTIONS).trim();
  return /^(<p>(\s|<br \/>|&nbsp;)*<\/p>)*$/.test(clean) ? '' : clean;
}

/** The entities sanitize-html writes into text, as the characters they stand for. */
const TEXT_ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ', '&amp;': '&' };

/** The plain text of a rich-text body (for excerpts, search and feeds): characters, not HTML entities. */
export function richTextPlain(html: string): string {
  return sanitizeHtml(html.replace(/<\/(p|h[2-4]|li|blockquote|pre)>|<br\s*\/?>/gi, '$& '), { allowedTags: [], allowedAttributes: {} })
    .replace(/&(lt|gt|quot|#39|nbsp|amp);/g, (entity) => TEXT_ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}
