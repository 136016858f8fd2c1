/**
 * `/payment?orderId=…` (login): the order's number, amount and time limit, and the choice of
 * 在线支付 (the sandbox provider: POST /api/Payments → its cashier page; it returns to
 * `/payment?orderId=…&paymentId=…`, where the payment is polled with visible progress until paid, failed or
 * the time is up) or 对公转账 (receiving account, bank and the order's remittance code with copy buttons; the
 * order waits for the bank's confirmation while the status is polled). Paid → the order detail.
 */
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { OrderStatus } from '../../contract/enums';
import type { OrderDetail } from '../../contract/orders';
import type { PaymentCreated, PaymentView } from '../../contract/payments';
import { $config } from '../../core/config';
import { api, ApiError, newIdempotencyKey } from '../../core/http';
import { showMessage } from '../../core/messages';
import { formatMoney } from '../../core/money';
import type { ScreenProps } from '../../routes';
import { Button } from '../../ui/button';
import { Alert, Empty, Progress, Skeleton } from '../../ui/feedback';
import { vars } from '../../ui/theme';
import { Link, useNavigate } from '../shared/navigation';
import { useWidget } from '../shared/widget';
import { formatTime, LoadFailure, Muted, PurchasePage, RequireLogin, Section, positiveId } from '../cart/common';
import { copyText } from './copy';
import { pollPayment, type PollOutcome } from './poll';

export type PayMethod = 'sandbox' | 'bank-transfer';

/** Online payments are polled every 1.5 s for up to 2 minutes; bank transfers every 5 s while the page is open. */
export const ONLINE_POLL = { intervalMs: 1500, timeoutMs: 120_000 };
export const TRANSFER_POLL = { intervalMs: 5000, timeoutMs: Infinity };

