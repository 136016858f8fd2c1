/**
 * /enterprise/invoice/history — invoices (管理员: the company's; others: their own) with status and date
 * filters in the URL query and pagination; 申请开票 (管理员): several paid, not yet invoiced orders in one
 * invoice (集中开票) with a title and an address, the total shown before submitting.
 */

import { useEffect, useMemo, useState } from 'react';
import { formatDateTime, isoDay } from '../../../contract/dates';
import { InvoiceStatusName, InvoiceTypeName } from '../../../contract/enums';
import type {
  CreateInvoiceBody,
  InvoiceAddress,
  InvoiceableOrder,
  InvoiceDetail,
  InvoicePage,
  InvoiceSummary,
  InvoiceTitle,
} from '../../../contract/invoices';
import { ApiError, call, failureAnnounced } from '../../../core/http';
import { showMessage } from '../../../core/messages';
import { formatMoney, sumAmounts } from '../../../core/money';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/choice';
import { Dialog } from '../../../ui/dialog';
import { Alert, Empty, Skeleton } from '../../../ui/feedback';
import { FormField } from '../../../ui/form';
import { Textarea } from '../../../ui/input';
import { Pagination } from '../../../ui/pagination';
import { Select } from '../../../ui/select';
import { COLUMN_WIDTH, Table, type TableColumn } from '../../../ui/table';
import { Tag } from '../../../ui/tag';
import { fullAddress } from '../../shared/address/place';
import { AreaLink, useAreaGo, useAreaQuery } from '../../shared/back-office/area';
import { useFilterDraft } from '../../shared/back-office/list-filters';
import { HeaderRow, Muted, Panel, Wrap } from '../../shared/layout';
import { positiveInt } from '../../shared/query-params';
import type { ScreenProps } from '../../shared/screen';
import { refresh, useApiQuery } from '../../shared/use-api-query';
import { FilterToolbar } from '../FilterToolbar';
import { AdminOnlyNote, errorText, PAGE_SIZE } from '../screen-text';
import { defaultTitle, keptTypeOf } from './invoice-type';
import { useMayRequestInvoices } from './rights';
import { INVOICE_STATUS_COLOR } from './status';

interface Filters {
  status?: number;
  from?: string;
  to?: string;
  page: number;
}

function parse(q: URLSearchParams): Filters {
  const f: Filters = { page: positiveInt(q.get('page')) ?? 1 };
  const status = positiveInt(q.get('status'));
  if (status && InvoiceStatusName[status]) f.status = status;
  const from = isoDay(q.get('from'));
  const to = isoDay(q.get('to'));
  if (from) f.from = from;
  if (to) f.to = to;
  return f;
}

function toQuery(f: Filters, forApi = false): URLSearchParams {
  const q = new URLSearchParams();
  if (f.status) q.set('status', String(f.status));
  if (f.from) q.set('from', f.from);
  if (f.to) q.set('to', f.to);
  if (forApi || f.page > 1) q.set('page', String(f.page));
  if (forApi) q.set('pageSize', String(PAGE_SIZE));
  return q;
}

