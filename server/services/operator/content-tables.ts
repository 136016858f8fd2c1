/**
 * Content of the catalogue in the operator console: brands, categories, suppliers, banners, solutions,
 * showcase (黄页) entries and help articles, with ONE generic list / create / update / delete driven by the
 * field descriptions of src/contract/operator-content.ts and a small table description per resource here
 * (this file; content-read.ts lists and shows, content-values.ts checks a body, content-writes.ts writes).
 *
 * Every write is one transaction with its audit entry (before/after); an edit or delete carries the Version it
 * started from and is refused (409) when another operator saved meanwhile; a delete that would break data (a
 * brand with products, a category with children…) is refused (409) with the reason. The route calls
 * catalogueChanged after the commit so the storefront shows the change at once.
 */
import { randomUUID } from 'node:crypto';
import { count, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ContentResource } from '../../../src/contract/operator-content.js';
import type { Db } from '../../db/client.js';
import {
  banners,
  brands,
  categories,
  helpArticles,
  products,
  showcaseEntries,
  solutions,
  suppliers,
} from '../../db/schema.js';
import type { CatalogueTable } from '../../plugins/catalogue-cache.js';

export type Refusal = string | null;

export interface TableOf {
  table: PgTable;
  id: PgColumn;
  /** Field key → column. */
  columns: Record<string, PgColumn>;
  /** Columns only set on create (banners: the home carousel; showcase: a new GlobalId). */
  onCreate?: () => Record<string, unknown>;
  /** Searched by the list's keyword. */
  search: PgColumn[];
  order: PgColumn[];
  /** audit_log.entity */
  entity: string;
  cache: CatalogueTable;
  /** Names that must be unique (brands, suppliers). */
  uniqueKey?: string;
  /** Why this row cannot be deleted, or null. */
  refuseDelete?: (tx: Db, id: number | string) => Promise<Refusal>;
  /** Extra checks of a checked row (categories: no loop in the tree). */
  check?: (tx: Db, id: number | string | null, values: Record<string, unknown>) => Promise<Refusal>;
}

/** How many rows of a table match. */
export const countRows = async (db: Db, table: PgTable, where: SQL) => {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return Number(row?.n ?? 0);
};

/** The first non-zero count's message: "该品牌下还有 3 个商品…". */
async function firstUse(db: Db, uses: [PgTable, SQL, (k: number) => string][]): Promise<Refusal> {
  for (const [table, where, message] of uses) {
    const k = await countRows(db, table, where);
    if (k > 0) return message(k);
  }
  return null;
}