const Summary = styled(Section)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  strong.amount {
    color: ${vars.price};
    font-size: 26px;
  }
  dl {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    gap: 4px 12px;
    margin: 0;
    font-size: 14px;
  }
  dt {
    color: ${vars.textSecondary};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Methods = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px;
  margin-bottom: 16px;
  @media (max-width: 480px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Method = styled.button<{ $on: boolean }>`
  all: unset;
  box-sizing: border-box;
  display: block;
  padding: 14px 16px;
  border: 2px solid ${(p) => (p.$on ? vars.primary : vars.border)};
  border-radius: 8px;
  cursor: pointer;
  background: ${vars.bg};
  strong {
    display: block;
    font-size: 15px;
  }
  span {
    color: ${vars.textSecondary};
    font-size: 12px;
  }
  &:focus-visible {
    outline: 2px solid ${vars.primary};
    outline-offset: 2px;
  }
`;

const Account = styled.dl`
  margin: 0 0 12px;
  font-size: 14px;
  > div {
    display: grid;
    grid-template-columns: 88px minmax(0, 1fr);
    align-items: center;
    gap: 12px;
    padding: 8px 0;
    border-bottom: 1px dashed ${vars.divider};
  }
  dt {
    color: ${vars.textSecondary};
  }
  dd {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
    min-width: 0;
  }
  dd.code span {
    color: ${vars.price};
    font-size: 18px;
    letter-spacing: 1px;
  }
`;

const Center = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  padding: 24px 0;
  text-align: center;
  width: 100%;
  > div {
    width: min(420px, 100%);
  }
`;

type Stage =
  | { kind: 'choose' }
  | { kind: 'redirecting' }
  | { kind: 'polling'; paymentId: number; elapsed: number }
  | { kind: 'transfer'; payment: PaymentCreated; status: string }
  | { kind: 'paid' }
  | { kind: 'failed'; reason: string }
  | { kind: 'timeout'; paymentId: number };

function CopyButton({ text, label }: { text: string; label: string }) {
  return (
    <Button
      size="sm"
      aria-label={`复制${label}`}
      onClick={() =>
        void copyText(text).then((ok) => showMessage(ok ? 'success' : 'warning', ok ? `${label}已复制` : '复制失败，请手动选择复制'))
      }
    >
      复制
    </Button>
  );
}

/** The address the cashier comes back to. */
function returnUrlFor(orderId: number, inStorefront: boolean): string {
  const path = `/payment?orderId=${orderId}&return=sandbox`;
  if (inStorefront) return path;
  const store = $config.get().storeUrl;
  return store ? `${store}${path}` : path;
}

export interface PaymentViewProps {
  orderId: number;
  /** Set when the cashier sent the buyer back. */
  paymentId?: number | null | undefined;
  /** Came back from the cashier without a payment id: poll the order's latest payment. */
  returned?: boolean;
}

/** The payment of one order (the /payment screen and `<b2b-payment>`). */
export function PaymentPanel({ orderId, paymentId, returned = false }: PaymentViewProps) {
  const { inStorefront } = useWidget();
  const go = useNavigate();
  const [order, setOrder] = useState<OrderDetail | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [reload, setReload] = useState(0);
  const [method, setMethod] = useState<PayMethod>('sandbox');
  const [stage, setStage] = useState<Stage>({ kind: 'choose' });
  const [busy, setBusy] = useState(false);
  const keys = useRef(new Map<PayMethod, string>());
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  useEffect(() => {
    let live = true;
    setLoadError(null);
    api<OrderDetail>(`/api/Orders/${orderId}`, { silent: true }).then(
      (o) => {
        if (!live) return;
        setOrder(o);
        if (o.Status === OrderStatus.AwaitingTransfer) setMethod('bank-transfer');
      },
      (e: unknown) => live && setLoadError(e),
    );
    return () => {
      live = false;
    };
  }, [orderId, reload]);

  const toDetail = useCallback(() => go(`/order/detail?id=${orderId}`), [go, orderId]);

  const watch = useCallback(
    async (id: number, transfer: PaymentCreated | null) => {
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      if (!transfer) setStage({ kind: 'polling', paymentId: id, elapsed: 0 });
      const settings = transfer ? TRANSFER_POLL : ONLINE_POLL;
      const outcome: PollOutcome = await pollPayment(id, {
        ...settings,
        signal: controller.signal,
        onUpdate: (p: PaymentView, elapsed) => {
          if (transfer) setStage({ kind: 'transfer', payment: transfer, status: p.Status === 10 ? '等待银行到账确认' : p.StatusName });
          else setStage({ kind: 'polling', paymentId: id, elapsed });
        },
      });
      if (controller.signal.aborted || outcome === 'stopped') return;
      if (outcome === 'paid') {
        setStage({ kind: 'paid' });
        showMessage('success', '支付成功');
        setTimeout(toDetail, 1200);
      } else if (outcome === 'failed') setStage({ kind: 'failed', reason: '支付未完成：支付失败或已取消' });
      else setStage({ kind: 'timeout', paymentId: id });
    },
    [toDetail],
  );

  // Back from the cashier: poll the given payment (or the order's latest one).
  useEffect(() => {
    if (!order) return;
    if (order.Status === OrderStatus.Paid && (paymentId || returned)) {
      setStage({ kind: 'paid' });
      const timer = setTimeout(toDetail, 1200);
      return () => clearTimeout(timer);
    }
    if (order.Status !== OrderStatus.PendingPayment && order.Status !== OrderStatus.AwaitingTransfer) return;
    if (paymentId) void watch(paymentId, null);
    else if (returned) {
      const latest = [...order.Payments].sort((a, b) => b.Id - a.Id)[0];
      if (latest) void watch(latest.Id, null);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [order?.Id, paymentId, returned]);

  const start = async (which: PayMethod) => {
    if (busy || !order) return;
    let key = keys.current.get(which);
    if (!key) {
      key = newIdempotencyKey();
      keys.current.set(which, key);
    }
    setBusy(true);
    try {
      const body = which === 'sandbox' ? { OrderId: order.Id, Method: which, ReturnUrl: returnUrlFor(order.Id, inStorefront) } : { OrderId: order.Id, Method: which };
      const payment = await api<PaymentCreated>('/api/Payments', { method: 'POST', body, idempotencyKey: key });
      if (which === 'sandbox' && payment.PayUrl) {
        setStage({ kind: 'redirecting' });
        if (typeof location !== 'undefined') location.assign(payment.PayUrl);
      } else {
        setStage({ kind: 'transfer', payment, status: '等待银行到账确认' });
        void watch(payment.Id, payment);
      }
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        showMessage('warning', error.message);
        setReload((n) => n + 1);
      }
    } finally {
      setBusy(false);
    }
  };

  // Opened while the order waits for a transfer: show the account details again.
  useEffect(() => {
    if (order?.Status === OrderStatus.AwaitingTransfer && stage.kind === 'choose' && !paymentId && !returned) void start('bank-transfer');
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [order?.Id, order?.Status]);

  if (loadError) return <LoadFailure error={loadError} onRetry={() => setReload((n) => n + 1)} notFoundText="订单不存在或无权查看" />;
  if (!order) return <Skeleton lines={5} label="订单信息加载中" />;

  const summary = (
    <Summary aria-label="订单信息">
      <dl>
        <dt>订单号</dt>
        <dd>{order.OrderNo}</dd>
        <dt>订单状态</dt>
        <dd>{order.StatusName}</dd>
        {order.Status === OrderStatus.PendingPayment || order.Status === OrderStatus.AwaitingTransfer ? (
          <>
            <dt>支付时限</dt>
            <dd>{formatTime(order.PayBefore)} 前</dd>
          </>
        ) : null}
      </dl>
      <div>
        <Muted>应付金额 </Muted>
        <strong className="amount" data-testid="pay-amount">
          {formatMoney(order.TotalAmount)}
        </strong>
      </div>
    </Summary>
  );

  const paid = order.Status === OrderStatus.Paid || order.Status === OrderStatus.Shipped || order.Status === OrderStatus.Completed;
  if (stage.kind === 'paid' || (paid && stage.kind === 'choose')) {
    return (
      <>
        {summary}
        <Section>
          <Center role="status">
            <Alert type="success" title="支付成功">
              订单已支付，我们将尽快为您安排发货。
            </Alert>
            <Button variant="primary" onClick={toDetail}>
              查看订单详情
            </Button>
          </Center>
        </Section>
      </>
    );
  }
  if (order.Status === OrderStatus.Cancelled) {
    return (
      <>
        {summary}
        <Section>
          <Empty description="订单已取消，无法支付" action={<Link to="/vnetzone/online">重新选购</Link>} />
        </Section>
      </>
    );
  }

  let body;
  if (stage.kind === 'polling' || stage.kind === 'redirecting') {
    const percent = stage.kind === 'polling' ? Math.min(95, Math.round((stage.elapsed / ONLINE_POLL.timeoutMs) * 100) + 5) : 5;
    body = (
      <Center role="status" aria-live="polite">
        <strong>{stage.kind === 'redirecting' ? '正在前往支付页面…' : '正在确认支付结果，请稍候…'}</strong>
        <div>
          <Progress percent={percent} label="支付结果确认进度" showInfo={false} />
        </div>
        <Muted>请勿关闭本页面；若已完成支付，结果通常在几秒内到达。</Muted>
      </Center>
    );
  } else if (stage.kind === 'failed' || stage.kind === 'timeout') {
    body = (
      <Center>
        <Alert type={stage.kind === 'failed' ? 'error' : 'warning'} title={stage.kind === 'failed' ? '支付未成功' : '暂未收到支付结果'}>
          {stage.kind === 'failed' ? stage.reason : '支付结果确认超时。若您已付款，请稍后在订单详情中查看状态。'}
        </Alert>
        <div style={{ display: 'flex', gap: 12, justifyContent: 'center', flexWrap: 'wrap' }}>
          {stage.kind === 'timeout' ? (
            <Button onClick={() => void watch(stage.paymentId, null)}>再次查询</Button>
          ) : null}
          <Button
            variant="primary"
            onClick={() => {
              keys.current.clear();
              setStage({ kind: 'choose' });
            }}
          >
            重新支付
          </Button>
          <Button variant="text" onClick={toDetail}>
            查看订单
          </Button>
        </div>
      </Center>
    );
  } else if (stage.kind === 'transfer') {
    const acct = stage.payment.BankAccount;
    const code = stage.payment.RemittanceCode ?? order.RemittanceCode;
    body = (
      <div aria-label="对公转账信息" role="group">
        <Alert type="info" title="请按以下信息转账">
          转账时请务必在附言/用途中填写汇款识别码，金额须与应付金额一致。到账后系统自动确认，订单将在 7 天内等待到账。
        </Alert>
        <Account style={{ marginTop: 12 }}>
          {[
            { label: '收款户名', value: acct?.AccountName ?? '', copy: acct?.AccountName ?? '', name: '户名' },
            { label: '开户银行', value: acct?.BankName ?? '', copy: acct?.BankName ?? '', name: '开户银行' },
            { label: '收款账号', value: acct?.AccountNo ?? '', copy: (acct?.AccountNo ?? '').replace(/\s+/g, ''), name: '账号' },
            { label: '转账金额', value: formatMoney(order.TotalAmount), copy: order.TotalAmount, name: '金额' },
            { label: '汇款识别码', value: code, copy: code, name: '汇款识别码', code: true },
          ].map((row) => (
            <div key={row.label}>
              <dt>{row.label}</dt>
              <dd className={row.code ? 'code' : undefined}>
                <span data-testid={row.code ? 'remittance-code' : undefined}>{row.value}</span>
                <CopyButton text={row.copy} label={row.name} />
              </dd>
            </div>
          ))}
        </Account>
        <Center role="status" aria-live="polite" style={{ padding: '8px 0' }}>
          <Muted>当前状态：{stage.status}（每 5 秒自动刷新）</Muted>
        </Center>
      </div>
    );
  } else {
    body = (
      <>
        <Methods role="radiogroup" aria-label="支付方式">
          <Method type="button" role="radio" aria-checked={method === 'sandbox'} $on={method === 'sandbox'} onClick={() => setMethod('sandbox')}>
            <strong>在线支付</strong>
            <span>跳转到支付平台收银台（沙箱），支付后自动返回</span>
          </Method>
          <Method
            type="button"
            role="radio"
            aria-checked={method === 'bank-transfer'}
            $on={method === 'bank-transfer'}
            onClick={() => setMethod('bank-transfer')}
          >
            <strong>对公转账</strong>
            <span>企业账户转账，到账后自动确认</span>
          </Method>
        </Methods>
        <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button variant="primary" loading={busy} disabled={busy} onClick={() => void start(method)}>
            {method === 'sandbox' ? '去支付' : '获取转账信息'}
          </Button>
        </div>
      </>
    );
  }

  return (
    <>
      {summary}
      <Section aria-labelledby="pay-method">
        <h2 id="pay-method">支付方式</h2>
        {body}
      </Section>
      <Link to={`/order/detail?id=${order.Id}`}>查看订单详情</Link>
    </>
  );
}

/** The payment page (the /payment screen and `<b2b-payment>`). */
export function PaymentWidgetFrame({ orderId, paymentId, returned = false }: { orderId: number | null; paymentId?: number | null | undefined; returned?: boolean }) {
  return (
    <RequireLogin fallback={orderId ? `/payment?orderId=${orderId}` : '/cart'}>
      <PurchasePage part="payment">
        <h1>订单支付</h1>
        {orderId ? (
          <PaymentPanel key={orderId} orderId={orderId} paymentId={paymentId} returned={returned} />
        ) : (
          <Empty description="缺少订单号" action={<Link to="/enterprise/orders">查看我的订单</Link>} />
        )}
      </PurchasePage>
    </RequireLogin>
  );
}

export default function PaymentScreen({ query }: ScreenProps) {
  return (
    <PaymentWidgetFrame
      orderId={positiveId(query.get('orderId'))}
      paymentId={positiveId(query.get('paymentId'))}
      returned={query.get('return') === 'sandbox'}
    />
  );
}
