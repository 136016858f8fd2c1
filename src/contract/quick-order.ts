/**
 * Buying faster (docs/api.md "Quick order"): quick order by model number or spreadsheet, reorder, purchase lists
 * and favourites. All of them answer with the same rows: what each line resolved to and whether it can go into
 * the cart as it is, so a buyer sees every problem before anything is added.
 */
import { type Static, Type } from 'typebox';
import { ProductSummary } from './catalogue.js';
import { Id, Money } from './common.js';

const Region = Type.Integer({ minimum: 1, maximum: 1000 });
/** Most lines in one quick order (also the file's row limit). */
export const QUICK_ORDER_MAX_LINES = 500;
/** Largest quick-order file accepted. */
export const QUICK_ORDER_MAX_BYTES = 1024 * 1024;

export const QuickOrderStatus = Type.Union([
  Type.Literal('ok'),
  Type.Literal('ambiguous'),
  Type.Literal('not-found'),
  Type.Literal('consultation'),
  Type.Literal('off-sale'),
  Type.Literal('quantity'),
]);
export type QuickOrderStatus = Static<typeof QuickOrderStatus>;

export const QuickOrderRow = Type.Object({
  /** The line's number: 1-based in a request's Lines, the spreadsheet's row number in a file (header = 1). */
  Row: Type.Integer(),
  Query: Type.String(),
  Quantity: Type.Integer(),
  Status: QuickOrderStatus,
  ProductId: Type.Optional(Type.Integer()),
  Name: Type.Optional(Type.String()),
  Model: Type.Optional(Type.String()),
  Unit: Type.Optional(Type.String()),
  /** Today's unit price in the chosen region at the row's quantity: 阶梯价, and the caller's company's 协议价. */
  UnitPrice: Type.Optional(Money),
  /** With a 协议价 applied: the list price at the row's quantity (shown struck through). */
  ListPrice: Type.Optional(Money),
  /** Reorder and lists: the price the line was bought or saved at, when today's differs. */
  PreviousPrice: Type.Optional(Money),
  /** Several products match (ambiguous) or similar ones exist (not-found): the buyer picks one. */
  Candidates: Type.Optional(Type.Array(ProductSummary)),
  /** The nearest quantity the product's minimum, step and stock allow (status quantity). */
  SuggestedQuantity: Type.Optional(Type.Integer()),
  /** Why the row cannot be added, in Chinese; on an ok row a notice (price changed). */
  Error: Type.Optional(Type.String()),
});
export type QuickOrderRow = Static<typeof QuickOrderRow>;

export const QuickOrderResult = Type.Object({
  Rows: Type.Array(QuickOrderRow),
  /** How many rows went into the cart (0 on a dry run or when no row was valid). */
  Added: Type.Integer(),
});
export type QuickOrderResult = Static<typeof QuickOrderResult>;

export const QuickOrderLine = Type.Object(
  {
    /** A model number (matched regardless of case, width, spaces, hyphens), a product id or a product name. */
    Query: Type.String({ maxLength: 200 }),
    /** Out-of-range quantities are answered per row (status quantity), not refused. */
    Quantity: Type.Integer({ minimum: -1000000, maximum: 1000000 }),
    /** Pins the product (the buyer picked it among candidates); Query is then only shown back. */
    ProductId: Type.Optional(Id),
  },
  { additionalProperties: false },
);
export type QuickOrderLine = Static<typeof QuickOrderLine>;