export const TABLES: Record<ContentResource, TableOf> = {
  brands: {
    table: brands,
    id: brands.id,
    columns: {
      Name: brands.name,
      LogoUrl: brands.logoUrl,
      BannerUrl: brands.bannerUrl,
      Description: brands.description,
      Story: brands.story,
      Sort: brands.sort,
    },
    search: [brands.name],
    order: [brands.sort, brands.id],
    entity: 'brand',
    cache: 'brands',
    uniqueKey: 'Name',
    refuseDelete: (tx, id) =>
      firstUse(tx, [
        [
          products,
          eq(products.brandId, Number(id)),
          (k) => `该品牌下还有 ${k} 个商品，不能删除；请先把商品改到其他品牌`,
        ],
        [showcaseEntries, eq(showcaseEntries.brandId, Number(id)), (k) => `黄页中还有 ${k} 个条目属于该品牌，不能删除`],
      ]),
  },
  categories: {
    table: categories,
    id: categories.id,
    columns: {
      Name: categories.name,
      ParentId: categories.parentId,
      IconUrl: categories.iconUrl,
      Displayed: categories.displayed,
      SolutionAvailable: categories.solutionAvailable,
      Sort: categories.sort,
    },
    search: [categories.name],
    order: [categories.sort, categories.id],
    entity: 'category',
    cache: 'categories',
    refuseDelete: (tx, id) =>
      firstUse(tx, [
        [
          categories,
          eq(categories.parentId, Number(id)),
          (k) => `该分类下还有 ${k} 个下级分类，不能删除；请先移走或删除下级分类`,
        ],
        [
          products,
          eq(products.categoryId, Number(id)),
          (k) => `该分类下还有 ${k} 个商品，不能删除；请先把商品改到其他分类`,
        ],
        [
          showcaseEntries,
          eq(showcaseEntries.categoryId, Number(id)),
          (k) => `黄页中还有 ${k} 个条目属于该分类，不能删除`,
        ],
        [solutions, eq(solutions.categoryId, Number(id)), (k) => `还有 ${k} 个解决方案属于该分类，不能删除`],
      ]),
    check: async (tx, id, values) => {
      const parent = values.ParentId as number | null;
      if (parent === null || id === null) return null;
      // Walk up from the chosen parent: meeting the row itself would make a loop in the tree.
      const all = await tx.select({ id: categories.id, parentId: categories.parentId }).from(categories);
      const parentOf = new Map(all.map((c) => [c.id, c.parentId]));
      for (let at: number | null | undefined = parent, steps = 0; at != null && steps <= all.length; steps++) {
        if (at === Number(id)) return '上级分类不能是它自己或它的下级分类';
        at = parentOf.get(at);
      }
      return null;
    },
  },
  suppliers: {
    table: suppliers,
    id: suppliers.id,
    columns: {
      Name: suppliers.name,
      LogoUrl: suppliers.logoUrl,
      Province: suppliers.province,
      City: suppliers.city,
      ContactPhone: suppliers.contactPhone,
      Description: suppliers.description,
      Displayed: suppliers.displayed,
      Sort: suppliers.sort,
    },
    search: [suppliers.name, suppliers.city],
    order: [suppliers.sort, suppliers.id],
    entity: 'supplier',
    cache: 'suppliers',
    uniqueKey: 'Name',
    refuseDelete: (tx, id) =>
      firstUse(tx, [
        [
          products,
          eq(products.supplierId, Number(id)),
          (k) => `该供应商还有 ${k} 个商品，不能删除；请先把商品改到其他供应商`,
        ],
        [
          showcaseEntries,
          eq(showcaseEntries.supplierId, Number(id)),
          (k) => `黄页中还有 ${k} 个条目属于该供应商，不能删除`,
        ],
      ]),
  },
  banners: {
    table: banners,
    id: banners.id,
    columns: {
      Title: banners.title,
      Subtitle: banners.subtitle,
      ImageUrl: banners.imageUrl,
      LinkUrl: banners.linkUrl,
      ButtonText: banners.buttonText,
      Enabled: banners.enabled,
      Sort: banners.sort,
    },
    // The storefront's carousel is type 1 (GET /api/Banners?type=1).
    onCreate: () => ({ type: 1 }),
    search: [banners.title],
    order: [banners.sort, banners.id],
    entity: 'banner',
    cache: 'banners',
  },
  solutions: {
    table: solutions,
    id: solutions.id,
    columns: {
      Title: solutions.title,
      Summary: solutions.summary,
      ImageUrl: solutions.imageUrl,
      CategoryId: solutions.categoryId,
      Industry: solutions.industry,
      Body: solutions.body,
      ProductIds: solutions.productIds,
      Featured: solutions.featured,
      Sort: solutions.sort,
    },
    search: [solutions.title, solutions.industry],
    order: [solutions.sort, solutions.id],
    entity: 'solution',
    cache: 'solutions',
  },
  showcase: {
    table: showcaseEntries,
    id: showcaseEntries.globalId,
    columns: {
      Name: showcaseEntries.name,
      SupplierId: showcaseEntries.supplierId,
      CategoryId: showcaseEntries.categoryId,
      BrandId: showcaseEntries.brandId,
      ImageUrl: showcaseEntries.imageUrl,
      Summary: showcaseEntries.summary,
      Description: showcaseEntries.description,
      ContactName: showcaseEntries.contactName,
      ContactPhone: showcaseEntries.contactPhone,
      Specs: showcaseEntries.specs,
    },
    onCreate: () => ({ globalId: randomUUID() }),
    search: [showcaseEntries.name, showcaseEntries.summary],
    order: [showcaseEntries.createdAt, showcaseEntries.globalId],
    entity: 'showcase',
    cache: 'showcase',
  },
  help: {
    table: helpArticles,
    id: helpArticles.id,
    columns: {
      Title: helpArticles.title,
      Category: helpArticles.category,
      Body: helpArticles.body,
      Sort: helpArticles.sort,
    },
    search: [helpArticles.title, helpArticles.body],
    order: [helpArticles.sort, helpArticles.id],
    entity: 'help',
    cache: 'help',
  },
};

export const contentCacheTable = (resource: ContentResource): CatalogueTable => TABLES[resource].cache;

/** The row version an edit or delete must start from (every content table has one). */
export const versionOf = (t: TableOf) => (t.table as unknown as { version: PgColumn }).version;
