import { Fragment, type ReactNode } from 'react';
import { splitTemplate } from './placeholders';

/** Renders a translated template with elements (links, emphasis) in place of its `{slots}`. */
export function Template({ text, slots }: { text: string; slots: Readonly<Record<string, ReactNode>> }) {
  return (
    <>
      {splitTemplate(text).map((part, index) => (
        <Fragment key={index}>{'text' in part ? part.text : (slots[part.slot] ?? `{${part.slot}}`)}</Fragment>
      ))}
    </>
  );
}
