/**
 * Attribute parsing against an element's meta. Never throws: a bad value becomes a Chinese message
 * the widget shows in place of its content (elements/README.md). An absent or removed
 * attribute takes its default.
 */
import { type AttributeMeta, camelCase } from './meta';

export interface ParsedAttributes {
  /** camelCase prop name → parsed value (absent when there is no value and no default). */
  values: Record<string, string | number | boolean>;
  /** One message per bad attribute, e.g. 「属性 product-id 的值 "abc" 无效：应为数字」. */
  errors: string[];
}

const TRUE = new Set(['', 'true', '1', 'yes', 'on']);
const FALSE = new Set(['false', '0', 'no', 'off']);

function invalid(name: string, raw: string, expected: string): string {
  return `属性 ${name} 的值 "${raw}" 无效：应为${expected}`;
}

/** Parses one attribute. `raw` null = absent. */
export function parseAttribute(
  name: string,
  spec: AttributeMeta,
  raw: string | null | undefined,
): { value?: string | number | boolean; error?: string } {
  if (raw === null || raw === undefined) {
    if (spec.default !== undefined) return { value: spec.default };
    return spec.type === 'boolean' ? { value: false } : {};
  }
  switch (spec.type) {
    case 'string':
      return { value: raw };
    case 'number': {
      const text = raw.trim();
      const n = text === '' ? NaN : Number(text);
      return Number.isFinite(n) ? { value: n } : { error: invalid(name, raw, '数字') };
    }
    case 'boolean': {
      const text = raw.trim().toLowerCase();
      // A bare attribute (`<b2b-x compact>`) or `compact="compact"` means true.
      if (TRUE.has(text) || text === name) return { value: true };
      if (FALSE.has(text)) return { value: false };
      return { error: invalid(name, raw, ' true 或 false') };
    }
    case 'enum': {
      const values = spec.values ?? [];
      return values.includes(raw) ? { value: raw } : { error: invalid(name, raw, `${values.join('、')} 之一`) };
    }
  }
}

/** Parses every attribute of a meta from raw strings keyed by kebab-case name. */
export function parseAttributes(
  specs: Readonly<Record<string, AttributeMeta>>,
  raw: Readonly<Record<string, string | null | undefined>>,
): ParsedAttributes {
  const values: ParsedAttributes['values'] = {};
  const errors: string[] = [];
  for (const [name, spec] of Object.entries(specs)) {
    const result = parseAttribute(name, spec, raw[name]);
    if (result.error) errors.push(result.error);
    else if (result.value !== undefined) values[camelCase(name)] = result.value;
  }
  return { values, errors };
}
