/** One piece of a template: literal text, or the name of a `{placeholder}`. */
export type TemplatePart = { text: string } | { slot: string };

/**
 * Splits 'I accept {terms} and {privacy}' into text and placeholder parts, so a message can
 * carry links (or other elements) where its placeholders are, in any language's word order.
 */
export function splitTemplate(template: string): TemplatePart[] {
  const parts: TemplatePart[] = [];
  const pattern = /\{(\w+)\}/g;
  let last = 0;
  for (let match = pattern.exec(template); match; match = pattern.exec(template)) {
    if (match.index > last) parts.push({ text: template.slice(last, match.index) });
    parts.push({ slot: match[1]! });
    last = match.index + match[0].length;
  }
  if (last < template.length) parts.push({ text: template.slice(last) });
  return parts;
}
