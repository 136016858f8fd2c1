/**
 * /enterprise/orders — the company's orders (管理员: all of the company; others: their own — the server
 * decides) with status, date range, keyword and buyer filters kept in the URL query, server-side
 * pagination and sorting, links to /order/detail?id=, and the CSV export of the filtered list.
 */

import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { CompanyUsersPage } from '../../../contract/company';
import { compactDate, formatDateTime, isoDay } from '../../../contract/dates';
import { InvoiceStatusName, OrderStatusName } from '../../../contract/enums';
import type { OrderPage, OrderSummary } from '../../../contract/orders';
import { announceFailure, apiResponse } from '../../../core/http';
import { showMessage } from '../../../core/messages';
import { formatMoney } from '../../../core/money';
import { $isAdmin } from '../../../core/session';
import { Button } from '../../../ui/button';
import { Input } from '../../../ui/input';
import { Pagination } from '../../../ui/pagination';
import { Select } from '../../../ui/select';
import { COLUMN_WIDTH, Table, type TableColumn, type TableSort } from '../../../ui/table';
import { Tag } from '../../../ui/tag';
import { HeaderRow, Muted, Panel } from '../../shared/layout';
import { Link } from '../../shared/navigation';
import { positiveInt } from '../../shared/query-params';
import { ReorderButton } from '../../shared/ReorderButton';
import type { ScreenProps } from '../../shared/screen';
import { useApiQuery } from '../../shared/use-api-query';
import { FilterToolbar, useFilterDraft } from '../FilterToolbar';
import { useEnterpriseGo, useEnterpriseQuery } from '../nav';
import { errorText, PAGE_SIZE } from '../screen-text';

const SORTS = ['created-desc', 'created-asc', 'amount-desc', 'amount-asc'] as const;
type Sort = (typeof SORTS)[number];

export interface OrderFilters {
  status?: number;
  from?: string;
  to?: string;
  keyword?: string;
  buyerId?: number;
  sort: Sort;
  page: number;
}

export function parseOrderFilters(q: URLSearchParams): OrderFilters {
  const f: OrderFilters = { sort: 'created-desc', page: positiveInt(q.get('page')) ?? 1 };
  const status = positiveInt(q.get('status'));
  if (status && OrderStatusName[status]) f.status = status;
  const from = isoDay(q.get('from'));
  const to = isoDay(q.get('to'));
  if (from) f.from = from;
  if (to) f.to = to;
  const keyword = q.get('keyword')?.trim();
  if (keyword) f.keyword = keyword.slice(0, 50);
  const buyerId = positiveInt(q.get('buyerId'));
  if (buyerId) f.buyerId = buyerId;
  const sort = q.get('sort') as Sort | null;
  if (sort && SORTS.includes(sort)) f.sort = sort;
  return f;
}

/** The filters as a query (defaults left out); `api` adds page size for the server. */
export function orderFilterQuery(f: OrderFilters, forApi = false): URLSearchParams {
  const q = new URLSearchParams();
  if (f.status) q.set('status', String(f.status));
  if (f.from) q.set('from', f.from);
  if (f.to) q.set('to', f.to);
  if (f.keyword) q.set('keyword', f.keyword);
  if (f.buyerId) q.set('buyerId', String(f.buyerId));
  if (forApi || f.sort !== 'created-desc') q.set('sort', f.sort);
  if (forApi || f.page > 1) q.set('page', String(f.page));
  if (forApi) q.set('pageSize', String(PAGE_SIZE));
  return q;
}

function sortToTable(sort: Sort): TableSort {
  const [key, order] = sort.split('-') as ['created' | 'amount', 'asc' | 'desc'];
  return { key: key === 'created' ? 'CreatedAt' : 'TotalAmount', order };
}

/** File name from a Content-Disposition header (RFC 5987 `filename*` preferred). */
export function dispositionFileName(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      /* fall through */
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(header);
  return plain?.[1] ?? fallback;
}

