/**
 * The after-commit event bus of the order lifecycle. A change collects its events in an `AfterCommit` outbox
 * inside the transaction; whoever owns the transaction publishes the outbox once it committed. A transaction
 * that rolls back drops its outbox with it, so it never mails, drops caches or counts anything.
 * Subscribers (mail, catalogue cache, metrics: ./order-subscribers.ts) never fail the request: their errors
 * are logged.
 */
import type { Db } from '../db/client.js';
import type { OrderActor } from './order-transitions.js';

/** An order was created (from null) or changed status, or a timeline-only step (a partial parcel). */
export interface OrderChanged {
  kind: 'order';
  orderId: number;
  orderNo: string;
  userId: number;
  /** null when the order was just created. */
  from: number | null;
  to: number;
  /** The timeline row's status (35 部分发货 for a partial parcel, else `to`). */
  timelineStatus: number;
  by: OrderActor;
  note: string;
  at: Date;
  /** Products whose stock or sales moved with this change (the catalogue cache drops them). */
  stockChanged: number[];
  /** A parcel that went out with this change (shipping mail). */
  parcel?: { carrier: string; trackingNo: string; summary: string };
}

/** A step of an after-sales request (售后): mailed to the buyer. */
export interface AfterSaleChanged {
  kind: 'after-sale';
  afterSaleId: number;
  afterSaleNo: string;
  orderId: number;
  orderNo: string;
  userId: number;
  status: number;
  note: string;
  at: Date;
  stockChanged: number[];
}

export type LifecycleEvent = OrderChanged | AfterSaleChanged;

/** The events of one transaction, published by its owner after commit. */
export class AfterCommit {
  readonly events: LifecycleEvent[] = [];
  add(event: LifecycleEvent): void {
    this.events.push(event);
  }
}

export type Subscriber = (event: LifecycleEvent) => Promise<void> | void;

export interface OrderEventBus {
  subscribe(subscriber: Subscriber): void;
  /** Runs every subscriber for every event, in order; a failing subscriber is logged, the rest still run. */
  publish(outbox: AfterCommit): Promise<void>;
}

export function createOrderEventBus(log?: { error: (obj: object, msg: string) => void }): OrderEventBus {
  const subscribers: Subscriber[] = [];
  return {
    subscribe: (s) => void subscribers.push(s),
    async publish(outbox) {
      for (const event of outbox.events.splice(0)) {
        for (const s of subscribers) {
          try {
            await s(event);
          } catch (error) {
            log?.error({ err: error, event: event.kind }, 'order event subscriber failed');
          }
        }
      }
    },
  };
}

/** A bus without subscribers, for callers that want none (scripts, tests that check only the data). */
export const silentBus: OrderEventBus = createOrderEventBus();

/** Runs `work` in one transaction and publishes its events once it committed. */
export async function inOrderTransaction<T>(
  db: Db,
  bus: OrderEventBus,
  work: (tx: Db, outbox: AfterCommit) => Promise<T>,
): Promise<T> {
  const outbox = new AfterCommit();
  const result = await db.transaction((tx) => work(tx as unknown as Db, outbox));
  await bus.publish(outbox);
  return result;
}
