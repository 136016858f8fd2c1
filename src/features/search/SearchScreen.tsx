/**
 * `/search/online`, `/search/consultation` (`?keyword=…` plus the catalogue's filters, sort and page in the
 * URL). Switching catalogue keeps the keyword; a new keyword starts at page 1 with the filters kept.
 */

import type { Catalogue } from '../../contract/enums';
import { useNavigate } from '../shared/navigation';
import { listQueryString, parseListQuery } from '../shared/products/stores';
import type { ScreenProps } from '../shared/screen';
import { SearchView } from './SearchView';

export default function SearchScreen({ catalogue, query }: ScreenProps & { catalogue: Catalogue }) {
  const go = useNavigate();
  const state = parseListQuery(query);
  const to = (c: Catalogue, qs: string) => `/search/${c}${qs ? `?${qs}` : ''}`;
  return (
    <SearchView
      catalogue={catalogue}
      state={state}
      onStateChange={(next) => go(to(catalogue, listQueryString(next)))}
      onCatalogueChange={(c) =>
        go(to(c, listQueryString({ sort: 'default', page: 1, ...(state.keyword ? { keyword: state.keyword } : {}) })))
      }
    />
  );
}
