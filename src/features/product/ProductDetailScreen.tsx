/** `/:type/detail/:id` — a product of the online (`online`) or consultation (`consultation`) catalogue. */

import type { Catalogue } from '../../contract/enums';
import type { ScreenProps } from '../shared/screen';
import { ProductDetailView } from './ProductDetailView';

export default function ProductDetailScreen({ params }: ScreenProps) {
  const id = /^\d{1,9}$/.test(params.id ?? '') ? Number(params.id) : 0;
  return <ProductDetailView key={id} productId={id} catalogue={params.type as Catalogue} />;
}
