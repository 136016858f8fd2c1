/**
 * Bulk import and export of products and their prices as CSV or XLSX (the console's 导入 / 导出).
 *
 * One layout both ways, so an exported file can be edited and imported back: a header row of Chinese titles
 * (COLUMNS, then one `价格（<地区>）` column per region) and one product per row. 编号 empty: a new product;
 * 编号 set: that product is replaced by the row (its images are kept; the regions of the file's price columns
 * get the row's price, an empty cell removing it; other regions are left alone).
 *
 * Every row is checked with the form's own rules (product-rules.ts) and every mistake reported as
 * {Row (as a spreadsheet numbers it: header = 1), Column, Error}; when there is any, nothing is written. Else
 * all rows are written in one transaction with one audit entry. A dry run checks and counts only.
 * The table's layout, the file limits, the reader and the export are in product-table.ts.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ImportProblem, ImportResult } from '../../../src/contract/operator-catalogue.js';
import type { Db } from '../../db/client.js';
import { brands, categories, productPrices, productPriceTiers, products, regions, suppliers } from '../../db/schema.js';
import { formatMoney } from '../money.js';
import { reindexProducts } from '../search/indexer.js';
import { recordAudit } from './audit.js';
import { checkProduct, type FieldProblem, type ProductInput } from './product-rules.js';
import { CATALOGUE_LABEL, CATALOGUE_TEXT, COLUMNS, IMPORT_MAX_ROWS, PRICE_TITLE } from './product-table.js';
import { parseTierCell, TIER_TITLE, type TierInput } from './product-tier-columns.js';
import { columnsOf, loadRefs, writePrices, writeTiers } from './products.js';

/* ------------------------------------------------------------------ checking */

interface Named {
  byName: Map<string, number[]>;
  ids: Set<number>;
}
const named = (rows: { id: number; name: string }[]): Named => {
  const byName = new Map<string, number[]>();
  for (const r of rows) byName.set(r.name, [...(byName.get(r.name) ?? []), r.id]);
  return { byName, ids: new Set(rows.map((r) => r.id)) };
};

/** A reference cell: a name, or an id number. */
function resolve(text: string, ref: Named, what: string): number | string {
  if (!text) return `请填写${what}`;
  const ids = ref.byName.get(text);
  if (ids?.length === 1) return ids[0]!;
  if (ids && ids.length > 1) return `${what}“${text}”有重名，请填写${what}编号`;
  if (/^\d{1,9}$/.test(text) && ref.ids.has(Number(text))) return Number(text);
  return `${what}“${text}”不存在`;
}

function integerCell(text: string): number {
  return /^-?\d{1,12}$/.test(text) ? Number(text) : Number.NaN;
}

/** "名称:值; 名称:值" (full-width ：；too). */
function specsOf(text: string): { Name: string; Value: string }[] | string {
  if (!text) return [];
  const out: { Name: string; Value: string }[] = [];
  for (const part of text.split(/[;；\n]/)) {
    const item = part.trim();
    if (!item) continue;
    const i = item.search(/[:：]/);
    if (i < 0) return `规格“${item}”缺少冒号，格式为“名称:值; 名称:值”`;
    out.push({ Name: item.slice(0, i).trim(), Value: item.slice(i + 1).trim() });
  }
  return out;
}

interface PlannedRow {
  row: number;
  id: number | null;
  input: ProductInput;
  /** Regions whose price column the file has (only those prices change on an update). */
  priceRegions: number[];
  /** Regions whose 阶梯价 column the file has (only those breaks change on an update). */
  tierRegions: number[];
}

export interface ImportPlan {
  rows: PlannedRow[];
  problems: ImportProblem[];
}

