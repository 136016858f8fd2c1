/**
 * What a search that found nothing exactly offers (shown by SearchView): nearby searches the server found
 * (the keyword without one word, a model number with a typo fixed) with their totals, the popular words of
 * the catalogue, and the inquiry path — the consultation catalogue, where a buyer asks for a quote.
 */
import styled from 'styled-components';
import type { SearchResult } from '../../contract/catalogue';
import type { Catalogue } from '../../contract/enums';
import { focusRing, vars } from '../../ui/theme';
import { searchStrings as s } from './strings';

const Rows = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 10px;
  max-width: 560px;
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: 8px;
  font-size: 13px;
  color: ${vars.textSecondary};
  button {
    padding: 2px 12px;
    border: 1px solid ${vars.border};
    border-radius: 14px;
    background: ${vars.bg};
    color: ${vars.primary};
    font: inherit;
    cursor: pointer;
    ${focusRing}
  }
  button:hover {
    border-color: ${vars.primary};
  }
`;

export interface NearbySearchesProps {
  result: SearchResult;
  catalogue: Catalogue;
  onKeyword: (keyword: string) => void;
  onCatalogue: (catalogue: Catalogue) => void;
}

export function NearbySearches({ result, catalogue, onKeyword, onCatalogue }: NearbySearchesProps) {
  const alternatives = result.Alternatives ?? [];
  return (
    <Rows>
      {alternatives.length > 0 ? (
        <Chips data-testid="search-alternatives">
          <span>{s.alternatives}</span>
          {alternatives.map((a) => (
            <button key={a.Keyword} type="button" onClick={() => onKeyword(a.Keyword)}>
              {s.alternative(a.Keyword, a.Total)}
            </button>
          ))}
        </Chips>
      ) : null}
      {result.Suggestions.length > 0 ? (
        <Chips data-testid="search-suggestions">
          <span>{s.suggestions}</span>
          {result.Suggestions.map((word) => (
            <button key={word} type="button" onClick={() => onKeyword(word)}>
              {word}
            </button>
          ))}
        </Chips>
      ) : null}
      <Chips>
        {catalogue === 'online' ? (
          <>
            <span>{s.inquiryHint}</span>
            <button type="button" onClick={() => onCatalogue('consultation')}>
              {s.inquiryAction}
            </button>
          </>
        ) : (
          <span>{s.inquiryConsultation}</span>
        )}
      </Chips>
    </Rows>
  );
}
