/** Plain text shown as paragraphs: one `<p>` per blank-line-separated block, in order (no markup parsing). */
import type { ReactNode } from 'react';

/** The paragraphs of a plain text: split at blank lines. */
export function paragraphsOf(text: string): string[] {
  return text.split(/\n{2,}/);
}

export interface ParagraphsProps {
  /** The paragraphs, or one text split at blank lines. */
  texts: readonly string[] | string;
  /** Renders one paragraph's content (e.g. with highlighted words); the text itself by default. */
  render?: (text: string) => ReactNode;
}

export function Paragraphs({ texts, render }: ParagraphsProps) {
  const list = typeof texts === 'string' ? paragraphsOf(texts) : texts;
  return (
    <>
      {list.map((text, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static text that is never reordered: a paragraph's place is its identity (two paragraphs may be equal)
        <p key={i}>{render ? render(text) : text}</p>
      ))}
    </>
  );
}
