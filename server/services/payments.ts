/**
 * Payments: started for an open order (sandbox cashier or bank transfer) and settled by the provider's
 * signed notification. Every settlement locks the order row first, so an order is paid at most once
 * and a notification delivered many times changes state once (idempotent by ProviderRef).
 */
import { and, eq, ne } from 'drizzle-orm';
import {
  CompanyStatus,
  OrderStatus,
  type PaymentMethod,
  PaymentStatus,
  PaymentStatusName,
} from '../../src/contract/enums.js';
import type {
  BankTransferNotifyBody,
  CreatePaymentBody,
  PaymentCreated,
  PaymentNotifyBody,
  PaymentView,
} from '../../src/contract/payments.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { companies, orders, payments } from '../db/schema.js';
import { badRequest, conflict, forbidden, notFound } from '../errors.js';
import { TRANSFER_WINDOW_DAYS } from '../payments/bank-transfer.js';
import { paymentProviders } from '../payments/provider.js';
import type { AuthContext } from '../plugins/auth.js';
import { payOnAccount } from './credit/pay-on-account.js';
import { isStatementCode, repayByTransfer } from './credit/statements.js';
import { sameAmount } from './money.js';
import { type AfterCommit, inOrderTransaction, type OrderEventBus } from './order-events.js';
import { assertCompanyMayOrder } from './order-guards.js';
import { buyerActor, changeOrderStatus } from './order-lifecycle.js';
import { lockOrder, OPEN_STATUSES, orderScope } from './orders.js';
import { isBatchCode, settleBatchTransfer } from './transfer-batch-settlement.js';
import { markOrderPaid, settleBankTransfer } from './transfer-settlement.js';

export { settleBankTransfer, type TransferSettlement } from './transfer-settlement.js';

/**
 * A ReturnUrl is a path on this site or a URL on this site / a configured partner origin (no open redirect).
 * Browsers drop tabs and line breaks inside URLs and read "\\" as "/": "/\t/evil.com" is "//evil.com", so
 * control characters, whitespace, non-ASCII and backslashes are refused, and the URL is judged by the origin it resolves to.
 */
export function allowedReturnUrl(url: string, config: Pick<Config, 'publicUrl' | 'corsOrigins'>): boolean {
  // Printable ASCII only (other characters are percent-encoded by a correct client; raw ones cannot be a Location header).
  if (!/^[\x21-\x7e]+$/.test(url) || url.includes('\\')) return false;
  const site = new URL(config.publicUrl);
  const relative = url.startsWith('/');
  if (relative && url.startsWith('//')) return false;
  let parsed: URL;
  try {
    parsed = relative ? new URL(url, site) : new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  if (parsed.username || parsed.password) return false;
  if (relative) return parsed.origin === site.origin;
  return new Set([site.origin, ...config.corsOrigins]).has(parsed.origin);
}

const LOOPBACK_HOST = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])$/;

/**
 * The site origin the buyer's browser is on, when the cashier may send them back there: PUBLIC_URL's origin,
 * or the loopback origin the request itself was served on (the demo opened at http://127.0.0.1:8080 while
 * PUBLIC_URL says localhost: another origin, another localStorage, so the buyer would come back logged out).
 * A loopback origin is the buyer's own machine, never a third party, so it is no open redirect. Partner
 * origins are not site origins (the cashier is served by this server). Anything else → undefined.
 */
export function buyerSiteOrigin(
  origin: string | undefined,
  servedOn: string,
  config: Pick<Config, 'publicUrl'>,
): string | undefined {
  if (!origin) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return undefined;
  }
  if (parsed.origin !== origin) return undefined;
  if (origin === new URL(config.publicUrl).origin) return origin;
  // The browser's Origin must be the very origin this request reached (no borrowed Host header).
  if (LOOPBACK_HOST.test(parsed.hostname) && origin === servedOn) return origin;
  return undefined;
}

/** Why 对公转账 is refused (and shown disabled in the checkout) for a company that is not verified. */
export const BANK_TRANSFER_NEEDS_VERIFIED = '对公转账仅限已认证企业使用，请先完善并提交企业信息，或选择在线支付';

