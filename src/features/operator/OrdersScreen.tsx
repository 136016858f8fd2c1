/**
 * /operator/orders (订单管理): every company's orders, newest first — searched by order number, remittance code,
 * tracking number or product model, filtered by status, buyer, China-time dates, payment method, region and amount;
 * exported as CSV/XLSX with the same filter. An order opens its whole story (./OrderDetailDialog; `?id=` opens one).
 */
import { useState } from 'react';
import { OrderStatusName, PaymentMethodName, PaymentMethods } from '../../contract/enums';
import type { OperatorOrderPage, OperatorOrderSummary } from '../../contract/operator-orders';
import { announceFailure, callResponse } from '../../core/http';
import { showMessage } from '../../core/messages';
import { Button } from '../../ui/button';
import { Input } from '../../ui/input';
import { Pagination } from '../../ui/pagination';
import { Select } from '../../ui/select';
import { Table, type TableColumn } from '../../ui/table';
import { useQueryFilters } from '../shared/back-office/list-filters';
import { saveBlob } from '../shared/download';
import type { ScreenProps } from '../shared/screen';
import { useApiQuery } from '../shared/use-api-query';
import { formatDateTime, HeaderRow, Muted, OP_PAGE_SIZE, opErrorText, Panel, Toolbar } from './common';
import { OrderDetailDialog } from './OrderDetailDialog';

type Filters = {
  keyword: string;
  status: string;
  buyer: string;
  from: string;
  to: string;
  paymentMethod: string;
  region: string;
  minAmount: string;
  maxAmount: string;
};
const EMPTY: Filters = {
  keyword: '',
  status: '',
  buyer: '',
  from: '',
  to: '',
  paymentMethod: '',
  region: '',
  minAmount: '',
  maxAmount: '',
};

const STATUS_OPTIONS = [
  { value: '', label: '全部状态' },
  ...Object.entries(OrderStatusName).map(([value, label]) => ({ value, label })),
];
const METHOD_OPTIONS = [
  { value: '', label: '全部支付方式' },
  ...PaymentMethods.map((m) => ({ value: m, label: PaymentMethodName[m] })),
];
const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;

/** Why the filter cannot be applied, or null. */
function filterProblem(f: Filters): string | null {
  if (f.from && f.to && f.from > f.to) return '开始日期不能晚于结束日期';
  for (const v of [f.minAmount, f.maxAmount]) if (v && !AMOUNT.test(v)) return '金额最多两位小数';
  if (f.minAmount && f.maxAmount && Number(f.minAmount) > Number(f.maxAmount)) return '最低金额不能高于最高金额';
  return null;
}

async function download(format: 'csv' | 'xlsx', filters: Filters) {
  try {
    const query = Object.fromEntries(Object.entries(filters).filter(([, v]) => v)) as Record<string, string>;
    const { data: blob } = await callResponse('GET /api/Operator/orders/export', {
      query: { ...query, format } as never,
      responseType: 'blob',
    });
    const name = `订单-${new Date().toISOString().slice(0, 10)}.${format}`;
    saveBlob(blob, name);
    showMessage('success', `已导出 ${name}`);
  } catch (e) {
    announceFailure(e, '导出失败，请稍后重试');
  }
}

