/** A piece of a legal text: a paragraph or a bulleted list. */
export type LegalBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

/**
 * Turns a section's text from messages/legal.ts into blocks: paragraphs are separated by blank
 * lines; consecutive lines starting with "- " form a list (a paragraph may lead into one).
 */
export function legalBlocks(text: string): LegalBlock[] {
  const blocks: LegalBlock[] = [];
  for (const line of text.split('\n').map((l) => l.trim())) {
    const last = blocks[blocks.length - 1];
    if (line === '') {
      blocks.push({ kind: 'paragraph', text: '' });
    } else if (line.startsWith('- ')) {
      const item = line.slice(2).trim();
      if (last?.kind === 'list') last.items.push(item);
      else blocks.push({ kind: 'list', items: [item] });
    } else if (last?.kind === 'paragraph' && last.text !== '') {
      last.text = `${last.text} ${line}`;
    } else if (last?.kind === 'paragraph') {
      last.text = line;
    } else {
      blocks.push({ kind: 'paragraph', text: line });
    }
  }
  return blocks.filter((b) => b.kind === 'list' || b.text !== '');
}
