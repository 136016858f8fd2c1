/**
 * The one keyword highlighter (product cards, search results, help): marks the words of a search keyword in
 * a text with `<mark>` — React text nodes only (no innerHTML), so the text and the keyword are never
 * interpreted as markup. Case-insensitive; words split on whitespace, the longest tried first.
 */
import { Fragment } from 'react';
import styled from 'styled-components';
import { vars } from '../../ui/theme';

const Mark = styled.mark`
  padding: 0 1px;
  border-radius: 2px;
  background: ${vars.warningSoft};
  color: ${vars.errorText};
  font-weight: inherit;
`;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The pieces of `text`: `{ text, match }` in order (pure, for tests). */
export function splitMatches(text: string, keyword: string | undefined): { text: string; match: boolean }[] {
  const words = (keyword ?? '')
    .split(/\s+/)
    .map((w) => w.trim())
    .filter(Boolean)
    .sort((a, b) => b.length - a.length);
  if (words.length === 0 || text === '') return [{ text, match: false }];
  const re = new RegExp(`(${words.map(escapeRegExp).join('|')})`, 'gi');
  return text
    .split(re)
    .filter((piece) => piece !== '')
    .map((piece) => ({ text: piece, match: words.some((w) => w.toLowerCase() === piece.toLowerCase()) }));
}

export function Highlight({ text, keyword }: { text: string; keyword?: string | undefined }) {
  // A piece's key is where it starts in the text (unique, and stable while the text is).
  let start = 0;
  return (
    <>
      {splitMatches(text, keyword).map((piece) => {
        const key = start;
        start += piece.text.length;
        return piece.match ? <Mark key={key}>{piece.text}</Mark> : <Fragment key={key}>{piece.text}</Fragment>;
      })}
    </>
  );
}
