import { escapeHtml, escapeXml } from '../lib/html';
import { IMAGE_TYPES } from '../storage/serve';

/** A feed's channel and items, in plain text except `contentHtml` (the item's sanitised body). */
export interface FeedData {
  /** The page the feed mirrors (also the Atom feed's id). */
  home: string;
  self: { rss: string; atom: string };
  title: string;
  description: string;
  language: string;
  rights: string;
  updated: Date;
  items: FeedItem[];
}

export interface FeedItem {
  link: string;
  title: string;
  lead: string;
  contentHtml: string;
  date: Date;
  category: string;
  image?: string;
}

/** `<name attr="…">text</name>`: every value escaped, so no title or lead is ever markup. */
function el(name: string, text: string | null, attrs: Record<string, string> = {}): string {
  const attributes = Object.entries(attrs)
    .map(([key, value]) => ` ${key}="${escapeXml(value)}"`)
    .join('');
  return text === null ? `<${name}${attributes}/>` : `<${name}${attributes}>${escapeXml(text)}</${name}>`;
}

const imageType = (url: string) => IMAGE_TYPES[url.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';

const XML_DECLARATION = '<?xml version="1.0" encoding="utf-8"?>';

/**
 * RSS 2.0: titles are plain text, escaped; a description is HTML by the spec, so the
 * plain-text lead goes in as escaped HTML (shown, never run); the body is the sanitised HTML.
 */
export function rss2(feed: FeedData): string {
  const items = feed.items.map((item) =>
    [
      '<item>',
      el('title', item.title),
      el('link', item.link),
      el('guid', item.link, { isPermaLink: 'true' }),
      el('pubDate', item.date.toUTCString()),
      el('category', item.category),
      item.lead ? el('description', escapeHtml(item.lead)) : '',
      el('content:encoded', item.contentHtml),
      item.image ? el('enclosure', null, { url: item.image, length: '0', type: imageType(item.image) }) : '',
      '</item>',
    ].join(''),
  );
  return [
    XML_DECLARATION,
    '<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    el('title', feed.title),
    el('link', feed.home),
    el('description', feed.description),
    el('language', feed.language),
    el('copyright', feed.rights),
    el('lastBuildDate', feed.updated.toUTCString()),
    el('atom:link', null, { href: feed.self.rss, rel: 'self', type: 'application/rss+xml' }),
    ...items,
    '</channel>',
    '</rss>',
  ].join('\n');
}

/** Atom 1.0 (RFC 4287): titles and summaries are `type="text"`, the body `type="html"`, all escaped. */
export function atom1(feed: FeedData): string {
  const entries = feed.items.map((item) =>
    [
      '<entry>',
      el('title', item.title, { type: 'text' }),
      el('id', item.link),
      el('link', null, { rel: 'alternate', href: item.link }),
      item.image ? el('link', null, { rel: 'enclosure', href: item.image, type: imageType(item.image) }) : '',
      el('updated', item.date.toISOString()),
      el('published', item.date.toISOString()),
      el('category', null, { term: item.category }),
      item.lead ? el('summary', item.lead, { type: 'text' }) : '',
      el('content', item.contentHtml, { type: 'html' }),
      '</entry>',
    ].join(''),
  );
  return [
    XML_DECLARATION,
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeXml(feed.language)}">`,
    el('id', feed.home),
    el('title', feed.title, { type: 'text' }),
    el('subtitle', feed.description, { type: 'text' }),
    el('updated', feed.updated.toISOString()),
    el('link', null, { rel: 'alternate', href: feed.home }),
    el('link', null, { rel: 'self', href: feed.self.atom }),
    el('rights', feed.rights, { type: 'text' }),
    `<author>${el('name', feed.rights)}</author>`,
    ...entries,
    '</feed>',
  ].join('\n');
}
