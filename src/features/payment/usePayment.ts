/**
 * The payment of one order, without its screen: loads the order, starts a payment (在线支付 → the sandbox
 * cashier; 对公转账 → the account details and the remittance code; 账期支付 → paid at once), polls it with visible progress, and
 * picks up where the buyer is when the page opens (back from the cashier: poll that payment; the order
 * already waits for a transfer: show the account details again; paid: go on to the order detail).
 *
 * One Idempotency-Key per payment method until the buyer starts over, so a double click or a lost answer
 * never opens two payments; a 409 (the order changed meanwhile) reloads the order.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { OrderStatus, PaymentStatus } from '../../contract/enums';
import type { OrderDetail } from '../../contract/orders';
import type { PaymentCreated, PaymentView } from '../../contract/payments';
import { ApiError, call, newIdempotencyKey } from '../../core/http';
import { showMessage } from '../../core/messages';
import { revalidateKeys } from '../../core/query';
import { useNavigate } from '../shared/navigation';
import { useApiQuery } from '../shared/use-api-query';
import { type PollOutcome, pollPayment } from './poll';

export type PayMethod = 'sandbox' | 'bank-transfer' | 'credit';

/** Online payments are polled every 1.5 s for up to 2 minutes; bank transfers every 5 s while the page is open. */
export const ONLINE_POLL = { intervalMs: 1500, timeoutMs: 120_000 };
export const TRANSFER_POLL = { intervalMs: 5000, timeoutMs: Infinity };

/** How long the "支付成功" state shows before the order detail opens. */
export const PAID_REDIRECT_MS = 1200;

export const TRANSFER_WAITING = '等待银行到账确认';

export type PaymentStage =
  | { kind: 'choose' }
  | { kind: 'redirecting' }
  | { kind: 'polling'; paymentId: number; elapsed: number }
  | { kind: 'transfer'; payment: PaymentCreated; status: string }
  | { kind: 'paid' }
  | { kind: 'failed'; reason: string }
  | { kind: 'timeout'; paymentId: number };

/** The order states in which a payment can still be made or confirmed. */
export const isPayable = (status: number): boolean =>
  status === OrderStatus.PendingPayment || status === OrderStatus.AwaitingTransfer;

/** The order states after a payment arrived. */
export const isPaid = (status: number): boolean =>
  status === OrderStatus.Paid || status === OrderStatus.Shipped || status === OrderStatus.Completed;

export interface UsePaymentOptions {
  /** Set when the cashier sent the buyer back with a payment id. */
  paymentId?: number | null | undefined;
  /** Came back from the cashier without a payment id: poll the order's latest payment. */
  returned?: boolean;
  /** The address the cashier returns to. */
  returnUrl: string;
}

export interface PaymentState {
  order: OrderDetail | null;
  loadError: unknown;
  stage: PaymentStage;
  method: PayMethod;
  /** A payment is being opened. */
  busy: boolean;
  chooseMethod: (method: PayMethod) => void;
  /** Opens a payment with the chosen (or given) method. */
  start: (method?: PayMethod) => void;
  /** Polls a payment again after a time-out. */
  checkAgain: (paymentId: number) => void;
  /** Back to the choice of method, with new idempotency keys (a new attempt). */
  startOver: () => void;
  /** While a transfer is not yet received: stop waiting for it and choose 在线支付 instead. */
  switchToOnline: () => void;
  /** Loads the order again (after a failed load). */
  reload: () => void;
  /** Opens the order detail. */
  toDetail: () => void;
}

