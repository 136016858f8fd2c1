import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
const { chunks } = JSON.parse(readFileSync('dist/build-stats.json', 'utf8')) as { chunks: any[] };
const byFile = new Map(chunks.map((c) => [c.fileName, c]));
const g = (file: string, into = new Set<string>()) => { if (into.has(file)) return into; into.add(file); for (const d of byFile.get(file)?.imports ?? []) g(d, into); return into; };
const loader = chunks.find((c) => c.isEntry && c.name === 'loader').fileName;
const tags = process.argv.slice(2);
const sets = new Map<string, Set<string>>();
for (const e of chunks.filter((c) => c.isEntry && c.name.startsWith('b2b-') && c.name !== 'b2b-storefront')) {
  const graph = g(e.fileName); graph.add(loader);
  for (const f of [...graph]) { const c = byFile.get(f); if (!c?.modules.some((m: string) => m.startsWith(`elements/${e.name}.`))) continue; for (const l of c.dynamicImports) g(l, graph); }
  sets.set(e.name, graph);
}
for (const t of tags) {
  console.log(`\n${t}`);
  for (const f of sets.get(t)!) {
    const users = [...sets].filter(([, s]) => s.has(f)).length;
    const c = byFile.get(f);
    console.log(String(gzipSync(readFileSync(`dist/elements/${f}`), { level: 9 }).length).padStart(6), `used by ${users}`.padEnd(11), f, (c?.modules ?? []).filter((m: string) => !m.includes('node_modules')).slice(0, 6).join(' '));
  }
}
