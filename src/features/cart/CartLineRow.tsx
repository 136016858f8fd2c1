/** One line of the cart: select, image and name, unit price with its notes, quantity stepper, subtotal, remove. */
import type { CartLine } from '../../contract/cart';
import { formatMoney, lineTotal } from '../../core/money';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/choice';
import { QuantityStepper } from '../../ui/quantity-stepper';
import { Tag } from '../../ui/tag';
import { ListPriceNote } from '../shared/ListPriceNote';
import { useMediaUrl } from '../shared/media';
import { Link } from '../shared/navigation';
import { Cell, Name, Product, Reason, Row, Sub } from './cart-styles';
import { type CartController, isOrderable } from './cartStore';

/** 协议价 with the list price struck through, and the next quantity break (「再买 20 顶享 ¥24.50」). */
function LinePriceNotes({ line }: { line: CartLine }) {
  return (
    <>
      <ListPriceNote listPrice={line.ListPrice} />
      {line.NextBreak && line.Available ? (
        <small data-testid="next-break">
          再买 {line.NextBreak.MinQuantity - line.Quantity} {line.Unit}享 {formatMoney(line.NextBreak.Price)}
        </small>
      ) : null}
    </>
  );
}

export function LineRow({
  line,
  controller,
  onRemove,
}: {
  line: CartLine;
  controller: CartController;
  onRemove: (line: CartLine) => void;
}) {
  const orderable = isOrderable(line);
  // A line above the stock keeps showing its quantity (it can only go down).
  const max = Math.max(line.Stock, line.MinQuantity, line.Quantity);
  const reason =
    line.UnitPrice === null
      ? '该区域暂无报价'
      : line.Stock < line.Quantity
        ? `库存不足（剩余 ${line.Stock}）`
        : '已下架';
  const productLink = `/online/detail/${line.ProductId}`;
  const media = useMediaUrl();
  return (
    <Row $off={!orderable} data-line-id={line.Id} part="cart-line">
      <td>
        <Checkbox
          checked={orderable && line.Selected}
          disabled={!orderable}
          aria-label={`选择 ${line.Name}`}
          onChange={(e) => void controller.setSelected(line.Id, e.currentTarget.checked).catch(() => undefined)}
        />
      </td>
      <td>
        <Product>
          <img src={media(line.ImageUrl)} alt="" loading="lazy" />
          <Name>
            <Link to={productLink}>{line.Name}</Link>
            <p>
              {line.Model ? `型号：${line.Model}` : null}
              {line.Unit ? ` · 单位：${line.Unit}` : null}
            </p>
            {!orderable ? (
              <Tag color="warning">{reason}</Tag>
            ) : line.MinQuantity > 1 || line.QuantityStep > 1 ? (
              <Reason>
                {line.MinQuantity} 件起订{line.QuantityStep > 1 ? `，按 ${line.QuantityStep} 的倍数购买` : ''}
              </Reason>
            ) : null}
          </Name>
        </Product>
      </td>
      <Cell>
        <small className="cell-label" aria-hidden="true">
          单价
        </small>
        {line.UnitPrice === null ? '—' : formatMoney(line.UnitPrice)}
        <LinePriceNotes line={line} />
      </Cell>
      <Cell>
        <QuantityStepper
          value={line.Quantity}
          min={line.MinQuantity}
          step={line.QuantityStep}
          max={max}
          disabled={line.UnitPrice === null || line.Stock < line.MinQuantity}
          label={`${line.Name} 的数量`}
          onChange={(q) => void controller.setQuantity(line.Id, q).catch(() => undefined)}
        />
        <small>库存 {line.Stock}</small>
      </Cell>
      <Sub>
        <small className="cell-label" aria-hidden="true">
          小计
        </small>
        <span data-testid="line-subtotal">
          {line.UnitPrice === null ? '—' : formatMoney(lineTotal(line.UnitPrice, line.Quantity))}
        </span>
      </Sub>
      <td>
        <Button variant="text" size="sm" aria-label={`删除 ${line.Name}`} onClick={() => onRemove(line)}>
          删除
        </Button>
      </td>
    </Row>
  );
}
