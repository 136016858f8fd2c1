/**
 * 合并转账 (企业订单): the buyer picks 2–50 of their unpaid orders (待支付 and 待转账), sees the exact sum, and
 * creates one batch; the dialog then shows the account, the batch's remittance code and the amount to transfer —
 * the block of the single-order transfer view — and 上传回单 for the batch. The server decides which orders may
 * go in (another company's: 404; paid, cancelled or already batched: 409 with the reason shown here).
 */
import { useState } from 'react';
import styled from 'styled-components';
import { OrderStatus } from '../../../contract/enums';
import type { OrderPage } from '../../../contract/orders';
import type { TransferBatch } from '../../../contract/transfers';
import { ApiError, announceFailure, call } from '../../../core/http';
import { formatMoney, sumAmounts } from '../../../core/money';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/choice';
import { Dialog } from '../../../ui/dialog';
import { Alert, Empty, Skeleton } from '../../../ui/feedback';
import { vars } from '../../../ui/theme';
import { TransferAccount } from '../../shared/transfer/TransferAccount';
import { VoucherUpload } from '../../shared/transfer/VoucherUpload';
import { refresh, useApiQuery } from '../../shared/use-api-query';

const MAX = 50;
const list = (status: number) => `/api/Orders?status=${status}&page=1&pageSize=${MAX}`;

const Picks = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  max-height: 320px;
  overflow-y: auto;
  li {
    padding: 8px 0;
    border-bottom: 1px solid ${vars.divider};
  }
  label {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 12px;
    align-items: center;
    overflow-wrap: anywhere;
  }
  .amount {
    margin-left: auto;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;

const Problem = styled.div`
  margin-top: 12px;
`;

const Total = styled.p`
  display: flex;
  justify-content: space-between;
  margin: 12px 0 0;
  font-size: 15px;
  strong {
    color: ${vars.price};
    font-size: 18px;
  }
`;

/** The batch's transfer view: account, code, amount, its orders and vouchers. */
export function TransferBatchView({ batchId }: { batchId: number }) {
  const { data, error, retry } = useApiQuery<TransferBatch>(`/api/TransferBatches/${batchId}`);
  if (error) {
    return (
      <Alert type="error" title="合并转账加载失败">
        <Button size="sm" onClick={retry}>
          重试
        </Button>
      </Alert>
    );
  }
  if (!data) return <Skeleton lines={5} label="合并转账加载中" />;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of account facts to copy, not form controls (no fieldset)
    <div role="group" aria-label="合并转账信息">
      <Alert type={data.Status === 20 ? 'success' : 'info'} title={`合并转账 · ${data.StatusName}`}>
        {data.Status === 20
          ? `已到账，${data.Orders.length} 个订单均已支付。`
          : `请一次转账 ${formatMoney(data.TotalAmount)}，并在附言中填写汇款识别码；到账后 ${data.Orders.length} 个订单一并确认。`}
      </Alert>
      <TransferAccount account={data.BankAccount} amount={data.TotalAmount} code={data.RemittanceCode} />
      <ul aria-label="包含的订单" style={{ margin: 0, paddingLeft: 18, fontSize: 13 }}>
        {data.Orders.map((o) => (
          <li key={o.OrderId}>
            {o.OrderNo} · {formatMoney(o.TotalAmount)} · <span data-testid="batch-order-status">{o.StatusName}</span>
          </li>
        ))}
      </ul>
      {data.Status === 10 ? <VoucherUpload batchId={data.Id} vouchers={data.Vouchers} /> : null}
    </div>
  );
}

export function TransferBatchDialog({ onClose }: { onClose: () => void }) {
  const pending = useApiQuery<OrderPage>(list(OrderStatus.PendingPayment));
  const awaiting = useApiQuery<OrderPage>(list(OrderStatus.AwaitingTransfer));
  const [picked, setPicked] = useState<number[]>([]);
  const [batchId, setBatchId] = useState<number | null>(null);
  const [problem, setProblem] = useState('');
  const [saving, setSaving] = useState(false);
  const orders = [...(awaiting.data?.Items ?? []), ...(pending.data?.Items ?? [])].filter(
    (o) => new Date(o.PayBefore).getTime() > Date.now(),
  );
  const chosen = orders.filter((o) => picked.includes(o.Id));
  const total = sumAmounts(chosen.map((o) => o.TotalAmount));

  const create = async () => {
    setSaving(true);
    setProblem('');
    try {
      const batch = await call('POST /api/TransferBatches', { body: { OrderIds: chosen.map((o) => o.Id) } });
      setBatchId(batch.Id);
      refresh('/api/Orders');
    } catch (e) {
      if (e instanceof ApiError && e.status < 500) setProblem(e.takeMessage());
      else announceFailure(e, '合并转账创建失败，请重试');
    } finally {
      setSaving(false);
    }
  };

  // Until both lists answered: one list's single order alone is not "fewer than 2" (the other may hold more).
  const loading = pending.pending || awaiting.pending;
  const failed = pending.error || awaiting.error;
  let body: React.ReactNode;
  if (batchId) body = <TransferBatchView batchId={batchId} />;
  else if (failed)
    body = (
      <Alert type="error" title="待付款订单加载失败">
        <Button
          size="sm"
          onClick={() => {
            pending.retry();
            awaiting.retry();
          }}
        >
          重试
        </Button>
      </Alert>
    );
  else if (loading) body = <Skeleton lines={4} label="待付款订单加载中" />;
  else if (orders.length < 2) body = <Empty description="至少需要 2 个待付款的订单才能合并转账" />;
  else
    body = (
      <>
        <p style={{ marginTop: 0 }}>选择 2–{MAX} 个待付款订单，一次对公转账支付。</p>
        <Picks aria-label="待付款订单">
          {orders.map((o) => (
            <li key={o.Id}>
              <Checkbox
                checked={picked.includes(o.Id)}
                onChange={(e) => setPicked(e.target.checked ? [...picked, o.Id] : picked.filter((id) => id !== o.Id))}
              >
                <span>{o.OrderNo}</span>
                <span style={{ color: vars.textSecondary }}>{o.StatusName}</span>
                <span className="amount">{formatMoney(o.TotalAmount)}</span>
              </Checkbox>
            </li>
          ))}
        </Picks>
        <Total role="status" aria-live="polite">
          <span>已选 {chosen.length} 个订单，合计</span>
          <strong data-testid="batch-total">{formatMoney(total)}</strong>
        </Total>
        {problem ? (
          <Problem>
            <Alert type="error">{problem}</Alert>
          </Problem>
        ) : null}
      </>
    );

  return (
    <Dialog
      open
      onClose={onClose}
      title="合并转账"
      width={560}
      footer={
        batchId ? (
          <Button variant="primary" onClick={onClose}>
            完成
          </Button>
        ) : (
          <>
            <Button onClick={onClose}>取消</Button>
            <Button
              variant="primary"
              loading={saving}
              disabled={chosen.length < 2 || chosen.length > MAX}
              onClick={() => void create()}
            >
              生成合并转账
            </Button>
          </>
        )
      }
    >
      {body}
    </Dialog>
  );
}