export default function InvoiceHistoryScreen({ query }: ScreenProps) {
  const mayRequest = useMayRequestInvoices();
  const q = useAreaQuery(query);
  const go = useAreaGo();
  const filters = parse(q);
  const key = toQuery(filters).toString();
  const { data, error, loading, retry } = useApiQuery<InvoicePage>(
    `/api/Invoices?${toQuery(filters, true).toString()}`,
  );
  const [draft, setDraft] = useFilterDraft(filters, key, parse);
  const [requesting, setRequesting] = useState(false);

  const apply = (f: Filters) => {
    const s = toQuery(f).toString();
    go(`/enterprise/invoice/history${s ? `?${s}` : ''}`, { replace: true });
  };
  const filtered = Boolean(filters.status || filters.from || filters.to);

  const columns: TableColumn<InvoiceSummary>[] = [
    {
      key: 'InvoiceNo',
      width: COLUMN_WIDTH.orderNo,
      title: '申请编号',
      nowrap: true,
      render: (i) => (
        <AreaLink to={`/enterprise/invoice/detail?id=${i.Id}`} aria-label={`查看发票 ${i.InvoiceNo}`}>
          {i.InvoiceNo}
        </AreaLink>
      ),
    },
    { key: 'TitleName', title: '发票抬头', render: (i) => <Wrap>{i.TitleName}</Wrap> },
    { key: 'Type', width: 130, title: '类型', nowrap: true, render: (i) => InvoiceTypeName[i.Type] ?? '—' },
    { key: 'OrderCount', width: 72, title: '订单数', align: 'right', render: (i) => i.OrderCount },
    {
      key: 'Amount',
      width: 120,
      title: '开票金额',
      align: 'right',
      nowrap: true,
      render: (i) => formatMoney(i.Amount),
    },
    {
      key: 'Status',
      width: 96,
      title: '状态',
      render: (i) => (
        <>
          <Tag color={INVOICE_STATUS_COLOR[i.Status] ?? 'default'}>{i.StatusName || InvoiceStatusName[i.Status]}</Tag>
          {i.RejectReason ? (
            <Wrap>
              <br />
              <Muted>驳回原因：{i.RejectReason}</Muted>
            </Wrap>
          ) : null}
        </>
      ),
    },
    {
      key: 'TaxInvoiceNo',
      width: 160,
      title: '发票号码 / 开票日期',
      render: (i) =>
        i.TaxInvoiceNo ? (
          <Wrap>
            {i.TaxInvoiceNo}
            <br />
            {i.InvoiceDate}
            {i.HasPdf ? '（有电子发票）' : ''}
          </Wrap>
        ) : (
          '—'
        ),
    },
    {
      key: 'TrackingNo',
      width: 80,
      title: '寄送',
      render: (i) => (i.TrackingNo ? <Wrap>{`${i.Carrier} ${i.TrackingNo}`}</Wrap> : '—'),
    },
    {
      key: 'CreatedAt',
      width: 104,
      title: '申请时间',
      // Two lines (date, time) in a narrow column: the table has nine.
      render: (i) => formatDateTime(i.CreatedAt),
    },
  ];

  return (
    <Panel aria-labelledby="ent-invoices-title">
      <HeaderRow>
        <h1 id="ent-invoices-title">开票历史</h1>
        {mayRequest ? (
          <Button variant="primary" onClick={() => setRequesting(true)}>
            申请开票
          </Button>
        ) : (
          <AdminOnlyNote>申请开票由企业管理员或财务办理，可联系他们为您的订单开票。</AdminOnlyNote>
        )}
      </HeaderRow>
      <FilterToolbar
        label="筛选发票"
        draft={draft}
        onDraftChange={setDraft}
        statusLabel="发票状态"
        statusNames={InvoiceStatusName}
        onApply={(d) => apply({ ...d, page: 1 })}
        onReset={filtered ? () => apply({ page: 1 }) : undefined}
      />
      <Table
        caption="开票记录"
        columns={columns}
        data={data?.Items ?? []}
        rowKey="Id"
        loading={loading}
        error={error ? errorText(error) : undefined}
        onRetry={retry}
        emptyText={filtered ? '没有符合条件的开票记录' : '还没有开票记录'}
        emptyAction={
          filtered ? (
            <Button size="sm" onClick={() => apply({ page: 1 })}>
              清除筛选
            </Button>
          ) : mayRequest ? (
            <Button size="sm" variant="primary" onClick={() => setRequesting(true)}>
              申请开票
            </Button>
          ) : undefined
        }
        minWidth={760}
      />
      {data && data.Total > 0 ? (
        <Pagination
          page={filters.page}
          pageSize={PAGE_SIZE}
          total={data.Total}
          onChange={(p) => apply({ ...filters, page: p })}
        />
      ) : null}
      {requesting ? (
        <RequestDialog
          onClose={() => setRequesting(false)}
          onDone={(inv) => {
            setRequesting(false);
            go(`/enterprise/invoice/detail?id=${inv.Id}`);
          }}
        />
      ) : null}
    </Panel>
  );
}

