/**
 * Catalogue management in the operator console: /api/Operator/products… (both catalogues: online, priced per
 * region, and consultation, without prices), their stock and on/off sale, bulk import/export, and the reference
 * data the product form chooses from. See docs/api.md "Operator console — catalogue".
 *
 * Field rules (lengths, ranges, "online needs a price", …) are checked by the server in one place
 * (server/services/operator/product-rules.ts) for the form and the import alike, so both give the same Chinese
 * message for the same mistake; the schemas here only fix the shape.
 */
import { type Static, Type } from 'typebox';
import { Spec } from './catalogue.js';
import { DateTime, Id, Keyword, Money, Page, PageQuery } from './common.js';

const CatalogueSchema = Type.Union([Type.Literal('online'), Type.Literal('consultation')]);

/* ------------------------------------------------------------------ products */

export const OpProductQuery = Type.Object({
  ...PageQuery.properties,
  keyword: Type.Optional(Keyword),
  catalogue: Type.Optional(CatalogueSchema),
  brandId: Type.Optional(Id),
  categoryId: Type.Optional(Id),
  supplierId: Type.Optional(Id),
  /** true: on sale only; false: off sale only; absent: both. */
  onSale: Type.Optional(Type.Boolean()),
});
export type OpProductQuery = Static<typeof OpProductQuery>;

/** 阶梯价 breaks of a region's price: from MinQuantity (≥ 2) units on, Price per unit. */
export const OpPriceTier = Type.Object({ MinQuantity: Type.Integer(), Price: Money });
export const RegionPrice = Type.Object({
  RegionId: Type.Integer(),
  RegionName: Type.String(),
  Price: Money,
  /** The region's quantity breaks, by quantity (always sent; [] without). */
  Tiers: Type.Optional(Type.Array(OpPriceTier)),
});
export type RegionPrice = Static<typeof RegionPrice>;

/** A product as the console sees it: everything editable, every region's price, and its version. */
export const OpProduct = Type.Object({
  Id: Type.Integer(),
  Catalogue: CatalogueSchema,
  Name: Type.String(),
  Model: Type.String(),
  BrandId: Type.Integer(),
  BrandName: Type.String(),
  CategoryId: Type.Integer(),
  CategoryName: Type.String(),
  SupplierId: Type.Integer(),
  SupplierName: Type.String(),
  Unit: Type.String(),
  ImageUrl: Type.String(),
  Images: Type.Array(Type.String()),
  Specs: Type.Array(Spec),
  Description: Type.String(),
  MinQuantity: Type.Integer(),
  QuantityStep: Type.Integer(),
  Stock: Type.Integer(),
  Sales: Type.Integer(),
  OnSale: Type.Boolean(),
  Prices: Type.Array(RegionPrice),
  /** Send it back with an edit: an edit of an older version is refused (409). */
  Version: Type.Integer(),
  UpdatedAt: DateTime,
});
export type OpProduct = Static<typeof OpProduct>;

export const OpProductPage = Page(OpProduct);
export type OpProductPage = Static<typeof OpProductPage>;

/** A price typed by an operator: "1280", "1280.5" or "1280.50" (checked by the server). */
export const PriceInput = Type.Object(
  {
    RegionId: Type.Integer(),
    Price: Type.String({ maxLength: 20 }),
    /** 阶梯价: quantity breaks above 1, each cheaper than the one before (none when absent). */
    Tiers: Type.Optional(
      Type.Array(
        Type.Object(
          { MinQuantity: Type.Integer({ minimum: 1, maximum: 1000000 }), Price: Type.String({ maxLength: 20 }) },
          { additionalProperties: false },
        ),
        { maxItems: 50 },
      ),
    ),
  },
  { additionalProperties: false },
);
export type PriceInput = Static<typeof PriceInput>;

/** Create (POST) or replace (PUT, with Version) a product. Prices: online products only, one per region. */
export const ProductBody = Type.Object(
  {
    Catalogue: CatalogueSchema,
    Name: Type.String({ maxLength: 1000 }),
    Model: Type.Optional(Type.String({ maxLength: 1000 })),
    BrandId: Type.Integer(),
    CategoryId: Type.Integer(),
    SupplierId: Type.Integer(),
    Unit: Type.String({ maxLength: 1000 }),
    Description: Type.Optional(Type.String({ maxLength: 20_000 })),
    Specs: Type.Optional(
      Type.Array(
        Type.Object(
          { Name: Type.String({ maxLength: 1000 }), Value: Type.String({ maxLength: 1000 }) },
          { additionalProperties: false },
        ),
        { maxItems: 200 },
      ),
    ),
    MinQuantity: Type.Integer(),
    QuantityStep: Type.Integer(),
    Stock: Type.Integer(),
    OnSale: Type.Boolean(),
    Prices: Type.Array(PriceInput, { maxItems: 200 }),
    /** Root-relative media URLs (the first is the main picture); absent on create: the placeholder. */
    Images: Type.Optional(Type.Array(Type.String({ maxLength: 300 }), { maxItems: 20 })),
    /** PUT only: the Version the edit started from. */
    Version: Type.Optional(Type.Integer()),
  },
  { additionalProperties: false },
);
export type ProductBody = Static<typeof ProductBody>;

/** Put on or take off sale from the list, without opening the form. */
export const ProductSaleBody = Type.Object(
  { OnSale: Type.Boolean(), Version: Type.Integer() },
  { additionalProperties: false },
);
export type ProductSaleBody = Static<typeof ProductSaleBody>;

/** What the product form chooses from (all rows, displayed or not). */
export const CatalogueOptions = Type.Object({
  Regions: Type.Array(Type.Object({ Id: Type.Integer(), Name: Type.String() })),
  Brands: Type.Array(Type.Object({ Id: Type.Integer(), Name: Type.String() })),
  Categories: Type.Array(
    Type.Object({ Id: Type.Integer(), Name: Type.String(), ParentId: Type.Union([Type.Integer(), Type.Null()]) }),
  ),
  Suppliers: Type.Array(Type.Object({ Id: Type.Integer(), Name: Type.String() })),
});
export type CatalogueOptions = Static<typeof CatalogueOptions>;

/* ------------------------------------------------------------------ import / export */

/** One mistake of an import file: the row as numbered in a spreadsheet (header = 1), the column's title. */
export const ImportProblem = Type.Object({ Row: Type.Integer(), Column: Type.String(), Error: Type.String() });
export type ImportProblem = Static<typeof ImportProblem>;

export const ImportResult = Type.Object({
  /** false: a dry run (preview), nothing written. */
  Written: Type.Boolean(),
  /** Rows read (without the header). */
  Rows: Type.Integer(),
  Created: Type.Integer(),
  Updated: Type.Integer(),
  /** Every mistake found; when not empty nothing was written. */
  Problems: Type.Array(ImportProblem),
});
export type ImportResult = Static<typeof ImportResult>;

export const ImportQuery = Type.Object({
  /** true: check and count only, write nothing. */
  dryRun: Type.Optional(Type.Boolean()),
});
export type ImportQuery = Static<typeof ImportQuery>;

export const ExportQuery = Type.Object({
  format: Type.Optional(Type.Union([Type.Literal('csv'), Type.Literal('xlsx')])),
  catalogue: Type.Optional(CatalogueSchema),
});
export type ExportQuery = Static<typeof ExportQuery>;
