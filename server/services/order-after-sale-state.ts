/**
 * 售后 in the order list: each order's after-sales requests summed up as one state (OrderSummary.AfterSaleState,
 * the tag 售后中 / 已退款 / 部分退款 / 售后已关闭 of the enterprise order list) and the list's `afterSale` filter.
 * Correlated subqueries on `after_sales` (indexed by order) that name the outer column explicitly.
 */
import { type SQL, sql } from 'drizzle-orm';
import { AfterSaleStatus, OrderStatus } from '../../src/contract/enums.js';
import type { OrderListQuery, OrderSummary } from '../../src/contract/orders.js';

const OPEN_AFTER_SALE = sql.raw(
  [AfterSaleStatus.Requested, AfterSaleStatus.AwaitingReturn, AfterSaleStatus.Returning].join(', '),
);
/** 售后 over all the order's requests (OrderSummary.AfterSaleState): open first, then whole or partial refund. */
export const afterSaleStateOf = sql<OrderSummary['AfterSaleState']>`(select case
    when count(*) = 0 then null
    when bool_or(a.status in (${OPEN_AFTER_SALE})) then 'open'
    when bool_or(a.status = ${AfterSaleStatus.Refunded}) then
      case when "orders"."status" = ${OrderStatus.Refunded} then 'refunded' else 'partly-refunded' end
    else 'closed' end
  from after_sales a where a.order_id = "orders"."id")`;
export const AFTER_SALE_FILTER: Record<NonNullable<OrderListQuery['afterSale']>, SQL> = {
  any: sql`exists (select 1 from after_sales a where a.order_id = "orders"."id")`,
  open: sql`exists (select 1 from after_sales a where a.order_id = "orders"."id" and a.status in (${OPEN_AFTER_SALE}))`,
  refunded: sql`exists (select 1 from after_sales a where a.order_id = "orders"."id" and a.status = ${AfterSaleStatus.Refunded})`,
};
