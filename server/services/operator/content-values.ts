/** Checking a content body: each field's value (text, number, image, link, ref, specs …) and the row it writes. */
import { eq, inArray } from 'drizzle-orm';
import {
  CONTENT,
  type ContentBody,
  type ContentField,
  type ContentItem,
  type ContentResource,
  SPEC_NAME_MAX,
  SPEC_VALUE_MAX,
} from '../../../src/contract/operator-content.js';
import { linkProblem } from '../../../src/contract/storefront-links.js';
import type { Db } from '../../db/client.js';
import { brands, categories, products, suppliers } from '../../db/schema.js';
import { badRequest } from '../../errors.js';
import { countRows, TABLES, type TableOf } from './content-tables.js';

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
      if (!(await countRows(db, table, eq(table.id, value))))
        throw badRequest(`所选${f.label}不存在，请重新选择`, f.key);
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
export async function checkedValues(
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
export function rowOf(t: TableOf, values: Record<string, unknown>): Record<string, unknown> {
  const byColumn = new Map(Object.entries(t.table).map(([prop, col]) => [col, prop]));
  return Object.fromEntries(Object.entries(t.columns).map(([key, col]) => [byColumn.get(col)!, values[key]]));
}