export default function OrdersScreen({ query }: ScreenProps) {
  const list = useQueryFilters('/operator/orders', EMPTY, query, filterProblem);
  const { draft, set, applied: filters } = list;
  const [openId, setOpenId] = useState<number | null>(() => Number(query.get('id')) || null);
  const params = new URLSearchParams({ page: String(list.page), pageSize: String(OP_PAGE_SIZE) });
  for (const [k, v] of list.params) params.set(k, v);
  const { data, error, loading, retry } = useApiQuery<OperatorOrderPage>(`/api/Operator/orders?${params}`);
  const regions = useApiQuery<{ Id: number; Name: string }[]>('/api/Regions');

  const columns: TableColumn<OperatorOrderSummary>[] = [
    {
      key: 'OrderNo',
      title: '订单号',
      nowrap: true,
      render: (o) => (
        <Button variant="text" onClick={() => setOpenId(o.Id)} aria-label={`查看订单 ${o.OrderNo}`}>
          {o.OrderNo}
        </Button>
      ),
    },
    { key: 'CreatedAt', title: '下单时间', nowrap: true, render: (o) => formatDateTime(o.CreatedAt) },
    { key: 'CompanyName', title: '企业' },
    { key: 'BuyerName', title: '采购人', nowrap: true },
    { key: 'RegionName', title: '区域', nowrap: true },
    { key: 'TotalAmount', title: '金额（元）', align: 'right', nowrap: true },
    {
      key: 'PaymentMethods',
      title: '支付方式',
      nowrap: true,
      render: (o) =>
        o.PaymentMethods.length ? (
          o.PaymentMethods.map((m) => PaymentMethodName[m as keyof typeof PaymentMethodName] ?? m).join('、')
        ) : (
          <Muted>—</Muted>
        ),
    },
    { key: 'StatusName', title: '状态', nowrap: true },
  ];
  const regionOptions = [
    { value: '', label: '全部区域' },
    ...(regions.data ?? []).map((r) => ({ value: String(r.Id), label: r.Name })),
  ];

  return (
    <Panel aria-labelledby="op-orders-title">
      <HeaderRow>
        <h1 id="op-orders-title">订单管理</h1>
        <div>
          <Button size="sm" onClick={() => download('csv', filters)}>
            导出 CSV
          </Button>{' '}
          <Button size="sm" onClick={() => download('xlsx', filters)}>
            导出 Excel
          </Button>
        </div>
      </HeaderRow>
      <Toolbar onSubmit={list.apply} role="search" aria-label="筛选订单">
        <label>
          搜索
          <Input
            value={draft.keyword}
            onChange={set('keyword')}
            placeholder="订单号 / 汇款识别码 / 运单号 / 型号"
            maxLength={100}
          />
        </label>
        <label>
          状态
          <Select options={STATUS_OPTIONS} value={draft.status} onChange={set('status')} />
        </label>
        <label>
          采购人
          <Input value={draft.buyer} onChange={set('buyer')} placeholder="姓名或邮箱" maxLength={100} />
        </label>
        <label>
          开始日期
          <Input type="date" value={draft.from} onChange={set('from')} />
        </label>
        <label>
          结束日期
          <Input type="date" value={draft.to} onChange={set('to')} />
        </label>
        <label>
          支付方式
          <Select options={METHOD_OPTIONS} value={draft.paymentMethod} onChange={set('paymentMethod')} />
        </label>
        <label>
          区域
          <Select options={regionOptions} value={draft.region} onChange={set('region')} />
        </label>
        <label>
          最低金额
          <Input inputMode="decimal" value={draft.minAmount} onChange={set('minAmount')} />
        </label>
        <label>
          最高金额
          <Input inputMode="decimal" value={draft.maxAmount} onChange={set('maxAmount')} />
        </label>
        <Button type="submit">筛选</Button>
        <Button onClick={list.reset}>重置</Button>
      </Toolbar>
      {list.problem ? <p role="alert">{list.problem}</p> : null}
      <Table
        caption="订单列表"
        columns={columns}
        data={data?.Items ?? []}
        rowKey={(o) => String(o.Id)}
        loading={loading}
        error={error ? opErrorText(error) : undefined}
        onRetry={retry}
        emptyText={list.filtered ? '没有符合条件的订单' : '还没有订单'}
        minWidth={960}
      />
      {data && data.Total > 0 ? (
        <Pagination page={list.page} pageSize={OP_PAGE_SIZE} total={data.Total} onChange={list.setPage} />
      ) : null}
      {openId ? <OrderDetailDialog id={openId} onClose={() => setOpenId(null)} /> : null}
    </Panel>
  );
}
