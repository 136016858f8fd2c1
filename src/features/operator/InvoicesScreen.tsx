/**
 * /operator/invoices (发票管理): the queue of the buyers' invoice requests.
 * - 申请中 (oldest first) → 开具: 发票号码, 开票日期 and 价税合计 (checked by the server against the orders the
 *   invoice covers, to the cent), optionally the e-invoice PDF → 已开具.
 * - 已开具 → 寄出: carrier and tracking number of the paper invoice → 已寄出; the PDF can be added or replaced.
 * - 申请中 → 驳回 with a reason (→ 已驳回, tab 已驳回): the buyer sees the reason and may request those orders again.
 * Each step mails the company; a step someone else already took answers 409 and the list is refreshed.
 */
import { type FormEvent, useState } from 'react';
import { InvoiceStatus, InvoiceTypeName } from '../../contract/enums';
import type { OperatorInvoicePage, OperatorInvoiceSummary } from '../../contract/invoices';
import { formatMoney } from '../../core/money';
import { Button } from '../../ui/button';
import { Input } from '../../ui/input';
import { Pagination } from '../../ui/pagination';
import { COLUMN_WIDTH, Table, type TableColumn } from '../../ui/table';
import { Tabs } from '../../ui/tabs';
import type { ScreenProps } from '../shared/screen';
import { useApiQuery } from '../shared/use-api-query';
import { formatDateTime, HeaderRow, Muted, OP_PAGE_SIZE, opErrorText, Panel, Toolbar, Wrap } from './common';
import { InvoiceDialog } from './InvoiceDialog';

const TABS = [
  { key: String(InvoiceStatus.Requested), label: '待开票' },
  { key: String(InvoiceStatus.Issued), label: '已开具' },
  { key: String(InvoiceStatus.Mailed), label: '已寄出' },
  { key: String(InvoiceStatus.Rejected), label: '已驳回' },
];
const EMPTY: Record<string, string> = {
  '10': '没有待开票的申请',
  '20': '没有待寄出的发票',
  '30': '还没有寄出的发票',
  '90': '没有驳回的申请',
};

export default function InvoicesScreen({ query }: ScreenProps) {
  const initial = query?.get('status');
  const [status, setStatus] = useState(TABS.some((t) => t.key === initial) ? initial! : '10');
  const [keyword, setKeyword] = useState('');
  const [draft, setDraft] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<OperatorInvoiceSummary | null>(null);
  const url = `/api/Operator/invoices?${new URLSearchParams({
    status,
    page: String(page),
    pageSize: String(OP_PAGE_SIZE),
    ...(keyword ? { keyword } : {}),
  })}`;
  const { data, error, loading, retry } = useApiQuery<OperatorInvoicePage>(url);
  const action = status === '10' ? '开票' : status === '20' ? '寄出' : '查看';

  const columns: TableColumn<OperatorInvoiceSummary>[] = [
    {
      key: 'InvoiceNo',
      title: '申请',
      render: (i) => (
        <Wrap>
          {i.InvoiceNo}
          <br />
          <Muted>
            {i.CompanyName} · {formatDateTime(i.CreatedAt)}
          </Muted>
        </Wrap>
      ),
    },
    {
      key: 'TitleName',
      width: 220,
      title: '抬头',
      render: (i) => (
        <Wrap>
          {i.TitleName}
          <br />
          <Muted>{InvoiceTypeName[i.Type] ?? ''}</Muted>
        </Wrap>
      ),
    },
    {
      key: 'Amount',
      width: COLUMN_WIDTH.money,
      title: '金额',
      align: 'right',
      nowrap: true,
      render: (i) => formatMoney(i.Amount),
    },
    { key: 'OrderCount', width: COLUMN_WIDTH.count, title: '订单数', align: 'right', render: (i) => i.OrderCount },
    {
      key: 'TaxInvoiceNo',
      width: 180,
      title: status === '10' ? '状态' : status === '90' ? '驳回原因' : '发票号码',
      render: (i) =>
        i.TaxInvoiceNo ? (
          <Wrap>
            {i.TaxInvoiceNo}
            <br />
            <Muted>
              {i.InvoiceDate}
              {i.HasPdf ? ' · 有 PDF' : ' · 无 PDF'}
              {i.TrackingNo ? ` · ${i.Carrier} ${i.TrackingNo}` : ''}
            </Muted>
          </Wrap>
        ) : (
          <Muted>{i.RejectReason ?? i.StatusName}</Muted>
        ),
    },
    {
      key: 'actions',
      width: 80,
      title: '操作',
      nowrap: true,
      render: (i) => (
        <Button size="sm" variant="text" onClick={() => setOpen(i)} aria-label={`${action}：发票申请 ${i.InvoiceNo}`}>
          {action}
        </Button>
      ),
    },
  ];

  const search = (e: FormEvent) => {
    e.preventDefault();
    setKeyword(draft.trim());
    setPage(1);
  };

  return (
    <Panel aria-labelledby="op-invoices-title">
      <HeaderRow>
        <h1 id="op-invoices-title">发票管理</h1>
      </HeaderRow>
      <Tabs
        label="发票状态"
        items={TABS}
        activeKey={status}
        onChange={(k) => {
          setStatus(k);
          setPage(1);
        }}
      />
      <Toolbar onSubmit={search} role="search" aria-label="搜索发票" style={{ marginTop: 16 }}>
        <label>
          关键词
          <Input
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            placeholder="申请编号、发票号码或企业"
            clearable
            onClear={() => setDraft('')}
          />
        </label>
        <Button type="submit">搜索</Button>
      </Toolbar>
      <Table
        caption={TABS.find((t) => t.key === status)?.label ?? '发票'}
        columns={columns}
        data={data?.Items ?? []}
        rowKey={(i) => String(i.Id)}
        loading={loading}
        error={error ? opErrorText(error) : undefined}
        onRetry={retry}
        emptyText={keyword ? `没有找到与“${keyword}”相关的发票` : (EMPTY[status] ?? '没有发票')}
        minWidth={900}
      />
      {data && data.Total > 0 ? (
        <Pagination page={page} pageSize={OP_PAGE_SIZE} total={data.Total} onChange={setPage} />
      ) : null}
      {open ? <InvoiceDialog id={open.Id} title={open.InvoiceNo} onClose={() => setOpen(null)} /> : null}
    </Panel>
  );
}
