/**
 * 再次购买: an order's lines, at today's prices, into the cart of the order's region (quick-order.ts does the
 * checking and adding). The order is seen as the order list sees it (orderScope): another's is 404.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { QuickOrderResult } from '../../src/contract/quick-order.js';
import type { Db } from '../db/client.js';
import { orderItems, orders } from '../db/schema.js';
import { notFound } from '../errors.js';
import type { AuthContext } from '../plugins/auth.js';
import { orderScope } from './orders.js';
import { addLines, type OrderLine } from './quick-order.js';

export async function reorder(
  db: Db,
  auth: AuthContext,
  orderId: number,
  opts: { dryRun: boolean; now: Date },
): Promise<QuickOrderResult> {
  const [order] = await db
    .select({ regionId: orders.regionId })
    .from(orders)
    .where(and(eq(orders.id, orderId), orderScope(auth)))
    .limit(1);
  if (!order) throw notFound('订单不存在');
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
  const lines: OrderLine[] = items.map((item, i) => ({
    row: i + 1,
    query: item.model || item.name,
    quantity: item.quantity,
    productId: item.productId,
    previousPrice: item.unitPrice,
  }));
  return addLines(db, auth.userId, order.regionId, lines, opts);
}