/** Checks a whole table against the database; every problem found, and the rows to write when there is none. */
export async function planImport(db: Db, table: string[][]): Promise<ImportPlan> {
  const problems: ImportProblem[] = [];
  const [header = [], ...body] = table;
  // Trailing blank lines (Excel and editors add them) are not rows.
  while (body.length && body[body.length - 1]!.every((c) => !c.trim())) body.pop();
  const titles = header.map((t) => t.trim());
  if (body.length === 0) problems.push({ Row: 1, Column: '', Error: '文件中没有商品数据' });
  if (body.length > IMPORT_MAX_ROWS)
    problems.push({ Row: IMPORT_MAX_ROWS + 2, Column: '', Error: `一次最多导入 ${IMPORT_MAX_ROWS} 行，请拆分文件` });

  const [refs, regionRows, brandRows, categoryRows, supplierRows] = await Promise.all([
    loadRefs(db),
    db.select({ id: regions.id, name: regions.name }).from(regions),
    db.select({ id: brands.id, name: brands.name }).from(brands),
    db.select({ id: categories.id, name: categories.name }).from(categories),
    db.select({ id: suppliers.id, name: suppliers.name }).from(suppliers),
  ]);
  const regionByName = new Map(regionRows.map((r) => [r.name, r.id]));

  // Header: every title known, the required ones present, none twice.
  const at = new Map<string, number>();
  const priceColumns: { index: number; regionId: number; title: string }[] = [];
  const tierColumns: typeof priceColumns = [];
  titles.forEach((title, index) => {
    if (!title) return;
    if (at.has(title)) problems.push({ Row: 1, Column: title, Error: `列“${title}”重复` });
    at.set(title, index);
    const price = PRICE_TITLE.exec(title);
    const tier = TIER_TITLE.exec(title);
    if (tier) {
      const regionId = regionByName.get(tier[1]!.trim());
      if (regionId === undefined) problems.push({ Row: 1, Column: title, Error: `地区“${tier[1]}”不存在` });
      else tierColumns.push({ index, regionId, title });
    } else if (price) {
      const regionId = regionByName.get(price[1]!.trim());
      if (regionId === undefined) problems.push({ Row: 1, Column: title, Error: `地区“${price[1]}”不存在` });
      else priceColumns.push({ index, regionId, title });
    } else if (!COLUMNS.some((c) => c.title === title))
      problems.push({ Row: 1, Column: title, Error: `无法识别的列“${title}”，请使用导出文件的表头` });
  });
  for (const c of COLUMNS)
    if (c.required && !at.has(c.title)) problems.push({ Row: 1, Column: c.title, Error: `缺少列“${c.title}”` });
  if (problems.length) return { rows: [], problems };

  const B = named(brandRows);
  const C = named(categoryRows);
  const S = named(supplierRows);
  const ids = body
    .map((cells) => (cells[at.get('编号') ?? -1] ?? '').trim())
    .filter((t) => /^\d{1,9}$/.test(t))
    .map(Number);
  const existing = ids.length
    ? new Map(
        (
          await db
            .select({ id: products.id, sales: products.sales, catalogue: products.catalogue })
            .from(products)
            .where(inArray(products.id, ids))
        ).map((p) => [p.id, p]),
      )
    : new Map<number, { id: number; sales: number; catalogue: string }>();

  const seenIds = new Map<number, number>();
  const rows: PlannedRow[] = [];
  body.forEach((cells, i) => {
    const rowNo = i + 2;
    const cell = (title: string) => {
      const index = at.get(title);
      return index === undefined ? '' : (cells[index] ?? '').trim();
    };
    const add = (column: string, error: string) => problems.push({ Row: rowNo, Column: column, Error: error });
    if (cells.every((c) => !c.trim())) {
      add('', '空行：请删除或填写');
      return;
    }

    let id: number | null = null;
    const idText = cell('编号');
    if (idText) {
      if (!/^\d{1,9}$/.test(idText)) add('编号', '编号须为数字（新商品请留空）');
      else if (!existing.has(Number(idText))) add('编号', `商品 ${idText} 不存在（新商品请留空编号）`);
      else if (seenIds.has(Number(idText))) add('编号', `商品 ${idText} 与第 ${seenIds.get(Number(idText))} 行重复`);
      else {
        id = Number(idText);
        seenIds.set(id, rowNo);
      }
    }
    const catalogueText = cell('类型');
    const catalogue = CATALOGUE_TEXT[catalogueText] ?? catalogueText;
    const brand = resolve(cell('品牌'), B, '品牌');
    const category = resolve(cell('分类'), C, '分类');
    const supplier = resolve(cell('供应商'), S, '供应商');
    for (const [title, value] of [
      ['品牌', brand],
      ['分类', category],
      ['供应商', supplier],
    ] as const)
      if (typeof value === 'string') add(title, value);
    const saleText = cell('上架');
    const onSale = ['是', '上架', '在售', '1', 'true', 'TRUE'].includes(saleText)
      ? true
      : ['否', '下架', '0', 'false', 'FALSE'].includes(saleText)
        ? false
        : null;
    if (onSale === null) add('上架', '上架请填“是”或“否”');
    const specs = specsOf(cell('规格'));
    if (typeof specs === 'string') add('规格', specs);
    const prices = priceColumns
      .map((p) => ({ regionId: p.regionId, price: (cells[p.index] ?? '').trim(), title: p.title }))
      .filter((p) => p.price !== '');
    const tiersOf = new Map<number, TierInput[]>();
    for (const t of tierColumns) {
      const parsed = parseTierCell(cells[t.index] ?? '');
      if (typeof parsed === 'string') add(t.title, parsed);
      else if (parsed.length && !prices.some((p) => p.regionId === t.regionId))
        add(t.title, '填写阶梯价须同时填写该地区的价格');
      else tiersOf.set(t.regionId, parsed);
    }

    const input: ProductInput = {
      catalogue,
      name: cell('商品名称'),
      model: cell('型号'),
      brandId: typeof brand === 'number' ? brand : 0,
      categoryId: typeof category === 'number' ? category : 0,
      supplierId: typeof supplier === 'number' ? supplier : 0,
      unit: cell('单位'),
      description: cell('商品介绍'),
      specs: typeof specs === 'string' ? [] : specs,
      minQuantity: integerCell(cell('起订量')),
      quantityStep: integerCell(cell('递增量')),
      stock: integerCell(cell('库存')),
      onSale: onSale ?? false,
      prices: prices.map(({ regionId, price }) => ({ regionId, price, tiers: tiersOf.get(regionId) ?? [] })),
      images: [],
    };
    const before = id === null ? undefined : existing.get(id);
    if (before && before.sales > 0 && before.catalogue !== catalogue && catalogue in CATALOGUE_LABEL)
      add('类型', '已有成交的商品不能更改商品类型');
    const skip = new Set(['BrandId', 'CategoryId', 'SupplierId', 'Images']); // reported above by name
    for (const problem of checkProduct(input, refs)) {
      if (skip.has(problem.field)) continue;
      add(columnTitle(problem, prices), problem.message);
    }
    rows.push({
      row: rowNo,
      id,
      input,
      priceRegions: priceColumns.map((p) => p.regionId),
      tierRegions: tierColumns.map((t) => t.regionId),
    });
  });
  problems.sort((a, b) => a.Row - b.Row);
  return { rows, problems };
}

