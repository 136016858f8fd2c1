/**
 * `/order/detail?id=…` (login): status with its timeline, items and amounts, payments, invoice (type,
 * title, address, status), purchase-order number, note and customer. 去支付 while unpaid, 取消订单
 * (confirmed) while the server allows it; another company's or a missing order shows not-found.
 * This file loads the order and lays out its sections; each section, the actions hook (`use-order-actions.ts`)
 * and the styles (`order-detail-styles.ts`) sit beside it.
 */

import { lazy, Suspense, useCallback } from 'react';
import type { OrderDetail } from '../../contract/orders';
import { revalidateKeys } from '../../core/query';
import { Empty, Skeleton } from '../../ui/feedback';
import { Link } from '../shared/navigation';
import { LoadFailure, PurchasePage, RequireLogin, Section } from '../shared/purchase-layout';
import { positiveInt } from '../shared/query-params';
import type { ScreenProps } from '../shared/screen';
import { useApiQuery } from '../shared/use-api-query';
import { OrderApprovalSection } from './OrderApprovalSection';
import { OrderInvoiceSection } from './OrderInvoiceSection';
import { OrderItemsSection } from './OrderItemsSection';
import { OrderPaymentSection } from './OrderPaymentSection';
import { OrderPurchaseInfoSection } from './OrderPurchaseInfoSection';
import { OrderStatusHead } from './OrderStatusHead';
import { OrderTimelineSection } from './OrderTimelineSection';
import { Columns } from './order-detail-styles';
import { useOrderActions } from './use-order-actions';

// Only shipped orders have parcels: their list loads when there is one, outside the widget's first load.
const OrderParcels = lazy(() => import('./OrderParcels').then((m) => ({ default: m.OrderParcels })));
// 售后 exists only for paid orders (PaidAt set): the section and its dialog load when there is one.
const OrderAfterSales = lazy(() => import('./OrderAfterSales').then((m) => ({ default: m.OrderAfterSales })));

export interface OrderDetailViewProps {
  orderId: number;
}

/** One order (the /order/detail screen and `<b2b-order>`). */
export function OrderDetailView({ orderId }: OrderDetailViewProps) {
  const url = `/api/Orders/${orderId}`;
  const query = useApiQuery<OrderDetail>(url);
  const order = query.data ?? null;
  // Asks the server again, keeping the order on screen meanwhile (after a refused or done action).
  const refetch = useCallback(() => void revalidateKeys((key) => key === url), [url]);
  const { cancel, cancelling, receive, receiving, confirmElement } = useOrderActions(order, url, refetch);

  if (query.error && !order)
    return <LoadFailure error={query.error} onRetry={query.retry} notFoundText="订单不存在或无权查看" />;
  if (!order) return <Skeleton lines={8} label="订单加载中" />;

  return (
    <>
      <OrderStatusHead
        order={order}
        cancelling={cancelling}
        onCancel={() => void cancel()}
        receiving={receiving}
        onReceive={() => void receive()}
      />

      <OrderApprovalSection order={order} />

      <OrderItemsSection order={order} />

      {order.Parcels?.length ? (
        <Section aria-labelledby="od-parcels">
          <h2 id="od-parcels">物流信息</h2>
          <Suspense fallback={null}>
            <OrderParcels parcels={order.Parcels} />
          </Suspense>
        </Section>
      ) : null}

      {order.PaidAt ? (
        <Suspense fallback={null}>
          <OrderAfterSales order={order} onChanged={refetch} />
        </Suspense>
      ) : null}

      <Columns>
        <OrderTimelineSection order={order} />
        <OrderPaymentSection order={order} />
      </Columns>

      <Columns>
        <OrderInvoiceSection order={order} />
        <OrderPurchaseInfoSection order={order} />
      </Columns>
      {confirmElement}
    </>
  );
}

/** The order page (the /order/detail screen and `<b2b-order>`). */
export function OrderWidgetFrame({ orderId: id }: { orderId: number | null }) {
  return (
    <RequireLogin fallback={id ? `/order/detail?id=${id}` : '/cart'}>
      <PurchasePage part="order">
        <h1>订单详情</h1>
        {id ? (
          <OrderDetailView key={id} orderId={id} />
        ) : (
          <Empty description="订单不存在或无权查看" action={<Link to="/enterprise/orders">查看我的订单</Link>} />
        )}
      </PurchasePage>
    </RequireLogin>
  );
}

export default function OrderDetailScreen({ query }: ScreenProps) {
  return <OrderWidgetFrame orderId={positiveInt(query.get('id')) ?? null} />;
}