export function usePayment(orderId: number, { paymentId = null, returned = false, returnUrl }: UsePaymentOptions) {
  const go = useNavigate();
  const orderUrl = `/api/Orders/${orderId}`;
  const orderQuery = useApiQuery<OrderDetail>(orderUrl);
  const order = orderQuery.data ?? null;
  // Asks again while the order on screen stays (the state after a payment or a 409 replaces it).
  const reloadOrder = useCallback(() => void revalidateKeys((key) => key === orderUrl), [orderUrl]);
  const [method, setMethod] = useState<PayMethod>('sandbox');
  const [stage, setStageState] = useState<PaymentStage>({ kind: 'choose' });
  const [busy, setBusy] = useState(false);

  // Refs, not state: what the asynchronous steps below read at the time they run.
  const stageRef = useRef<PaymentStage>(stage);
  const busyRef = useRef(false);
  const keys = useRef(new Map<PayMethod, string>());
  const polling = useRef<AbortController | null>(null);
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const unmounted = useRef(false);
  /** The first answer for this order came (what to pick up is decided once). */
  const arrived = useRef(false);
  /** The buyer left the transfer for 在线支付: an order still waiting for a transfer does not reopen it. */
  const preferOnline = useRef(false);

  const setStage = useCallback((next: PaymentStage) => {
    stageRef.current = next;
    setStageState(next);
  }, []);

  const toDetail = useCallback(() => go(`/order/detail?id=${orderId}`), [go, orderId]);

  const paidNow = useCallback(() => {
    setStage({ kind: 'paid' });
    reloadOrder(); // the cached order is no longer 待支付 (the detail screen reads it next)
    clearTimeout(redirect.current);
    redirect.current = setTimeout(toDetail, PAID_REDIRECT_MS);
  }, [setStage, toDetail, reloadOrder]);

  const watch = useCallback(
    async (id: number, transfer: PaymentCreated | null) => {
      polling.current?.abort();
      const controller = new AbortController();
      polling.current = controller;
      if (!transfer) setStage({ kind: 'polling', paymentId: id, elapsed: 0 });
      const outcome: PollOutcome = await pollPayment(id, {
        ...(transfer ? TRANSFER_POLL : ONLINE_POLL),
        signal: controller.signal,
        onUpdate: (p: PaymentView, elapsed) => {
          if (controller.signal.aborted) return;
          if (transfer)
            setStage({
              kind: 'transfer',
              payment: transfer,
              status: p.Status === PaymentStatus.Pending ? TRANSFER_WAITING : p.StatusName,
            });
          else setStage({ kind: 'polling', paymentId: id, elapsed });
        },
      });
      if (controller.signal.aborted || outcome === 'stopped') return;
      if (outcome === 'paid') {
        showMessage('success', '支付成功');
        paidNow();
      } else if (outcome === 'failed') setStage({ kind: 'failed', reason: '支付未完成：支付失败或已取消' });
      else setStage({ kind: 'timeout', paymentId: id });
    },
    [setStage, paidNow],
  );

  const open = useCallback(
    async (o: OrderDetail, which: PayMethod) => {
      if (busyRef.current) return;
      let key = keys.current.get(which);
      if (!key) {
        key = newIdempotencyKey();
        keys.current.set(which, key);
      }
      busyRef.current = true;
      setBusy(true);
      try {
        const body =
          which === 'sandbox'
            ? { OrderId: o.Id, Method: which, ReturnUrl: returnUrl }
            : { OrderId: o.Id, Method: which };
        const payment = await call('POST /api/Payments', { body, idempotencyKey: key });
        if (unmounted.current) return;
        if (which === 'credit') {
          // Paid on account at once: the amount is owed on the month's statement.
          showMessage('success', '账期支付成功');
          paidNow();
        } else if (which === 'sandbox' && payment.PayUrl) {
          setStage({ kind: 'redirecting' });
          if (typeof location !== 'undefined') location.assign(payment.PayUrl);
        } else {
          setStage({ kind: 'transfer', payment, status: TRANSFER_WAITING });
          // The order now waits for the transfer with a 7-day limit: show its new state and deadline in place.
          reloadOrder();
          void watch(payment.Id, payment);
        }
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) {
          showMessage('warning', error.message);
          reloadOrder();
        }
      } finally {
        busyRef.current = false;
        setBusy(false);
      }
    },
    [returnUrl, setStage, watch, reloadOrder, paidNow],
  );

  // Each answer for the order: the first one decides where the buyer is; a later one (reloaded after a
  // 409) shows the account details when the order has meanwhile come to wait for a transfer.
  useEffect(() => {
    if (!order) return;
    const first = !arrived.current;
    arrived.current = true;
    if (first && order.Status === OrderStatus.AwaitingTransfer) setMethod('bank-transfer');
    const cameBack = Boolean(paymentId) || returned;
    if (first && cameBack) {
      // Back from the cashier: the result, or poll the payment (the given one, else the latest).
      if (order.Status === OrderStatus.Paid) paidNow();
      else if (isPayable(order.Status)) {
        const id = paymentId ?? [...order.Payments].sort((a, b) => b.Id - a.Id)[0]?.Id;
        if (id) void watch(id, null);
      }
    } else if (
      !cameBack &&
      !preferOnline.current &&
      order.Status === OrderStatus.AwaitingTransfer &&
      stageRef.current.kind === 'choose'
    ) {
      // The order already waits for a transfer: show the account details again.
      void open(order, 'bank-transfer');
    }
  }, [order, paymentId, returned, paidNow, watch, open]);

  // Leaving the page stops polling and the pending redirect.
  useEffect(() => {
    unmounted.current = false;
    return () => {
      unmounted.current = true;
      polling.current?.abort();
      clearTimeout(redirect.current);
    };
  }, []);

  const state: PaymentState = {
    order,
    loadError: order ? null : orderQuery.error,
    stage,
    method,
    busy,
    chooseMethod: setMethod,
    start: (which = method) => {
      if (order) void open(order, which);
    },
    checkAgain: (id) => void watch(id, null),
    startOver: () => {
      keys.current.clear();
      setStage({ kind: 'choose' });
    },
    switchToOnline: () => {
      preferOnline.current = true;
      polling.current?.abort();
      keys.current.delete('sandbox');
      setMethod('sandbox');
      setStage({ kind: 'choose' });
    },
    reload: orderQuery.retry,
    toDetail,
  };
  return state;
}
