/**
 * Products in the operator console: list (search, filters, off-sale ones too), read, create, edit (all fields,
 * prices per region, stock), on/off sale. Every write is one transaction with its audit entry; an edit carries
 * the Version it started from and is refused (409) when another operator saved meanwhile, so no write is lost
 * silently. The caller (route) calls catalogueChanged after the commit so the storefront shows it at once.
 */
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Catalogue } from '../../../src/contract/enums.js';
import type {
  CatalogueOptions,
  OpProduct,
  OpProductPage,
  OpProductQuery,
  ProductBody,
  ProductSaleBody,
} from '../../../src/contract/operator-catalogue.js';
import type { Db } from '../../db/client.js';
import { brands, categories, productPrices, productPriceTiers, products, regions, suppliers } from '../../db/schema.js';
import { ApiError, badRequest, conflict, notFound } from '../../errors.js';
import { containsPattern } from '../catalogue.js';
import { formatMoney } from '../money.js';
import { reindexProducts } from '../search/indexer.js';
import { recordAudit } from './audit.js';
import { checkProduct, type ProductInput, type ProductRefs } from './product-rules.js';

export const PLACEHOLDER_IMAGE = '/media/placeholder.svg';
export const STALE_PRODUCT = '该商品已被其他运营人员修改，请刷新后重新编辑';

type ProductRow = typeof products.$inferSelect;

/** Brands, categories, suppliers and regions that exist (read with the handle of the write, if any). */
export async function loadRefs(db: Db): Promise<ProductRefs> {
  const [b, c, s, r] = await Promise.all([
    db.select({ id: brands.id }).from(brands),
    db.select({ id: categories.id }).from(categories),
    db.select({ id: suppliers.id }).from(suppliers),
    db.select({ id: regions.id, name: regions.name }).from(regions),
  ]);
  return {
    brands: new Set(b.map((x) => x.id)),
    categories: new Set(c.map((x) => x.id)),
    suppliers: new Set(s.map((x) => x.id)),
    regions: new Map(r.map((x) => [x.id, x.name])),
  };
}

export async function catalogueOptions(db: Db): Promise<CatalogueOptions> {
  const [r, b, c, s] = await Promise.all([
    db.select({ Id: regions.id, Name: regions.name }).from(regions).orderBy(asc(regions.sort), asc(regions.id)),
    db.select({ Id: brands.id, Name: brands.name }).from(brands).orderBy(asc(brands.sort), asc(brands.id)),
    db
      .select({ Id: categories.id, Name: categories.name, ParentId: categories.parentId })
      .from(categories)
      .orderBy(asc(categories.sort), asc(categories.id)),
    db
      .select({ Id: suppliers.id, Name: suppliers.name })
      .from(suppliers)
      .orderBy(asc(suppliers.sort), asc(suppliers.id)),
  ]);
  return { Regions: r, Brands: b, Categories: c, Suppliers: s };
}

/** The body as the rules see it: strings trimmed, absent optional fields at their defaults. */
export function inputOf(body: ProductBody): ProductInput {
  return {
    catalogue: body.Catalogue,
    name: body.Name.trim(),
    model: (body.Model ?? '').trim(),
    brandId: body.BrandId,
    categoryId: body.CategoryId,
    supplierId: body.SupplierId,
    unit: body.Unit.trim(),
    description: (body.Description ?? '').trim(),
    specs: (body.Specs ?? []).map((s) => ({ Name: s.Name.trim(), Value: s.Value.trim() })),
    minQuantity: body.MinQuantity,
    quantityStep: body.QuantityStep,
    stock: body.Stock,
    onSale: body.OnSale,
    prices: body.Prices.map((p) => ({
      regionId: p.RegionId,
      price: p.Price.trim(),
      tiers: (p.Tiers ?? []).map((t) => ({ minQuantity: t.MinQuantity, price: t.Price.trim() })),
    })),
    images: (body.Images ?? []).map((u) => u.trim()),
  };
}

/** 400 naming the first problem's field (the form marks it), or nothing. */
function refuse(input: ProductInput, refs: ProductRefs): void {
  const [first] = checkProduct(input, refs);
  if (first) throw badRequest(first.message, first.field);
}

/** The columns a product row gets from a checked input (images: the first is the main picture). */
export function columnsOf(p: ProductInput, keepImages?: { imageUrl: string; images: string[] }) {
  const images = p.images.length ? p.images : (keepImages?.images ?? []);
  return {
    catalogue: p.catalogue,
    name: p.name,
    model: p.model,
    brandId: p.brandId,
    categoryId: p.categoryId,
    supplierId: p.supplierId,
    unit: p.unit,
    description: p.description,
    specs: p.specs,
    minQuantity: p.minQuantity,
    quantityStep: p.quantityStep,
    stock: p.stock,
    onSale: p.onSale,
    images,
    imageUrl: images[0] ?? keepImages?.imageUrl ?? PLACEHOLDER_IMAGE,
  };
}

