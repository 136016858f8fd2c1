/**
 * The order's state diagram as data: every status change an order may make, who may make it and under which
 * guard. `server/services/order-lifecycle.ts` performs changes; nothing else writes `orders.status`.
 * A new state (待审批, 已驳回, credit payment …) is one entry in OrderStatus (src/contract/enums.ts) and one row
 * here per arrow; the unit test walks every pair and refuses what is not listed.
 */
import { OrderStatus } from '../../src/contract/enums.js';

/**
 * Who asks for a change: the order's own buyer (采购员 or the admin who placed it), the company's 管理员 acting
 * on a colleague's order, an operator in the console, the system (payment provider, bank callback, jobs), or
 * an approver deciding an order that waits for approval (server/services/governance/approvals.ts).
 */
export type OrderActor = 'buyer' | 'admin' | 'operator' | 'system' | 'approver';
export const ORDER_ACTORS: readonly OrderActor[] = ['buyer', 'admin', 'operator', 'system', 'approver'];

/** What a guard may look at: the locked order row and the time of the change. */
export interface GuardInput {
  payBefore: Date;
  now: Date;
  by: OrderActor;
}

export interface OrderTransition {
  from: number;
  to: number;
  by: readonly OrderActor[];
  /** Why this arrow exists, in the domain's words (shown in docs/api.md's diagram). */
  what: string;
  /** A refusal (Chinese, shown to the caller) when the arrow exists but may not be taken now. */
  guard?: (input: GuardInput) => string | null;
}

const { PendingApproval, PendingPayment, AwaitingTransfer, Paid, Shipped, Completed, Refunded, Cancelled, Rejected } =
  OrderStatus;
const BUYERS = ['buyer', 'admin'] as const;

export const ORDER_TRANSITIONS: readonly OrderTransition[] = [
  { from: PendingPayment, to: AwaitingTransfer, by: BUYERS, what: '选择对公转账' },
  { from: AwaitingTransfer, to: PendingPayment, by: BUYERS, what: '改为在线支付' },
  // A late notification for an earlier sandbox payment, or a transfer matched by its remittance code.
  { from: PendingPayment, to: Paid, by: ['system', 'operator'], what: '支付成功 / 对公转账到账' },
  { from: AwaitingTransfer, to: Paid, by: ['system', 'operator'], what: '对公转账到账 / 在线支付成功' },
  { from: PendingPayment, to: Cancelled, by: [...BUYERS, 'system'], what: '取消 / 超时未支付', guard: windowClosed },
  { from: AwaitingTransfer, to: Cancelled, by: [...BUYERS, 'system'], what: '取消 / 超时未到账', guard: windowClosed },
  // The last parcel went out (lines refunded before shipping count as done).
  { from: Paid, to: Shipped, by: ['operator'], what: '全部发货' },
  // 仅退款 (after-sales) of everything not yet shipped; partial refunds keep the order's status.
  { from: Paid, to: Refunded, by: ['operator'], what: '售后仅退款（全部）' },
  { from: Shipped, to: Completed, by: [...BUYERS, 'system'], what: '确认收货 / 自动确认收货' },
  // 退货退款 (after-sales) once every line came back.
  { from: Completed, to: Refunded, by: ['operator'], what: '售后退货退款（全部）' },
  // Approval (审批): while pending, payBefore holds the approval deadline (APPROVAL_HOURS), so the time-out
  // shares the payment window's guard; the last approval opens a fresh payment window. Only a person approves:
  // no job or callback may skip the approver (the system may only cancel a pending order once it timed out).
  { from: PendingApproval, to: PendingPayment, by: ['approver'], what: '审批通过' },
  { from: PendingApproval, to: Rejected, by: ['approver'], what: '审批驳回' },
  {
    from: PendingApproval,
    to: Cancelled,
    by: [...BUYERS, 'system'],
    what: '撤回审批 / 超时未审批',
    guard: windowClosed,
  },
];

/** The system cancels an open order only once its payment window closed; the buyer may cancel at any time. */
function windowClosed({ payBefore, now, by }: GuardInput): string | null {
  return by === 'system' && payBefore.getTime() > now.getTime() ? '订单尚未超过支付时限' : null;
}

export function findTransition(from: number, to: number): OrderTransition | undefined {
  return ORDER_TRANSITIONS.find((t) => t.from === from && t.to === to);
}

/**
 * Why `by` may not move an order from `from` to `to` now, or null when it may: not in the table, not this
 * actor's arrow, or its guard refuses.
 */
export function transitionRefusal(from: number, to: number, input: GuardInput): string | null {
  const t = findTransition(from, to);
  if (!t?.by.includes(input.by)) return 'not-allowed';
  return t.guard?.(input) ?? null;
}
