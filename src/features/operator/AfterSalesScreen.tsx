/**
 * /operator/after-sales (售后管理): the buyers' after-sales requests by status (待审核 first, oldest first), what
 * each asks (lines, amount, reason, photos, the return parcel), and the operator's steps: approve (仅退款: the
 * refund goes back through the payment's channel at once; 退货退款: the buyer is asked to send the goods back),
 * reject with a reason, and confirm a returned parcel arrived (→ refund). A 对公转账 order's refund needs the
 * bank reference of the transfer back. A step another operator already took answers 409, shown here.
 */
import { useState } from 'react';
import styled from 'styled-components';
import type { AfterSale, AfterSalePage } from '../../contract/after-sales';
import { AfterSaleStatus } from '../../contract/enums';
import { call } from '../../core/http';
import { showMessage } from '../../core/messages';
import { formatMoney } from '../../core/money';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { FormField } from '../../ui/form';
import { Input, Textarea } from '../../ui/input';
import { COLUMN_WIDTH, type TableColumn } from '../../ui/table';
import { Tag } from '../../ui/tag';
import { AFTER_SALE_COLOR, AfterSaleDetails } from '../shared/after-sale-details';
import type { ScreenProps } from '../shared/screen';
import { useApiQuery } from '../shared/use-api-query';
import { Actions, formatDateTime, Muted, refresh, showWriteFailure, Wrap } from './common';
import { OperatorQueue, useQueueState } from './OperatorQueue';

const TABS = [
  { key: String(AfterSaleStatus.Requested), label: '待审核' },
  { key: String(AfterSaleStatus.Returning), label: '待收货' },
  { key: String(AfterSaleStatus.AwaitingReturn), label: '待寄回' },
  { key: String(AfterSaleStatus.Refunded), label: '已退款' },
  { key: String(AfterSaleStatus.Rejected), label: '已驳回' },
  { key: '', label: '全部' },
];

const Note = styled.p`
  margin: 0 0 12px;
  font-size: 13px;
`;

/** What the operator can do with a request now. */
function stepOf(a: AfterSale): 'review' | 'receive' | null {
  if (a.Status === AfterSaleStatus.Requested) return 'review';
  if (a.Status === AfterSaleStatus.Returning) return 'receive';
  return null;
}

export default function AfterSalesScreen({ query }: ScreenProps) {
  const queue = useQueueState<string>('/api/Operator/after-sales', {
    filterParam: 'status',
    initial: query?.get('status') ?? String(AfterSaleStatus.Requested),
  });
  const [open, setOpen] = useState<AfterSale | null>(null);
  const { data, error, loading, retry } = useApiQuery<AfterSalePage>(queue.url);

  const columns: TableColumn<AfterSale>[] = [
    {
      key: 'AfterSaleNo',
      width: 190,
      title: '售后单号',
      nowrap: true,
      render: (a) => (
        <>
          {a.AfterSaleNo}
          <Muted style={{ display: 'block' }}>订单 {a.OrderNo}</Muted>
        </>
      ),
    },
    { key: 'TypeName', width: 90, title: '类型', nowrap: true, render: (a) => a.TypeName },
    {
      key: 'Company',
      title: '企业 / 申请人',
      render: (a) => (
        <Wrap>
          {a.CompanyName} <Muted>{a.BuyerName}</Muted>
        </Wrap>
      ),
    },
    { key: 'Reason', width: 110, title: '原因', render: (a) => <Wrap>{a.Reason}</Wrap> },
    {
      key: 'Amount',
      width: 120,
      title: '退款金额',
      nowrap: true,
      align: 'right',
      render: (a) => formatMoney(a.Amount),
    },
    {
      key: 'CreatedAt',
      width: COLUMN_WIDTH.dateTime,
      title: '申请时间',
      nowrap: true,
      render: (a) => formatDateTime(a.CreatedAt),
    },
    {
      key: 'Status',
      width: 90,
      title: '状态',
      nowrap: true,
      render: (a) => <Tag color={AFTER_SALE_COLOR[a.Status] ?? 'default'}>{a.StatusName}</Tag>,
    },
    {
      key: 'actions',
      width: 96,
      title: '操作',
      nowrap: true,
      render: (a) => {
        const step = stepOf(a);
        const label = step === 'review' ? '审核' : step === 'receive' ? '确认收货' : '查看';
        return (
          <Actions>
            <Button size="sm" variant="text" onClick={() => setOpen(a)} aria-label={`${label}：${a.AfterSaleNo}`}>
              {label}
            </Button>
          </Actions>
        );
      },
    },
  ];

  return (
    <OperatorQueue
      id="op-after-sales-title"
      title="售后管理"
      tabs={{ label: '售后状态', items: TABS, active: queue.filter, onChange: queue.setFilter }}
      table={{
        caption: '售后申请',
        columns,
        data: data?.Items ?? [],
        rowKey: (a) => String(a.Id),
        loading,
        error,
        onRetry: retry,
        emptyText:
          queue.filter === String(AfterSaleStatus.Requested) ? '没有待审核的售后申请，队列已清空' : '暂无售后申请',
        minWidth: 960,
      }}
      paging={{ page: queue.page, total: data?.Total, onChange: queue.setPage }}
      after={open ? <AfterSaleDialog afterSale={open} onClose={() => setOpen(null)} /> : null}
    />
  );
}

