/**
 * `/vnetzone/online` and `/vnetzone/consultation`: the network zone's catalogues. Filters, sort and page are
 * the URL query (`?categoryId=3&brandId=2&supplierId=1&sort=price-asc&page=2`), so a view can be shared and
 * survives a reload; each change pushes a history entry (Back returns to the previous view).
 */

import type { Catalogue } from '../../contract/enums';
import { useNavigate } from '../shared/navigation';
import { listQueryString, parseListQuery } from '../shared/products/stores';
import type { ScreenProps } from '../shared/screen';
import { CatalogueView } from './CatalogueView';

export default function CatalogueScreen({ catalogue, query }: ScreenProps & { catalogue: Catalogue }) {
  const go = useNavigate();
  const state = parseListQuery(query);
  return (
    <CatalogueView
      catalogue={catalogue}
      state={state}
      onStateChange={(next) => {
        const qs = listQueryString({ ...next, keyword: undefined });
        go(`/vnetzone/${catalogue}${qs ? `?${qs}` : ''}`);
      }}
    />
  );
}
