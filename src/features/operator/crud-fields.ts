/**
 * What the fields of an operator content screen mean for its form: the props naming a resource (OperatorCrudProps),
 * the dialog's draft of a row, the body a draft sends (or the first complaint the form can know alone) and the
 * choices of a reference field.
 */
import type { CatalogueOptions } from '../../contract/operator-catalogue';
import type { ContentItem } from '../../contract/operator-content';
import type { ContentField, ContentRef } from '../../contract/operator-content-fields';
import { linkProblem } from '../../contract/storefront-links';
import type { SpecDraft } from './SpecsEditor';

export interface OperatorCrudProps {
  /** The page heading, e.g. 品牌管理. */
  title: string;
  /** What one row is, e.g. 品牌. */
  label: string;
  /** The list / create URL; a row is `${baseUrl}/${Id}`. */
  baseUrl: string;
  fields: readonly ContentField[];
  /** The field naming a row. */
  titleKey: string;
}

export type Draft = Record<string, string | boolean | SpecDraft[]>;

export function draftOf(fields: readonly ContentField[], row: ContentItem | null): Draft {
  const d: Draft = {};
  for (const f of fields) {
    const v = row?.[f.key];
    if (f.type === 'bool') d[f.key] = row ? v === true : f.default;
    else if (f.type === 'int') d[f.key] = String(row ? v : f.default);
    else if (f.type === 'products') d[f.key] = ((v as number[] | undefined) ?? []).join(', ');
    else if (f.type === 'choice') d[f.key] = row ? String(v) : f.options[0]!.value;
    else if (f.type === 'specs') d[f.key] = ((v as SpecDraft[] | undefined) ?? []).map((x) => ({ ...x }));
    else d[f.key] = v == null ? '' : String(v);
  }
  return d;
}

/** The body from the typed draft, or the first field's complaint (kept to what the form can know alone). */
export function bodyOf(
  fields: readonly ContentField[],
  d: Draft,
): { body: Record<string, unknown>; errors: Record<string, string> } {
  const body: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  for (const f of fields) {
    const v = d[f.key]!;
    if (f.type === 'bool') body[f.key] = v === true;
    else if (f.type === 'int') {
      const text = String(v).trim();
      if (!/^-?\d{1,9}$/.test(text)) errors[f.key] = '请输入整数';
      else body[f.key] = Number(text);
    } else if (f.type === 'ref') body[f.key] = v === '' ? null : Number(v);
    else if (f.type === 'products') {
      const parts = String(v)
        .split(/[,，、\s]+/)
        .filter(Boolean);
      if (parts.some((p) => !/^\d{1,9}$/.test(p))) errors[f.key] = '请填写商品编号（正整数），用逗号分隔';
      else body[f.key] = parts.map(Number);
    } else if (f.type === 'specs') {
      // Rows left wholly blank are dropped; a half-filled row is named (the server says the same).
      const rows = (v as SpecDraft[]).filter((x) => x.Name.trim() || x.Value.trim());
      const bad = rows.findIndex((x) => !x.Name.trim() || !x.Value.trim());
      if (bad >= 0)
        errors[f.key] = rows[bad]!.Name.trim()
          ? `规格“${rows[bad]!.Name.trim()}”请填写内容`
          : `第 ${bad + 1} 项规格请填写名称`;
      else if (rows.length > f.max) errors[f.key] = `${f.label}最多 ${f.max} 项`;
      else body[f.key] = rows;
    } else {
      const text = String(v);
      if ('required' in f && f.required && !text.trim())
        errors[f.key] = f.type === 'image' ? `请上传${f.label}` : `请填写${f.label}`;
      else if (f.type === 'link' && linkProblem(text, f.label)) errors[f.key] = linkProblem(text, f.label)!;
      body[f.key] = text;
    }
  }
  return { body, errors };
}

/** Reference choices: categories as their path in the tree (办公用品 / 打印耗材), never a row under itself. */
export function refChoices(options: CatalogueOptions | undefined, ref: ContentRef, self: ContentItem | null) {
  if (!options) return [];
  if (ref === 'brands') return options.Brands.map((x) => ({ value: String(x.Id), label: x.Name }));
  if (ref === 'suppliers') return options.Suppliers.map((x) => ({ value: String(x.Id), label: x.Name }));
  const byId = new Map(options.Categories.map((c) => [c.Id, c]));
  const path = (id: number) => {
    const names: string[] = [];
    for (let c = byId.get(id); c && names.length < 10; c = c.ParentId == null ? undefined : byId.get(c.ParentId))
      names.unshift(c.Name);
    return names.join(' / ');
  };
  return options.Categories.filter((c) => self === null || c.Id !== self.Id).map((c) => ({
    value: String(c.Id),
    label: path(c.Id),
  }));
}
