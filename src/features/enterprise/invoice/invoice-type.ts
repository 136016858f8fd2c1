/**
 * The invoice type an invoice request keeps: the type its orders were placed with. The request
 * dialog defaults the title to it (专票 orders: a 专票 title) and says when the chosen orders mix types, which
 * the server refuses (400 on OrderIds).
 */
import type { InvoiceableOrder, InvoiceTitle } from '../../../contract/invoices';

/** The type the chosen orders were placed with (0 不开发票 orders take any), or undefined. */
export function keptTypeOf(orders: readonly InvoiceableOrder[], selected: readonly number[]): number | undefined {
  return orders.find((o) => selected.includes(o.Id) && o.InvoiceType !== 0)?.InvoiceType;
}

/** The title to show: the chosen one while it fits the kept type, else the default (or first) one that fits. */
export function defaultTitle(
  titles: readonly InvoiceTitle[],
  chosen: number | undefined,
  kept: number | undefined,
): number | undefined {
  const fits = (t: InvoiceTitle) => kept !== 2 || t.Type === 2;
  const current = titles.find((t) => t.Id === chosen);
  if (current && fits(current)) return current.Id;
  const fit = titles.filter(fits);
  return (fit.find((t) => t.IsDefault) ?? fit[0] ?? current)?.Id;
}