/** Replaces the product's prices and their 阶梯价 (online: one per region; consultation: none). */
export async function writePrices(tx: Db, productId: number, prices: ProductInput['prices']): Promise<void> {
  await tx.delete(productPriceTiers).where(eq(productPriceTiers.productId, productId));
  await tx.delete(productPrices).where(eq(productPrices.productId, productId));
  if (prices.length)
    await tx
      .insert(productPrices)
      .values(prices.map((p) => ({ productId, regionId: p.regionId, price: formatMoney(p.price) })));
  await writeTiers(tx, productId, prices);
}

/** Inserts the 阶梯价 of these regions' prices (their old ones already deleted). */
export async function writeTiers(tx: Db, productId: number, prices: ProductInput['prices']): Promise<void> {
  const tiers = prices.flatMap((p) =>
    (p.tiers ?? []).map((t) => ({
      productId,
      regionId: p.regionId,
      minQuantity: t.minQuantity,
      price: formatMoney(t.price),
    })),
  );
  if (tiers.length) await tx.insert(productPriceTiers).values(tiers);
}

async function readProducts(db: Db, where: SQL | undefined, page?: { limit: number; offset: number }) {
  let q = db
    .select({
      product: products,
      brandName: brands.name,
      categoryName: categories.name,
      supplierName: suppliers.name,
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
    .where(where)
    .orderBy(desc(products.id))
    .$dynamic();
  if (page) q = q.limit(page.limit).offset(page.offset);
  const rows = await q;
  const ids = rows.map((r) => r.product.id);
  const tiers = ids.length
    ? await db
        .select()
        .from(productPriceTiers)
        .where(inArray(productPriceTiers.productId, ids))
        .orderBy(asc(productPriceTiers.minQuantity))
    : [];
  const prices = ids.length
    ? await db
        .select({
          productId: productPrices.productId,
          regionId: regions.id,
          regionName: regions.name,
          price: productPrices.price,
        })
        .from(productPrices)
        .innerJoin(regions, eq(regions.id, productPrices.regionId))
        .where(inArray(productPrices.productId, ids))
        .orderBy(asc(regions.sort), asc(regions.id))
    : [];
  return rows.map(
    (r): OpProduct => ({
      Id: r.product.id,
      Catalogue: r.product.catalogue as Catalogue,
      Name: r.product.name,
      Model: r.product.model,
      BrandId: r.product.brandId,
      BrandName: r.brandName,
      CategoryId: r.product.categoryId,
      CategoryName: r.categoryName,
      SupplierId: r.product.supplierId,
      SupplierName: r.supplierName,
      Unit: r.product.unit,
      ImageUrl: r.product.imageUrl,
      Images: r.product.images,
      Specs: r.product.specs,
      Description: r.product.description,
      MinQuantity: r.product.minQuantity,
      QuantityStep: r.product.quantityStep,
      Stock: r.product.stock,
      Sales: r.product.sales,
      OnSale: r.product.onSale,
      Prices: prices
        .filter((p) => p.productId === r.product.id)
        .map((p) => ({
          RegionId: p.regionId,
          RegionName: p.regionName,
          Price: formatMoney(p.price),
          Tiers: tiers
            .filter((t) => t.productId === r.product.id && t.regionId === p.regionId)
            .map((t) => ({ MinQuantity: t.minQuantity, Price: formatMoney(t.price) })),
        })),
      Version: r.product.version,
      UpdatedAt: r.product.updatedAt.toISOString(),
    }),
  );
}

function filterOf(query: OpProductQuery): SQL | undefined {
  const where: SQL[] = [];
  if (query.catalogue) where.push(eq(products.catalogue, query.catalogue));
  if (query.brandId) where.push(eq(products.brandId, query.brandId));
  if (query.categoryId) where.push(eq(products.categoryId, query.categoryId));
  if (query.supplierId) where.push(eq(products.supplierId, query.supplierId));
  if (query.onSale !== undefined) where.push(eq(products.onSale, query.onSale));
  const keyword = query.keyword?.trim();
  if (keyword) {
    // A number is also looked up as the product id (operators quote ids from orders and the audit log).
    const byId = /^\d{1,9}$/.test(keyword) ? [eq(products.id, Number(keyword))] : [];
    const p = containsPattern(keyword);
    where.push(or(...byId, ilike(products.name, p), ilike(products.model, p))!);
  }
  return where.length ? and(...where) : undefined;
}

export async function listOpProducts(db: Db, query: OpProductQuery): Promise<OpProductPage> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 20;
  const where = filterOf(query);
  const [items, [total]] = await Promise.all([
    readProducts(db, where, { limit: pageSize, offset: (page - 1) * pageSize }),
    db.select({ n: count() }).from(products).where(where),
  ]);
  return { Items: items, Total: Number(total?.n ?? 0), Page: page, PageSize: pageSize };
}

export async function getOpProduct(db: Db, id: number): Promise<OpProduct> {
  const [p] = await readProducts(db, eq(products.id, id));
  if (!p) throw notFound('商品不存在');
  return p;
}

/** What the audit log keeps of a product: the editable fields as the console shows them. */
export function auditView(p: OpProduct): Record<string, unknown> {
  const { BrandName: _b, CategoryName: _c, SupplierName: _s, UpdatedAt: _u, Sales: _sales, ...rest } = p;
  return rest;
}

export interface WriteDeps {
  db: Db;
  operatorId: number;
  now: Date;
}

export async function createProduct(deps: WriteDeps, body: ProductBody): Promise<OpProduct> {
  const input = inputOf(body);
  return deps.db.transaction(async (tx) => {
    refuse(input, await loadRefs(tx));
    const [row] = await tx
      .insert(products)
      .values({ ...columnsOf(input), createdAt: deps.now, updatedAt: deps.now })
      .returning({ id: products.id });
    const id = row!.id;
    await writePrices(tx, id, input.prices);
    await reindexProducts(tx, { ids: [id] });
    const after = await getOpProduct(tx, id);
    await recordAudit(tx, {
      operatorId: deps.operatorId,
      action: 'product.create',
      entity: 'product',
      entityId: id,
      before: null,
      after: auditView(after),
      at: deps.now,
    });
    return after;
  });
}

/** Locks the product and checks the edit started from its current version. */
async function lockCurrent(tx: Db, id: number, version: number | undefined): Promise<ProductRow> {
  if (version === undefined) throw badRequest('缺少版本号（Version），请刷新后重新编辑', 'Version');
  const [row] = await tx.select().from(products).where(eq(products.id, id)).for('update').limit(1);
  if (!row) throw notFound('商品不存在');
  if (row.version !== version) throw conflict(STALE_PRODUCT);
  return row;
}

export async function updateProduct(deps: WriteDeps, id: number, body: ProductBody): Promise<OpProduct> {
  const input = inputOf(body);
  return deps.db.transaction(async (tx) => {
    const row = await lockCurrent(tx, id, body.Version);
    const before = await getOpProduct(tx, id);
    // A product already bought keeps its catalogue: orders, carts and quotes were made under its rules.
    if (row.catalogue !== input.catalogue && row.sales > 0)
      throw badRequest('已有成交的商品不能更改商品类型', 'Catalogue');
    refuse(input, await loadRefs(tx));
    await tx
      .update(products)
      .set({ ...columnsOf(input, row), updatedAt: deps.now, version: sql`${products.version} + 1` })
      .where(eq(products.id, id));
    await writePrices(tx, id, input.prices);
    await reindexProducts(tx, { ids: [id] });
    const after = await getOpProduct(tx, id);
    await recordAudit(tx, {
      operatorId: deps.operatorId,
      action: 'product.update',
      entity: 'product',
      entityId: id,
      before: auditView(before),
      after: auditView(after),
      at: deps.now,
    });
    return after;
  });
}

export async function setProductOnSale(deps: WriteDeps, id: number, body: ProductSaleBody): Promise<OpProduct> {
  return deps.db.transaction(async (tx) => {
    const row = await lockCurrent(tx, id, body.Version);
    if (row.onSale === body.OnSale)
      throw conflict(body.OnSale ? '该商品已在售，无需重复上架' : '该商品已下架，无需重复下架');
    if (body.OnSale && row.catalogue === 'online') {
      const [n] = await tx.select({ n: count() }).from(productPrices).where(eq(productPrices.productId, id));
      if (!Number(n?.n)) throw new ApiError(400, '在线采购商品至少需要一个地区的价格才能上架', 'Prices');
    }
    await tx
      .update(products)
      .set({ onSale: body.OnSale, updatedAt: deps.now, version: sql`${products.version} + 1` })
      .where(eq(products.id, id));
    await recordAudit(tx, {
      operatorId: deps.operatorId,
      action: body.OnSale ? 'product.on-sale' : 'product.off-sale',
      entity: 'product',
      entityId: id,
      before: { OnSale: row.onSale, Version: row.version },
      after: { OnSale: body.OnSale, Version: row.version + 1 },
      at: deps.now,
    });
    return getOpProduct(tx, id);
  });
}
