/**
 * The product table of the console's 导入 / 导出 (one layout both ways, so an exported file imports back): the fixed
 * columns (COLUMNS), then a `价格（<地区>）` and a tier column per region, one product per row; the file limits; the
 * reader (spreadsheet-read.ts, within those limits) and the export of every product as that table.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { brands, categories, productPrices, productPriceTiers, products, regions, suppliers } from '../../db/schema.js';
import { formatMoney } from '../money.js';
import { readSpreadsheet, type SpreadsheetLimits } from '../spreadsheet-read.js';
import { unneutralise } from '../table-export.js';
import { formatTierCell, tierTitle } from './product-tier-columns.js';

/** Largest file accepted (the route's body limit) and most rows in one file. */
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 2000;

export const CATALOGUE_TEXT: Record<string, 'online' | 'consultation'> = {
  在线采购: 'online',
  咨询采购: 'consultation',
  online: 'online',
  consultation: 'consultation',
};
export const CATALOGUE_LABEL = { online: '在线采购', consultation: '咨询采购' } as const;

/** The fixed columns: title, the rule field whose problems belong to it, whether a file must have it. */
export const COLUMNS = [
  { title: '编号', field: 'Id', required: false },
  { title: '类型', field: 'Catalogue', required: true },
  { title: '商品名称', field: 'Name', required: true },
  { title: '型号', field: 'Model', required: false },
  { title: '品牌', field: 'BrandId', required: true },
  { title: '分类', field: 'CategoryId', required: true },
  { title: '供应商', field: 'SupplierId', required: true },
  { title: '单位', field: 'Unit', required: true },
  { title: '起订量', field: 'MinQuantity', required: true },
  { title: '递增量', field: 'QuantityStep', required: true },
  { title: '库存', field: 'Stock', required: true },
  { title: '上架', field: 'OnSale', required: true },
  { title: '规格', field: 'Specs', required: false },
  { title: '商品介绍', field: 'Description', required: false },
] as const;
export const priceTitle = (region: string) => `价格（${region}）`;
export const PRICE_TITLE = /^价格[（(](.+)[）)]$/;

export type ImportFormat = 'csv' | 'xlsx';

/* ------------------------------------------------------------------ reading files */

/**
 * The reader's limits for this template: the rows the import takes (plus room for trailing blank lines, which
 * planImport drops) and the fixed columns plus one price column per region, generously.
 */
export const IMPORT_READ_LIMITS: SpreadsheetLimits = { maxRows: IMPORT_MAX_ROWS + 101, maxColumns: 100 };

/**
 * The rows of a file as text cells (the header row first), read by the hardened reader; a cell our own export
 * wrote behind an apostrophe (formula-looking text) is read back as written. Throws 400 for a file that cannot
 * be read or breaks a limit. `delimiter`: a CSV's separator (a buyer's quick-order file may be tab-separated).
 */
export async function readTable(
  format: ImportFormat,
  data: Buffer,
  opts: { delimiter?: string } = {},
): Promise<string[][]> {
  const table = await readSpreadsheet(format, data, IMPORT_READ_LIMITS, opts);
  return table.map((row) => row.map(unneutralise));
}

/** Every product (of one catalogue, or both) as the import's table: header row first. */
export async function exportTable(db: Db, catalogue?: 'online' | 'consultation'): Promise<string[][]> {
  const regionRows = await db
    .select({ id: regions.id, name: regions.name })
    .from(regions)
    .orderBy(asc(regions.sort), asc(regions.id));
  const rows = await db
    .select({ p: products, brand: brands.name, category: categories.name, supplier: suppliers.name })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
    .where(catalogue ? eq(products.catalogue, catalogue) : undefined)
    .orderBy(asc(products.id));
  const prices = await db.select().from(productPrices);
  const tierRows = await db.select().from(productPriceTiers);
  const tiersOf = new Map<string, { minQuantity: number; price: string }[]>();
  for (const t of tierRows) {
    const key = `${t.productId}:${t.regionId}`;
    tiersOf.set(key, [...(tiersOf.get(key) ?? []), t]);
  }
  const priceOf = new Map(prices.map((p) => [`${p.productId}:${p.regionId}`, formatMoney(p.price)]));
  // Categories may share a name: those are written as their id so the file imports back unambiguously.
  const categoryNames = await db
    .select({ name: categories.name, n: sql<number>`count(*)::int` })
    .from(categories)
    .groupBy(categories.name);
  const ambiguous = new Set(categoryNames.filter((c) => Number(c.n) > 1).map((c) => c.name));
  const header = [
    ...COLUMNS.map((c) => c.title),
    ...regionRows.map((r) => priceTitle(r.name)),
    ...regionRows.map((r) => tierTitle(r.name)),
  ];
  return [
    header,
    ...rows.map(({ p, brand, category, supplier }) => [
      String(p.id),
      CATALOGUE_LABEL[p.catalogue as 'online' | 'consultation'] ?? p.catalogue,
      p.name,
      p.model,
      brand,
      ambiguous.has(category) ? String(p.categoryId) : category,
      supplier,
      p.unit,
      String(p.minQuantity),
      String(p.quantityStep),
      String(p.stock),
      p.onSale ? '是' : '否',
      p.specs.map((s) => `${s.Name}:${s.Value}`).join('; '),
      p.description,
      ...regionRows.map((r) => priceOf.get(`${p.id}:${r.id}`) ?? ''),
      ...regionRows.map((r) => formatTierCell(tiersOf.get(`${p.id}:${r.id}`) ?? [])),
    ]),
  ];
}
