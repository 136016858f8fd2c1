/**
 * The order lifecycle walked arrow by arrow, on PGlite and PostgreSQL: for every transition of the table
 * (server/services/order-transitions.ts) the source status is reached through the real API, and
 * - each allowed actor makes the move with the real call (route, provider callback, 账期 payment, time-out job):
 *   the order has the new status, exactly one timeline row of it, and one event from → to on the app's bus;
 * - each actor the arrow does not list, and the arrow's own actors from every other status, are refused with
 *   409 by the one writer (changeOrderStatus), and nothing is written: status, timeline, stock, payments,
 *   refunds and the credit ledger are as before, and no event is published;
 * - the buyer's and operator's routes refuse their move from the wrong status (409) or the wrong person (403);
 * - a move made inside a transaction that then fails leaves no row and publishes nothing (no mail, no cache drop).
 */

import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../server/db/schema.js';
import { inOrderTransaction } from '../../server/services/order-events.js';
import { changeOrderStatus } from '../../server/services/order-lifecycle.js';
import { ORDER_ACTORS, ORDER_TRANSITIONS, transitionRefusal } from '../../server/services/order-transitions.js';
import { OrderStatus } from '../../src/contract/enums.js';
import { describeEachDatabase } from './helpers/app.js';
import {
  call,
  changesOf,
  MOVES,
  reach,
  setupWalk,
  snapshot,
  timelineRows,
  type Walk,
} from './lifecycle-walk-fixtures.js';

const STATUSES = Object.values(OrderStatus);
const name = (s: number) => Object.entries(OrderStatus).find(([, v]) => v === s)![0];

/** Tries `from → to` as `by` through the one writer, on the order as it is; answers the error's status code. */
async function tryChange(w: Walk, id: number, to: number, by: (typeof ORDER_ACTORS)[number]) {
  try {
    await inOrderTransaction(w.ctx.db, w.ctx.app.orderEvents, async (tx, outbox) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update').limit(1);
      await changeOrderStatus(tx, outbox, order!, { to, by, note: '不应写入', at: new Date() });
    });
    return 200;
  } catch (error) {
    return (error as { status?: number }).status ?? 500;
  }
}