export function RequestDialog({ onClose, onDone }: { onClose: () => void; onDone: (invoice: InvoiceDetail) => void }) {
  const orders = useApiQuery<InvoiceableOrder[]>('/api/Invoices/invoiceable-orders');
  const titles = useApiQuery<InvoiceTitle[]>('/api/Invoices/titles');
  const addresses = useApiQuery<InvoiceAddress[]>('/api/Invoices/addresses');
  const [selected, setSelected] = useState<number[]>([]);
  const [titleId, setTitleId] = useState<number | undefined>();
  const [addressId, setAddressId] = useState<number | undefined>();
  const [remark, setRemark] = useState('');
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);

  useEffect(() => {
    const next = defaultTitle(titles.data ?? [], titleId, keptTypeOf(orders.data ?? [], selected));
    if (next !== titleId) setTitleId(next);
  }, [titles.data, titleId, orders.data, selected]);
  useEffect(() => {
    if (addressId === undefined && addresses.data?.length)
      setAddressId((addresses.data.find((a) => a.IsDefault) ?? addresses.data[0])!.Id);
  }, [addresses.data, addressId]);

  const list = orders.data ?? [];
  const total = useMemo(
    () => sumAmounts(list.filter((o) => selected.includes(o.Id)).map((o) => o.TotalAmount)),
    [list, selected],
  );
  const allChecked = list.length > 0 && selected.length === list.length;
  const toggle = (id: number) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));

  const submit = async () => {
    if (selected.length === 0) return setProblem({ field: 'OrderIds', message: '请选择要开票的订单' });
    if (!titleId) return setProblem({ field: 'TitleId', message: '请选择发票抬头' });
    if (!addressId) return setProblem({ field: 'AddressId', message: '请选择收票地址' });
    setProblem(null);
    setSaving(true);
    try {
      const body: CreateInvoiceBody = {
        OrderIds: selected,
        TitleId: titleId,
        AddressId: addressId,
        ...(remark.trim() ? { Remark: remark.trim() } : {}),
      };
      const invoice = await call('POST /api/Invoices', { body });
      showMessage('success', `已提交开票申请（${selected.length} 个订单，合计 ${formatMoney(total)}）`);
      refresh('/api/Invoices');
      refresh('/api/Orders');
      onDone(invoice);
    } catch (e) {
      if (e instanceof ApiError) {
        if (e.status === 409) {
          setProblem({ field: 'OrderIds', message: `${e.message}，列表已刷新，请重新选择` });
          setSelected([]);
          orders.retry();
        } else if (e.field) setProblem({ field: e.field, message: e.takeMessage() });
        else if (!failureAnnounced(e)) setProblem({ field: '', message: e.message });
      }
    } finally {
      setSaving(false);
    }
  };

  const loadingAny = orders.loading && !orders.data;
  return (
    <Dialog
      open
      onClose={onClose}
      title="申请开票"
      width={680}
      footer={
        <>
          <span style={{ marginRight: 'auto' }} aria-live="polite">
            已选 {selected.length} 个订单，合计 <strong>{formatMoney(total)}</strong>
          </span>
          <Button onClick={onClose} disabled={saving}>
            取消
          </Button>
          <Button variant="primary" loading={saving} onClick={() => void submit()} disabled={list.length === 0}>
            提交申请
          </Button>
        </>
      }
    >
      {problem && (problem.field === '' || problem.field === 'OrderIds') ? (
        <Alert type="error">{problem.message}</Alert>
      ) : null}
      <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
        <legend style={{ fontWeight: 600, marginBottom: 8 }}>选择订单（已支付、未开票，可多选集中开票）</legend>
        {orders.error && !orders.data ? (
          <Alert
            type="error"
            action={
              <Button size="sm" onClick={orders.retry}>
                重试
              </Button>
            }
          >
            {errorText(orders.error)}
          </Alert>
        ) : loadingAny ? (
          <Skeleton lines={3} label="订单加载中" />
        ) : list.length === 0 ? (
          <Empty compact description="暂无可开票的订单：订单支付后即可申请开票" />
        ) : (
          <div
            style={{
              maxHeight: 240,
              overflowY: 'auto',
              border: '1px solid var(--b2b-color-divider, #eee)',
              borderRadius: 4,
              padding: '4px 12px',
            }}
          >
            <div style={{ padding: '6px 0' }}>
              <Checkbox
                checked={allChecked}
                indeterminate={selected.length > 0 && !allChecked}
                onChange={() => setSelected(allChecked ? [] : list.map((o) => o.Id))}
              >
                全选
              </Checkbox>
            </div>
            {list.map((o) => (
              <div
                key={o.Id}
                style={{ padding: '6px 0', display: 'flex', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap' }}
              >
                <Checkbox checked={selected.includes(o.Id)} onChange={() => toggle(o.Id)}>
                  {o.OrderNo}
                </Checkbox>
                <Muted>
                  {formatMoney(o.TotalAmount)} · {InvoiceTypeName[o.InvoiceType]} · 支付于 {formatDateTime(o.PaidAt)}
                </Muted>
              </div>
            ))}
          </div>
        )}
      </fieldset>
      <FormField label="发票抬头" required error={problem?.field === 'TitleId' ? problem.message : undefined}>
        {titles.data && titles.data.length === 0 ? (
          <span>
            还没有发票抬头，<AreaLink to="/enterprise/invoice/title">去添加</AreaLink>
          </span>
        ) : (
          <Select
            placeholder="请选择发票抬头"
            value={titleId ? String(titleId) : ''}
            onChange={(e) => setTitleId(positiveInt(e.target.value))}
            options={(titles.data ?? []).map((t) => ({
              value: String(t.Id),
              label: `${t.Name}（${InvoiceTypeName[t.Type] ?? ''}）${t.IsDefault ? ' · 默认' : ''}`,
            }))}
          />
        )}
      </FormField>
      <FormField label="收票地址" required error={problem?.field === 'AddressId' ? problem.message : undefined}>
        {addresses.data && addresses.data.length === 0 ? (
          <span>
            还没有收票地址，<AreaLink to="/enterprise/invoice/address">去添加</AreaLink>
          </span>
        ) : (
          <Select
            placeholder="请选择收票地址"
            value={addressId ? String(addressId) : ''}
            onChange={(e) => setAddressId(positiveInt(e.target.value))}
            options={(addresses.data ?? []).map((a) => ({
              value: String(a.Id),
              label: `${a.Recipient} ${a.Mobile} ${fullAddress(a)}`,
            }))}
          />
        )}
      </FormField>
      <FormField label="备注" error={problem?.field === 'Remark' ? problem.message : undefined}>
        <Textarea rows={2} maxLength={500} value={remark} onChange={(e) => setRemark(e.target.value)} />
      </FormField>
    </Dialog>
  );
}