export async function createPayment(
  tx: Db,
  outbox: AfterCommit,
  auth: AuthContext,
  body: CreatePaymentBody,
  now: Date,
  config: Pick<Config, 'publicUrl' | 'paymentWebhookSecret' | 'corsOrigins'>,
  /** From buyerSiteOrigin: the cashier and a site-relative ReturnUrl live on this origin instead of PUBLIC_URL's. */
  siteOrigin?: string,
): Promise<PaymentCreated> {
  const site = siteOrigin ? { ...config, publicUrl: siteOrigin } : config;
  const asked = body.ReturnUrl?.trim() || undefined;
  if (asked && !allowedReturnUrl(asked, site)) throw badRequest('返回地址不被允许', 'ReturnUrl');
  // A provider sends the browser to an absolute address: a site path is on the buyer's site origin.
  const returnUrl = asked?.startsWith('/') ? new URL(asked, site.publicUrl).href : asked;
  const order = await lockOrder(tx, auth, body.OrderId);
  await assertCompanyMayOrder(tx, order.companyId);
  if (order.status === OrderStatus.Cancelled) throw conflict('订单已取消，不能支付');
  if (!OPEN_STATUSES.includes(order.status)) throw conflict('订单已支付，请勿重复支付');
  if (order.payBefore.getTime() <= now.getTime()) throw conflict('订单已超过支付时限，请重新下单');
  if (body.Method === 'credit') return payOnAccount(tx, outbox, order, now);
  // 对公转账 holds the stock for days: only for companies whose details were verified (StatusEnum 30).
  if (body.Method === 'bank-transfer') {
    const [company] = await tx
      .select({ statusEnum: companies.statusEnum })
      .from(companies)
      .where(eq(companies.id, order.companyId))
      .limit(1);
    if (company?.statusEnum !== CompanyStatus.Verified) {
      throw forbidden(BANK_TRANSFER_NEEDS_VERIFIED);
    }
  }

  // One live payment per order: an earlier pending one (e.g. the other method) is closed.
  await tx
    .update(payments)
    .set({ status: PaymentStatus.Closed })
    .where(and(eq(payments.orderId, order.id), eq(payments.status, PaymentStatus.Pending)));
  const [payment] = await tx
    .insert(payments)
    .values({
      orderId: order.id,
      companyId: order.companyId,
      method: body.Method,
      status: PaymentStatus.Pending,
      amount: order.totalAmount,
      createdAt: now,
    })
    .returning();

  const by = buyerActor(auth, order);
  if (body.Method === 'bank-transfer' && order.status !== OrderStatus.AwaitingTransfer) {
    await changeOrderStatus(tx, outbox, order, {
      to: OrderStatus.AwaitingTransfer,
      by,
      note: `已选择对公转账，请在 ${TRANSFER_WINDOW_DAYS} 天内转账并在附言中填写汇款识别码 ${order.remittanceCode}`,
      at: now,
      set: { payBefore: new Date(now.getTime() + TRANSFER_WINDOW_DAYS * 86_400_000) },
    });
  } else if (body.Method === 'sandbox' && order.status === OrderStatus.AwaitingTransfer) {
    await changeOrderStatus(tx, outbox, order, { to: OrderStatus.PendingPayment, by, note: '改为在线支付', at: now });
  }

  const start = paymentProviders[body.Method].start({
    paymentId: payment!.id,
    remittanceCode: order.remittanceCode,
    returnUrl,
    config: site,
  });
  return {
    Id: payment!.id,
    OrderId: order.id,
    Method: body.Method,
    Status: payment!.status,
    Amount: payment!.amount,
    ...start,
  };
}

function toView(p: typeof payments.$inferSelect): PaymentView {
  return {
    Id: p.id,
    OrderId: p.orderId,
    Method: p.method as PaymentMethod,
    Status: p.status,
    StatusName: PaymentStatusName[p.status] ?? '',
    Amount: p.amount,
    PaidAt: p.paidAt?.toISOString() ?? null,
  };
}