export default function EnterpriseOrdersScreen({ query }: ScreenProps) {
  const isAdmin = useStore($isAdmin);
  const q = useEnterpriseQuery(query);
  const go = useEnterpriseGo();
  const filters = parseOrderFilters(q);
  const apiQuery = orderFilterQuery(filters, true).toString();
  const { data, error, loading, retry } = useApiQuery<OrderPage>(`/api/Orders?${apiQuery}`);
  const buyers = useApiQuery<CompanyUsersPage>(isAdmin ? '/api/Company/users?page=1&pageSize=100' : null);
  const [draft, setDraft] = useFilterDraft(filters, orderFilterQuery(filters).toString(), parseOrderFilters);
  const [exporting, setExporting] = useState(false);

  const apply = (next: OrderFilters) => {
    const s = orderFilterQuery(next).toString();
    go(`/enterprise/orders${s ? `?${s}` : ''}`, { replace: true });
  };
  const reset = () => apply({ sort: 'created-desc', page: 1 });

  const exportCsv = async () => {
    setExporting(true);
    try {
      const f = orderFilterQuery({ ...filters, page: 1 });
      f.delete('page');
      // Through the one http client: the bearer token and the error rules (a 401 logs out, a 400/500 is shown).
      const { data: blob, headers } = await apiResponse<Blob>(`/api/Orders/export?${f.toString()}`, {
        responseType: 'blob',
      });
      const name = dispositionFileName(headers.get('content-disposition'), `订单-${compactDate(new Date())}.csv`);
      const href = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = href;
      a.download = name;
      a.style.display = 'none';
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(href), 10_000);
      showMessage('success', `已导出 ${name}`);
    } catch (e) {
      announceFailure(e, '导出失败，请稍后重试');
    } finally {
      setExporting(false);
    }
  };

  const columns: TableColumn<OrderSummary>[] = [
    {
      key: 'OrderNo',
      width: COLUMN_WIDTH.orderNo,
      title: '订单号',
      nowrap: true,
      render: (o) => (
        <Link to={`/order/detail?id=${o.Id}`} aria-label={`查看订单 ${o.OrderNo}`}>
          {o.OrderNo}
        </Link>
      ),
    },
    {
      key: 'CreatedAt',
      width: COLUMN_WIDTH.dateTime,
      title: '下单时间',
      nowrap: true,
      sortable: true,
      render: (o) => formatDateTime(o.CreatedAt),
    },
    { key: 'BuyerName', title: '采购人', render: (o) => o.BuyerName || '—' },
    { key: 'ItemCount', width: COLUMN_WIDTH.count, title: '商品数', align: 'right', render: (o) => o.ItemCount },
    {
      key: 'TotalAmount',
      width: COLUMN_WIDTH.money,
      title: '订单金额',
      align: 'right',
      nowrap: true,
      sortable: true,
      render: (o) => formatMoney(o.TotalAmount),
    },
    {
      key: 'Status',
      width: 120,
      title: '状态',
      nowrap: true,
      render: (o) => (
        <Tag color={o.Status === 10 || o.Status === 20 ? 'warning' : o.Status === 90 ? 'default' : 'success'}>
          {o.StatusName || OrderStatusName[o.Status]}
        </Tag>
      ),
    },
    {
      key: 'OnAccount',
      width: 72,
      title: '付款',
      nowrap: true,
      render: (o) => (o.OnAccount ? <Tag color="primary">账期</Tag> : <Muted>—</Muted>),
    },
    {
      key: 'InvoiceStatus',
      width: 88,
      title: '发票',
      nowrap: true,
      render: (o) => (o.InvoiceStatus === null ? <Muted>未开票</Muted> : (InvoiceStatusName[o.InvoiceStatus] ?? '—')),
    },
    {
      key: 'Reorder',
      // The small 再次购买 button and the cell's padding, so the column is as wide with rows as with the skeleton.
      width: 112,
      title: '操作',
      nowrap: true,
      render: (o) => <ReorderButton orderId={o.Id} size="sm" />,
    },
  ];

  const buyerOptions = (buyers.data?.Items ?? [])
    .filter((u) => u.State !== 'invited')
    .map((u) => ({ value: String(u.Id), label: u.Name || u.Email }));
  const filtered = Boolean(filters.status || filters.from || filters.to || filters.keyword || filters.buyerId);

  return (
    <Panel aria-labelledby="ent-orders-title">
      <HeaderRow>
        <h1 id="ent-orders-title">企业订单</h1>
        <Button onClick={() => void exportCsv()} loading={exporting} disabled={!data || data.Total === 0}>
          导出 CSV
        </Button>
      </HeaderRow>
      <p style={{ marginTop: -8 }}>
        <Muted>
          {isAdmin ? '您是管理员，可查看本企业全部订单。' : '您可以查看自己下的订单；企业全部订单由管理员查看。'}
        </Muted>
      </p>
      <FilterToolbar
        label="筛选订单"
        draft={draft}
        onDraftChange={setDraft}
        statusLabel="订单状态"
        statusNames={OrderStatusName}
        onApply={(d) => apply({ ...d, keyword: d.keyword?.trim() || undefined, page: 1 })}
        onReset={filtered ? reset : undefined}
      >
        <label>
          关键词
          <Input
            value={draft.keyword ?? ''}
            maxLength={50}
            placeholder="订单号、采购单号或商品名"
            onChange={(e) => setDraft({ ...draft, keyword: e.target.value })}
          />
        </label>
        {isAdmin ? (
          <label>
            采购人
            <Select
              value={draft.buyerId ? String(draft.buyerId) : ''}
              onChange={(e) => setDraft({ ...draft, buyerId: positiveInt(e.target.value) })}
              options={[{ value: '', label: '全部采购人' }, ...buyerOptions]}
            />
          </label>
        ) : null}
      </FilterToolbar>
      <Table
        caption="企业订单列表"
        columns={columns}
        data={data?.Items ?? []}
        rowKey="Id"
        loading={loading}
        error={error ? errorText(error) : undefined}
        onRetry={retry}
        sort={sortToTable(filters.sort)}
        onSortChange={(s) =>
          apply({
            ...filters,
            page: 1,
            sort: s ? (`${s.key === 'TotalAmount' ? 'amount' : 'created'}-${s.order}` as Sort) : 'created-desc',
          })
        }
        emptyText={filtered ? '没有符合条件的订单' : '还没有订单'}
        emptyAction={
          filtered ? (
            <Button size="sm" onClick={reset}>
              清除筛选
            </Button>
          ) : (
            <Link to="/vnetzone/online">去采购</Link>
          )
        }
        minWidth={820}
      />
      {data && data.Total > 0 ? (
        <Pagination
          page={filters.page}
          pageSize={PAGE_SIZE}
          total={data.Total}
          onChange={(p) => apply({ ...filters, page: p })}
        />
      ) : null}
    </Panel>
  );
}
