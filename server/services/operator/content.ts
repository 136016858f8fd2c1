/**
 * Content of the catalogue in the operator console: brands, categories, suppliers, banners, solutions,
 * showcase (黄页) entries and help articles, with ONE generic list / create / update / delete driven by the
 * field descriptions of src/contract/operator-content.ts and a small table description per resource here.
 *
 * Every write is one transaction with its audit entry (before/after); an edit or delete carries the Version it
 * started from and is refused (409) when another operator saved meanwhile; a delete that would break data (a
 * brand with products, a category with children…) is refused (409) with the reason. The route calls
 * catalogueChanged after the commit so the storefront shows the change at once.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  CONTENT,
  type ContentBody,
  type ContentField,
  type ContentItem,
  type ContentPage,
  type ContentQuery,
  type ContentResource,
  SPEC_NAME_MAX,
  SPEC_VALUE_MAX,
} from '../../../src/contract/operator-content.js';
import { linkProblem } from '../../../src/contract/storefront-links.js';
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
import { badRequest, conflict, dbErrorCode, notFound } from '../../errors.js';
import type { CatalogueTable } from '../../plugins/catalogue-cache.js';
import { containsPattern } from '../catalogue.js';
import { reindexProducts } from '../search/indexer.js';
import { type AuditRecord, recordAudit } from './audit.js';
import type { WriteDeps } from './products.js';

type Refusal = string | null;

interface TableOf {
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

const n = async (db: Db, table: PgTable, where: SQL) => {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return Number(row?.n ?? 0);
};

/** The first non-zero count's message: "该品牌下还有 3 个商品…". */
async function firstUse(db: Db, uses: [PgTable, SQL, (k: number) => string][]): Promise<Refusal> {
  for (const [table, where, message] of uses) {
    const k = await n(db, table, where);
    if (k > 0) return message(k);
  }
  return null;
}

const TABLES: Record<ContentResource, TableOf> = {
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

/* ------------------------------------------------------------------ reading */

const versionOf = (t: TableOf) => (t.table as unknown as { version: PgColumn }).version;

/** Selects the described columns as field keys, plus Id and Version. */
const selection = (t: TableOf) => ({ Id: t.id, ...t.columns, Version: versionOf(t) });

/** Adds the names of referenced rows (BrandId → BrandName …) for the list. */
async function withNames(db: Db, resource: ContentResource, rows: Record<string, unknown>[]): Promise<ContentItem[]> {
  const refs = CONTENT[resource].fields.filter((f) => f.type === 'ref');
  const names: Record<string, Map<number, string>> = {};
  for (const f of refs) {
    const table = { brands, categories, suppliers }[f.ref];
    if (names[f.ref]) continue;
    const all = await db.select({ id: table.id, name: table.name }).from(table);
    names[f.ref] = new Map(all.map((r) => [r.id, r.name]));
  }
  return rows.map((row) => {
    const item = { ...row } as ContentItem;
    for (const f of refs) {
      const id = row[f.key] as number | null;
      item[f.key.replace(/Id$/, 'Name')] = id == null ? null : (names[f.ref]!.get(id) ?? null);
    }
    return item;
  });
}

export async function listContent(db: Db, resource: ContentResource, query: ContentQuery): Promise<ContentPage> {
  const t = TABLES[resource];
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 20;
  const keyword = query.keyword?.trim();
  const where = keyword ? or(...t.search.map((c) => ilike(c, containsPattern(keyword)))) : undefined;
  const [rows, total] = await Promise.all([
    db
      .select(selection(t))
      .from(t.table)
      .where(where)
      .orderBy(...t.order.map((c) => asc(c)))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    n(db, t.table, where ?? sql`true`),
  ]);
  return { Items: await withNames(db, resource, rows), Total: total, Page: page, PageSize: pageSize };
}

export async function getContent(db: Db, resource: ContentResource, id: number | string): Promise<ContentItem> {
  const t = TABLES[resource];
  const [row] = await db.select(selection(t)).from(t.table).where(eq(t.id, id)).limit(1);
  if (!row) throw notFound(`该${CONTENT[resource].label}不存在或已被删除`);
  const [item] = await withNames(db, resource, [row]);
  return item!;
}

/** The id of a path parameter: showcase entries are addressed by their GlobalId text, the rest by number. */
export function contentId(resource: ContentResource, raw: string): number | string {
  if (resource === 'showcase') return raw;
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) throw notFound(`该${CONTENT[resource].label}不存在或已被删除`);
  return Number(raw);
}

/* ------------------------------------------------------------------ checking */

/**
 * Uploaded pictures (/media/uploads/…) or seed media (/media/…) only: the storefront's CSP allows images from
 * its own origin (img-src 'self' data: blob:), so an outside address would be accepted here and never shown.
 */
const IMAGE = /^\/media\/[A-Za-z0-9/_.-]+$/;

