import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { CompanyInfo } from '../../contract/company';
import { formatDeadline } from '../../contract/dates';
import { CompanyStatus, CompanyStatusName, OrderStatus } from '../../contract/enums';
import { $config } from '../../core/config';
import { formatMoney } from '../../core/money';
import { $session } from '../../core/session';
import { Button } from '../../ui/button';
import { Alert, Empty, Progress, Skeleton } from '../../ui/feedback';
import { controlReset, vars } from '../../ui/theme';
import { Link } from '../shared/navigation';
import { LoadFailure, Muted, PurchasePage, RequireLogin, Section } from '../shared/purchase-layout';
import { positiveInt } from '../shared/query-params';
import type { ScreenProps } from '../shared/screen';
import { TransferAccount } from '../shared/transfer/TransferAccount';
import { VoucherUpload } from '../shared/transfer/VoucherUpload';
import { useApiQuery } from '../shared/use-api-query';
import { useWidget } from '../shared/widget';
import { useCreditOption } from './credit-option';
import { isPaid, isPayable, ONLINE_POLL, usePayment } from './usePayment';

export { ONLINE_POLL, type PayMethod, TRANSFER_POLL } from './usePayment';

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
  ${controlReset}
  box-sizing: border-box;
  display: block;
  padding: 14px 16px;
  border: 2px solid ${(p) => (p.$on ? vars.primary : vars.border)};
  border-radius: 8px;
  cursor: pointer;
  background: ${vars.bg};
  &[aria-disabled='true'] {
    cursor: not-allowed;
    background: ${vars.bgSubtle};
  }
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

/** Why 对公转账 is unavailable (the server refuses it with 403 for the same companies). */
const TransferReason = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  color: ${vars.textSecondary};
  font-size: 13px;
