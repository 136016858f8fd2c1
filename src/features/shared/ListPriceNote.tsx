/**
 * After a line's unit price (checkout, order): 「协议价 ¥25.80」 with the list price struck through, when the
 * unit price is the company's contract price. Nothing otherwise. Kept apart from shared/products (the product card's
 * chunk), so that the cart, checkout and order widgets do not load the card with it.
 */
import { formatMoney } from '../../core/money';

/** The tag of a company's contract price (the cart, checkout and order show it; cards and detail: products/strings.ts). */
export const CONTRACT_PRICE = '协议价';

/** No styles of its own (bytes in three widgets): the line's text colours it. */
export function ListPriceNote({ listPrice }: { listPrice?: string | undefined }) {
  if (!listPrice) return null;
  return (
    <small>
      {' '}
      {CONTRACT_PRICE}（标价 <s>{formatMoney(listPrice)}</s>）
    </small>
  );
}
