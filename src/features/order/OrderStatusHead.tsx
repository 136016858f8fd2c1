/**
 * The order page's head: the status tag, order number, order time and pay-by deadline, and the actions
 * the order allows (去支付, 取消订单, 再次购买, the purchase-list button, 确认收货).
 */
import { formatDateTime, formatDeadline } from '../../contract/dates';
import { OrderStatus } from '../../contract/enums';
import type { OrderDetail } from '../../contract/orders';
import { Button } from '../../ui/button';
import { Tag, type TagColor } from '../../ui/tag';
import { useNavigate } from '../shared/navigation';
import { Muted } from '../shared/purchase-layout';
import { OrderListButton, ReorderButton } from '../shared/ReorderButton';
import { Head } from './order-detail-styles';

const STATUS_COLOR: Record<number, TagColor> = {
  [OrderStatus.PendingPayment]: 'warning',
  [OrderStatus.AwaitingTransfer]: 'processing',
  [OrderStatus.Paid]: 'success',
  [OrderStatus.Shipped]: 'primary',
  [OrderStatus.Completed]: 'success',
  [OrderStatus.Cancelled]: 'default',
  [OrderStatus.Refunded]: 'default',
};

export interface OrderStatusHeadProps {
  order: OrderDetail;
  cancelling: boolean;
  onCancel: () => void;
  receiving: boolean;
  onReceive: () => void;
}

export function OrderStatusHead({ order, cancelling, onCancel, receiving, onReceive }: OrderStatusHeadProps) {
  const go = useNavigate();
  return (
    <Head aria-label="订单状态">
      <div>
        <div className="status">
          订单状态 <Tag color={STATUS_COLOR[order.Status] ?? 'default'}>{order.StatusName}</Tag>
        </div>
        <Muted>
          订单号 {order.OrderNo} · 下单时间 {formatDateTime(order.CreatedAt)}
          {order.CanPay ? ` · 请在 ${formatDeadline(order.PayBefore)} 前完成支付` : ''}
        </Muted>
      </div>
      <div className="actions">
        {order.CanPay ? (
          <Button variant="primary" onClick={() => go(`/payment?orderId=${order.Id}`)}>
            去支付
          </Button>
        ) : null}
        {order.CanCancel ? (
          <Button variant="danger" loading={cancelling} onClick={onCancel}>
            取消订单
          </Button>
        ) : null}
        <ReorderButton orderId={order.Id} />
        <OrderListButton size="lg" lines={order.Items} label={`订单 ${order.OrderNo} 的商品`} />
        {order.Status === OrderStatus.Shipped ? (
          <Button variant="primary" loading={receiving} onClick={onReceive}>
            确认收货
          </Button>
        ) : null}
      </div>
    </Head>
  );
}
