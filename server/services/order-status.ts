/**
 * Order status names as the server answers them: 部分发货 (partly shipped) is a paid order (Status stays 30, so
 * status filters keep the spec's numbers) some of whose goods have gone out; 35 is only ever an order event's
 * status (the timeline entry of a partial parcel), never an order's.
 */
import { OrderStatus, OrderStatusName } from '../../src/contract/enums.js';

/** The event status and name of a partial parcel (部分发货). */
export const PARTLY_SHIPPED = { Status: 35, Name: '部分发货' } as const;
/** The event status and name of an after-sales step (售后: requested, approved, refunded …) on the order's timeline. */
export const AFTER_SALE_STEP = { Status: 85, Name: '售后' } as const;
/** The name of an order event's status: an order status, 35 部分发货 (PARTLY_SHIPPED) or 85 售后 (AFTER_SALE_STEP). */
export const orderEventStatusName = (status: number): string =>
  status === PARTLY_SHIPPED.Status
    ? PARTLY_SHIPPED.Name
    : status === AFTER_SALE_STEP.Status
      ? AFTER_SALE_STEP.Name
      : (OrderStatusName[status] ?? '');
/** An order's StatusName: 部分发货 for a paid order with goods already shipped, else its status's name. */
export const orderStatusName = (status: number, partlyShipped: boolean): string =>
  status === OrderStatus.Paid && partlyShipped ? PARTLY_SHIPPED.Name : (OrderStatusName[status] ?? '');
