/**
 * Generates the consumer docs and typings of the elements from their metadata (elements/registry.ts,
 * one `meta` per element, see elements/meta.ts), so the contract is written once:
 *   <out>/custom-elements.json   Custom Elements Manifest 2.1 (attributes, events, CSS parts, CSS properties)
 *   <out>/types/index.d.ts       HTMLElementTagNameMap, typed events, React 19 JSX (`declare module 'react'`)
 * Called by scripts/build.ts after the Vite build; `tsx scripts/gen-element-types.ts [outDir]` runs it alone.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AttributeMeta, CssPropertyMeta, ElementMeta, EventMeta } from '../elements/meta.js';
import { repoRoot } from './build-state.js';

function isMeta(value: unknown): value is ElementMeta {
  return (
    !!value &&
    typeof value === 'object' &&
    typeof (value as { tag?: unknown }).tag === 'string' &&
    (value as { tag: string }).tag.startsWith('b2b-')
  );
}

/**
 * Every ElementMeta exported by elements/registry.ts (it uses `import.meta.glob`, so it is loaded through
 * Vite's SSR module loader; in Node `defineElement` defines nothing).
 */
export async function loadElementMetas(): Promise<ElementMeta[]> {
  return (await loadElementDocs()).metas;
}

/** The metas and the theme tokens (src/ui/theme.ts, re-exported by the registry), loaded through Vite. */
export async function loadElementDocs(): Promise<{ metas: ElementMeta[]; tokens: TokenDoc[] }> {
  const { createServer } = await import('vite');
  const react = (await import('@vitejs/plugin-react')).default;
  const server = await createServer({
    configFile: false,
    root: repoRoot,
    logLevel: 'error',
    appType: 'custom',
    plugins: [react()],
    server: { middlewareMode: true, hmr: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const registry = await server.ssrLoadModule(path.join(repoRoot, 'elements', 'registry.ts'));
    const metas = (registry.elementMetas ?? []) as ElementMeta[];
    if (!Array.isArray(metas) || !metas.every(isMeta) || metas.length === 0) {
      throw new Error('elements/registry.ts 没有导出 elementMetas (no ElementMeta exported)');
    }
    const tokens = (registry.themeTokens ?? []) as TokenDoc[];
    return { metas: [...metas].sort((a, b) => a.tag.localeCompare(b.tag)), tokens };
  } finally {
    await server.close();
  }
}

const pascal = (tag: string) =>
  tag
    .split('-')
    .map((p) => (p === 'b2b' ? 'B2b' : p.charAt(0).toUpperCase() + p.slice(1)))
    .join('');
/** The class each element module exports: `b2b-cart-badge` → `B2BCartBadge` (elements/b2b-cart-badge.ts). */
const exportName = (tag: string) => `B2B${pascal(tag).slice(3)}`;
const camel = (name: string) => name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());

function attributeType(a: AttributeMeta): string {
  if (a.type === 'enum') return (a.values ?? []).map((v) => JSON.stringify(v)).join(' | ') || 'string';
  return a.type;
}

const entries = <T>(record: Readonly<Record<string, T>> | undefined): Array<[string, T]> =>
  Object.entries(record ?? {}) as Array<[string, T]>;

/** What every element reads besides its own properties: the theme tokens of src/ui/theme.ts. */
export interface TokenDoc {
  name: string;
  default: string;
  description: string;
}

export function customElementsManifest(metas: ElementMeta[], tokens: readonly TokenDoc[] = []): object {
  return {
    schemaVersion: '2.1.0',
    readme: 'README.md',
    modules: metas.map((m) => {
      const className = exportName(m.tag);
      return {
        kind: 'javascript-module',
        path: `${m.tag}.js`,
        declarations: [
          {
            kind: 'class',
            customElement: true,
            name: className,
            tagName: m.tag,
            summary: m.summary,
            ...(m.description ? { description: m.description } : {}),
            superclass: { name: 'HTMLElement' },
            attributes: entries<AttributeMeta>(m.attributes).map(([name, a]) => ({
              name,
              fieldName: camel(name),
              type: { text: attributeType(a) },
              ...(a.default !== undefined ? { default: JSON.stringify(a.default) } : {}),
              description: a.description,
            })),
            members: entries<AttributeMeta>(m.attributes).map(([name, a]) => ({
              kind: 'field',
              name: camel(name),
              attribute: name,
              type: { text: attributeType(a) },
              description: a.description,
            })),
            events: entries<EventMeta>(m.events).map(([name, e]) => ({
              name,
              type: { text: `CustomEvent<${e.detail}>` },
              description: e.description,
            })),
            cssParts: entries<string>(m.parts).map(([name, description]) => ({ name, description })),
            cssProperties: [
              ...entries<CssPropertyMeta>(m.cssProperties).map(([name, p]) => ({
                name,
                default: p.default,
                description: p.description,
              })),
              ...tokens.map((t) => ({ name: t.name, default: t.default, description: t.description })),
            ],
          },
        ],
        exports: [
          { kind: 'js', name: className, declaration: { name: className, module: `${m.tag}.js` } },
          { kind: 'custom-element-definition', name: m.tag, declaration: { name: className, module: `${m.tag}.js` } },
        ],
      };
    }),
  };
}

const doc = (text: string, indent: string) => `${indent}/** ${text.replace(/\*\//g, '*\\/')} */\n`;

/** Value type of an attribute as the property getter returns it (the parsed value; undefined when absent and no default). */
function propertyType(a: AttributeMeta): string {
  const base = attributeType(a);
  return a.default !== undefined || a.type === 'boolean' ? base : `${base} | undefined`;
}

export function typeDeclarations(metas: ElementMeta[]): string {
  const out: string[] = [
    '// Generated by scripts/gen-element-types.ts from the element metadata. Do not edit.',
    "import type { DetailedHTMLProps, HTMLAttributes } from 'react';",
    '',
  ];
  // Every b2b-* event of any element, for listeners on document and window (GlobalEventHandlersEventMap).
  const allEvents = new Map<string, EventMeta>();
  for (const m of metas)
    for (const [ev, e] of entries<EventMeta>(m.events)) if (!allEvents.has(ev)) allEvents.set(ev, e);
  out.push(
    '/** Every `b2b-*` event a widget fires (they bubble and are composed: listen on the element, document or window). */',
  );
  out.push('export interface B2BEventMap {');
  for (const [ev, e] of allEvents) out.push(`${doc(e.description, '  ')}  '${ev}': CustomEvent<${e.detail}>;`);
  out.push('}', '');
  for (const m of metas) {
    const name = pascal(m.tag);
    out.push(doc(`<${m.tag}>: ${m.summary}`, '').trimEnd());
    out.push(`export interface ${name}Attributes {`);
    for (const [attr, a] of entries<AttributeMeta>(m.attributes)) {
      out.push(
        doc(a.description + (a.default !== undefined ? ` (默认 default ${JSON.stringify(a.default)})` : ''), '  ') +
          `  '${attr}'?: ${a.type === 'boolean' ? "boolean | ''" : attributeType(a)}${a.type === 'number' ? ' | string' : ''};`,
      );
    }
    out.push('}', '');
    out.push(`export interface ${name}EventMap extends HTMLElementEventMap {`);
    for (const [ev, e] of entries<EventMeta>(m.events))
      out.push(`${doc(e.description, '  ')}  '${ev}': CustomEvent<${e.detail}>;`);
    out.push('}', '');
    out.push(`export interface ${name}Element extends HTMLElement {`);
    for (const [attr, a] of entries<AttributeMeta>(m.attributes)) {
      // The getter parses (a number for `number`, the default when absent); the setter writes the attribute.
      out.push(`${doc(a.description, '  ')}  get ${camel(attr)}(): ${propertyType(a)};`);
      out.push(
        `  set ${camel(attr)}(value: ${attributeType(a)}${a.type === 'number' ? ' | string' : ''} | null | undefined);`,
      );
    }
    out.push(
      `  addEventListener<K extends keyof ${name}EventMap>(type: K, listener: (this: ${name}Element, ev: ${name}EventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;`,
      '  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;',
      `  removeEventListener<K extends keyof ${name}EventMap>(type: K, listener: (this: ${name}Element, ev: ${name}EventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;`,
      '  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;',
      '}',
      '',
    );
    out.push(`/** React 19 props of <${m.tag}>: attributes plus \`on<event-name>\` handlers. */`);
    out.push(
      `export type ${name}JsxProps = DetailedHTMLProps<HTMLAttributes<${name}Element>, ${name}Element> & ${name}Attributes & {`,
    );
    for (const [ev] of entries<EventMeta>(m.events))
      out.push(`  'on${ev}'?: (event: ${name}EventMap['${ev}']) => void;`);
    out.push('};', '');
  }
  out.push('declare global {', '  interface HTMLElementTagNameMap {');
  for (const m of metas) out.push(`    '${m.tag}': ${pascal(m.tag)}Element;`);
  out.push('  }');
  out.push("  /** `document.addEventListener('b2b-cart-change', (e) => e.detail.count)` and the same on window. */");
  out.push('  interface GlobalEventHandlersEventMap {');
  for (const [ev] of allEvents) out.push(`    '${ev}': B2BEventMap['${ev}'];`);
  out.push('  }', '}', '');
  out.push("declare module 'react' {", '  namespace JSX {', '    interface IntrinsicElements {');
  for (const m of metas) out.push(`      '${m.tag}': ${pascal(m.tag)}JsxProps;`);
  out.push('    }', '  }', '}', '');
  return out.join('\n');
}

export async function generateElementDocs(outDir: string): Promise<{ tags: string[] }> {
  const { metas, tokens } = await loadElementDocs();
  mkdirSync(path.join(outDir, 'types'), { recursive: true });
  writeFileSync(
    path.join(outDir, 'custom-elements.json'),
    `${JSON.stringify(customElementsManifest(metas, tokens), null, 2)}\n`,
  );
  writeFileSync(path.join(outDir, 'types', 'index.d.ts'), typeDeclarations(metas));
  return { tags: metas.map((m) => m.tag) };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const outDir = path.resolve(process.argv[2] ?? path.join(repoRoot, 'dist', 'elements'));
  generateElementDocs(outDir)
    .then(({ tags }) => {
      console.log(`custom-elements.json + types/index.d.ts → ${path.relative(repoRoot, outDir)} (${tags.join(', ')})`);
      process.exit(0);
    })
    .catch((error: unknown) => {
      console.error('生成元素类型失败 gen-element-types failed:', error);
      process.exit(1);
    });
}