export function AfterSaleDialog({ afterSale: a, onClose }: { afterSale: AfterSale; onClose: () => void }) {
  const step = stepOf(a);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [refundRef, setRefundRef] = useState('');
  const [fieldError, setFieldError] = useState<{ field: 'Reason' | 'RefundRef'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  // 仅退款 approved, or a return received: money moves now; 对公转账 needs the bank reference of the transfer back.
  const moneyMoves = (step === 'review' && a.Type === 'refund') || step === 'receive';

  const act = async (action: 'approve' | 'reject' | 'receive') => {
    if (action === 'reject' && !reason.trim()) {
      setFieldError({ field: 'Reason', text: '请填写驳回原因' });
      return;
    }
    setBusy(true);
    try {
      const params = { id: a.Id };
      const body = refundRef.trim() ? { RefundRef: refundRef.trim() } : {};
      if (action === 'approve') await call('POST /api/Operator/after-sales/:id/approve', { params, body });
      else if (action === 'receive') await call('POST /api/Operator/after-sales/:id/receive', { params, body });
      else await call('POST /api/Operator/after-sales/:id/reject', { params, body: { Reason: reason.trim() } });
      showMessage(
        'success',
        action === 'reject'
          ? `已驳回售后申请 ${a.AfterSaleNo}`
          : moneyMoves
            ? `已退款 ${formatMoney(a.Amount)}（${a.AfterSaleNo}）`
            : `已同意退货，等待买家寄回（${a.AfterSaleNo}）`,
      );
      refresh('/api/Operator/');
      onClose();
    } catch (e) {
      const field = (e as { field?: string }).field;
      if (field === 'RefundRef') setFieldError({ field: 'RefundRef', text: (e as Error).message });
      else showWriteFailure(e);
      refresh('/api/Operator/');
    } finally {
      setBusy(false);
    }
  };

  const footer =
    step === null ? (
      <Button onClick={onClose}>关闭</Button>
    ) : step === 'receive' ? (
      <>
        <Button onClick={onClose} disabled={busy}>
          取消
        </Button>
        <Button variant="primary" loading={busy} onClick={() => void act('receive')}>
          确认收货并退款
        </Button>
      </>
    ) : rejecting ? (
      <>
        <Button onClick={() => setRejecting(false)} disabled={busy}>
          返回
        </Button>
        <Button variant="danger" loading={busy} onClick={() => void act('reject')}>
          确认驳回
        </Button>
      </>
    ) : (
      <>
        <Button onClick={() => setRejecting(true)} disabled={busy}>
          驳回
        </Button>
        <Button variant="primary" loading={busy} onClick={() => void act('approve')}>
          {a.Type === 'refund' ? '同意并退款' : '同意退货'}
        </Button>
      </>
    );

  return (
    <Dialog open onClose={onClose} title={`售后申请：${a.AfterSaleNo}`} footer={footer} width={640}>
      <AfterSaleDetails afterSale={a} showCompany />
      {moneyMoves && !rejecting ? (
        <>
          <Note>退款 {formatMoney(a.Amount)} 将原路退回（在线支付自动退款；对公转账请填写退款转账的银行流水号）。</Note>
          <FormField
            label="退款流水号"
            error={fieldError?.field === 'RefundRef' ? fieldError.text : undefined}
            hint="对公转账订单必填"
          >
            <Input
              value={refundRef}
              maxLength={64}
              onChange={(e) => {
                setRefundRef(e.target.value);
                setFieldError(null);
              }}
            />
          </FormField>
        </>
      ) : null}
      {step === 'review' && rejecting ? (
        <FormField
          label="驳回原因"
          required
          error={fieldError?.field === 'Reason' ? fieldError.text : undefined}
          hint="原因会显示给买家并邮件通知"
        >
          <Textarea
            value={reason}
            maxLength={200}
            rows={3}
            onChange={(e) => {
              setReason(e.target.value);
              setFieldError(null);
            }}
          />
        </FormField>
      ) : null}
    </Dialog>
  );
}
