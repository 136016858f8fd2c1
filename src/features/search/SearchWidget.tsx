/**
 * `<b2b-search>`'s content: search with catalogue, keyword, filters, sort and page in component state
 * (never the host page's URL). Loaded lazily by elements/b2b-search.ts.
 */
import { useEffect, useState } from 'react';
import type { Catalogue } from '../../contract/enums';
import { DEFAULT_PAGE_SIZE, type ListState } from '../shared/products/stores';
import { SearchView } from './SearchView';

export interface SearchWidgetProps {
  catalogue: Catalogue;
  keyword?: string | undefined;
  pageSize?: number | undefined;
}

const start = (keyword: string | undefined): ListState => ({
  sort: 'default',
  page: 1,
  ...(keyword?.trim() ? { keyword: keyword.trim() } : {}),
});

export default function SearchWidget({ catalogue: initialCatalogue, keyword, pageSize }: SearchWidgetProps) {
  const [catalogue, setCatalogue] = useState<Catalogue>(initialCatalogue);
  const [state, setState] = useState<ListState>(() => start(keyword));
  useEffect(() => setCatalogue(initialCatalogue), [initialCatalogue]);
  useEffect(() => setState(start(keyword)), [keyword]);
  const size = Math.min(100, Math.max(1, Math.round(pageSize || DEFAULT_PAGE_SIZE)));
  return (
    <SearchView
      catalogue={catalogue}
      state={state}
      onStateChange={setState}
      onCatalogueChange={(c) => {
        setCatalogue(c);
        setState((s) => start(s.keyword));
      }}
      pageSize={size}
      showHeader={false}
    />
  );
}
