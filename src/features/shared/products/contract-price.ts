/**
 * How a 协议价 shows wherever a price does (cards, detail, cart, checkout, order): the tag 协议价 and the list
 * price struck through. The server sends `ListPrice` only to the signed-in company the contract belongs to.
 *
 *   <Price value={line.UnitPrice} {...contractPriceProps(line.ListPrice)} />
 */
export const CONTRACT_PRICE = '协议价';

/** `original` and `label` of <Price> for a price that replaced `listPrice` (none when it did not). */
export function contractPriceProps(listPrice: string | null | undefined): { original?: string; label?: string } {
  return listPrice ? { original: listPrice, label: CONTRACT_PRICE } : {};
}
