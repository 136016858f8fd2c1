/**
 * `/cart` (login): the cart of the chosen region. Region switcher over the user's `Regions` (names from
 * /api/Regions), lines with image, name/model, unit price, quantity stepper within min/step/stock,
 * subtotal, remove (confirmed), select and select-all, the exact total of the selected lines and 结算.
 * Changes show at once and roll back when the server refuses them; every badge on the page follows.
 */
import { useStore } from '@nanostores/react';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import type { CartLine } from '../../contract/cart';
import { $cartRegion, setCartRegion } from '../../core/cart';
import { formatMoney } from '../../core/money';
import { $session } from '../../core/session';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/choice';
import { Empty, Skeleton } from '../../ui/feedback';
import { Select } from '../../ui/select';
import { VisuallyHidden } from '../../ui/theme';
import { useLazyConfirm } from '../shared/lazy-confirm';
import { Link, useNavigate } from '../shared/navigation';
import { OrderingNotice, useOrderingBlocked } from '../shared/ordering-blocked';
import { LoadFailure, PurchasePage, RequireLogin } from '../shared/purchase-layout';
import { regionName, useRegions } from '../shared/regions';
import type { ScreenProps } from '../shared/screen';
import { LineRow } from './CartLineRow';
import { Bar, Head, List, Reason, RegionBox, Summary } from './cart-styles';
import {
  createCartController,
  isOrderable,
  selectAllState,
  selectedLines,
  selectedPieces,
  selectedTotal,
} from './cartStore';

export interface CartViewProps {
  /** A fixed region (the widget's `region` attribute); otherwise the user's choice. */
  region?: number | undefined;
  /** The heading (`<b2b-cart heading>`): default 购物车; '' shows none. */
  heading?: string | undefined;
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
