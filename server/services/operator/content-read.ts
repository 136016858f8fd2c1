/** Reading the console's content: a page of one resource (keyword, paging), one row, the id of a path parameter. */
import { asc, eq, ilike, or, sql } from 'drizzle-orm';
import {
  CONTENT,
  type ContentItem,
  type ContentPage,
  type ContentQuery,
  type ContentResource,
} from '../../../src/contract/operator-content.js';
import type { Db } from '../../db/client.js';
import { brands, categories, suppliers } from '../../db/schema.js';
import { notFound } from '../../errors.js';
import { containsPattern } from '../catalogue.js';
import { countRows, TABLES, type TableOf, versionOf } from './content-tables.js';

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
    countRows(db, t.table, where ?? sql`true`),
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
