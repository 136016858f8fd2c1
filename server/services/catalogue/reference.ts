/**
 * The catalogue's reference data: banners, brands, categories, suppliers and the help articles.
 */
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { BrandDetail, BrandSummary, Category, Supplier } from '../../../src/contract/catalogue.js';
import type { Db } from '../../db/client.js';
import { banners, brands, categories, helpArticles, suppliers } from '../../db/schema.js';
import { notFound } from '../../errors.js';

export async function listBanners(db: Db, type?: number) {
  const rows = await db
    .select()
    .from(banners)
    // Banners an operator switched off stay in the console only.
    .where(and(eq(banners.enabled, true), type === undefined ? undefined : eq(banners.type, type)))
    .orderBy(asc(banners.sort), asc(banners.id));
  return rows.map((b) => ({
    Id: b.id,
    Type: b.type,
    Title: b.title,
    Subtitle: b.subtitle,
    ImageUrl: b.imageUrl,
    LinkUrl: b.linkUrl,
    ButtonText: b.buttonText,
  }));
}

// Correlated subqueries name the outer column explicitly: drizzle leaves columns unqualified in single-table selects.
const productCount = sql<number>`(select count(*)::int from products p where p.brand_id = "brands"."id" and p.on_sale)`;

export async function listBrands(db: Db): Promise<BrandSummary[]> {
  const rows = await db
    .select({ brand: brands, count: productCount })
    .from(brands)
    .orderBy(asc(brands.sort), asc(brands.id));
  return rows.map(({ brand, count }) => ({
    Id: brand.id,
    Name: brand.name,
    LogoUrl: brand.logoUrl,
    Description: brand.description,
    ProductCount: Number(count),
  }));
}

export async function getBrand(db: Db, id: number): Promise<BrandDetail> {
  const [row] = await db.select({ brand: brands, count: productCount }).from(brands).where(eq(brands.id, id)).limit(1);
  if (!row) throw notFound('品牌不存在');
  const { brand, count } = row;
  return {
    Id: brand.id,
    Name: brand.name,
    LogoUrl: brand.logoUrl,
    BannerUrl: brand.bannerUrl,
    Description: brand.description,
    Story: brand.story,
    ProductCount: Number(count),
  };
}

export async function listCategories(
  db: Db,
  opts: { solutionAvailable?: boolean | undefined; displayedOnly?: boolean },
): Promise<Category[]> {
  const where: SQL[] = [];
  if (opts.solutionAvailable !== undefined) where.push(eq(categories.solutionAvailable, opts.solutionAvailable));
  if (opts.displayedOnly) where.push(eq(categories.displayed, true));
  const rows = await db
    .select()
    .from(categories)
    .where(where.length ? and(...where) : undefined)
    .orderBy(asc(categories.sort), asc(categories.id));
  return rows.map((c) => ({
    Id: c.id,
    ParentId: c.parentId,
    Name: c.name,
    IconUrl: c.iconUrl,
    SolutionAvailable: c.solutionAvailable,
    Displayed: c.displayed,
  }));
}

export async function listSuppliers(db: Db, displayedOnly: boolean): Promise<Supplier[]> {
  const rows = await db
    .select()
    .from(suppliers)
    .where(displayedOnly ? eq(suppliers.displayed, true) : undefined)
    .orderBy(asc(suppliers.sort), asc(suppliers.id));
  return rows.map((s) => ({
    Id: s.id,
    Name: s.name,
    LogoUrl: s.logoUrl,
    Province: s.province,
    City: s.city,
    Description: s.description,
    Displayed: s.displayed,
  }));
}

/* ------------------------------------------------------------------ products */

export async function listHelp(db: Db) {
  const rows = await db.select().from(helpArticles).orderBy(asc(helpArticles.sort), asc(helpArticles.id));
  return rows.map((h) => ({ Id: h.id, Category: h.category, Title: h.title, Body: h.body }));
}
