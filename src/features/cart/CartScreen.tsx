/**
 * `/cart` (login): the cart of the chosen region. Region switcher over the user's `Regions` (names from
 * /api/Regions), lines with image, name/model, unit price, quantity stepper within min/step/stock,
 * subtotal, remove (confirmed), select and select-all, the exact total of the selected lines and 结算.
 * Changes show at once and roll back when the server refuses them; every badge on the page follows.
 */
import { useStore } from '@nanostores/react';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import type { CartLine } from '../../contract/cart';
import { $cartRegion, setCartRegion } from '../../core/cart';
import { formatMoney, lineTotal } from '../../core/money';
import { $session } from '../../core/session';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/choice';
import { Empty, Skeleton } from '../../ui/feedback';
import { QuantityStepper } from '../../ui/quantity-stepper';
import { Select } from '../../ui/select';
import { Tag } from '../../ui/tag';
import { VisuallyHidden, vars, visuallyHidden } from '../../ui/theme';
import { ListPriceNote } from '../shared/ListPriceNote';
import { useLazyConfirm } from '../shared/lazy-confirm';
import { useMediaUrl } from '../shared/media';
import { Link, useNavigate } from '../shared/navigation';
import { OrderingNotice, useOrderingBlocked } from '../shared/ordering-blocked';
import { LoadFailure, PurchasePage, RequireLogin } from '../shared/purchase-layout';
import { regionName, useRegions } from '../shared/regions';
import type { ScreenProps } from '../shared/screen';
import {
  type CartController,
  createCartController,
  isOrderable,
  selectAllState,
  selectedLines,
  selectedPieces,
  selectedTotal,
} from './cartStore';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 12px;
  h1 {
    margin: 0;
  }
`;

const RegionBox = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  font-size: 14px;
  select {
    min-width: 120px;
  }
`;

/**
 * The lines as a real table (its columns named by 选择 · 商品 · 单价 · 数量 · 小计 · 操作); on a phone each line
 * is a card that names its figures itself, the header kept for screen readers only.
 */
const List = styled.table`
  width: 100%;
  table-layout: fixed;
  border-collapse: separate;
  border-spacing: 0;
  border: 1px solid ${vars.divider};
  border-radius: 8px;
  background: ${vars.bg};
  th {
    height: 44px;
    padding: 0 12px;
    background: ${vars.bgSubtle};
    color: ${vars.textSecondary};
    font-size: 13px;
    font-weight: 400;
    text-align: left;
    border-bottom: 1px solid ${vars.divider};
  }
  th:first-child {
    width: 24px;
    padding-left: 16px;
    border-top-left-radius: 8px;
  }
  th:last-child {
    width: 64px;
    padding-right: 16px;
    border-top-right-radius: 8px;
  }
  th.price,
  th.sub {
    width: 120px;
  }
  th.qty {
    width: 140px;
  }
  @media (max-width: 768px) {
    display: block;
    thead {
      ${visuallyHidden}
    }
    tbody {
      display: block;
    }
  }
`;

const Row = styled.tr<{ $off: boolean }>`
  background: ${(p) => (p.$off ? vars.bgSubtle : 'transparent')};
  & > td {
    padding: 16px 12px;
    vertical-align: middle;
    border-top: 1px solid ${vars.divider};
  }
  &:first-child > td {
    border-top: none;
  }
  & > td:first-child {
    padding-left: 16px;
  }
  & > td:last-child {
    padding-right: 16px;
  }
  img {
    flex: none;
    width: 80px;
    height: 80px;
    object-fit: contain;
    border: 1px solid ${vars.divider};
    border-radius: 4px;
    background: #fff;
  }
  /* Each figure's own label (单价, 小计) only where no header names the column. */
  .cell-label {
    display: none;
  }
  @media (max-width: 768px) {
    display: grid;
    grid-template-columns: 24px minmax(0, 1fr) auto;
    grid-template-areas:
      'check info info'
      '. price price'
      '. qty qty'
      '. sub remove';
    gap: 12px;
    padding: 16px;
    border-top: 1px solid ${vars.divider};
    &:first-child {
      border-top: none;
    }
    & > td,
    & > td:first-child,
    & > td:last-child {
      display: block;
      padding: 0;
      border-top: none;
    }
    img {
      width: 64px;
      height: 64px;
    }
    .cell-label {
      display: block;
      font-weight: 400;
      color: ${vars.textSecondary};
    }
    & > :nth-child(1) { grid-area: check; }
    & > :nth-child(2) { grid-area: info; }
    & > :nth-child(3) { grid-area: price; }
    & > :nth-child(4) { grid-area: qty; }
    & > :nth-child(5) { grid-area: sub; }
    & > :nth-child(6) { grid-area: remove; justify-self: end; align-self: end; }
  }
`;

