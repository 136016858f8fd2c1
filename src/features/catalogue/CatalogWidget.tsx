/**
 * `<b2b-catalog>`'s content: the catalogue with its list state in component state (never the host page's
 * URL), started from the attributes and reset when they change. Loaded lazily by elements/b2b-catalog.ts.
 */
import { useState } from 'react';
import type { Catalogue } from '../../contract/enums';
import { DEFAULT_PAGE_SIZE, type ListState } from '../shared/products/stores';
import { CatalogueView } from './CatalogueView';

export interface CatalogWidgetProps {
  catalogue: Catalogue;
  categoryId?: number | undefined;
  brandId?: number | undefined;
  supplierId?: number | undefined;
  keyword?: string | undefined;
  pageSize?: number | undefined;
  showHeader?: boolean | undefined;
  pagination?: 'scroll' | 'pages' | undefined;
}

function initialState(p: CatalogWidgetProps): ListState {
  const state: ListState = { sort: 'default', page: 1 };
  if (p.categoryId && p.categoryId > 0) state.categoryId = p.categoryId;
  if (p.brandId && p.brandId > 0) state.brandId = p.brandId;
  if (p.supplierId && p.supplierId > 0) state.supplierId = p.supplierId;
  if (p.keyword?.trim()) state.keyword = p.keyword.trim();
  return state;
}

export default function CatalogWidget(props: CatalogWidgetProps) {
  const { catalogue, categoryId, brandId, supplierId, keyword, pageSize, showHeader = false, pagination } = props;
  const [state, setState] = useState<ListState>(() => initialState(props));
  // New attribute values start a new list (set during render: the old list is never shown for them).
  const attributes = JSON.stringify([catalogue, categoryId, brandId, supplierId, keyword]);
  const [stateFor, setStateFor] = useState(attributes);
  if (stateFor !== attributes) {
    setStateFor(attributes);
    setState(initialState(props));
  }
  const size = Math.min(100, Math.max(1, Math.round(pageSize || DEFAULT_PAGE_SIZE)));
  return (
    <CatalogueView
      catalogue={catalogue}
      state={state}
      onStateChange={setState}
      pageSize={size}
      showHeader={showHeader}
      pagination={pagination}
    />
  );
}
