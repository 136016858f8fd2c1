/** The order page's 商品信息: each line's product (a link), unit price, quantity (and how many were refunded), subtotal, and the order total. */
import type { OrderDetail } from '../../contract/orders';
import { formatMoney } from '../../core/money';
import { ListPriceNote } from '../shared/ListPriceNote';
import { Link } from '../shared/navigation';
import { Muted, Section } from '../shared/purchase-layout';
import { Items, Total } from './order-detail-styles';

export function OrderItemsSection({ order }: { order: OrderDetail }) {
  return (
    <Section aria-labelledby="od-items">
      <h2 id="od-items">商品信息</h2>
      <Items>
        <caption style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
          订单商品
        </caption>
        <thead>
          <tr>
            <th scope="col">商品</th>
            <th scope="col" className="num">
              单价
            </th>
            <th scope="col" className="num">
              数量
            </th>
            <th scope="col" className="num">
              小计
            </th>
          </tr>
        </thead>
        <tbody>
          {order.Items.map((item) => (
            <tr key={item.ProductId}>
              <td>
                <Link to={`/online/detail/${item.ProductId}`}>{item.Name}</Link>
                {item.Model ? <Muted> {item.Model}</Muted> : null}
              </td>
              <td className="num" data-label="单价">
                {formatMoney(item.UnitPrice)}
                <ListPriceNote listPrice={item.ListPrice} />
              </td>
              <td className="num" data-label="数量">
                {item.Quantity}
                {item.Unit}
                {item.RefundedQuantity ? (
                  <Muted>
                    {' '}
                    已退 {item.RefundedQuantity}
                    {item.Unit}
                  </Muted>
                ) : null}
              </td>
              <td className="num" data-label="小计">
                {formatMoney(item.Subtotal)}
              </td>
            </tr>
          ))}
        </tbody>
      </Items>
      <Total>
        订单总额：<strong data-testid="order-total">{formatMoney(order.TotalAmount)}</strong>
      </Total>
    </Section>
  );
}