`;

/**
 * Whether the buyer's company may pay by 对公转账: only verified companies (StatusEnum 30), because a
 * transfer holds the stock for 7 days. The company comes from the session (the storefront loads it); a widget
 * on a partner page without it asks /api/Company/info. Unknown (still loading, or the request failed): shown
 * available, and the server's refusal explains.
 */
function useTransferAllowed(): { allowed: boolean; status: number | null } {
  const fromSession = useStore($session).company;
  const { data } = useApiQuery<CompanyInfo>(fromSession ? null : '/api/Company/info');
  const company = fromSession ?? data;
  if (!company) return { allowed: true, status: null };
  const status = company.StatusEnum ?? null;
  return { allowed: status === CompanyStatus.Verified, status };
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
  const {
    order,
    loadError,
    stage,
    method,
    busy,
    chooseMethod,
    start,
    checkAgain,
    startOver,
    switchToOnline,
    reload,
    toDetail,
  } = usePayment(orderId, { paymentId, returned, returnUrl: returnUrlFor(orderId, inStorefront) });
  const transfer = useTransferAllowed();
  const credit = useCreditOption(order?.TotalAmount);

  if (loadError) return <LoadFailure error={loadError} onRetry={reload} notFoundText="订单不存在或无权查看" />;
  if (!order) return <Skeleton lines={5} label="订单信息加载中" />;

  const summary = (
    <Summary aria-label="订单信息">
      <dl>
        <dt>订单号</dt>
        <dd>{order.OrderNo}</dd>
        <dt>订单状态</dt>
        <dd>{order.StatusName}</dd>
        {isPayable(order.Status) ? (
          <>
            <dt>支付时限</dt>
            <dd data-testid="pay-before">{formatDeadline(order.PayBefore)} 前</dd>
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

  if (stage.kind === 'paid' || (isPaid(order.Status) && stage.kind === 'choose')) {
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

  let body: ReactNode;
  if (stage.kind === 'polling' || stage.kind === 'redirecting') {
    const percent =
      stage.kind === 'polling' ? Math.min(95, Math.round((stage.elapsed / ONLINE_POLL.timeoutMs) * 100) + 5) : 5;
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
        <Alert
          type={stage.kind === 'failed' ? 'error' : 'warning'}
          title={stage.kind === 'failed' ? '支付未成功' : '暂未收到支付结果'}
        >
          {stage.kind === 'failed' ? stage.reason : '支付结果确认超时。若您已付款，请稍后在订单详情中查看状态。'}
        </Alert>
        <div style={{ display: 'flex', gap: 12, justifyContent: 'center', flexWrap: 'wrap' }}>
          {stage.kind === 'timeout' ? <Button onClick={() => checkAgain(stage.paymentId)}>再次查询</Button> : null}
          <Button variant="primary" onClick={startOver}>
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
      // biome-ignore lint/a11y/useSemanticElements: a group of account facts to copy, not form controls (no fieldset)
      <div aria-label="对公转账信息" role="group">
        <Alert type="info" title="请按以下信息转账">
          转账时请务必在附言/用途中填写汇款识别码，金额须与应付金额一致。到账后系统自动确认。
          {order.Status === OrderStatus.AwaitingTransfer
            ? `请在 ${formatDeadline(order.PayBefore)} 前完成转账，逾期订单将自动取消。`
            : '订单将在 7 天内等待到账。'}
        </Alert>
        <TransferAccount account={acct} amount={order.TotalAmount} code={code} />
        <VoucherUpload orderId={order.Id} />
        <Center role="status" aria-live="polite" style={{ padding: '8px 0' }}>
          <Muted>当前状态：{stage.status}（每 5 秒自动刷新）</Muted>
        </Center>
        <Center style={{ padding: '0 0 8px' }}>
          <Muted>尚未转账？</Muted>
          <Button onClick={switchToOnline}>改用在线支付</Button>
        </Center>
      </div>
    );
  } else {
    body = (
      <>
        <Methods role="radiogroup" aria-label="支付方式">
          <Method
            type="button"
            role="radio"
            aria-checked={method === 'sandbox'}
            $on={method === 'sandbox'}
            onClick={() => chooseMethod('sandbox')}
          >
            <strong>在线支付</strong>
            <span>跳转到支付平台收银台（沙箱），支付后自动返回</span>
          </Method>
          <Method
            type="button"
            role="radio"
            aria-checked={method === 'bank-transfer' && transfer.allowed}
            // Still focusable when unavailable, so that keyboard and screen-reader users reach the reason.
            aria-disabled={transfer.allowed ? undefined : true}
            aria-describedby={transfer.allowed ? undefined : 'pay-transfer-reason'}
            $on={method === 'bank-transfer' && transfer.allowed}
            onClick={() => (transfer.allowed ? chooseMethod('bank-transfer') : undefined)}
          >
            <strong>对公转账</strong>
            <span>{transfer.allowed ? '企业账户转账，到账后自动确认' : '暂不可用'}</span>
          </Method>
          {credit.shown ? (
            <Method
              type="button"
              role="radio"
              aria-checked={method === 'credit' && credit.allowed}
              aria-disabled={credit.allowed ? undefined : true}
              $on={method === 'credit' && credit.allowed}
              onClick={() => (credit.allowed ? chooseMethod('credit') : undefined)}
              data-testid="pay-credit"
            >
              <strong>账期支付</strong>
              <span>{credit.hint}</span>
            </Method>
          ) : null}
          {transfer.allowed ? null : (
            <TransferReason id="pay-transfer-reason" data-testid="transfer-unavailable">
              对公转账仅限已认证企业使用（贵司企业信息
              {transfer.status === null ? '未提交' : `${CompanyStatusName[transfer.status] ?? '未认证'}`}
              ），认证通过后即可选择。请先<Link to="/enterprise/info">完善企业信息</Link>，或选择在线支付。
            </TransferReason>
          )}
        </Methods>
        <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button
            variant="primary"
            loading={busy}
            disabled={busy}
            onClick={() =>
              start(
                (method === 'bank-transfer' && !transfer.allowed) || (method === 'credit' && !credit.allowed)
                  ? 'sandbox'
                  : method,
              )
            }
          >
            {method === 'credit'
              ? '确认账期支付'
              : method === 'sandbox' || !transfer.allowed
                ? '去支付'
                : '获取转账信息'}
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
export function PaymentWidgetFrame({
  orderId,
  paymentId,
  returned = false,
}: {
  orderId: number | null;
  paymentId?: number | null | undefined;
  returned?: boolean;
}) {
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
      orderId={positiveInt(query.get('orderId')) ?? null}
      paymentId={positiveInt(query.get('paymentId'))}
      returned={query.get('return') === 'sandbox'}
    />
  );
}
