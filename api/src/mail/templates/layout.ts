import type { Locale } from '@hashar/common';
import { escapeHtml } from '../../lib/html';
import type { LocaleTemplates, MailContent } from './types';

/** URLs written in a text (what a developer wants to click in a logged message). */
export function findLinks(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s<>"']+/g) ?? [])];
}

const BRAND_COLOR = '#2e7d32';
const P = 'margin:0 0 16px;';
const SMALL = 'margin:0 0 12px;font-size:14px;color:#52606d;';

/**
 * Table layout with inline styles: the only markup every mail client (Outlook, Gmail app)
 * renders the same; max-width keeps it readable on phones and desktops alike.
 */
export function toHtml(content: MailContent, chrome: LocaleTemplates, locale: Locale): string {
  const e = escapeHtml;
  const paragraphs = [content.greeting, ...content.paragraphs].map((p) => `<p style="${P}">${e(p)}</p>`).join('\n');
  const notes = content.notes.map((n) => `<p style="${SMALL}">${e(n)}</p>`).join('\n');
  const links = (content.links ?? [])
    .map(
      (l) => `<p style="${P}"><a href="${e(l.url)}" target="_blank" style="color:${BRAND_COLOR};font-weight:bold;">${e(l.label)}</a></p>`,
    )
    .join('\n');
  const action = content.action
    ? `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;"><tr>
<td style="border-radius:6px;background:${BRAND_COLOR};">
<a href="${e(content.action.url)}" target="_blank" style="display:inline-block;padding:14px 28px;font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:6px;">${e(content.action.label)}</a>
</td></tr></table>
<p style="${SMALL}">${e(chrome.linkHint)}<br><a href="${e(content.action.url)}" target="_blank" style="color:${BRAND_COLOR};word-break:break-all;">${e(content.action.url)}</a></p>`
    : '';
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${e(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f3f5f7;">
<div style="display:none;max-height:0;overflow:hidden;">${e(content.paragraphs[0] ?? '')}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f3f5f7;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;background:#ffffff;border-radius:8px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1f2933;">
<tr><td style="padding:20px 24px;border-bottom:3px solid ${BRAND_COLOR};font-size:24px;font-weight:bold;color:${BRAND_COLOR};">${e(chrome.brand)}</td></tr>
<tr><td style="padding:24px;">
${paragraphs}
${links}
${action}
${notes}
<p style="margin:24px 0 0;">${e(chrome.signature)}</p>
</td></tr>
<tr><td style="padding:16px 24px;background:#f9fafb;border-radius:0 0 8px 8px;font-size:12px;color:#7b8794;">${e(chrome.footer)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

/** The plain-text part: the same words, the link on a line of its own. */
export function toText(content: MailContent, chrome: LocaleTemplates): string {
  const blocks = [content.greeting, ...content.paragraphs, ...(content.links ?? []).map((l) => `${l.label}:\n${l.url}`)];
  if (content.action) blocks.push(`${content.action.label}:\n${content.action.url}`);
  blocks.push(...content.notes, `-- \n${chrome.signature}\n${chrome.footer}`);
  return blocks.join('\n\n') + '\n';
}
