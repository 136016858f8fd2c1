/**
 * The price-band choice of a search's filter bar: the facet's bands with their counts (the chosen band stays
 * listed even when it holds nothing now). Loaded with the search's answer (the facets), not in a list's first render.
 */
import type { PriceBand } from '../../../contract/search';
import { Select } from '../../../ui/select';
import { vars } from '../../../ui/theme';
import { ControlSlice } from '../slice';
import { t } from './strings';

/** Its own strings (not in a list's first render). */
const own = { priceBand: '价格', priceFrom: (min: string) => `¥${min} 以上` };

export interface PriceFilterProps {
  id: string;
  bands: PriceBand[];
  /** The chosen band as the `price` parameter (`100.00-500.00`, `5000.00-`). */
  chosen: string | undefined;
  onChoose: (price: string | undefined) => void;
}

/** A band as the `price` parameter. */
const bandParam = (band: Pick<PriceBand, 'Min' | 'Max'>) => `${band.Min}-${band.Max ?? ''}`;

/** ¥100–500, ¥5000 以上 (whole yuan shown without decimals). */
function bandLabel(param: string): string {
  const [min = '', max = ''] = param.split('-').map((b) => b.replace(/\.00$/, ''));
  return max ? `¥${min}–${max}` : own.priceFrom(min);
}

export default function PriceFilter({ id, bands, chosen, onChoose }: PriceFilterProps) {
  const listed = bands.map((b) => ({ param: bandParam(b), count: b.Count }));
  if (chosen && !listed.some((b) => b.param === chosen)) listed.unshift({ param: chosen, count: 0 });
  return (
    <div>
      <label htmlFor={id}>{own.priceBand}</label>
      <ControlSlice height={vars.buttonHeightSm}>
        <Select
          id={id}
          size="sm"
          value={chosen ?? ''}
          options={[
            { value: '', label: t.all },
            ...listed.map((b) => ({ value: b.param, label: `${bandLabel(b.param)}（${b.count}）` })),
          ]}
          onChange={(e) => onChoose(e.target.value || undefined)}
        />
      </ControlSlice>
    </div>
  );
}
