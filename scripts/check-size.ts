/**
 * Size budgets of the built elements (dist/elements, minified), gzip level 9 per file:
 * - every standalone widget's initial JavaScript (its entry plus its static import graph, React included) ≤ 100 KB;
 * - the whole storefront's initial JavaScript (<b2b-storefront>, the shell without its lazy screens) ≤ 120 KB
 *   (our own guard against regressions; the issue budgets standalone widgets only);
 * - every lazily loaded chunk (screens and what only they import) ≤ 30 KB;
 * - the loader stays tiny (≤ 2 KB), React / styled-components / the core stores are in exactly one chunk,
 *   and no development build of React slipped in.
 * Prints a table of every widget and chunk; exits 1 when a budget is broken. Run after `npm run build`.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { repoRoot } from './build-state.js';

export const WIDGET_BUDGET = 100 * 1024;
export const LAZY_CHUNK_BUDGET = 30 * 1024;
export const LOADER_BUDGET = 2 * 1024;
export const STOREFRONT_BUDGET = 120 * 1024;

interface ChunkStat {
  fileName: string;
  name: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  modules: string[];
  moduleSizes?: number[];
}

export interface SizeRow {
  kind: 'element' | 'loader' | 'index' | 'first-load' | 'lazy';
  name: string;
  files: number;
  raw: number;
  gzip: number;
  budget?: number;
  ok: boolean;
  note?: string;
}

export interface SizeReport {
  rows: SizeRow[];
  problems: string[];
  ok: boolean;
}

const elementsDir = path.join(repoRoot, 'dist', 'elements');
const statsFile = path.join(repoRoot, 'dist', 'build-stats.json');

const kb = (n: number) => (n / 1024).toFixed(1) + ' KB';

export function measureSizes(): SizeReport {
  if (!existsSync(statsFile)) throw new Error('dist/build-stats.json 不存在：请先运行 npm run build');
  const { chunks } = JSON.parse(readFileSync(statsFile, 'utf8')) as { chunks: ChunkStat[] };
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const sizeCache = new Map<string, { raw: number; gzip: number }>();
  const sizeOf = (file: string) => {
    let s = sizeCache.get(file);
    if (!s) {
      const buf = readFileSync(path.join(elementsDir, file));
      s = { raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length };
      sizeCache.set(file, s);
    }
    return s;
  };
  /** The chunk plus everything it imports statically: what the browser fetches before it runs. */
  const staticGraph = (file: string, into = new Set<string>()) => {
    if (into.has(file)) return into;
    into.add(file);
    for (const dep of byFile.get(file)?.imports ?? []) staticGraph(dep, into);
    return into;
  };
  const total = (files: Iterable<string>) => {
    let raw = 0;
    let gzip = 0;
    let n = 0;
    for (const f of files) {
      const s = sizeOf(f);
      raw += s.raw;
      gzip += s.gzip;
      n++;
    }
    return { raw, gzip, files: n };
  };

  /** The biggest source modules of a graph (pre-minification sizes), to say where a budget went. */
  const largestModules = (files: Set<string>) => {
    const mods: Array<[number, string]> = [];
    for (const f of files) {
      const c = byFile.get(f);
      c?.modules.forEach((m, i) => mods.push([c.moduleSizes?.[i] ?? 0, m]));
    }
    return mods
      .sort((a, b) => b[0] - a[0])
      .slice(0, 8)
      .map(([n, m]) => `${m.replace(/^node_modules\//, '')} ${kb(n)}`)
      .join(', ');
  };

  const rows: SizeRow[] = [];
  const problems: string[] = [];
  const entries = chunks.filter((c) => c.isEntry).sort((a, b) => a.fileName.localeCompare(b.fileName));
  const initial = new Set<string>();

  for (const entry of entries) {
    const graph = staticGraph(entry.fileName);
    graph.forEach((f) => initial.add(f));
    const t = total(graph);
    if (entry.name === 'loader') {
      const ok = t.gzip <= LOADER_BUDGET && graph.size === 1;
      rows.push({ kind: 'loader', name: 'loader.js', ...t, budget: LOADER_BUDGET, ok, note: graph.size === 1 ? '' : '不应有静态依赖' });
      if (!ok) problems.push(`loader.js 应小于 ${kb(LOADER_BUDGET)} 且没有静态依赖，实际 ${kb(t.gzip)}，${graph.size} 个文件`);
    } else if (entry.name === 'index') {
      rows.push({ kind: 'index', name: 'index.js (全部组件)', ...t, ok: true });
    } else {
      const shell = entry.name === 'b2b-storefront';
      const budget = shell ? STOREFRONT_BUDGET : WIDGET_BUDGET;
      const ok = t.gzip <= budget;
      rows.push({ kind: 'element', name: `<${entry.name}>`, ...t, budget, ok, note: shell ? '整站外壳 (屏幕按需加载)' : '独立组件 standalone' });
      if (!ok) problems.push(`<${entry.name}> 首次加载 ${kb(t.gzip)} gzip，超出预算 ${kb(budget)}；最大的模块: ${largestModules(graph)}`);
    }
  }

  // The storefront's first load of /home: its initial graph plus the home screen's chunk graph.
  const storefront = entries.find((c) => c.name === 'b2b-storefront');
  const home = chunks.find((c) => c.isDynamicEntry && c.modules.some((m) => m.startsWith('src/features/home/')));
  if (storefront && home) {
    const graph = staticGraph(storefront.fileName);
    staticGraph(home.fileName, graph);
    rows.push({ kind: 'first-load', name: '<b2b-storefront> /home 首屏', ...total(graph), ok: true, note: '含首页屏幕' });
  }

  const lazy = chunks.filter((c) => !initial.has(c.fileName)).sort((a, b) => a.fileName.localeCompare(b.fileName));
  for (const chunk of lazy) {
    const s = sizeOf(chunk.fileName);
    const ok = s.gzip <= LAZY_CHUNK_BUDGET;
    const feature = chunk.modules.find((m) => m.startsWith('src/features/'))?.split('/').slice(2, 4).join('/');
    rows.push({
      kind: 'lazy',
      name: chunk.fileName,
      files: 1,
      ...s,
      budget: LAZY_CHUNK_BUDGET,
      ok,
      note: (chunk.isDynamicEntry ? '按需屏幕 ' : '按需共享 ') + (feature ?? ''),
    });
    if (!ok) problems.push(`按需加载的 ${chunk.fileName} ${kb(s.gzip)} gzip，超出预算 ${kb(LAZY_CHUNK_BUDGET)}`);
  }

  // One copy of the shared libraries and stores; production React only.
  const owners = (test: (m: string) => boolean) => chunks.filter((c) => c.modules.some(test)).map((c) => c.fileName);
  const single: Array<[string, (m: string) => boolean]> = [
    ['react', (m) => /node_modules\/react\/cjs\/react\.production/.test(m)],
    ['react-dom', (m) => /node_modules\/react-dom\/cjs\/react-dom-client\.production/.test(m)],
    ['styled-components', (m) => /node_modules\/styled-components\//.test(m)],
    ['src/core/session', (m) => /^src\/core\/session(\.ts|\/)/.test(m)],
  ];
  for (const [label, test] of single) {
    const found = owners(test);
    if (found.length > 1) problems.push(`${label} 出现在多个文件中: ${found.join(', ')}`);
  }
  const dev = owners((m) => /\.development\.js$/.test(m));
  if (dev.length) problems.push(`发现开发版构建 (development build) in ${dev.join(', ')}: process.env.NODE_ENV 未替换`);

  return { rows, problems, ok: problems.length === 0 };
}

