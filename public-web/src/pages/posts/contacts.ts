/** A piece of a notice's contacts: plain text, or a phone number or e-mail address to link. */
export type ContactPart = { text: string; href?: string };

const CONTACT = /([^\s@,;:<>()]+@[^\s@,;:<>()]+\.[a-z]{2,})|(\+?\d[\d\s()-]{5,}\d)/gi;

/** Splits contacts into text and links: e-mail addresses as mailto:, phone numbers (7+ digits) as tel:. */
export function contactParts(contacts: string): ContactPart[] {
  const parts: ContactPart[] = [];
  let last = 0;
  for (const match of contacts.matchAll(CONTACT)) {
    const [found, email, phone] = match;
    const start = match.index;
    const digits = phone ? phone.replace(/\D/g, '') : '';
    if (phone && digits.length < 7) continue;
    if (start > last) parts.push({ text: contacts.slice(last, start) });
    parts.push({ text: found, href: email ? `mailto:${email}` : `tel:${phone!.trim().startsWith('+') ? '+' : ''}${digits}` });
    last = start + found.length;
  }
  if (last < contacts.length) parts.push({ text: contacts.slice(last) });
  return parts;
}
