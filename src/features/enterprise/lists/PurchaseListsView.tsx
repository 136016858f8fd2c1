/**
 * 采购清单: the buyer's lists and the company's shared ones. A list opens with its lines (quantity, note, order,
 * remove — when the caller may change it), its sharing (owner only), 加入购物车 of all or the ticked lines (the
 * server reports lines that cannot be bought), CSV/XLSX export and, for a new list, import from a file.
 */
import { useState } from 'react';
import type { PurchaseList, PurchaseListSummary } from '../../../contract/quick-order';
import { api, call } from '../../../core/http';
import { showMessage } from '../../../core/messages';
import { Button } from '../../../ui/button';
import { Alert, Empty, Skeleton } from '../../../ui/feedback';
import { Input } from '../../../ui/input';
import { Tag } from '../../../ui/tag';
import { PurchasePage, RequireLogin } from '../../shared/purchase-layout';
import { refresh, useApiQuery } from '../../shared/use-api-query';
import { Bar, Lines, sharingLabel, XLSX_TYPE } from './list-parts';
import { ListDetail } from './PurchaseListDetail';

/** `<b2b-purchase-lists>`: the lists behind the logged-out prompt. */
export function PurchaseListsWidgetFrame({ listId }: { listId?: number | undefined }) {
  return (
    <RequireLogin fallback="/enterprise/purchase-lists">
      <PurchaseListsView listId={listId} />
    </RequireLogin>
  );
}

export function PurchaseListsView({ listId: initial }: { listId?: number | undefined }) {
  const [openId, setOpenId] = useState<number | undefined>(initial);
  const lists = useApiQuery<PurchaseListSummary[]>('/api/PurchaseLists');
  const [name, setName] = useState('');
  const [creating, setCreating] = useState(false);

  const create = async (file?: File) => {
    const title = name.trim() || `采购清单 ${new Date().toLocaleDateString('zh-CN')}`;
    setCreating(true);
    try {
      const list = file
        ? await api<PurchaseList>(`/api/PurchaseLists/import?name=${encodeURIComponent(title)}`, {
            method: 'POST',
            body: file,
            headers: { 'Content-Type': file.name.toLowerCase().endsWith('.xlsx') ? XLSX_TYPE : 'text/csv' },
          })
        : await call('POST /api/PurchaseLists', { body: { Name: title } });
      setName('');
      refresh('/api/PurchaseLists');
      setOpenId(list.Id);
      showMessage('success', `已创建采购清单「${list.Name}」`);
    } catch {
      // Shown by the client.
    } finally {
      setCreating(false);
    }
  };

  if (openId !== undefined) return <ListDetail id={openId} onBack={() => setOpenId(undefined)} />;
  return (
    <PurchasePage part="purchase-lists">
      <h1>采购清单</h1>
      <Bar>
        <Input
          size="sm"
          block={false}
          aria-label="新清单名称"
          placeholder="新清单名称"
          maxLength={50}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
        />
        <Button variant="primary" size="sm" loading={creating} onClick={() => void create()}>
          新建清单
        </Button>
        <label>
          从文件导入：
          <input
            type="file"
            accept=".csv,.txt,.xlsx"
            aria-label="从 CSV 或 XLSX 文件导入清单"
            onChange={(e) => {
              const file = e.currentTarget.files?.[0];
              e.currentTarget.value = '';
              if (file) void create(file);
            }}
          />
        </label>
      </Bar>
      {lists.pending ? (
        <Skeleton lines={4} label="采购清单加载中" />
      ) : lists.error ? (
        <Alert type="error" action={<Button onClick={lists.retry}>重试</Button>}>
          采购清单加载失败
        </Alert>
      ) : !lists.data?.length ? (
        <Empty description="还没有采购清单：新建一个，或在购物车中“保存为采购清单”" />
      ) : (
        <Lines data-testid="purchase-lists">
          <thead>
            <tr>
              <th scope="col">名称</th>
              <th scope="col">共享</th>
              <th scope="col">商品数</th>
              <th scope="col">创建人</th>
            </tr>
          </thead>
          <tbody>
            {lists.data.map((l) => (
              <tr key={l.Id}>
                <td>
                  <Button variant="text" size="sm" onClick={() => setOpenId(l.Id)}>
                    {l.Name}
                  </Button>
                </td>
                <td>
                  <Tag>{sharingLabel(l.Shared)}</Tag>
                </td>
                <td>{l.ItemCount}</td>
                <td>{l.Mine ? '我' : l.OwnerName}</td>
              </tr>
            ))}
          </tbody>
        </Lines>
      )}
    </PurchasePage>
  );
}
