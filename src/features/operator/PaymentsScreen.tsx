/**
 * /operator/payments (收款与退款):
 * - 待确认转账: orders waiting for their bank transfer (对公转账), oldest deadline first. An operator reads a
 *   received transfer off the bank statement — remittance code, amount, the line's reference — and the
 *   server marks the order paid only when the amount is exactly the order's, once per statement line; a
 *   transfer short by no more than TRANSFER_TOLERANCE (a bank fee) is accepted with a 少收原因.
 * - 待退款 / 已退款: money that arrived for an order already paid or cancelled, marked returned with the
 *   refund's reference.
 */
import { type FormEvent, useState } from 'react';
import type { PendingTransfer, PendingTransferPage, Refund, RefundPage } from '../../contract/operator';
import { call } from '../../core/http';
import { showMessage } from '../../core/messages';
import { formatMoney } from '../../core/money';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { Alert } from '../../ui/feedback';
import { FormField } from '../../ui/form';
import { Input } from '../../ui/input';
import { Pagination } from '../../ui/pagination';
import { COLUMN_WIDTH, Table, type TableColumn } from '../../ui/table';
import { Tabs } from '../../ui/tabs';
import type { ScreenProps } from '../shared/screen';
import { useApiQuery } from '../shared/use-api-query';
import { ConfirmTransferDialog } from './ConfirmTransferDialog';
import {
  Actions,
  DialogFooter,
  formatDateTime,
  HeaderRow,
  Muted,
  OP_PAGE_SIZE,
  opErrorText,
  Panel,
  refresh,
  showWriteFailure,
  Toolbar,
  Wrap,
} from './common';
import { TransferBatches, VoucherThumbs } from './TransferVouchers';

type Tab = 'transfers' | 'refunds' | 'refunded';
const TABS: { key: Tab; label: string }[] = [
  { key: 'transfers', label: '待确认转账' },
  { key: 'refunds', label: '待退款' },
  { key: 'refunded', label: '已退款' },
];

export default function PaymentsScreen({ query }: ScreenProps) {
  const initial = query?.get('tab');
  const [tab, setTab] = useState<Tab>(initial === 'refunds' || initial === 'refunded' ? initial : 'transfers');
  return (
    <Panel aria-labelledby="op-payments-title">
      <HeaderRow>
        <h1 id="op-payments-title">收款与退款</h1>
      </HeaderRow>
      <Tabs label="收款与退款" items={TABS} activeKey={tab} onChange={(k) => setTab(k as Tab)} />
      <div style={{ marginTop: 16 }}>{tab === 'transfers' ? <Transfers /> : <Refunds done={tab === 'refunded'} />}</div>
    </Panel>
  );
}

/* ------------------------------------------------------------------ transfers */

