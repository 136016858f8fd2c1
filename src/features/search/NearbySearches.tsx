/**
 * What a search that found nothing exactly offers (shown by SearchView): nearby searches the server found
 * (the keyword without one word, a model number with a typo fixed) with their totals, the popular words of
 * the catalogue, and the inquiry path — the consultation catalogue, where a buyer asks for a quote. Above
 * close matches (`approximate`), it says first that nothing matched exactly. Loaded lazily: only a search
 * without an exact result shows it.
 */
import styled from 'styled-components';
import type { SearchResult } from '../../contract/catalogue';
import type { Catalogue } from '../../contract/enums';
import { focusRing, vars } from '../../ui/theme';
import { searchStrings } from './strings';

const s = {
  suggestions: searchStrings.suggestions,
  approximate: (k: string) => `没有找到「${k}」，以下是相近的商品`,
  alternatives: '您是不是要找：',
  alternative: (k: string, n: number) => `${k}（${n} 件）`,
  inquiryHint: '找不到想要的商品？',
  inquiryAction: '到咨询采购中查找并询价',
  inquiryConsultation: '找不到想要的商品？可在相近商品上点击“咨询”，说明您的需求，我们会尽快回复报价。',
};

const Approximate = styled.p`
  margin: 0;
  font-size: 14px;
  color: ${vars.text};
`;

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
  /** The keyword, when the results shown are close matches. */
  approximate?: string | undefined;
  catalogue: Catalogue;
  onKeyword: (keyword: string) => void;
  onCatalogue: (catalogue: Catalogue) => void;
}

export default function NearbySearches({
  result,
  approximate,
  catalogue,
  onKeyword,
  onCatalogue,
}: NearbySearchesProps) {
  const alternatives = result.Alternatives ?? [];
  return (
    <Rows>
      {approximate ? (
        <Approximate role="status" data-testid="search-approximate">
          {s.approximate(approximate)}
        </Approximate>
      ) : null}
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
