/**
 * The order page's 采购信息: delivery address, purchase region, buyer, purchase-order number, the quote it came from
 * (a link), the customer company and the order note.
 */
import type { OrderDetail } from '../../contract/orders';
import { placeText } from '../shared/address/place';
import { Link } from '../shared/navigation';
import { Section } from '../shared/purchase-layout';
import { Info } from './order-detail-styles';

export function OrderPurchaseInfoSection({ order }: { order: OrderDetail }) {
  return (
    <Section aria-labelledby="od-more">
      <h2 id="od-more">采购信息</h2>
      <Info>
        <dt>收货地址</dt>
        <dd data-testid="delivery-address">
          {order.DeliveryAddress ? (
            <>
              {order.DeliveryAddress.Company ? `${order.DeliveryAddress.Company}，` : ''}
              {order.DeliveryAddress.Recipient} {order.DeliveryAddress.Mobile}，{placeText(order.DeliveryAddress)}
              {order.DeliveryAddress.Detail}
            </>
          ) : (
            '未指定'
          )}
        </dd>
        <dt>采购区域</dt>
        <dd>{order.RegionName}</dd>
        <dt>下单人</dt>
        <dd>{order.BuyerName}</dd>
        <dt>采购单号</dt>
        <dd>{order.PurchaseOrderNo || '—'}</dd>
        {order.QuoteId ? (
          <>
            <dt>来源报价</dt>
            <dd>
              <Link to={`/enterprise/quotes?id=${order.QuoteId}`} data-testid="order-quote-link">
                报价单 {order.QuoteNo ?? order.QuoteId}
                {order.QuoteVersion ? `（版本 ${order.QuoteVersion}）` : ''}
              </Link>
            </dd>
          </>
        ) : null}
        <dt>企业客户</dt>
        <dd>
          {order.Customer ? `${order.Customer.Name}（${order.Customer.ContactName} ${order.Customer.Mobile}）` : '—'}
        </dd>
        <dt>订单备注</dt>
        <dd>{order.Note || '—'}</dd>
      </Info>
    </Section>
  );
}
