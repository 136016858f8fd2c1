/**
 * What happens after an order change committed (subscribers of ./order-events.ts): the buyer's mail, the
 * catalogue cache drop of products whose stock moved, and the business metrics.
 */
import { eq } from 'drizzle-orm';
import { OrderStatus } from '../../src/contract/enums.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';
import type { Mail, Mailer } from '../mail/mailer.js';
import { afterSaleMail, orderCompletedMail, orderShippedMail } from '../mail/templates.js';
import { ordersCreated, paymentsConfirmed } from '../metrics.js';
import type { CatalogueChange } from '../plugins/catalogue-cache.js';
import { createOrderEventBus, type LifecycleEvent, type OrderEventBus } from './order-events.js';
import { PARTLY_SHIPPED } from './order-status.js';

export interface OrderEffectDeps {
  db: Db;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl'>;
  /** Drops cached catalogue answers (catalogueChanged bound to the app); absent outside an app. */
  catalogueChanged?: (change: CatalogueChange) => Promise<void>;
  log?: { error: (obj: object, msg: string) => void };
}

async function buyerEmail(db: Db, userId: number): Promise<string | null> {
  const [u] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  return u?.email ?? null;
}

async function deliver(mailer: Mailer, mail: Mail): Promise<void> {
  await (mailer.queue ? mailer.queue(mail) : mailer.send(mail));
}

/** The mail an event sends the buyer, or null (creation, payment and cancellation are shown on the page). */
function mailOf(event: LifecycleEvent, publicUrl: string): ((to: string) => Mail) | null {
  const link = `${publicUrl}/order/detail?id=${event.orderId}`;
  if (event.kind === 'after-sale') return (to) => afterSaleMail(to, event.afterSaleNo, event.orderNo, event.note, link);
  const { parcel } = event;
  if (parcel && (event.to === OrderStatus.Shipped || event.timelineStatus === PARTLY_SHIPPED.Status)) {
    const complete = event.to === OrderStatus.Shipped;
    return (to) =>
      orderShippedMail(to, event.orderNo, parcel.carrier, parcel.trackingNo, parcel.summary, complete, link);
  }
  if (event.to === OrderStatus.Completed && event.from === OrderStatus.Shipped) {
    return (to) => orderCompletedMail(to, event.orderNo, event.by === 'system', link);
  }
  return null;
}

export function subscribeOrderEffects(bus: OrderEventBus, deps: OrderEffectDeps): OrderEventBus {
  bus.subscribe(async (event) => {
    if (event.stockChanged.length) await deps.catalogueChanged?.({ stock: event.stockChanged });
  });
  bus.subscribe((event) => {
    if (event.kind !== 'order') return;
    if (event.from === null) ordersCreated.inc();
    else if (event.to === OrderStatus.Paid && event.from !== OrderStatus.Paid) paymentsConfirmed.inc();
  });
  bus.subscribe(async (event) => {
    // The address is read only for events that mail (an order's creation does not: no query per checkout).
    const mail = mailOf(event, deps.config.publicUrl);
    const email = mail ? await buyerEmail(deps.db, event.userId) : null;
    if (mail && email) await deliver(deps.mailer, mail(email));
  });
  return bus;
}

/** A bus with the usual effects (the app builds one at start: `app.orderEvents`). */
export const orderEventBusFor = (deps: OrderEffectDeps): OrderEventBus =>
  subscribeOrderEffects(createOrderEventBus(deps.log), deps);