describeEachDatabase('order lifecycle, walked arrow by arrow', (getCtx) => {
  let w: Walk;
  /** One order per status, for the refusals (a refused move leaves it where it is). */
  const at = new Map<number, number>();

  beforeAll(async () => {
    w = await setupWalk(getCtx(), `walk-${getCtx().kind}`);
    for (const s of STATUSES) at.set(s, await reach(w, s));
  }, 120_000);

  it('reaches every status through the API', async () => {
    for (const s of STATUSES) expect((await snapshot(w, at.get(s)!)).status, name(s)).toBe(s);
  });

  for (const t of ORDER_TRANSITIONS) {
    const arrow = `${name(t.from)} → ${name(t.to)}`;
    describe(arrow, () => {
      const ways = Object.keys(MOVES).filter((k) => k.startsWith(`${t.from}>${t.to}:`));

      it(`has a real call for each of its actors (${t.by.join(', ')})`, () => {
        for (const by of t.by)
          expect(
            ways.some((k) => k.split(':')[1] === by),
            `${arrow} by ${by}`,
          ).toBe(true);
      });

      for (const way of ways) {
        it(`${way.split(':').slice(1).join(' ')} makes it: new status, one timeline row, one event`, async () => {
          const id = await reach(w, t.from);
          const rowsBefore = await timelineRows(w, id, t.to);
          const eventsBefore = changesOf(w, id).length;
          await MOVES[way]!(w, id);
          expect((await snapshot(w, id)).status).toBe(t.to);
          expect(await timelineRows(w, id, t.to)).toBe(rowsBefore + 1);
          const changes = changesOf(w, id).slice(eventsBefore);
          expect(changes.map((e) => e.kind === 'order' && [e.from, e.to, e.by])).toEqual([
            [t.from, t.to, way.split(':')[1]],
          ]);
        });
      }

      it('is refused, with nothing written, for every actor it does not list', async () => {
        const id = at.get(t.from)!;
        for (const by of ORDER_ACTORS.filter((a) => !t.by.includes(a))) {
          const before = await snapshot(w, id);
          const events = w.events.length;
          expect(await tryChange(w, id, t.to, by), `${arrow} by ${by}`).toBe(409);
          expect(await snapshot(w, id)).toEqual(before);
          expect(w.events.length).toBe(events);
        }
      });

      it('is refused, with nothing written, from every other status', async () => {
        for (const from of STATUSES.filter((s) => s !== t.from && s !== t.to)) {
          const id = at.get(from)!;
          for (const by of t.by) {
            // Another arrow of the table may lead to the same status from there (e.g. 10 → 90 and 20 → 90).
            if (transitionRefusal(from, t.to, { by, payBefore: new Date(0), now: new Date() }) === null) continue;
            const before = await snapshot(w, id);
            const events = w.events.length;
            expect(await tryChange(w, id, t.to, by), `${name(from)} → ${name(t.to)} by ${by}`).toBe(409);
            expect(await snapshot(w, id)).toEqual(before);
            expect(w.events.length).toBe(events);
          }
        }
      });
    });
  }

  describe('the routes refuse a move from the wrong status or by the wrong person', () => {
    const refusedFrom = async (
      statuses: number[],
      attempt: (id: number) => Promise<{ statusCode: number }>,
      code: number,
    ) => {
      for (const s of statuses) {
        const id = at.get(s)!;
        const before = await snapshot(w, id);
        const events = w.events.length;
        expect((await attempt(id)).statusCode, name(s)).toBe(code);
        expect(await snapshot(w, id)).toEqual(before);
        expect(w.events.length).toBe(events);
      }
    };
    const {
      PendingApproval,
      PendingPayment,
      AwaitingTransfer,
      Paid,
      Shipped,
      Completed,
      Refunded,
      Cancelled,
      Rejected,
    } = OrderStatus;

    it('cancel: only an open order (and 待审批 only by withdrawing)', async () => {
      await refusedFrom(
        [Paid, Shipped, Completed, Refunded, Cancelled],
        (id) => call(w, 'POST', `/api/Orders/${id}/cancel`, w.plain.buyer),
        409,
      );
    });

    it('ship: only a paid order, only by an operator', async () => {
      const parcel = { Carrier: '顺丰速运', TrackingNo: 'SF1234567890' };
      await refusedFrom(
        [PendingPayment, AwaitingTransfer, Shipped, Completed, Refunded, Cancelled],
        (id) => call(w, 'POST', `/api/Operator/orders/${id}/ship`, w.ops, parcel),
        409,
      );
      await refusedFrom([Paid], (id) => call(w, 'POST', `/api/Operator/orders/${id}/ship`, w.plain.admin, parcel), 403);
    });

    it('receive: only a shipped order', async () => {
      await refusedFrom(
        [PendingPayment, AwaitingTransfer, Paid, Completed, Refunded, Cancelled],
        (id) => call(w, 'POST', `/api/Orders/${id}/receive`, w.plain.buyer),
        409,
      );
    });

    it('pay (online, transfer, 账期) and confirm a transfer: only an open order', async () => {
      for (const Method of ['sandbox', 'bank-transfer', 'credit'])
        await refusedFrom(
          [Paid, Shipped, Completed, Refunded, Cancelled],
          (id) =>
            w.ctx.app.inject({
              method: 'POST',
              url: '/api/Payments',
              headers: {
                authorization: `Bearer ${w.plain.buyer}`,
                'idempotency-key': `walk-${Method}-${id}-${Math.random()}`,
              },
              payload: { OrderId: id, Method },
            }),
          409,
        );
    });

    it('approve / reject: only 待审批, only the approver (never the requester)', async () => {
      // A rejected order is no longer pending: approving it is refused like any other state (409, docs/api.md).
      await refusedFrom([Rejected], (id) => call(w, 'POST', `/api/Approvals/${id}/approve`, w.gated.approver, {}), 409);
      await refusedFrom(
        [PendingApproval],
        (id) => call(w, 'POST', `/api/Approvals/${id}/approve`, w.gated.buyer, {}),
        403,
      );
      await refusedFrom(
        [PendingApproval],
        (id) => call(w, 'POST', `/api/Approvals/${id}/reject`, w.gated.buyer, {}),
        403,
      );
    });
  });

  it('a move inside a transaction that then fails leaves no row and publishes nothing', async () => {
    const id = await reach(w, OrderStatus.PendingPayment);
    const before = await snapshot(w, id);
    const events = w.events.length;
    const failed = inOrderTransaction(w.ctx.db, w.ctx.app.orderEvents, async (tx, outbox) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update').limit(1);
      await changeOrderStatus(tx, outbox, order!, {
        to: OrderStatus.Cancelled,
        by: 'buyer',
        note: '取消后失败',
        at: new Date(),
        stockChanged: [w.productId],
      });
      expect(outbox.events).toHaveLength(1);
      throw new Error('after the change, before the commit');
    });
    await expect(failed).rejects.toThrow('before the commit');
    expect(await snapshot(w, id)).toEqual(before);
    expect(w.events.length).toBe(events);
  });
});
