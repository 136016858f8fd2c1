/**
 * The checkout's 收货地址: the company's addresses of the order's sales region to choose from (the default one
 * chosen), why the others cannot take this order, and 新增收货地址.
 */
import type { DeliveryAddress } from '../../contract/addresses';
import { Button } from '../../ui/button';
import { Alert, Skeleton } from '../../ui/feedback';
import { Tag } from '../../ui/tag';
import { placeText } from '../shared/address/place';
import { Link } from '../shared/navigation';
import { Section } from '../shared/purchase-layout';
import { Choice, Choices, Row } from './checkout-styles';

export interface DeliverySectionProps {
  /** The address book is loading (no answer yet). */
  loading: boolean;
  /** The company has no delivery address at all. */
  none: boolean;
  /** The addresses of the order's sales region. */
  deliveries: DeliveryAddress[];
  /** How many addresses lie outside the order's sales region. */
  otherRegions: number;
  orderRegion: string | undefined;
  deliveryId: number | null;
  /** Ordering a quote: its region is fixed, so no switching of the cart region is offered. */
  fromQuote: boolean;
  onChoose: (id: number) => void;
  onAdd: () => void;
}

export function DeliverySection({
  loading,
  none,
  deliveries,
  otherRegions,
  orderRegion,
  deliveryId,
  fromQuote,
  onChoose,
  onAdd,
}: DeliverySectionProps) {
  return (
    <Section aria-labelledby="co-delivery">
      <Row style={{ marginTop: 0 }}>
        <h2 id="co-delivery" style={{ margin: 0 }}>
          收货地址
        </h2>
        <Button size="sm" onClick={onAdd}>
          新增收货地址
        </Button>
      </Row>
      {loading ? <Skeleton lines={2} label="收货地址加载中" /> : null}
      {none ? <Alert type="warning">还没有收货地址，请点击“新增收货地址”添加货物的收货地点。</Alert> : null}
      {otherRegions > 0 ? (
        <Alert type="info" action={fromQuote ? undefined : <Link to="/cart">切换购物车地区</Link>}>
          另有 {otherRegions} 个收货地址不在{orderRegion}地区，不能用于本单：商品价格按地区计算，
          {orderRegion}价格只能发往{orderRegion}地区的地址。
          {deliveries.length === 0 ? `请新增${orderRegion}地区的收货地址，或切换购物车地区。` : ''}
        </Alert>
      ) : null}
      <Choices role="radiogroup" aria-label="收货地址">
        {deliveries.map((a) => (
          <Choice key={a.Id} $on={deliveryId === a.Id}>
            <input type="radio" name="delivery-address" checked={deliveryId === a.Id} onChange={() => onChoose(a.Id)} />
            <span>
              {a.Recipient} {a.Mobile} {a.IsDefault ? <Tag color="success">默认</Tag> : null}
              <small>
                {a.Company ? `${a.Company} · ` : ''}
                {placeText(a)}
                {a.Detail}
              </small>
            </span>
          </Choice>
        ))}
      </Choices>
    </Section>
  );
}
