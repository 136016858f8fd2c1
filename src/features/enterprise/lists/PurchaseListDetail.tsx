/**
 * One 采购清单: its lines (quantity, order, remove — when the caller may change it), its sharing (owner only),
 * 加入购物车 of all or the ticked lines (lines that cannot be bought are listed), CSV/XLSX export, delete (owner).
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { PurchaseList, PurchaseListSharing, QuickOrderRow } from '../../../contract/quick-order';
import { $cartRegion, cartChanged } from '../../../core/cart';
import { call, callResponse } from '../../../core/http';
import { showMessage } from '../../../core/messages';
import { formatMoney } from '../../../core/money';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/choice';
import { Alert, Empty, Skeleton } from '../../../ui/feedback';
import { Input } from '../../../ui/input';
import { Select } from '../../../ui/select';
import { Tag } from '../../../ui/tag';
import { saveBlob } from '../../shared/download';
import { ListPriceNote } from '../../shared/ListPriceNote';
import { PurchasePage, Section } from '../../shared/purchase-layout';
import { refresh, useApiQuery } from '../../shared/use-api-query';
import { Bar, Lines, SHARING, sharingLabel } from './list-parts';

export function ListDetail({ id, onBack }: { id: number; onBack: () => void }) {
  const region = useStore($cartRegion);
  // Priced in the cart's region for the caller's company (协议价, 阶梯价 at each line's quantity).
  const query = useApiQuery<PurchaseList>(`/api/PurchaseLists/${id}?region=${region}`);
  const [ticked, setTicked] = useState<Set<number>>(new Set());
  const [problems, setProblems] = useState<QuickOrderRow[]>([]);
  const [busy, setBusy] = useState(false);
  const list = query.data;

  const save = async (change: Partial<Pick<PurchaseList, 'Name' | 'Shared' | 'Items'>>) => {
    if (!list) return;
    setBusy(true);
    try {
      const items = (change.Items ?? list.Items).map((i) => ({
        ProductId: i.ProductId,
        Quantity: i.Quantity,
        Note: i.Note,
      }));
      await call('PUT /api/PurchaseLists/:id', {
        params: { id },
        body: {
          Name: change.Name ?? list.Name,
          ...(list.Mine ? { Shared: change.Shared ?? list.Shared } : {}),
          Items: items,
        },
      });
      refresh('/api/PurchaseLists');
    } catch {
      // Shown by the client.
    } finally {
      setBusy(false);
    }
  };

  const toCart = async () => {
    setBusy(true);
    try {
      const result = await call('POST /api/PurchaseLists/:id/to-cart', {
        params: { id },
        body: { Region: region, ...(ticked.size ? { ItemIds: [...ticked] } : {}) },
      });
      setProblems(result.Rows.filter((r) => r.Status !== 'ok'));
      if (result.Added) {
        cartChanged();
        showMessage('success', `已将 ${result.Added} 种商品加入购物车`);
      }
    } catch {
      // Shown by the client.
    } finally {
      setBusy(false);
    }
  };

  const download = async (format: 'csv' | 'xlsx') => {
    try {
      const { data } = await callResponse('GET /api/PurchaseLists/:id/export', {
        params: { id },
        query: { format },
        responseType: 'blob',
      });
      saveBlob(data as unknown as Blob, `采购清单-${list?.Name ?? id}.${format}`);
    } catch {
      // Shown by the client.
    }
  };

  const remove = async () => {
    setBusy(true);
    try {
      await call('DELETE /api/PurchaseLists/:id', { params: { id } });
      refresh('/api/PurchaseLists');
      showMessage('success', '已删除清单');
      onBack();
    } catch {
      setBusy(false);
    }
  };

  if (query.pending) return <Skeleton lines={5} label="清单加载中" />;
  if (!list)
    return (
      <PurchasePage>
        <Alert type="error" action={<Button onClick={onBack}>返回</Button>}>
          {query.status === 404 ? '采购清单不存在' : '清单加载失败'}
        </Alert>
      </PurchasePage>
    );
  const move = (index: number, by: number) => {
    const items = [...list.Items];
    const [item] = items.splice(index, 1);
    items.splice(index + by, 0, item!);
    void save({ Items: items });
  };
  return (
    <PurchasePage part="purchase-list">
      <Bar>
        <Button variant="text" size="sm" onClick={onBack}>
          ‹ 全部清单
        </Button>
      </Bar>
      <h1>{list.Name}</h1>
      <Bar>
        {list.Mine ? (
          <Select
            size="sm"
            block={false}
            aria-label="共享方式"
            value={list.Shared}
            disabled={busy}
            onChange={(e) => void save({ Shared: e.currentTarget.value as PurchaseListSharing })}
            options={SHARING}
          />
        ) : (
          <Tag>
            {list.OwnerName} 的清单 · {sharingLabel(list.Shared)}
          </Tag>
        )}
        <Button variant="primary" size="sm" loading={busy} disabled={!list.Items.length} onClick={() => void toCart()}>
          {ticked.size ? `所选 ${ticked.size} 项加入购物车` : '全部加入购物车'}
        </Button>
        <Button size="sm" onClick={() => void download('csv')}>
          导出 CSV
        </Button>
        <Button size="sm" onClick={() => void download('xlsx')}>
          导出 Excel
        </Button>
        {list.Mine ? (
          <Button size="sm" variant="danger" disabled={busy} onClick={() => void remove()}>
            删除清单
          </Button>
        ) : null}
      </Bar>
      {problems.length ? (
        <Alert type="warning">
          <ul data-testid="list-problems">
            {problems.map((r) => (
              <li key={r.Row}>
                {r.Name ?? r.Query}：{r.Error}
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <Section>
        {!list.Items.length ? (
          <Empty description="清单中还没有商品：在商品页或购物车中加入" />
        ) : (
          <Lines data-testid="list-items" data-pick="">
            <thead>
              <tr>
                <th scope="col">选择</th>
                <th scope="col">商品</th>
                <th scope="col">单价</th>
                <th scope="col">数量</th>
                <th scope="col">备注</th>
                {list.Editable ? <th scope="col">操作</th> : null}
              </tr>
            </thead>
            <tbody>
              {list.Items.map((item, index) => (
                <tr key={item.Id}>
                  <td>
                    <Checkbox
                      aria-label={`选择 ${item.Name}`}
                      checked={ticked.has(item.Id)}
                      onChange={(e) => {
                        const next = new Set(ticked);
                        if (e.currentTarget.checked) next.add(item.Id);
                        else next.delete(item.Id);
                        setTicked(next);
                      }}
                    />
                  </td>
                  <td>
                    {item.Name} <small>{item.Model}</small> {item.OnSale ? null : <Tag color="error">已下架</Tag>}
                  </td>
                  <td data-testid="line-price">
                    {item.UnitPrice ? formatMoney(item.UnitPrice) : '—'}
                    <ListPriceNote listPrice={item.ListPrice} />
                  </td>
                  <td>
                    {list.Editable ? (
                      <Input
                        size="sm"
                        block={false}
                        inputMode="numeric"
                        aria-label={`${item.Name} 数量`}
                        defaultValue={String(item.Quantity)}
                        onBlur={(e) => {
                          const quantity = Number(e.currentTarget.value);
                          if (Number.isInteger(quantity) && quantity >= 1 && quantity !== item.Quantity)
                            void save({
                              Items: list.Items.map((i) => (i.Id === item.Id ? { ...i, Quantity: quantity } : i)),
                            });
                        }}
                      />
                    ) : (
                      `${item.Quantity}${item.Unit}`
                    )}
                  </td>
                  <td>{item.Note}</td>
                  {list.Editable ? (
                    <td>
                      <Button size="sm" variant="text" disabled={busy || index === 0} onClick={() => move(index, -1)}>
                        上移
                      </Button>
                      <Button
                        size="sm"
                        variant="text"
                        disabled={busy || index === list.Items.length - 1}
                        onClick={() => move(index, 1)}
                      >
                        下移
                      </Button>
                      <Button
                        size="sm"
                        variant="text"
                        disabled={busy}
                        onClick={() => void save({ Items: list.Items.filter((i) => i.Id !== item.Id) })}
                      >
                        移除
                      </Button>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </Lines>
        )}
      </Section>
    </PurchasePage>
  );
}
