import type { Request } from 'express';
import { pickLocale, TOKEN_COOKIE, type Locale } from '@hashar/common';
import { escapeHtml } from '../lib/html';

/** A page's preloads, as the public site's build lists them (public-web/scripts/pagePreloads.ts). */
export interface PagePreloads {
  /** The sitemap's pattern (`events/view/:id`), static ones first. */
  path: string;
  /** Build files per language beyond index.html's: the page's code, styles and texts. */
  files: Partial<Record<Locale, string[]>>;
  /** The API reads the page starts with, `:name` for a route parameter. */
  data: string[];
}

/** The route parameters of `parts` (a path after the locale) under `pattern`, or null when it is another page. */
function routeParams(pattern: string, parts: readonly string[]): Record<string, string> | null {
  const segments = pattern.split('/').filter(Boolean);
  if (parts.length < segments.filter((s) => !s.endsWith('?')).length || parts.length > segments.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of parts.entries()) {
    const segment = segments[i];
    if (segment === undefined) return null;
    if (segment.startsWith(':')) params[segment.replace(/^:|\?$/g, '')] = part;
    else if (segment !== part) return null;
  }
  return params;
}

/**
 * <link>s that load a page's chunks, styles and texts together with the entry instead of after it,
 * and its first API reads with them — only where the answers are the ones the page will use: a
 * published record (`found`), an anonymous visitor (a signed-in one gets other answers), a plain
 * address (no query string), and a browser whose own Accept-Language (a preload sends it, not the
 * page's) makes the API answer in the page's language.
 */
export function preloadLinks(table: readonly PagePreloads[], pagePath: string, locale: Locale, req: Request, found: boolean): string {
  const parts = pagePath.split('/').filter(Boolean);
  for (const page of table) {
    const params = routeParams(page.path, parts);
    if (!params) continue;
    const files = (page.files[locale] ?? []).map((file) =>
      file.endsWith('.css')
        ? `<link rel="preload" as="style" crossorigin href="${escapeHtml(file)}">`
        : `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}">`,
    );
    const plain =
      found && !req.cookies?.[TOKEN_COOKIE] && !req.originalUrl.includes('?') && pickLocale(req.get('accept-language')) === locale;
    const data = (plain ? page.data : [])
      .map((url) =>
        url.replace(/:(\w+)/g, (token, name: string) => {
          const value = params[name];
          return value !== undefined && /^[\w-]{1,64}$/.test(value) ? value : token;
        }),
      )
      .filter((url) => !/:\w/.test(url))
      .map((url) => `<link rel="preload" as="fetch" crossorigin href="${escapeHtml(url)}">`);
    return [...files, ...data].join('');
  }
  return '';
}
