/**
 * 协议价 management (operator console): a company's contract prices, read, replaced as a whole (by hand or by a
 * file import) in one transaction with its audit entry. The company row is locked first, so two operators
 * saving the same company's list at once are applied one after the other, never interleaved. Periods of one
 * product and region may not overlap (the engine must find at most one price on a day).
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ContractPrice, ContractPriceInput } from '../../../src/contract/contract-prices.js';
import { isIsoDay } from '../../../src/contract/dates.js';
import type { Db } from '../../db/client.js';
import { companies, contractPrices, productPrices, products, regions } from '../../db/schema.js';
import { badRequest, notFound } from '../../errors.js';
import { formatMoney } from '../money.js';
import { recordAudit } from '../operator/audit.js';
import { priceProblem } from '../operator/product-rules.js';
import { chinaDay } from './reads.js';

export interface ContractDeps {
  db: Db;
  operatorId: number;
  now: Date;
}

/** One problem of an item: which one (0-based), the field, the Chinese reason. */
export interface ContractProblem {
  index: number;
  field: 'ProductId' | 'Region' | 'Price' | 'ValidFrom' | 'ValidUntil';
  message: string;
}

async function assertCompany(db: Db, companyId: number, lock = false): Promise<void> {
  const q = db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound('企业不存在');
}

/** The company's contract prices, by product then region then start. */
export async function listContractPrices(db: Db, companyId: number, now: Date): Promise<ContractPrice[]> {
  await assertCompany(db, companyId);
  const today = chinaDay(now);
  const rows = await db
    .select({
      c: contractPrices,
      name: products.name,
      model: products.model,
      regionName: regions.name,
      list: productPrices.price,
    })
    .from(contractPrices)
    .innerJoin(products, eq(products.id, contractPrices.productId))
    .innerJoin(regions, eq(regions.id, contractPrices.regionId))
    .leftJoin(
      productPrices,
      and(eq(productPrices.productId, contractPrices.productId), eq(productPrices.regionId, contractPrices.regionId)),
    )
    .where(eq(contractPrices.companyId, companyId))
    .orderBy(asc(contractPrices.productId), asc(contractPrices.regionId), asc(contractPrices.validFrom));
  return rows.map(({ c, name, model, regionName, list }) => ({
    ProductId: c.productId,
    Region: c.regionId,
    Price: formatMoney(c.price),
    ValidFrom: c.validFrom,
    ValidUntil: c.validUntil,
    ProductName: name,
    Model: model,
    RegionName: regionName,
    ListPrice: list === null ? null : formatMoney(list),
    State: c.validFrom && c.validFrom > today ? 'pending' : c.validUntil && c.validUntil < today ? 'expired' : 'active',
  }));
}

/** Every problem of a list: products online, regions known, prices and days well formed, no overlap. */
export async function checkContractPrices(db: Db, items: readonly ContractPriceInput[]): Promise<ContractProblem[]> {
  const problems: ContractProblem[] = [];
  const ids = [...new Set(items.map((i) => i.ProductId))];
  const [productRows, regionRows] = await Promise.all([
    ids.length
      ? db.select({ id: products.id, catalogue: products.catalogue }).from(products).where(inArray(products.id, ids))
      : [],
    db.select({ id: regions.id }).from(regions),
  ]);
  const catalogueOf = new Map(productRows.map((p) => [p.id, p.catalogue]));
  const regionIds = new Set(regionRows.map((r) => r.id));
  items.forEach((item, index) => {
    const add = (field: ContractProblem['field'], message: string) => problems.push({ index, field, message });
    const catalogue = catalogueOf.get(item.ProductId);
    if (catalogue === undefined) add('ProductId', `商品 ${item.ProductId} 不存在`);
    else if (catalogue !== 'online') add('ProductId', `商品 ${item.ProductId} 是咨询采购商品，价格由报价确定`);
    if (!regionIds.has(item.Region)) add('Region', `地区 ${item.Region} 不存在`);
    const price = priceProblem(item.Price);
    if (price) add('Price', `协议价：${price}`);
    const from = item.ValidFrom ?? null;
    const until = item.ValidUntil ?? null;
    if (from !== null && !isIsoDay(from)) add('ValidFrom', '生效日期不是有效日期（YYYY-MM-DD）');
    if (until !== null && !isIsoDay(until)) add('ValidUntil', '失效日期不是有效日期（YYYY-MM-DD）');
    else if (from !== null && until !== null && until < from) add('ValidUntil', '失效日期不能早于生效日期');
  });
  // Overlapping periods of the same product and region (open ends reach forever).
  const byKey = new Map<string, { index: number; from: string; until: string }[]>();
  items.forEach((item, index) => {
    const key = `${item.ProductId}:${item.Region}`;
    const period = { index, from: item.ValidFrom ?? '0000-00-00', until: item.ValidUntil ?? '9999-99-99' };
    const others = byKey.get(key) ?? [];
    const clash = others.find((o) => o.from <= period.until && period.from <= o.until);
    if (clash)
      problems.push({
        index,
        field: 'ValidFrom',
        message: `商品 ${item.ProductId} 在该地区的协议价有效期与第 ${clash.index + 1} 条重叠`,
      });
    byKey.set(key, [...others, period]);
  });
  return problems.sort((a, b) => a.index - b.index);
}

/** Replaces the company's whole list (checked first: a 400 naming the first problem, nothing written). */
export async function replaceContractPrices(
  deps: ContractDeps,
  companyId: number,
  items: readonly ContractPriceInput[],
  action: 'company.prices' | 'company.prices-import' = 'company.prices',
): Promise<ContractPrice[]> {
  return deps.db.transaction(async (tx) => {
    await assertCompany(tx, companyId, true);
    const [first] = await checkContractPrices(tx, items);
    if (first) throw badRequest(`第 ${first.index + 1} 条：${first.message}`, first.field);
    const before = await listContractPrices(tx, companyId, deps.now);
    await tx.delete(contractPrices).where(eq(contractPrices.companyId, companyId));
    if (items.length)
      await tx.insert(contractPrices).values(
        items.map((i) => ({
          companyId,
          productId: i.ProductId,
          regionId: i.Region,
          price: formatMoney(i.Price.trim()),
          validFrom: i.ValidFrom ?? null,
          validUntil: i.ValidUntil ?? null,
          updatedAt: deps.now,
        })),
      );
    const after = await listContractPrices(tx, companyId, deps.now);
    const view = (list: ContractPrice[]) =>
      list.map((c) => ({
        ProductId: c.ProductId,
        Region: c.Region,
        Price: c.Price,
        ValidFrom: c.ValidFrom,
        ValidUntil: c.ValidUntil,
      }));
    await recordAudit(tx, {
      operatorId: deps.operatorId,
      action,
      entity: 'company',
      entityId: companyId,
      before: { Prices: view(before) },
      after: { Prices: view(after) },
      at: deps.now,
    });
    return after;
  });
}
