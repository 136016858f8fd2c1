/** The order page's 发票信息: invoice type, title (name, tax number, bank), mailing address and invoicing status. */
import { InvoiceStatusName, InvoiceTypeName, OrderStatus } from '../../contract/enums';
import type { OrderDetail } from '../../contract/orders';
import { placeText } from '../shared/address/place';
import { Section } from '../shared/purchase-layout';
import { Info } from './order-detail-styles';

export function OrderInvoiceSection({ order }: { order: OrderDetail }) {
  return (
    <Section aria-labelledby="od-invoice">
      <h2 id="od-invoice">发票信息</h2>
      <Info>
        <dt>发票类型</dt>
        <dd>{InvoiceTypeName[order.InvoiceType] ?? '—'}</dd>
        {order.InvoiceTitle ? (
          <>
            <dt>发票抬头</dt>
            <dd>{order.InvoiceTitle.Name}</dd>
            <dt>纳税人识别号</dt>
            <dd>{order.InvoiceTitle.TaxNumber}</dd>
            {order.InvoiceTitle.BankName ? (
              <>
                <dt>开户行及账号</dt>
                <dd>
                  {order.InvoiceTitle.BankName} {order.InvoiceTitle.BankAccount}
                </dd>
              </>
            ) : null}
          </>
        ) : null}
        {order.InvoiceAddress ? (
          <>
            <dt>收票地址</dt>
            <dd>
              {order.InvoiceAddress.Recipient} {order.InvoiceAddress.Mobile}，{placeText(order.InvoiceAddress)}
              {order.InvoiceAddress.Detail}
            </dd>
          </>
        ) : null}
        {order.InvoiceType !== 0 ? (
          <>
            <dt>开票状态</dt>
            <dd>
              {order.Invoice
                ? `${InvoiceStatusName[order.Invoice.Status] ?? ''}（${order.Invoice.InvoiceNo}）`
                : order.Status === OrderStatus.Paid ||
                    order.Status === OrderStatus.Shipped ||
                    order.Status === OrderStatus.Completed
                  ? '待申请开票'
                  : '支付后可开票'}
            </dd>
          </>
        ) : null}
      </Info>
    </Section>
  );
}
