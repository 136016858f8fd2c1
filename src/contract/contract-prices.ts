/**
 * 协议价 (contract prices) in the operator console: /api/Operator/companies/{id}/prices — a company's own price of
 * chosen products per region, each valid on the China-time days ValidFrom…ValidUntil (inclusive, either open).
 * PUT replaces the company's whole list; the file import (CSV/XLSX, same columns as the export) does too, or
 * checks only with dryRun. See docs/api.md "协议价".
 */
import { type Static, Type } from 'typebox';
import { Id, Money } from './common.js';

const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: '中国时间日期 YYYY-MM-DD' });
const OptionalDay = Type.Optional(Type.Union([Day, Type.Null()]));

/** One contract price as the operator sends it (Price as typed: "24.5" or "24.50"). */
export const ContractPriceInput = Type.Object(
  {
    ProductId: Id,
    Region: Type.Integer({ minimum: 1, maximum: 1000 }),
    Price: Type.String({ maxLength: 20 }),
    ValidFrom: OptionalDay,
    ValidUntil: OptionalDay,
  },
  { additionalProperties: false },
);
export type ContractPriceInput = Static<typeof ContractPriceInput>;

export const ContractPricesBody = Type.Array(ContractPriceInput, { maxItems: 5000 });
export type ContractPricesBody = Static<typeof ContractPricesBody>;

/** One contract price as the console shows it. */
export const ContractPrice = Type.Object({
  ProductId: Type.Integer(),
  Region: Type.Integer(),
  Price: Money,
  ValidFrom: Type.Union([Day, Type.Null()]),
  ValidUntil: Type.Union([Day, Type.Null()]),
  ProductName: Type.String(),
  Model: Type.String(),
  RegionName: Type.String(),
  /** The region's list price now (null when the product has none there any more). */
  ListPrice: Type.Union([Money, Type.Null()]),
  /** 生效中 today (China time), 未生效 (starts later) or 已过期. */
  State: Type.Union([Type.Literal('active'), Type.Literal('pending'), Type.Literal('expired')]),
});
export type ContractPrice = Static<typeof ContractPrice>;

export const ContractPriceList = Type.Array(ContractPrice);
export type ContractPriceList = Static<typeof ContractPriceList>;

export const ContractPriceImportProblem = Type.Object({
  Row: Type.Integer(),
  Column: Type.String(),
  Error: Type.String(),
});

export const ContractPriceImportResult = Type.Object({
  /** false: a dry run or a file with problems: nothing written. */
  Written: Type.Boolean(),
  Rows: Type.Integer(),
  Problems: Type.Array(ContractPriceImportProblem),
  /** The company's list after the import (the current one when nothing was written). */
  Items: ContractPriceList,
});
export type ContractPriceImportResult = Static<typeof ContractPriceImportResult>;

export const ContractPriceImportQuery = Type.Object({ dryRun: Type.Optional(Type.Boolean()) });

export const ContractPriceExportQuery = Type.Object({
  format: Type.Optional(Type.Union([Type.Literal('csv'), Type.Literal('xlsx')])),
});
