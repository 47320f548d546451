import type { Locale } from '@hashar/common';
import type { MailRequest, MailTemplate } from '../types';
import { toHtml, toText } from './layout';
import { ru } from './ru';
import type { LocaleTemplates, RenderedMail } from './types';
import { uz } from './uz';

const LOCALES: Record<Locale, LocaleTemplates> = { ru, uz };

/** Only web links may become a button: a javascript: or data: URL must never reach a mail. */
function assertWebLink(url: string): void {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`mail link is not a URL: ${url}`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error(`mail link must be http(s): ${url}`);
}

/** Renders a request into subject, text and HTML in the request's language. */
export function render<T extends MailTemplate>(request: Pick<MailRequest<T>, 'locale' | 'template' | 'params'>): RenderedMail {
  const chrome = LOCALES[request.locale];
  const content = chrome.templates[request.template](request.params);
  const links = [...(content.links ?? []), ...(content.action ? [content.action] : [])].map((l) => l.url);
  links.forEach(assertWebLink);
  return {
    subject: content.subject,
    text: toText(content, chrome),
    html: toHtml(content, chrome, request.locale),
    links,
  };
}

export type { RenderedMail } from './types';
export { findLinks } from './layout';