export function formatReport(report: SizeReport): string {
  const header = ['', '名称 name', '文件', '原始 raw', 'gzip', '预算 budget', '备注'];
  const lines = report.rows.map((r) => [
    r.ok ? '✓' : '✗',
    r.name,
    String(r.files),
    kb(r.raw),
    kb(r.gzip),
    r.budget ? kb(r.budget) : '',
    r.note ?? '',
  ]);
  const all = [header, ...lines];
  // Terminal width: CJK characters take two columns.
  const width = (text: string) => [...text].reduce((n, ch) => n + ((ch.codePointAt(0) ?? 0) >= 0x2e80 ? 2 : 1), 0);
  const widths = header.map((_, i) => Math.max(...all.map((l) => width(l[i] ?? ''))));
  const fmt = (l: string[]) => l.map((c, i) => c + ' '.repeat(widths[i]! - width(c))).join('  ').trimEnd();
  const out = [fmt(header), widths.map((w) => '-'.repeat(w)).join('  '), ...lines.map(fmt)];
  if (report.problems.length) out.push('', '超出预算 / problems:', ...report.problems.map((p) => '  - ' + p));
  else out.push('', `所有体积预算通过 (standalone widget ≤ ${kb(WIDGET_BUDGET)}, storefront shell ≤ ${kb(STOREFRONT_BUDGET)}, lazy chunk ≤ ${kb(LAZY_CHUNK_BUDGET)}, gzip -9)`);
  return out.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    const report = measureSizes();
    console.log(formatReport(report));
    process.exit(report.ok ? 0 : 1);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