/** The column a rule problem belongs to (a price problem names its region's column when it can). */
function columnTitle(problem: FieldProblem, prices: { title: string }[]): string {
  if (problem.field === 'Prices') {
    const hit = prices.find((p) => problem.message.startsWith(p.title.replace(PRICE_TITLE, '$1')));
    return hit?.title ?? '价格';
  }
  return COLUMNS.find((c) => c.field === problem.field)?.title ?? problem.field;
}

/* ------------------------------------------------------------------ writing */

export interface ImportDeps {
  db: Db;
  operatorId: number;
  now: Date;
}

/**
 * Checks and (unless `dryRun` or a problem was found) writes every row in one transaction with one audit entry.
 * Returns what was (or would be) done and the ids written, for the cache drop.
 */
export async function importProducts(
  deps: ImportDeps,
  table: string[][],
  opts: { dryRun: boolean; fileName: string },
): Promise<ImportResult & { ids: number[] }> {
  return deps.db.transaction(async (tx) => {
    const plan = await planImport(tx, table);
    const created = plan.rows.filter((r) => r.id === null).length;
    const result = {
      Rows: plan.rows.length,
      Created: created,
      Updated: plan.rows.length - created,
      ids: [] as number[],
    };
    if (plan.problems.length || opts.dryRun) return { ...result, Written: false, Problems: plan.problems };

    const ids: number[] = [];
    const updatedIds = plan.rows.flatMap((r) => (r.id === null ? [] : [r.id]));
    // Locked in id order (two imports touching the same products never deadlock) and versions bumped: a form
    // edit started before this import is then refused as stale.
    const current = new Map(
      (
        await tx
          .select({ id: products.id, imageUrl: products.imageUrl, images: products.images })
          .from(products)
          .where(inArray(products.id, updatedIds.length ? updatedIds : [0]))
          .orderBy(asc(products.id))
          .for('update')
      ).map((p) => [p.id, p]),
    );
    for (const r of plan.rows) {
      if (r.id === null) {
        const [row] = await tx
          .insert(products)
          .values({ ...columnsOf(r.input), createdAt: deps.now, updatedAt: deps.now })
          .returning({ id: products.id });
        await writePrices(tx, row!.id, r.input.prices);
        ids.push(row!.id);
        continue;
      }
      await tx
        .update(products)
        .set({ ...columnsOf(r.input, current.get(r.id)), updatedAt: deps.now, version: sql`${products.version} + 1` })
        .where(eq(products.id, r.id));
      // Only the regions the file has a column for change (阶梯价: their own columns, or a removed price).
      const tierRegions = [
        ...new Set([
          ...r.tierRegions,
          ...r.priceRegions.filter((id) => !r.input.prices.some((p) => p.regionId === id)),
        ]),
      ];
      if (r.input.catalogue === 'consultation')
        await tx.delete(productPriceTiers).where(eq(productPriceTiers.productId, r.id));
      else if (tierRegions.length)
        await tx
          .delete(productPriceTiers)
          .where(and(eq(productPriceTiers.productId, r.id), inArray(productPriceTiers.regionId, tierRegions)));
      if (r.priceRegions.length)
        await tx
          .delete(productPrices)
          .where(sql`${productPrices.productId} = ${r.id} and ${inArray(productPrices.regionId, r.priceRegions)}`);
      if (r.input.catalogue === 'consultation') await tx.delete(productPrices).where(eq(productPrices.productId, r.id));
      if (r.input.prices.length)
        await tx
          .insert(productPrices)
          .values(r.input.prices.map((p) => ({ productId: r.id!, regionId: p.regionId, price: formatMoney(p.price) })));
      await writeTiers(
        tx,
        r.id,
        r.input.prices.filter((p) => r.tierRegions.includes(p.regionId)),
      );
      ids.push(r.id);
    }
    // The search index in the same transaction: the storefront finds the imported words at once.
    await reindexProducts(tx, { ids });
    await recordAudit(tx, {
      operatorId: deps.operatorId,
      action: 'product.import',
      entity: 'product',
      entityId: 'import',
      before: null,
      after: {
        FileName: opts.fileName,
        Rows: plan.rows.length,
        Created: ids.filter((_, i) => plan.rows[i]!.id === null),
        Updated: updatedIds,
      },
      at: deps.now,
    });
    return { ...result, ids, Written: true, Problems: [] };
  });
}