/** A field's value from the body (absent: the current value on edit, the default on create), checked. */
async function fieldValue(db: Db, f: ContentField, raw: unknown, current: unknown): Promise<unknown> {
  const absent = raw === undefined;
  switch (f.type) {
    case 'text': {
      const text = absent ? ((current as string | undefined) ?? '') : String(raw).trim();
      if (f.required && !text) throw badRequest(`请填写${f.label}`, f.key);
      if ([...text].length > f.max) throw badRequest(`${f.label}不能超过 ${f.max} 个字`, f.key);
      return text;
    }
    case 'link': {
      const text = absent ? ((current as string | undefined) ?? '') : String(raw).trim();
      if (f.required && !text) throw badRequest(`请填写${f.label}`, f.key);
      // A storefront page or an http(s) address: the same rule and words as the console's field.
      const problem = linkProblem(text, f.label);
      if (problem) throw badRequest(problem, f.key);
      return text;
    }
    case 'image': {
      const text = absent ? ((current as string | null | undefined) ?? '') : String(raw).trim();
      if (!text) {
        if (f.required) throw badRequest(`请上传${f.label}`, f.key);
        return null;
      }
      if (text.length > 500 || !IMAGE.test(text) || text.includes('..'))
        throw badRequest(`${f.label}须为本站上传的图片，请重新上传`, f.key);
      return text;
    }
    case 'int': {
      const value = absent ? ((current as number | undefined) ?? f.default) : raw;
      if (!Number.isInteger(value) || (value as number) < f.min || (value as number) > f.max)
        throw badRequest(`${f.label}须为 ${f.min} 到 ${f.max} 之间的整数`, f.key);
      return value;
    }
    case 'bool':
      return absent ? ((current as boolean | undefined) ?? f.default) : raw === true;
    case 'choice': {
      const value = absent ? ((current as string | undefined) ?? f.options[0]!.value) : String(raw);
      if (!f.options.some((o) => o.value === value)) throw badRequest(`请选择${f.label}`, f.key);
      return value;
    }
    case 'ref': {
      const value = absent ? ((current as number | null | undefined) ?? null) : (raw as number | null);
      if (value === null) {
        if (f.required) throw badRequest(`请选择${f.label}`, f.key);
        return null;
      }
      const table = { brands, categories, suppliers }[f.ref];
      if (!(await n(db, table, eq(table.id, value)))) throw badRequest(`所选${f.label}不存在，请重新选择`, f.key);
      return value;
    }
    case 'products': {
      const ids = absent ? ((current as number[] | undefined) ?? []) : [...new Set(raw as number[])];
      if (ids.length > f.max) throw badRequest(`方案商品最多 ${f.max} 个`, f.key);
      if (ids.some((id) => !Number.isInteger(id) || id < 1 || id > 2_147_483_647))
        throw badRequest('商品编号须为正整数', f.key);
      if (ids.length) {
        const found = await db.select({ id: products.id }).from(products).where(inArray(products.id, ids));
        const missing = ids.filter((id) => !found.some((p) => p.id === id));
        if (missing.length) throw badRequest(`商品编号 ${missing.join('、')} 不存在`, f.key);
      }
      return ids;
    }
    case 'specs': {
      const rows = absent
        ? ((current as { Name: string; Value: string }[] | undefined) ?? [])
        : (raw as { Name: string; Value: string }[]).map((r) => ({ Name: r.Name.trim(), Value: r.Value.trim() }));
      if (rows.length > f.max) throw badRequest(`${f.label}最多 ${f.max} 项`, f.key);
      rows.forEach((r, i) => {
        const n = i + 1;
        if (!r.Name) throw badRequest(`第 ${n} 项规格请填写名称`, f.key);
        if ([...r.Name].length > SPEC_NAME_MAX)
          throw badRequest(`第 ${n} 项规格名称不能超过 ${SPEC_NAME_MAX} 个字`, f.key);
        if (!r.Value) throw badRequest(`规格“${r.Name}”请填写内容`, f.key);
        if ([...r.Value].length > SPEC_VALUE_MAX)
          throw badRequest(`规格“${r.Name}”的内容不能超过 ${SPEC_VALUE_MAX} 个字`, f.key);
      });
      return rows;
    }
  }
}

/** Field key → checked value, in field order (the first problem is the one reported). */
async function checkedValues(
  db: Db,
  resource: ContentResource,
  id: number | string | null,
  body: ContentBody,
  current: ContentItem | null,
): Promise<Record<string, unknown>> {
  const t = TABLES[resource];
  const values: Record<string, unknown> = {};
  for (const f of CONTENT[resource].fields) values[f.key] = await fieldValue(db, f, body[f.key], current?.[f.key]);
  if (t.uniqueKey) {
    const column = t.columns[t.uniqueKey]!;
    const same = await db
      .select({ id: t.id })
      .from(t.table)
      .where(eq(column, values[t.uniqueKey] as string));
    if (same.some((r) => r.id !== id))
      throw badRequest(`${CONTENT[resource].label}名称「${values[t.uniqueKey]}」已存在`, t.uniqueKey);
  }
  const refusal = await t.check?.(db, id, values);
  if (refusal) throw badRequest(refusal, 'ParentId');
  return values;
}

