/** A ProductCard for one product id (partner pages): skeleton while loading, not-found and error states. */
import { useStore } from '@nanostores/react';
import styled from 'styled-components';
import { $cartRegion } from '../../core/cart';
import { ApiError } from '../../core/http';
import { Button } from '../../ui/button';
import { Alert, Empty } from '../../ui/feedback';
import { ProductGridSkeleton } from '../shared/products/layout';
import { ProductCard } from '../shared/products/ProductCard';
import { t } from '../shared/products/strings';
import { useRouteQuery } from '../shared/use-route-query';
import { productStrings as pt } from './strings';

const Wrap = styled.div`
  max-width: var(--b2b-card-width, 280px);
`;

export function ProductCardById({ productId }: { productId: number }) {
  const region = useStore($cartRegion);
  const valid = Number.isInteger(productId) && productId > 0;
  const detail = useRouteQuery(
    'GET /api/Products/:id',
    valid ? { params: { id: productId }, query: { region } } : null,
  );
  if (!valid || (detail.error instanceof ApiError && (detail.error.status === 404 || detail.error.status === 400))) {
    return <Empty compact description={pt.notFound} />;
  }
  if (detail.error && !detail.data) {
    return (
      <Alert
        type="error"
        title={pt.detailFailed}
        action={
          <Button size="sm" onClick={detail.retry}>
            {t.retry}
          </Button>
        }
      />
    );
  }
  return <Wrap>{detail.data ? <ProductCard product={detail.data} /> : <ProductGridSkeleton count={1} />}</Wrap>;
}
