/**
 * `/brand/:id`: the brand zone. When brands load and `:id` is not one of them (e.g. `/brand/0`), the
 * first brand is selected automatically and the address is replaced with its id.
 */
import { useEffect } from 'react';
import { useNavigate } from '../shared/navigation';
import type { ScreenProps } from '../shared/screen';
import { ScreenFrame } from '../shared/screen-frame';
import { BrandZone, useBrands } from './BrandZone';
import { selectBrand } from './select';

export default function BrandScreen({ params }: Pick<ScreenProps, 'params'>) {
  const go = useNavigate();
  const { brands, error, retry } = useBrands();
  const brand = selectBrand(brands, params.id);
  const mismatch = brand !== null && String(brand.Id) !== params.id;
  useEffect(() => {
    if (mismatch && brand) go(`/brand/${brand.Id}`, { replace: true });
  }, [mismatch, brand, go]);
  return (
    <ScreenFrame>
      <BrandZone brand={brand} brands={brands} brandsError={error} onRetryBrands={retry} />
    </ScreenFrame>
  );
}
