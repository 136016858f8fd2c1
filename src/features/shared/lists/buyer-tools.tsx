/**
 * The buyer's tools of a product detail page and an order (one chunk, loaded once a visitor is logged in, through
 * ./BuyerToolsSlot.tsx): the heart and 加入采购清单 of a product; 加入采购清单 of an order's lines.
 */
import type { PurchaseListItemBody } from '../../../contract/quick-order';
import { AddToListButton, type AddToListButtonProps } from './AddToListButton';
import { FavoriteButton } from './FavoriteButton';

export interface ProductToolsProps {
  productId: number;
  name: string;
  quantity: number;
}

export function ProductTools({ productId, name, quantity }: ProductToolsProps) {
  return (
    <>
      <FavoriteButton productId={productId} />{' '}
      <AddToListButton items={[{ ProductId: productId, Quantity: quantity }]} label={name} />
    </>
  );
}

/** An order's lines as list items (one per product, quantities of a product added up). */
export function orderListItems(lines: readonly { ProductId: number; Quantity: number }[]): PurchaseListItemBody[] {
  const byProduct = new Map<number, number>();
  for (const l of lines) byProduct.set(l.ProductId, (byProduct.get(l.ProductId) ?? 0) + l.Quantity);
  return [...byProduct].map(([ProductId, Quantity]) => ({ ProductId, Quantity }));
}

/** 加入采购清单 of an order's lines. */
export function OrderListButton({
  lines,
  ...rest
}: Omit<AddToListButtonProps, 'items'> & { lines: readonly { ProductId: number; Quantity: number }[] }) {
  return <AddToListButton items={orderListItems(lines)} {...rest} />;
}
