/**
 * The order page's 支付信息: each payment (method, amount, status, time, an accepted short payment), the time the
 * order was paid, and the remittance code while a bank transfer is awaited.
 */
import { formatDateTime } from '../../contract/dates';
import { OrderStatus, type PaymentMethod, PaymentMethodName, PaymentStatusName } from '../../contract/enums';
import type { OrderDetail } from '../../contract/orders';
import { formatMoney } from '../../core/money';
import { Empty } from '../../ui/feedback';
import { Section } from '../shared/purchase-layout';
import { Info } from './order-detail-styles';

export function OrderPaymentSection({ order }: { order: OrderDetail }) {
  return (
    <Section aria-labelledby="od-pay">
      <h2 id="od-pay">支付信息</h2>
      {order.Payments.length === 0 ? (
        <Empty compact description="尚未发起支付" />
      ) : (
        <Info>
          {order.Payments.map((p) => (
            <div key={p.Id} style={{ display: 'contents' }}>
              <dt>{PaymentMethodName[p.Method as PaymentMethod] ?? p.Method}</dt>
              <dd>
                {formatMoney(p.Amount)} · {PaymentStatusName[p.Status] ?? ''}
                {p.PaidAt ? ` · ${formatDateTime(p.PaidAt)}` : ''}
                {p.ShortAmount ? ` · 少收 ${formatMoney(p.ShortAmount)} 已接受（${p.ShortReason}）` : ''}
              </dd>
            </div>
          ))}
        </Info>
      )}
      {order.PaidAt ? <p style={{ fontSize: 14 }}>支付时间：{formatDateTime(order.PaidAt)}</p> : null}
      {order.Status === OrderStatus.AwaitingTransfer ? (
        <p style={{ fontSize: 14 }}>
          汇款识别码：<strong>{order.RemittanceCode}</strong>（转账附言中填写）
        </p>
      ) : null}
    </Section>
  );
}
