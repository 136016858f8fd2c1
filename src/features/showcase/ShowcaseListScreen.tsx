/** `/yellow-pages-products`: the showcase directory; the URL carries filters and page (shareable). */
import { useMemo } from 'react';
import { useNavigate } from '../shared/navigation';
import type { ScreenProps } from '../shared/screen';
import { ScreenFrame } from '../shared/screen-frame';
import { filtersFromQuery, filtersToQuery } from './filters';
import { ShowcaseList } from './ShowcaseList';

export default function ShowcaseListScreen({ query }: ScreenProps) {
  const go = useNavigate();
  const key = query.toString();
  const filters = useMemo(() => filtersFromQuery(new URLSearchParams(key)), [key]);
  return (
    <ScreenFrame>
      <ShowcaseList
        filters={filters}
        onChange={(next) => {
          const q = filtersToQuery(next);
          go(q ? `/yellow-pages-products?${q}` : '/yellow-pages-products');
        }}
      />
    </ScreenFrame>
  );
}
