/** The order lifecycle's after-commit bus: a committed transaction's events reach subscribers, a rolled-back one's never. */
import { describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/client';
import { createOrderEventBus, inOrderTransaction, type LifecycleEvent } from '../../server/services/order-events';

const event = (orderId: number): LifecycleEvent => ({
  kind: 'order',
  orderId,
  orderNo: `NO${orderId}`,
  userId: 1,
  from: 10,
  to: 90,
  timelineStatus: 90,
  by: 'buyer',
  note: '采购人取消了订单',
  at: new Date(),
  stockChanged: [5],
});

/** A database whose transaction runs the work and rethrows its failure, as Drizzle's does after ROLLBACK. */
const fakeDb = { transaction: (work: (tx: unknown) => Promise<unknown>) => work({}) } as unknown as Db;

describe('inOrderTransaction', () => {
  it('publishes the events of a committed transaction, in order, after it returned', async () => {
    const heard: number[] = [];
    const bus = createOrderEventBus();
    bus.subscribe((e) => void heard.push(e.orderId));
    const result = await inOrderTransaction(fakeDb, bus, async (_tx, outbox) => {
      outbox.add(event(1));
      outbox.add(event(2));
      expect(heard).toEqual([]);
      return 'done';
    });
    expect(result).toBe('done');
    expect(heard).toEqual([1, 2]);
  });

  it('never publishes the events of a transaction that failed (no mail for a rollback)', async () => {
    const heard: number[] = [];
    const bus = createOrderEventBus();
    bus.subscribe((e) => void heard.push(e.orderId));
    await expect(
      inOrderTransaction(fakeDb, bus, async (_tx, outbox) => {
        outbox.add(event(3));
        throw new Error('库存不足');
      }),
    ).rejects.toThrow('库存不足');
    expect(heard).toEqual([]);
  });

  it('a failing subscriber is logged and the others still run', async () => {
    const errors: string[] = [];
    const heard: number[] = [];
    const bus = createOrderEventBus({ error: (_o, msg) => void errors.push(msg) });
    bus.subscribe(() => {
      throw new Error('smtp down');
    });
    bus.subscribe((e) => void heard.push(e.orderId));
    await inOrderTransaction(fakeDb, bus, async (_tx, outbox) => outbox.add(event(4)));
    expect(heard).toEqual([4]);
    expect(errors).toEqual(['order event subscriber failed']);
  });
});
