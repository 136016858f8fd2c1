/**
 * /enterprise/orders — the company's orders (管理员 and 财务: all of the company; 负责人 / 审批人: also those they
 * approve; others: their own — the server decides) with status, approval state, department (管理员, 财务; a
 * department takes its sub-departments in), date range, keyword and buyer filters kept in the URL query,
 * server-side pagination and sorting, links to /order/detail?id=, and the CSV export of the filtered list.
 */

import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { CompanyUsersPage } from '../../../contract/company';
import { compactDate, formatDateTime, isoDay } from '../../../contract/dates';
import { InvoiceStatusName, OrderStatusName } from '../../../contract/enums';
import type { BudgetList } from '../../../contract/governance';
import type { OrderListQuery, OrderPage, OrderSummary } from '../../../contract/orders';
import { announceFailure, apiResponse } from '../../../core/http';
import { showMessage } from '../../../core/messages';
import { formatMoney } from '../../../core/money';
import { $isAdmin, $session } from '../../../core/session';
import { Button } from '../../../ui/button';
import { Input } from '../../../ui/input';
import { Pagination } from '../../../ui/pagination';
import { Select } from '../../../ui/select';
import { COLUMN_WIDTH, Table, type TableColumn, type TableSort } from '../../../ui/table';
import { Tag } from '../../../ui/tag';
import { useAreaGo, useAreaQuery } from '../../shared/back-office/area';
import { useFilterDraft } from '../../shared/back-office/list-filters';
import { dispositionFileName, saveBlob } from '../../shared/download';
import { HeaderRow, Muted, Panel } from '../../shared/layout';
import { Link } from '../../shared/navigation';
import { positiveInt } from '../../shared/query-params';
import { ReorderButton } from '../../shared/ReorderButton';
import type { ScreenProps } from '../../shared/screen';
import { useApiQuery } from '../../shared/use-api-query';
import { FilterToolbar } from '../FilterToolbar';
import { errorText, PAGE_SIZE } from '../screen-text';
import { AFTER_SALE_OPTIONS, type AfterSaleFilter, AfterSaleTag } from './AfterSaleTag';
import { TransferBatchDialog } from './TransferBatchDialog';

const SORTS = ['created-desc', 'created-asc', 'amount-desc', 'amount-asc'] as const;
type Sort = (typeof SORTS)[number];
type Approval = NonNullable<OrderListQuery['approval']>;
const APPROVAL_OPTIONS: { value: Approval; label: string }[] = [
  { value: 'pending', label: '审批中' },
  { value: 'approved', label: '已通过' },
  { value: 'rejected', label: '已驳回' },
  { value: 'none', label: '无需审批' },
];

export interface OrderFilters {
  status?: number;
  from?: string;
  to?: string;
  keyword?: string;
  buyerId?: number;
  departmentId?: number;
  approval?: Approval;
  afterSale?: AfterSaleFilter;
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
  const departmentId = positiveInt(q.get('departmentId'));
  if (departmentId) f.departmentId = departmentId;
  const approval = APPROVAL_OPTIONS.find((o) => o.value === q.get('approval'))?.value;
  if (approval) f.approval = approval;
  const afterSale = AFTER_SALE_OPTIONS.find((o) => o.value === q.get('afterSale'))?.value;
  if (afterSale) f.afterSale = afterSale;
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
  if (f.departmentId) q.set('departmentId', String(f.departmentId));
  if (f.approval) q.set('approval', f.approval);
  if (f.afterSale) q.set('afterSale', f.afterSale);
  if (forApi || f.sort !== 'created-desc') q.set('sort', f.sort);
  if (forApi || f.page > 1) q.set('page', String(f.page));
  if (forApi) q.set('pageSize', String(PAGE_SIZE));
  return q;
}

function sortToTable(sort: Sort): TableSort {
  const [key, order] = sort.split('-') as ['created' | 'amount', 'asc' | 'desc'];
  return { key: key === 'created' ? 'CreatedAt' : 'TotalAmount', order };
}

export default function EnterpriseOrdersScreen({ query }: ScreenProps) {
  const isAdmin = useStore($isAdmin);
  const roles = useStore($session).user?.UserRoleNames ?? [];
  const seesAll = isAdmin || roles.includes('财务');
  const q = useAreaQuery(query);
  const go = useAreaGo();
  const filters = parseOrderFilters(q);
  const apiQuery = orderFilterQuery(filters, true).toString();
  const { data, error, loading, retry } = useApiQuery<OrderPage>(`/api/Orders?${apiQuery}`);
  const buyers = useApiQuery<CompanyUsersPage>(isAdmin ? '/api/Company/users?page=1&pageSize=100' : null);
  // Every department of the company (管理员 and 财务 read the budgets; the same list feeds the filter).
  const departments = useApiQuery<BudgetList>(seesAll ? '/api/Company/budgets' : null);
  const [draft, setDraft] = useFilterDraft(filters, orderFilterQuery(filters).toString(), parseOrderFilters);
  const [exporting, setExporting] = useState(false);
  const [batching, setBatching] = useState(false);

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
      saveBlob(blob, name);
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
      key: 'AfterSaleState',
      width: 104,
      title: '售后',
      nowrap: true,
      render: (o) => <AfterSaleTag order={o} />,
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
  const filtered = Boolean(
    filters.status ||
      filters.from ||
      filters.to ||
      filters.keyword ||
      filters.buyerId ||
      filters.departmentId ||
      filters.approval ||
      filters.afterSale,
  );

  return (
    <Panel aria-labelledby="ent-orders-title">
      <HeaderRow>
        <h1 id="ent-orders-title">企业订单</h1>
        <Button onClick={() => setBatching(true)}>合并转账</Button>
        {batching ? <TransferBatchDialog onClose={() => setBatching(false)} /> : null}
        <Button onClick={() => void exportCsv()} loading={exporting} disabled={!data || data.Total === 0}>
          导出 CSV
        </Button>
      </HeaderRow>
      <p style={{ marginTop: -8 }}>
        <Muted>
          {seesAll
            ? '您可查看本企业全部订单。'
            : '您可以查看自己下的订单，以及由您审批的订单（部门负责人含下级部门）；企业全部订单由管理员和财务查看。'}
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
        <label>
          审批状态
          <Select
            value={draft.approval ?? ''}
            onChange={(e) =>
              setDraft({ ...draft, approval: APPROVAL_OPTIONS.find((o) => o.value === e.target.value)?.value })
            }
            options={[{ value: '', label: '全部' }, ...APPROVAL_OPTIONS]}
          />
        </label>
        <label>
          售后
          <Select
            value={draft.afterSale ?? ''}
            onChange={(e) =>
              setDraft({ ...draft, afterSale: AFTER_SALE_OPTIONS.find((o) => o.value === e.target.value)?.value })
            }
            options={[{ value: '', label: '全部' }, ...AFTER_SALE_OPTIONS]}
          />
        </label>
        {seesAll && departments.data?.length ? (
          <label>
            部门
            <Select
              value={draft.departmentId ? String(draft.departmentId) : ''}
              onChange={(e) => setDraft({ ...draft, departmentId: positiveInt(e.target.value) })}
              options={[
                { value: '', label: '全部部门' },
                ...departments.data.map((d) => ({ value: String(d.DepartmentId), label: d.Name })),
              ]}
            />
          </label>
        ) : null}
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
        minWidth={920}
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
