/**
 * The 售后 cell of the enterprise order list: the order's after-sales requests at a glance (售后中, 已退款,
 * 部分退款, 售后已关闭; OrderSummary.AfterSaleState) and the list's 售后 filter choices.
 */

import type { OrderListQuery, OrderSummary } from '../../../contract/orders';
import { Tag, type TagColor } from '../../../ui/tag';
import { Muted } from '../../shared/layout';

type State = NonNullable<OrderSummary['AfterSaleState']>;
export const AFTER_SALE_STATE: Record<State, { label: string; color: TagColor }> = {
  open: { label: '售后中', color: 'warning' },
  refunded: { label: '已退款', color: 'default' },
  'partly-refunded': { label: '部分退款', color: 'processing' },
  closed: { label: '售后已关闭', color: 'default' },
};

export type AfterSaleFilter = NonNullable<OrderListQuery['afterSale']>;
export const AFTER_SALE_OPTIONS: { value: AfterSaleFilter; label: string }[] = [
  { value: 'any', label: '有售后' },
  { value: 'open', label: '售后中' },
  { value: 'refunded', label: '已退款（含部分退款）' },
];

export function AfterSaleTag({ order }: { order: Pick<OrderSummary, 'AfterSaleState' | 'AfterSaleStatusName'> }) {
  const state = order.AfterSaleState ? AFTER_SALE_STATE[order.AfterSaleState] : undefined;
  if (!state) return <Muted>—</Muted>;
  // The latest request's own step (待审核, 待寄回 …) as the tag's title; the tag's text says it all for a reader.
  return (
    <span title={order.AfterSaleStatusName ? `最近一次售后：${order.AfterSaleStatusName}` : undefined}>
      <Tag color={state.color}>{state.label}</Tag>
    </span>
  );
}
