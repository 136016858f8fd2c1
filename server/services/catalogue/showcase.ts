/**
 * The showcase (黄页): its list and one entry.
 */
import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { ShowcaseDetail, ShowcasePage, ShowcaseQuery } from '../../../src/contract/catalogue.js';
import type { Db } from '../../db/client.js';
import { brands, categories, showcaseEntries, suppliers } from '../../db/schema.js';
import { notFound } from '../../errors.js';
import { containsPattern, pageOf } from './common.js';

const showcaseColumns = {
  entry: showcaseEntries,
  supplierName: suppliers.name,
  province: suppliers.province,
  city: suppliers.city,
  categoryName: categories.name,
};

function toShowcaseSummary(r: {
  entry: typeof showcaseEntries.$inferSelect;
  supplierName: string;
  province: string;
  city: string;
  categoryName: string;
}) {
  return {
    GlobalId: r.entry.globalId,
    Name: r.entry.name,
    ImageUrl: r.entry.imageUrl,
    Summary: r.entry.summary,
    SupplierId: r.entry.supplierId,
    SupplierName: r.supplierName,
    CategoryId: r.entry.categoryId,
    CategoryName: r.categoryName,
    Province: r.province,
    City: r.city,
  };
}

export async function listShowcase(db: Db, query: ShowcaseQuery): Promise<ShowcasePage> {
  const { page, pageSize, offset } = pageOf(query);
  const where: SQL[] = [];
  if (query.categoryId) where.push(eq(showcaseEntries.categoryId, query.categoryId));
  if (query.supplierId) where.push(eq(showcaseEntries.supplierId, query.supplierId));
  const keyword = query.keyword?.trim();
  if (keyword) {
    for (const word of keyword.split(/\s+/).slice(0, 5)) {
      const p = containsPattern(word);
      where.push(
        or(
          ilike(showcaseEntries.name, p),
          ilike(showcaseEntries.summary, p),
          ilike(suppliers.name, p),
          ilike(categories.name, p),
        )!,
      );
    }
  }
  const condition = where.length ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(showcaseColumns)
      .from(showcaseEntries)
      .innerJoin(suppliers, eq(suppliers.id, showcaseEntries.supplierId))
      .innerJoin(categories, eq(categories.id, showcaseEntries.categoryId))
      .where(condition)
      .orderBy(desc(showcaseEntries.createdAt), asc(showcaseEntries.globalId))
      .limit(pageSize)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(showcaseEntries)
      .innerJoin(suppliers, eq(suppliers.id, showcaseEntries.supplierId))
      .innerJoin(categories, eq(categories.id, showcaseEntries.categoryId))
      .where(condition),
  ]);
  return { Items: rows.map(toShowcaseSummary), Total: Number(total?.n ?? 0), Page: page, PageSize: pageSize };
}

export async function getShowcaseEntry(db: Db, globalId: string): Promise<ShowcaseDetail> {
  const [row] = await db
    .select({ ...showcaseColumns, brandName: brands.name })
    .from(showcaseEntries)
    .innerJoin(suppliers, eq(suppliers.id, showcaseEntries.supplierId))
    .innerJoin(categories, eq(categories.id, showcaseEntries.categoryId))
    .leftJoin(brands, eq(brands.id, showcaseEntries.brandId))
    .where(eq(showcaseEntries.globalId, globalId))
    .limit(1);
  if (!row) throw notFound('黄页商品不存在');
  return {
    ...toShowcaseSummary(row),
    Description: row.entry.description,
    Specs: row.entry.specs,
    BrandName: row.brandName,
    ContactName: row.entry.contactName,
    ContactPhone: row.entry.contactPhone,
  };
}

/* ------------------------------------------------------------------ help */