export const QuickOrderBody = Type.Object(
  {
    Region,
    Lines: Type.Array(QuickOrderLine, {
      minItems: 1,
      maxItems: QUICK_ORDER_MAX_LINES,
      'x-message': `请填写 1 至 ${QUICK_ORDER_MAX_LINES} 行`,
    }),
    /** Resolve and check only; nothing is added. */
    DryRun: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type QuickOrderBody = Static<typeof QuickOrderBody>;

export const QuickOrderFileQuery = Type.Object({
  region: Region,
  dryRun: Type.Optional(Type.Boolean()),
});
export type QuickOrderFileQuery = Static<typeof QuickOrderFileQuery>;

/** A row being typed: the model number's beginning (matched as a model key: case, width, spaces, hyphens aside). */
export const QuickOrderSuggestQuery = Type.Object({
  prefix: Type.String({ minLength: 1, maxLength: 50 }),
  region: Type.Optional(Region),
});
export type QuickOrderSuggestQuery = Static<typeof QuickOrderSuggestQuery>;

export const QuickOrderSuggestions = Type.Object({ Items: Type.Array(ProductSummary) });
export type QuickOrderSuggestions = Static<typeof QuickOrderSuggestions>;

export const ReorderBody = Type.Object({ DryRun: Type.Optional(Type.Boolean()) }, { additionalProperties: false });
export type ReorderBody = Static<typeof ReorderBody>;

/* ------------------------------------------------------------------ purchase lists */

export const PurchaseListSharing = Type.Union([
  Type.Literal('private'),
  Type.Literal('company-read'),
  Type.Literal('company-edit'),
]);
export type PurchaseListSharing = Static<typeof PurchaseListSharing>;

export const PURCHASE_LIST_MAX_ITEMS = 500;

export const PurchaseListItemBody = Type.Object(
  {
    ProductId: Id,
    Quantity: Type.Integer({ minimum: 1, maximum: 1000000 }),
    Note: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);
export type PurchaseListItemBody = Static<typeof PurchaseListItemBody>;

export const PurchaseListBody = Type.Object(
  {
    Name: Type.String({ minLength: 1, maxLength: 50, 'x-message': '清单名称为 1 至 50 个字符' }),
    Shared: Type.Optional(PurchaseListSharing),
    /** The whole list, in order (PUT replaces it). */
    Items: Type.Optional(Type.Array(PurchaseListItemBody, { maxItems: PURCHASE_LIST_MAX_ITEMS })),
  },
  { additionalProperties: false },
);
export type PurchaseListBody = Static<typeof PurchaseListBody>;

export const PurchaseListItemsBody = Type.Object(
  { Items: Type.Array(PurchaseListItemBody, { minItems: 1, maxItems: PURCHASE_LIST_MAX_ITEMS }) },
  { additionalProperties: false },
);
export type PurchaseListItemsBody = Static<typeof PurchaseListItemsBody>;

export const PurchaseListItem = Type.Object({
  Id: Type.Integer(),
  ProductId: Type.Integer(),
  Name: Type.String(),
  Model: Type.String(),
  ImageUrl: Type.String(),
  Unit: Type.String(),
  Quantity: Type.Integer(),
  Note: Type.String(),
  OnSale: Type.Boolean(),
  /** Asked with `?region=`: today's unit price at the line's quantity (阶梯价, the company's 协议价); none unpriced. */
  UnitPrice: Type.Optional(Money),
  /** With a 协议价 applied: the list price at the line's quantity (shown struck through). */
  ListPrice: Type.Optional(Money),
});
export type PurchaseListItem = Static<typeof PurchaseListItem>;

export const PurchaseListSummary = Type.Object({
  Id: Type.Integer(),
  Name: Type.String(),
  Shared: PurchaseListSharing,
  OwnerName: Type.String(),
  /** The caller's own list. */
  Mine: Type.Boolean(),
  /** The caller may change it (owner, or an editable company list). */
  Editable: Type.Boolean(),
  ItemCount: Type.Integer(),
  UpdatedAt: Type.String(),
});
export type PurchaseListSummary = Static<typeof PurchaseListSummary>;

export const PurchaseList = Type.Object({ ...PurchaseListSummary.properties, Items: Type.Array(PurchaseListItem) });
export type PurchaseList = Static<typeof PurchaseList>;

export const PurchaseListToCartBody = Type.Object(
  {
    Region,
    ItemIds: Type.Optional(Type.Array(Id, { maxItems: PURCHASE_LIST_MAX_ITEMS })),
    DryRun: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type PurchaseListToCartBody = Static<typeof PurchaseListToCartBody>;

export const PurchaseListImportQuery = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 50, 'x-message': '清单名称为 1 至 50 个字符' }),
  shared: Type.Optional(PurchaseListSharing),
});
export type PurchaseListImportQuery = Static<typeof PurchaseListImportQuery>;

export const TableFormatQuery = Type.Object({
  format: Type.Optional(Type.Union([Type.Literal('csv'), Type.Literal('xlsx')])),
});
export type TableFormatQuery = Static<typeof TableFormatQuery>;

export const CartExportQuery = Type.Object({ ...TableFormatQuery.properties, region: Type.Optional(Region) });
export type CartExportQuery = Static<typeof CartExportQuery>;

/* ------------------------------------------------------------------ favourites and frequent products */

export const FavoriteParams = Type.Object({ productId: Id });
export type FavoriteParams = Static<typeof FavoriteParams>;

export const RegionQuery = Type.Object({ region: Type.Optional(Region) });
export type RegionQuery = Static<typeof RegionQuery>;

export const FavoriteState = Type.Object({ ProductId: Type.Integer(), Favorite: Type.Boolean() });
export type FavoriteState = Static<typeof FavoriteState>;

/** The ids of the caller's favourites (up to 500): what the hearts of a product grid read, in one request. */
export const FavoriteIds = Type.Object({ ProductIds: Type.Array(Type.Integer()) });
export type FavoriteIds = Static<typeof FavoriteIds>;

export const FavoriteList = Type.Object({ Items: Type.Array(ProductSummary) });
export type FavoriteList = Static<typeof FavoriteList>;

export const FrequentProduct = Type.Object({
  ...ProductSummary.properties,
  /** The company's quantity bought over the last 90 days. */
  TotalQuantity: Type.Integer(),
  OrderCount: Type.Integer(),
  LastPrice: Money,
  LastOrderedAt: Type.String(),
});
export type FrequentProduct = Static<typeof FrequentProduct>;

export const FrequentList = Type.Object({ Items: Type.Array(FrequentProduct) });
export type FrequentList = Static<typeof FrequentList>;