const Product = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  min-width: 0;
`;

const Name = styled.div`
  min-width: 0;
  a {
    color: ${vars.text};
    text-decoration: none;
    font-size: 14px;
    line-height: 20px;
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
    overflow-wrap: anywhere;
  }
  a:hover {
    color: ${vars.primary};
  }
  p {
    margin: 4px 0 0;
    color: ${vars.textSecondary};
    font-size: 12px;
    overflow-wrap: anywhere;
  }
`;

const Cell = styled.td`
  font-size: 14px;
  min-width: 0;
  small {
    display: block;
    color: ${vars.textSecondary};
    font-size: 12px;
  }
`;

const Sub = styled(Cell)`
  color: ${vars.price};
  font-weight: 600;
`;

const Bar = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-top: 16px;
  padding: 12px 16px;
  border: 1px solid ${vars.divider};
  border-radius: 8px;
  background: ${vars.bg};
  box-shadow: 0 -2px 8px rgba(0, 0, 0, 0.04);
`;

const Summary = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: 12px;
  margin-left: auto;
  font-size: 14px;
  strong {
    color: ${vars.price};
    font-size: 20px;
  }
`;

const Reason = styled.span`
  color: ${vars.textSecondary};
  font-size: 12px;
`;

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

export interface CartViewProps {
  /** A fixed region (the widget's `region` attribute); otherwise the user's choice. */
  region?: number | undefined;
  /** The heading (`<b2b-cart heading>`): default 购物车; '' shows none. */
  heading?: string | undefined;
}

function LineRow({
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

/** The cart of one region (the /cart screen and `<b2b-cart>`). */
export function CartView({ region: fixedRegion, heading = '购物车' }: CartViewProps) {
  const chosen = useStore($cartRegion);
  const session = useStore($session);
  const region = fixedRegion ?? chosen;
  const regions = useRegions();
  const go = useNavigate();
  const [confirm, confirmElement] = useLazyConfirm();
  const controller = useMemo(() => createCartController(region, { follow: true }), [region]);
  const state = useStore(controller.$state);
  const [, setTick] = useState(0);

  useEffect(() => {
    if (fixedRegion !== undefined) setCartRegion(fixedRegion);
  }, [fixedRegion]);
  useEffect(() => {
    void controller.load();
    return () => controller.dispose();
  }, [controller]);

  const userRegions = session.user?.Regions?.length ? session.user.Regions : [region];
  const regionChoices = userRegions.includes(region) ? userRegions : [region, ...userRegions];

  const remove = async (line: CartLine) => {
    const ok = await confirm({
      title: '删除商品',
      content: `确定从购物车删除「${line.Name}」吗？`,
      confirmText: '删除',
      danger: true,
    });
    if (ok) await controller.remove(line.Id).catch(() => setTick((n) => n + 1));
  };

  const items = state.items;
  const selected = selectedLines(items);
  const blocked = useOrderingBlocked();
  const all = selectAllState(items);
  const hasOrderable = items.some(isOrderable);
  const total = selectedTotal(items);

  let body: ReactNode;
  if (state.loading && !state.loaded) body = <Skeleton lines={4} avatar={80} label="购物车加载中" />;
  else if (state.error && !state.loaded)
    body = <LoadFailure error={state.error} onRetry={() => void controller.load()} notFoundText="购物车不存在" />;
  else if (items.length === 0)
    body = (
      <Empty
        description={`${regionName(regions, region)}的购物车还是空的`}
        action={<Link to="/vnetzone/online">去逛逛在线采购</Link>}
      />
    );
  else
    body = (
      <>
        <List aria-label="购物车商品">
          <thead>
            <tr part="cart-head">
              <th scope="col">
                <VisuallyHidden>选择</VisuallyHidden>
              </th>
              <th scope="col">商品</th>
              <th scope="col" className="price">
                单价
              </th>
              <th scope="col" className="qty">
                数量
              </th>
              <th scope="col" className="sub">
                小计
              </th>
              <th scope="col">操作</th>
            </tr>
          </thead>
          <tbody>
            {items.map((line) => (
              <LineRow key={line.Id} line={line} controller={controller} onRemove={(l) => void remove(l)} />
            ))}
          </tbody>
        </List>
        <Bar part="cart-summary">
          <Checkbox
            checked={all === 'all'}
            indeterminate={all === 'some'}
            disabled={!hasOrderable}
            onChange={(e) => void controller.selectAll(e.currentTarget.checked).catch(() => undefined)}
          >
            全选
          </Checkbox>
          <Summary>
            <span>
              已选 <b>{selected.length}</b> 种 {selectedPieces(items)} 件
            </span>
            <span>
              合计：
              <strong data-testid="cart-total" aria-live="polite">
                {formatMoney(total)}
              </strong>
            </span>
            <Button
              variant="primary"
              disabled={selected.length === 0 || blocked}
              aria-describedby={selected.length === 0 || blocked ? 'cart-checkout-reason' : undefined}
              onClick={() => go('/purchase')}
            >
              结算
            </Button>
            {blocked ? (
              <Reason id="cart-checkout-reason">企业认证通过后即可结算</Reason>
            ) : selected.length === 0 ? (
              <Reason id="cart-checkout-reason">请先勾选要购买的商品</Reason>
            ) : null}
          </Summary>
        </Bar>
      </>
    );

  return (
    <PurchasePage part="cart">
      <Head>
        {heading ? <h1>{heading}</h1> : null}
        <CartTools region={region} />
        {fixedRegion === undefined ? (
          <RegionBox>
            采购区域
            <Select
              size="sm"
              block={false}
              aria-label="采购区域"
              value={region}
              onChange={(e) => setCartRegion(Number(e.currentTarget.value))}
              options={regionChoices.map((id) => ({ value: id, label: regionName(regions, id) }))}
            />
          </RegionBox>
        ) : (
          <span>采购区域：{regionName(regions, region)}</span>
        )}
      </Head>
      <OrderingNotice blocked={blocked} />
      {body}
      {confirmElement}
    </PurchasePage>
  );
}

/**
 * 快速下单, 导出 (CSV / XLSX that imports back through quick order) and 保存为采购清单. Their code loads on the first
 * click: the cart widget's first render stays within its size budget.
 */
function CartTools({ region }: { region: number }) {
  const downloadCart = (format: 'csv' | 'xlsx') =>
    void import('./cart-tools').then((m) => m.downloadCart(region, format));
  const saveCartAsList = () => void import('./cart-tools').then((m) => m.saveCartAsList(region));
  return (
    <RegionBox as="div">
      <Link to="/quick-order">快速下单</Link>
      <Button size="sm" variant="text" onClick={() => downloadCart('csv')}>
        导出 CSV
      </Button>
      <Button size="sm" variant="text" onClick={() => downloadCart('xlsx')}>
        导出 Excel
      </Button>
      <Button size="sm" variant="text" onClick={saveCartAsList}>
        保存为采购清单
      </Button>
    </RegionBox>
  );
}

/** `<b2b-cart>`: the cart behind the logged-out prompt. */
export function CartWidgetFrame(props: CartViewProps) {
  return (
    <RequireLogin>
      <CartView {...props} />
    </RequireLogin>
  );
}

export default function CartScreen(_props: ScreenProps) {
  return (
    <RequireLogin>
      <CartView />
    </RequireLogin>
  );
}
