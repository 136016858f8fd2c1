/**
 * /operator/orders (订单管理): every company's orders, newest first — searched by order number, remittance code,
 * tracking number or product model, filtered by status, buyer, China-time dates, payment method, region and amount;
 * exported as CSV/XLSX with the same filter. An order opens its whole story (./OrderDetailDialog; `?id=` opens one).
 */
import { type FormEvent, useState } from 'react';
import { OrderStatusName, PaymentMethodName, PaymentMethods } from '../../contract/enums';
import type { OperatorOrderPage, OperatorOrderSummary } from '../../contract/operator-orders';
import { ApiError, callResponse } from '../../core/http';
import { showMessage } from '../../core/messages';
import { Button } from '../../ui/button';
import { Input } from '../../ui/input';
import { Pagination } from '../../ui/pagination';
import { Select } from '../../ui/select';
import { Table, type TableColumn } from '../../ui/table';
import type { ScreenProps } from '../shared/screen';
import { useApiQuery } from '../shared/use-api-query';
import { formatDateTime, HeaderRow, Muted, OP_PAGE_SIZE, opErrorText, Panel, Toolbar } from './common';
import { OrderDetailDialog } from './OrderDetailDialog';

interface Filters {
  keyword: string;
  status: string;
  buyer: string;
  from: string;
  to: string;
  paymentMethod: string;
  region: string;
  minAmount: string;
  maxAmount: string;
}
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
    if (e instanceof ApiError && e.status === 403) showMessage('error', e.message);
    else if (!(e instanceof ApiError) || ![400, 401, 500].includes(e.status))
      showMessage('error', '导出失败，请稍后重试');
  }
}

export default function OrdersScreen({ query }: ScreenProps) {
  const [draft, setDraft] = useState<Filters>(EMPTY);
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const [page, setPage] = useState(1);
  const [problem, setProblem] = useState<string | null>(null);
  const [openId, setOpenId] = useState<number | null>(() => Number(query.get('id')) || null);
  const params = new URLSearchParams({ page: String(page), pageSize: String(OP_PAGE_SIZE) });
  for (const [k, v] of Object.entries(filters)) if (v) params.set(k, v.trim());
  const { data, error, loading, retry } = useApiQuery<OperatorOrderPage>(`/api/Operator/orders?${params}`);
  const regions = useApiQuery<{ Id: number; Name: string }[]>('/api/Regions');

  const apply = (e: FormEvent) => {
    e.preventDefault();
    const why = filterProblem(draft);
    setProblem(why);
    if (why) return;
    setFilters(draft);
    setPage(1);
  };
  const set = (key: keyof Filters) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: e.target.value }));

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
  const filtered = Object.values(filters).some(Boolean);

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
      <Toolbar onSubmit={apply} role="search" aria-label="筛选订单">
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
        <Button
          onClick={() => {
            setDraft(EMPTY);
            setFilters(EMPTY);
            setProblem(null);
            setPage(1);
          }}
        >
          重置
        </Button>
      </Toolbar>
      {problem ? <p role="alert">{problem}</p> : null}
      <Table
        caption="订单列表"
        columns={columns}
        data={data?.Items ?? []}
        rowKey={(o) => String(o.Id)}
        loading={loading}
        error={error ? opErrorText(error) : undefined}
        onRetry={retry}
        emptyText={filtered ? '没有符合条件的订单' : '还没有订单'}
        minWidth={960}
      />
      {data && data.Total > 0 ? (
        <Pagination page={page} pageSize={OP_PAGE_SIZE} total={data.Total} onChange={setPage} />
      ) : null}
      {openId ? <OrderDetailDialog id={openId} onClose={() => setOpenId(null)} /> : null}
    </Panel>
  );
}
