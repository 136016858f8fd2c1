/**
 * The server's prices for the selected lines of a cart region (POST /api/Orders/preview, read-only), read
 * again on every visit (`fresh`: prices and the cart change between visits).
 */
import type { OrderPreview } from '../../contract/orders';
import { ApiError, call } from '../../core/http';
import { useApiQuery } from '../shared/use-api-query';

export function useOrderPreview(region: number, enabled: boolean) {
  const query = useApiQuery<OrderPreview>(enabled ? `POST /api/Orders/preview?Region=${region}` : null, {
    load: () => call('POST /api/Orders/preview', { body: { Region: region }, silent: true }),
    fresh: true,
  });
  const { error } = query;
  return {
    preview: query.data ?? null,
    error: error === undefined ? null : error instanceof ApiError ? error : new ApiError(0, '加载失败'),
    retry: query.retry,
  };
}
