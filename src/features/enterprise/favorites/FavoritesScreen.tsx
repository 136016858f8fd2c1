/**
 * /enterprise/favorites (我的收藏 / 常购商品): the user's favourite products and the company's most bought of the
 * last 90 days (last price and date), each added to the cart in one click at its minimum quantity (or, for a
 * frequent product, the quantity last bought per order when that is valid — the server checks it either way).
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { ProductSummary } from '../../../contract/catalogue';
import { formatDate } from '../../../contract/dates';
import type { FavoriteList, FrequentList, QuickOrderResult } from '../../../contract/quick-order';
import { $cartRegion, cartChanged } from '../../../core/cart';
import { call } from '../../../core/http';
import { showMessage } from '../../../core/messages';
import { formatMoney } from '../../../core/money';
import { Button } from '../../../ui/button';
import { Alert, Empty, Skeleton } from '../../../ui/feedback';
import { Tabs } from '../../../ui/tabs';
import { ListPriceNote } from '../../shared/ListPriceNote';
import { Link } from '../../shared/navigation';
import { PurchasePage } from '../../shared/purchase-layout';
import type { ScreenProps } from '../../shared/screen';
import { refresh, useApiQuery } from '../../shared/use-api-query';

async function addOne(region: number, product: ProductSummary): Promise<void> {
  try {
    const result: QuickOrderResult = await call('POST /api/ShoppingCarts/quick-order', {
      body: {
        Region: region,
        Lines: [{ Query: product.Model || product.Name, Quantity: product.MinQuantity, ProductId: product.Id }],
      },
    });
    const row = result.Rows[0];
    if (result.Added) {
      cartChanged();
      showMessage('success', `已加入购物车：${product.Name}`);
    } else showMessage('error', row?.Error ?? '无法加入购物车');
  } catch {
    // Shown by the client.
  }
}

function ProductRows({
  items,
  region,
  extra,
  onRemove,
}: {
  items: ProductSummary[];
  region: number;
  extra?: (p: ProductSummary) => string;
  onRemove?: (p: ProductSummary) => void;
}) {
  return (
    <ul data-testid="product-rows" style={{ listStyle: 'none', padding: 0 }}>
      {items.map((p) => (
        <li key={p.Id} style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', padding: '8px 0' }}>
          <Link to={`/${p.Catalogue}/detail/${p.Id}`}>{p.Name}</Link>
          <small>{p.Model}</small>
          <span data-testid="row-price">
            {p.Price ? formatMoney(p.Price) : '—'}
            <ListPriceNote listPrice={p.ContractPrice ? p.ListPrice : undefined} />
          </span>
          {extra ? <small>{extra(p)}</small> : null}
          {p.Catalogue === 'online' && p.Price ? (
            <Button size="sm" variant="primary" onClick={() => void addOne(region, p)}>
              加入购物车
            </Button>
          ) : null}
          {onRemove ? (
            <Button size="sm" variant="text" onClick={() => onRemove(p)}>
              取消收藏
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export default function FavoritesScreen(_props: ScreenProps) {
  const region = useStore($cartRegion);
  const [tab, setTab] = useState<'favorites' | 'frequent'>('favorites');
  const favorites = useApiQuery<FavoriteList>(tab === 'favorites' ? `/api/Favorites?region=${region}` : null);
  const frequent = useApiQuery<FrequentList>(tab === 'frequent' ? `/api/Products/frequent?region=${region}` : null);
  const query = tab === 'favorites' ? favorites : frequent;
  const remove = async (p: ProductSummary) => {
    try {
      await call('DELETE /api/Favorites/:productId', { params: { productId: p.Id } });
      refresh('/api/Favorites');
    } catch {
      // Shown by the client.
    }
  };
  return (
    <PurchasePage part="favorites">
      <h1>我的收藏 / 常购商品</h1>
      <Tabs
        items={[
          { key: 'favorites', label: '我的收藏' },
          { key: 'frequent', label: '常购商品' },
        ]}
        activeKey={tab}
        label="收藏与常购"
        onChange={(key) => setTab(key as 'favorites' | 'frequent')}
      />
      {query.pending ? (
        <Skeleton lines={4} label="加载中" />
      ) : query.error ? (
        <Alert type="error" action={<Button onClick={query.retry}>重试</Button>}>
          加载失败
        </Alert>
      ) : tab === 'favorites' ? (
        favorites.data?.Items.length ? (
          <ProductRows items={favorites.data.Items} region={region} onRemove={(p) => void remove(p)} />
        ) : (
          <Empty description="还没有收藏的商品：在商品页点击 ♡ 收藏" />
        )
      ) : frequent.data?.Items.length ? (
        <ProductRows
          items={frequent.data.Items}
          region={region}
          extra={(p) => {
            const f = frequent.data!.Items.find((x) => x.Id === p.Id)!;
            return `近 90 天 ${f.OrderCount} 单 · 共 ${f.TotalQuantity}${p.Unit} · 上次 ${formatMoney(f.LastPrice)}（${formatDate(f.LastOrderedAt)}）`;
          }}
        />
      ) : (
        <Empty description="近 90 天还没有已支付的订单" />
      )}
    </PurchasePage>
  );
}
