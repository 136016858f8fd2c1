/** The checkout's 商品清单: the lines to order at the server's prices (or the quote's), and the way back to change them. */
import type { OrderPreview } from '../../contract/orders';
import type { Quote } from '../../contract/quotes';
import { formatMoney } from '../../core/money';
import { ListPriceNote } from '../shared/ListPriceNote';
import { useMediaUrl } from '../shared/media';
import { Link } from '../shared/navigation';
import { Muted, Section } from '../shared/purchase-layout';
import { Lines, Row } from './checkout-styles';

export function ItemsSection({
  items,
  regionLabel,
  quote,
}: {
  items: OrderPreview['Items'];
  /** The order's region as the buyer reads it. */
  regionLabel: string;
  /** Ordering a quote: the way back leads to it instead of the cart. */
  quote: Quote | undefined;
}) {
  const media = useMediaUrl();
  return (
    <Section aria-labelledby="co-items">
      <h2 id="co-items">
        商品清单{' '}
        <Muted>
          （{regionLabel}，共 {items.length} 种）
        </Muted>
      </h2>
      <Lines>
        {items.map((item) => (
          <li key={item.ProductId}>
            <img src={media(item.ImageUrl)} alt="" />
            <div>
              <div className="name">{item.Name}</div>
              <div className="meta">
                {item.Model ? `${item.Model} · ` : ''}
                {formatMoney(item.UnitPrice)}
                <ListPriceNote listPrice={item.ListPrice} /> × {item.Quantity}
                {item.Unit}
              </div>
            </div>
            <div className="sub">{formatMoney(item.Subtotal)}</div>
          </li>
        ))}
      </Lines>
      <Row>
        {quote ? (
          <Link to={`/enterprise/quotes?id=${quote.Id}`}>返回报价 {quote.QuoteNo}</Link>
        ) : (
          <Link to="/cart">返回购物车修改</Link>
        )}
      </Row>
    </Section>
  );
}