export async function getPayment(db: Db, auth: AuthContext, id: number): Promise<PaymentView> {
  const [row] = await db
    .select({ payment: payments })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.id, id), orderScope(auth)))
    .limit(1);
  if (!row) throw notFound('支付单不存在');
  return toView(row.payment);
}

/** A payment with its order, for the cashier page (no caller scope: the page link is signed). */
export async function paymentForCashier(db: Db, id: number) {
  const [row] = await db
    .select({ payment: payments, orderNo: orders.orderNo })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.id, id))
    .limit(1);
  return row ?? null;
}

async function providerRefTaken(tx: Db, providerRef: string, exceptPaymentId: number): Promise<boolean> {
  const [other] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.providerRef, providerRef), ne(payments.id, exceptPaymentId)))
    .limit(1);
  return !!other;
}

/** Applies a verified sandbox notification. Returns what happened (for logs); never pays an order twice. */
export async function applyPaymentNotification(
  db: Db,
  events: OrderEventBus,
  body: PaymentNotifyBody,
  now: Date,
): Promise<string> {
  return inOrderTransaction(db, events, async (tx, outbox) => {
    const [found] = await tx
      .select({ orderId: payments.orderId })
      .from(payments)
      .where(eq(payments.id, body.PaymentId))
      .limit(1);
    if (!found) throw notFound('支付单不存在');
    // Lock order, then payment: the same order as payment creation and cancellation.
    const [order] = await tx.select().from(orders).where(eq(orders.id, found.orderId)).for('update').limit(1);
    const [payment] = await tx.select().from(payments).where(eq(payments.id, body.PaymentId)).for('update').limit(1);
    if (!order || !payment) throw notFound('支付单不存在');
    if (!sameAmount(body.Amount, payment.amount)) throw badRequest('通知金额与支付单金额不符', 'Amount');

    if (payment.providerRef !== null) {
      if (payment.providerRef === body.ProviderRef) return 'duplicate';
      throw conflict('支付单已由另一笔交易处理');
    }
    if (await providerRefTaken(tx, body.ProviderRef, payment.id)) throw conflict('交易流水号已被使用');

    if (body.Status === 'FAILED') {
      await tx
        .update(payments)
        .set({
          status: payment.status === PaymentStatus.Pending ? PaymentStatus.Failed : payment.status,
          providerRef: body.ProviderRef,
        })
        .where(eq(payments.id, payment.id));
      return 'failed';
    }
    if (OPEN_STATUSES.includes(order.status)) {
      await tx
        .update(payments)
        .set({ status: PaymentStatus.Succeeded, providerRef: body.ProviderRef, paidAt: now })
        .where(eq(payments.id, payment.id));
      await tx
        .update(payments)
        .set({ status: PaymentStatus.Closed })
        .where(
          and(eq(payments.orderId, order.id), eq(payments.status, PaymentStatus.Pending), ne(payments.id, payment.id)),
        );
      await markOrderPaid(tx, outbox, order, { by: 'system', note: '在线支付成功', at: now });
      return 'paid';
    }
    // The order is already paid or cancelled: the money is recorded on a closed payment (to be refunded), the order is untouched.
    await tx
      .update(payments)
      .set({ status: PaymentStatus.Closed, providerRef: body.ProviderRef, refundDue: true })
      .where(eq(payments.id, payment.id));
    return 'closed';
  });
}

/** Applies a verified bank statement line: the transfer with this remittance code arrived. */
export async function applyBankTransfer(
  db: Db,
  events: OrderEventBus,
  body: BankTransferNotifyBody,
  now: Date,
): Promise<string> {
  // A statement's code (账期还款, ZD…) repays the statement; an order's code (HK…) pays the order.
  if (isStatementCode(body.RemittanceCode)) return repayByTransfer(db, body, now);
  // A 合并转账's code (HB…) pays every order of the batch at once.
  if (isBatchCode(body.RemittanceCode)) {
    return inOrderTransaction(
      db,
      events,
      async (tx, outbox) => (await settleBatchTransfer(tx, body, now, { by: 'system', outbox })).outcome,
    );
  }
  return inOrderTransaction(
    db,
    events,
    async (tx, outbox) => (await settleBankTransfer(tx, body, now, { by: 'system', outbox })).outcome,
  );
}