/** Column name (drizzle property) → value, for insert/update. */
function rowOf(t: TableOf, values: Record<string, unknown>): Record<string, unknown> {
  const byColumn = new Map(Object.entries(t.table).map(([prop, col]) => [col, prop]));
  return Object.fromEntries(Object.entries(t.columns).map(([key, col]) => [byColumn.get(col)!, values[key]]));
}

/* ------------------------------------------------------------------ writing */

const staleMessage = (resource: ContentResource) => `该${CONTENT[resource].label}已被其他运营人员修改，请刷新后重试`;

/** Locks the row and checks the write started from its current version. */
/** The audit entry of one content write (who, what, before/after), written in the write's own transaction. */
function auditContent(
  tx: Db,
  deps: WriteDeps,
  t: TableOf,
  verb: 'create' | 'update' | 'delete',
  entityId: number | string,
  before: AuditRecord['before'],
  after: AuditRecord['after'],
) {
  return recordAudit(tx, {
    operatorId: deps.operatorId,
    action: `${t.entity}.${verb}`,
    entity: t.entity,
    entityId,
    before,
    after,
    at: deps.now,
  });
}

async function lockCurrent(tx: Db, resource: ContentResource, id: number | string, version: number | undefined) {
  if (version === undefined) throw badRequest('缺少版本号（Version），请刷新后重新编辑', 'Version');
  const t = TABLES[resource];
  const [row] = await tx
    .select({ version: versionOf(t) })
    .from(t.table)
    .where(eq(t.id, id))
    .for('update')
    .limit(1);
  if (!row) throw notFound(`该${CONTENT[resource].label}不存在或已被删除`);
  if (row.version !== version) throw conflict(staleMessage(resource));
  return getContent(tx, resource, id);
}

/** A unique-name race lost between our check and the insert: the same words as the check. */
function uniqueRace(resource: ContentResource, error: unknown): never {
  if (dbErrorCode(error) === '23505') throw conflict(`${CONTENT[resource].label}名称已存在，请换一个名称`);
  throw error;
}

export async function createContent(
  deps: WriteDeps,
  resource: ContentResource,
  body: ContentBody,
): Promise<ContentItem> {
  const t = TABLES[resource];
  return deps.db
    .transaction(async (tx) => {
      const values = await checkedValues(tx, resource, null, body, null);
      const [row] = await tx
        .insert(t.table)
        .values({ ...rowOf(t, values), ...t.onCreate?.() })
        .returning({ id: t.id });
      const after = await getContent(tx, resource, row!.id as number | string);
      await auditContent(tx, deps, t, 'create', after.Id, null, after);
      return after;
    })
    .catch((e) => uniqueRace(resource, e));
}

export async function updateContent(
  deps: WriteDeps,
  resource: ContentResource,
  id: number | string,
  body: ContentBody,
): Promise<ContentItem> {
  const t = TABLES[resource];
  return deps.db
    .transaction(async (tx) => {
      const before = await lockCurrent(tx, resource, id, body.Version);
      const values = await checkedValues(tx, resource, id, body, before);
      await tx
        .update(t.table)
        .set({ ...rowOf(t, values), version: sql`${versionOf(t)} + 1` })
        .where(eq(t.id, id));
      // A brand's or category's name is in its products' search index: written again in this transaction.
      if (resource === 'brands') await reindexProducts(tx, { brandId: Number(id) });
      if (resource === 'categories') await reindexProducts(tx, { categoryId: Number(id) });
      const after = await getContent(tx, resource, id);
      await auditContent(tx, deps, t, 'update', id, before, after);
      return after;
    })
    .catch((e) => uniqueRace(resource, e));
}

export async function deleteContent(
  deps: WriteDeps,
  resource: ContentResource,
  id: number | string,
  version: number,
): Promise<void> {
  const t = TABLES[resource];
  await deps.db
    .transaction(async (tx) => {
      const before = await lockCurrent(tx, resource, id, version);
      const refusal = await t.refuseDelete?.(tx, id);
      if (refusal) throw conflict(refusal);
      await tx.delete(t.table).where(and(eq(t.id, id), eq(versionOf(t), version)));
      await auditContent(tx, deps, t, 'delete', id, before, null);
    })
    .catch((e) => {
      // A row referencing it was written between the check and the delete (foreign key).
      if (dbErrorCode(e) === '23503') throw conflict(`该${CONTENT[resource].label}仍被其他数据引用，不能删除`);
      throw e;
    });
}
