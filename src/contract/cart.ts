/** Cart resources (login). See docs/api.md "Cart". Prices come from the server, per region. */

import { type Static, Type } from 'typebox';
import { Id, Money } from './common.js';

const Region = Type.Integer({ minimum: 1, maximum: 1000 });
const Quantity = Type.Integer({ minimum: 1, maximum: 1000000 });

export const CartQuery = Type.Object({
  region: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 1 })),
});
export type CartQuery = Static<typeof CartQuery>;

export const CartCount = Type.Object({ Count: Type.Integer() });
export type CartCount = Static<typeof CartCount>;

export const CartLine = Type.Object({
  Id: Type.Integer(),
  ProductId: Type.Integer(),
  Name: Type.String(),
  Model: Type.String(),
  ImageUrl: Type.String(),
  Unit: Type.String(),
  /**
   * What one unit costs at the line's quantity (the price engine: list price, 阶梯价, the company's 协议价); null
   * when the product has no price in the region (then Available is false).
   */
  UnitPrice: Type.Union([Money, Type.Null()]),
  /** When UnitPrice is the company's 协议价: the list price at this quantity, shown struck through. */
  ListPrice: Type.Optional(Money),
  /** The next quantity break that lowers UnitPrice (「再买 20 顶享 ¥24.50」), or null. */
  NextBreak: Type.Optional(Type.Union([Type.Object({ MinQuantity: Type.Integer(), Price: Money }), Type.Null()])),
  Quantity: Type.Integer(),
  MinQuantity: Type.Integer(),
  QuantityStep: Type.Integer(),
  Stock: Type.Integer(),
  Selected: Type.Boolean(),
  /** On sale, priced in the region and enough stock for the line's quantity. */
  Available: Type.Boolean(),
});
export type CartLine = Static<typeof CartLine>;

export const Cart = Type.Object({ Region: Type.Integer(), Items: Type.Array(CartLine) });
export type Cart = Static<typeof Cart>;

export const AddCartItemBody = Type.Object({ ProductId: Id, Quantity, Region }, { additionalProperties: false });
export type AddCartItemBody = Static<typeof AddCartItemBody>;

export const UpdateCartItemBody = Type.Object(
  { Quantity: Type.Optional(Quantity), Selected: Type.Optional(Type.Boolean()) },
  { additionalProperties: false, minProperties: 1 },
);
export type UpdateCartItemBody = Static<typeof UpdateCartItemBody>;

export const CartSelectionBody = Type.Object(
  {
    Region,
    Selected: Type.Boolean(),
    /** Lines to change; all lines of the region when absent. */
    Ids: Type.Optional(Type.Array(Id, { maxItems: 500 })),
  },
  { additionalProperties: false },
);
export type CartSelectionBody = Static<typeof CartSelectionBody>;
