/**
 * Search within one catalogue: a keyword box, tabs to switch catalogue (the keyword is kept), the result
 * count (共 N 件商品), the same filters and sort as the catalogue, matches marked in names and models, and —
 * when nothing matched exactly — the close matches, nearby searches, popular keywords and the inquiry path
 * (NearbySearches); the filters show the search's facet counts. The keyword box is a combobox: suggestions
 * show under it while typing (SuggestPopup, loaded once the buyer types), as in the storefront's header.
 */
import { useStore } from '@nanostores/react';
import { type FormEvent, lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import type { Catalogue } from '../../contract/enums';
import { SEARCH_KEYWORD_MAX } from '../../contract/limits';
import { $cartRegion } from '../../core/cart';
import { Button } from '../../ui/button';
import { Empty } from '../../ui/feedback';
import { SearchIcon } from '../../ui/icons';
import { Input } from '../../ui/input';
import { Tabs } from '../../ui/tabs';
import { vars } from '../../ui/theme';
import { useNavigate } from '../shared/navigation';
import { FilterBar } from '../shared/products/FilterBar';
import { Page } from '../shared/products/layout';
import { ProductGrid } from '../shared/products/ProductGrid';
import { DEFAULT_PAGE_SIZE, hasFilters, type ListState, productListQuery } from '../shared/products/stores';
import { t } from '../shared/products/strings';
import { useSliceClock } from '../shared/slice';
import { useRouteQuery } from '../shared/use-route-query';
import type { SuggestChoice } from './SuggestPopup';
import { searchStrings as s } from './strings';

export interface SearchViewProps {
  catalogue: Catalogue;
  state: ListState;
  onStateChange: (next: ListState) => void;
  onCatalogueChange: (catalogue: Catalogue) => void;
  pageSize?: number;
  /** Render the page heading (h1). Default true. */
  showHeader?: boolean;
}

const Form = styled.form`
  position: relative;
  display: flex;
  gap: 8px;
  margin: 8px 0 12px;
  max-width: 640px;
  > :first-child {
    flex: 1;
    min-width: 0;
  }
`;

const Heading = styled.h1`
  margin: 8px 0 4px;
  font-size: 20px;
  line-height: 28px;
  color: ${vars.text};
  overflow-wrap: anywhere;
`;

const Count = styled.p`
  margin: 0 0 12px;
  font-size: 13px;
  color: ${vars.textSecondary};
  strong {
    color: ${vars.primary};
  }
`;

/** What a search without exact results offers: loaded only then (not in the widget's first render). */
const NearbySearches = lazy(() => import('./NearbySearches'));
/** Suggestions while typing: loaded once the buyer types. */
const SuggestPopup = lazy(() => import('./SuggestPopup'));

export function SearchView({
  catalogue,
  state,
  onStateChange,
  onCatalogueChange,
  pageSize = DEFAULT_PAGE_SIZE,
  showHeader = true,
}: SearchViewProps) {
  const region = useStore($cartRegion);
  const idPrefix = `s${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const keyword = state.keyword ?? '';
  const [draft, setDraft] = useState(keyword);
  const topRef = useRef<HTMLDivElement>(null);
  useEffect(() => setDraft(keyword), [keyword]);
  const go = useNavigate();
  // Suggestions: shown once the buyer typed in the box, until it loses focus, Escape, a choice or a search.
  const [typing, setTyping] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const listId = `${idPrefix}-suggest`;

  const result = useRouteQuery(
    'GET /api/Search',
    keyword ? { query: productListQuery(catalogue, state, region, pageSize) } : null,
  );
  // The grid's cards are render slices: the time this view takes before them counts towards the first.
  useSliceClock();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTyping(false);
    const next = draft.trim();
    const { keyword: _old, ...rest } = state;
    onStateChange(next ? { ...rest, keyword: next, page: 1 } : { ...rest, page: 1 });
  };
  const pickSuggestion = (word: string) => onStateChange({ sort: state.sort, keyword: word, page: 1 });
  const choose = (choice: SuggestChoice) => {
    setTyping(false);
    if ('keyword' in choice) {
      setDraft(choice.keyword);
      pickSuggestion(choice.keyword);
    } else go(choice.path);
  };
  const nearby = (approximate?: string) =>
    result.data ? (
      <Suspense fallback={null}>
        <NearbySearches
          result={result.data}
          catalogue={catalogue}
          onKeyword={pickSuggestion}
          onCatalogue={onCatalogueChange}
          approximate={approximate}
        />
      </Suspense>
    ) : null;

  return (
    <Page ref={topRef} part="search">
      {showHeader ? <Heading>{keyword ? s.searchFor(keyword) : s.searchTitle}</Heading> : null}
      <Form role="search" onSubmit={submit} aria-label={s.searchLabel}>
        <Input
          ref={input}
          type="search"
          role="combobox"
          aria-autocomplete="list"
          // Written by the suggestions while they show (SuggestPopup): the box keeps no state of its own for them.
          aria-expanded={false}
          aria-controls={listId}
          autoComplete="off"
          aria-label={s.searchLabel}
          placeholder={s.searchPlaceholder}
          value={draft}
          maxLength={SEARCH_KEYWORD_MAX}
          prefix={<SearchIcon aria-hidden="true" />}
          onChange={(e) => {
            setDraft(e.target.value);
            setTyping(true);
          }}
          onBlur={() => setTyping(false)}
        />
        <Button type="submit" variant="primary">
          {s.searchButton}
        </Button>
        {typing && draft.trim() ? (
          <Suspense fallback={null}>
            <SuggestPopup
              keyword={draft}
              catalogue={catalogue}
              input={input.current}
              listId={listId}
              onChoose={choose}
              onClose={() => setTyping(false)}
            />
          </Suspense>
        ) : null}
      </Form>
      <Tabs
        label={s.searchTabs}
        activeKey={catalogue}
        onChange={(key) => onCatalogueChange(key as Catalogue)}
        items={[
          { key: 'online', label: t.catalogueTitle.online },
          { key: 'consultation', label: t.catalogueTitle.consultation },
        ]}
      />
      {keyword === '' ? (
        <Empty description={s.searchPrompt} />
      ) : (
        <>
          <FilterBar
            state={state}
            onChange={onStateChange}
            priceSorts={catalogue === 'online'}
            idPrefix={idPrefix}
            facets={result.data?.Facets}
          />
          {result.data ? (
            <Count aria-live="polite" data-testid="search-count">
              共 <strong>{result.data.Total}</strong> 件商品
            </Count>
          ) : null}
          {result.data?.Approximate ? nearby(keyword) : null}
          <ProductGrid
            data={result.data}
            loading={result.loading}
            error={result.error}
            onRetry={result.retry}
            keyword={keyword}
            onPageChange={(page) => {
              onStateChange({ ...state, page });
              topRef.current?.scrollIntoView?.({ block: 'start' });
            }}
            empty={
              <Empty
                description={hasFilters(state) ? t.emptyFiltered : s.searchEmpty(keyword)}
                action={
                  hasFilters(state) ? (
                    <Button variant="primary" onClick={() => onStateChange({ keyword, sort: state.sort, page: 1 })}>
                      {t.clearFilters}
                    </Button>
                  ) : (
                    nearby()
                  )
                }
              />
            }
          />
        </>
      )}
    </Page>
  );
}