function Transfers() {
  const [keyword, setKeyword] = useState('');
  const [draft, setDraft] = useState('');
  const [page, setPage] = useState(1);
  const [confirming, setConfirming] = useState<PendingTransfer | 'blank' | null>(null);
  const url = `/api/Operator/transfers?${new URLSearchParams({
    page: String(page),
    pageSize: String(OP_PAGE_SIZE),
    ...(keyword ? { keyword } : {}),
  })}`;
  const { data, error, loading, retry } = useApiQuery<PendingTransferPage>(url);

  const columns: TableColumn<PendingTransfer>[] = [
    { key: 'OrderNo', width: COLUMN_WIDTH.orderNo, title: '订单号', nowrap: true },
    { key: 'CompanyName', title: '企业', render: (t) => <Wrap>{t.CompanyName}</Wrap> },
    { key: 'RemittanceCode', width: 136, title: '汇款识别码', nowrap: true },
    {
      key: 'TotalAmount',
      width: COLUMN_WIDTH.money,
      title: '应付金额',
      align: 'right',
      nowrap: true,
      render: (t) => formatMoney(t.TotalAmount),
    },
    {
      key: 'Vouchers',
      width: 150,
      title: '回单',
      render: (t) => (
        <>
          <VoucherThumbs vouchers={t.Vouchers} owner={`订单 ${t.OrderNo}`} />
          {t.BatchCode ? <Muted> 已合并至 {t.BatchCode}</Muted> : null}
        </>
      ),
    },
    {
      key: 'PayBefore',
      width: COLUMN_WIDTH.dateTime,
      title: '转账截止',
      nowrap: true,
      render: (t) => formatDateTime(t.PayBefore),
    },
    {
      key: 'actions',
      width: 104,
      title: '操作',
      nowrap: true,
      render: (t) => (
        <Button size="sm" variant="text" onClick={() => setConfirming(t)} aria-label={`确认到账：订单 ${t.OrderNo}`}>
          确认到账
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
    <>
      <Toolbar onSubmit={search} role="search" aria-label="搜索待确认转账">
        <label>
          关键词
          <Input
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            placeholder="订单号、汇款识别码或企业"
            clearable
            onClear={() => setDraft('')}
          />
        </label>
        <Button type="submit">搜索</Button>
        <Button variant="primary" onClick={() => setConfirming('blank')}>
          按银行流水确认
        </Button>
      </Toolbar>
      <TransferBatches onConfirm={setConfirming} />
      <Table
        caption="待确认转账"
        columns={columns}
        data={data?.Items ?? []}
        rowKey={(t) => String(t.OrderId)}
        loading={loading}
        error={error ? opErrorText(error) : undefined}
        onRetry={retry}
        emptyText={keyword ? `没有找到与“${keyword}”相关的待确认转账` : '没有待确认的对公转账'}
        minWidth={820}
      />
      {data && data.Total > 0 ? (
        <Pagination page={page} pageSize={OP_PAGE_SIZE} total={data.Total} onChange={setPage} />
      ) : null}
      {confirming ? (
        <ConfirmTransferDialog
          transfer={confirming === 'blank' ? null : confirming}
          onClose={() => setConfirming(null)}
        />
      ) : null}
    </>
  );
}

export { ConfirmTransferDialog };

/* ------------------------------------------------------------------ refunds */

function Refunds({ done }: { done: boolean }) {
  const [page, setPage] = useState(1);
  const [refunding, setRefunding] = useState<Refund | null>(null);
  const url = `/api/Operator/refunds?${new URLSearchParams({
    state: done ? 'done' : 'due',
    page: String(page),
    pageSize: String(OP_PAGE_SIZE),
  })}`;
  const { data, error, loading, retry } = useApiQuery<RefundPage>(url);

  const columns: TableColumn<Refund>[] = [
    { key: 'OrderNo', width: COLUMN_WIDTH.orderNo, title: '订单号', nowrap: true },
    { key: 'CompanyName', title: '企业', render: (r) => <Wrap>{r.CompanyName}</Wrap> },
    {
      key: 'Method',
      width: 180,
      title: '来源',
      render: (r) => (
        <Wrap>
          {r.MethodName} <Muted>{r.ProviderRef}</Muted>
        </Wrap>
      ),
    },
    {
      key: 'Amount',
      width: COLUMN_WIDTH.money,
      title: '金额',
      align: 'right',
      nowrap: true,
      render: (r) => formatMoney(r.Amount),
    },
    {
      key: 'ReceivedAt',
      width: COLUMN_WIDTH.dateTime,
      title: '到账时间',
      nowrap: true,
      render: (r) => formatDateTime(r.ReceivedAt),
    },
    done
      ? {
          key: 'RefundedAt',
          width: 200,
          title: '退款',
          render: (r) => (
            <Wrap>
              {formatDateTime(r.RefundedAt)} <Muted>{r.RefundRef}</Muted>
            </Wrap>
          ),
        }
      : {
          key: 'actions',
          width: 124,
          title: '操作',
          nowrap: true,
          render: (r) => (
            <Actions>
              <Button
                size="sm"
                variant="text"
                onClick={() => setRefunding(r)}
                aria-label={`标记已退款：订单 ${r.OrderNo}`}
              >
                标记已退款
              </Button>
            </Actions>
          ),
        },
  ];

  return (
    <>
      <Table
        caption={done ? '已退款' : '待退款'}
        columns={columns}
        data={data?.Items ?? []}
        rowKey={(r) => String(r.PaymentId)}
        loading={loading}
        error={error ? opErrorText(error) : undefined}
        onRetry={retry}
        emptyText={done ? '暂无退款记录' : '没有待退款的款项'}
        minWidth={820}
      />
      {data && data.Total > 0 ? (
        <Pagination page={page} pageSize={OP_PAGE_SIZE} total={data.Total} onChange={setPage} />
      ) : null}
      {refunding ? <RefundDialog refund={refunding} onClose={() => setRefunding(null)} /> : null}
    </>
  );
}

export function RefundDialog({ refund, onClose }: { refund: Refund; onClose: () => void }) {
  const [ref, setRef] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    if (!ref.trim()) {
      setError('请填写退款流水号');
      return;
    }
    setSaving(true);
    try {
      await call('POST /api/Operator/refunds/:id', {
        params: { id: refund.PaymentId },
        body: { RefundRef: ref.trim() },
      });
      showMessage('success', `已记录订单 ${refund.OrderNo} 的退款 ${formatMoney(refund.Amount)}`);
      refresh('/api/Operator/');
      onClose();
    } catch (e) {
      showWriteFailure(e);
      refresh('/api/Operator/');
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title="标记已退款"
      footer={
        <DialogFooter saving={saving} onCancel={onClose} onSubmit={() => void submit()} submitText="确认已退款" />
      }
    >
      <form
        aria-label="标记已退款"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Alert type="warning">
          请先通过银行或支付渠道将 {formatMoney(refund.Amount)} 退回「{refund.CompanyName}」，再在此记录退款流水号。
        </Alert>
        <FormField label="退款流水号" required error={error}>
          <Input
            value={ref}
            onChange={(e) => {
              setRef(e.target.value);
              setError(undefined);
            }}
            autoComplete="off"
          />
        </FormField>
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </form>
    </Dialog>
  );
}
