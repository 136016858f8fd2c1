/** The order state diagram: every arrow listed is allowed for its actors, everything else is refused. */
import { describe, expect, it } from 'vitest';
import {
  findTransition,
  ORDER_ACTORS,
  ORDER_TRANSITIONS,
  type OrderActor,
  transitionRefusal,
} from '../../server/services/order-transitions';
import { OrderStatus } from '../../src/contract/enums';

const STATUSES = Object.values(OrderStatus);
const now = new Date('2026-12-01T10:00:00Z');
const closedWindow = { payBefore: new Date(now.getTime() - 60_000), now };

describe('the order transition table', () => {
  it('names only known statuses and lists each arrow once', () => {
    const seen = new Set<string>();
    for (const t of ORDER_TRANSITIONS) {
      expect(STATUSES).toContain(t.from);
      expect(STATUSES).toContain(t.to);
      expect(t.from).not.toBe(t.to);
      expect(t.by.length).toBeGreaterThan(0);
      const key = `${t.from}->${t.to}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
    }
  });

  it('refuses every pair of statuses and actor that the table does not list', () => {
    let allowed = 0;
    for (const from of STATUSES)
      for (const to of STATUSES)
        for (const by of ORDER_ACTORS) {
          const listed = findTransition(from, to)?.by.includes(by) ?? false;
          const refusal = transitionRefusal(from, to, { ...closedWindow, by });
          if (listed) {
            expect(refusal, `${from}→${to} by ${by}`).toBeNull();
            allowed++;
          } else expect(refusal, `${from}→${to} by ${by}`).toBe('not-allowed');
        }
    expect(allowed).toBe(ORDER_TRANSITIONS.reduce((n, t) => n + t.by.length, 0));
  });

  it('never leaves a cancelled or refunded order, and never reopens a paid one', () => {
    for (const to of STATUSES)
      for (const by of ORDER_ACTORS) {
        expect(transitionRefusal(OrderStatus.Cancelled, to, { ...closedWindow, by })).toBe('not-allowed');
        expect(transitionRefusal(OrderStatus.Refunded, to, { ...closedWindow, by })).toBe('not-allowed');
        expect(transitionRefusal(OrderStatus.Paid, OrderStatus.PendingPayment, { ...closedWindow, by })).toBe(
          'not-allowed',
        );
      }
  });

  it('lets only the system pay, ship only the operator, and a buyer cancel but not ship', () => {
    const can = (from: number, to: number, by: OrderActor) =>
      transitionRefusal(from, to, { ...closedWindow, by }) === null;
    expect(can(OrderStatus.PendingPayment, OrderStatus.Paid, 'buyer')).toBe(false);
    expect(can(OrderStatus.PendingPayment, OrderStatus.Paid, 'system')).toBe(true);
    expect(can(OrderStatus.Paid, OrderStatus.Shipped, 'operator')).toBe(true);
    expect(can(OrderStatus.Paid, OrderStatus.Shipped, 'buyer')).toBe(false);
    expect(can(OrderStatus.Paid, OrderStatus.Cancelled, 'buyer')).toBe(false);
    expect(can(OrderStatus.PendingPayment, OrderStatus.Cancelled, 'admin')).toBe(true);
  });

  it('lets only an approver, never the system, take an order out of 待审批 into 待支付', () => {
    const by = (actor: OrderActor) =>
      transitionRefusal(OrderStatus.PendingApproval, OrderStatus.PendingPayment, { ...closedWindow, by: actor });
    expect(by('approver')).toBeNull();
    for (const actor of ORDER_ACTORS.filter((a) => a !== 'approver')) expect(by(actor), actor).toBe('not-allowed');
  });

  it('lets the system cancel an unpaid order only once its payment window closed', () => {
    const open = { payBefore: new Date(now.getTime() + 60_000), now };
    expect(transitionRefusal(OrderStatus.PendingPayment, OrderStatus.Cancelled, { ...open, by: 'system' })).toBe(
      '订单尚未超过支付时限',
    );
    expect(transitionRefusal(OrderStatus.PendingPayment, OrderStatus.Cancelled, { ...open, by: 'buyer' })).toBeNull();
  });
});
