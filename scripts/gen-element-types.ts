/**
 * Generates the consumer docs and typings of the elements from their metadata (elements/registry.ts,
 * one `meta` per element, see elements/meta.ts), so the contract is written once:
 *   <out>/custom-elements.json   Custom Elements Manifest 2.1 (attributes, events, CSS parts, CSS properties)
 *   <out>/types/index.d.ts       element interfaces, HTMLElementTagNameMap, typed events, runtime exports (no framework)
 *   <out>/types/b2b-*.d.ts       each element module's exports; loader.d.ts
 *   <out>/types/react.d.ts       React 18/19 JSX (`declare module 'react'`); vue.d.ts: Vue's GlobalComponents
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

/** Every `b2b-*` event of any element, for listeners on document and window (GlobalEventHandlersEventMap). */
function allEventsOf(metas: ElementMeta[]): Map<string, EventMeta> {
  const all = new Map<string, EventMeta>();
  for (const m of metas) for (const [ev, e] of entries<EventMeta>(m.events)) if (!all.has(ev)) all.set(ev, e);
  return all;
}

/** The TypeScript template literal type of strings starting with `prefix`. */
const prefixed = (prefix: string) => `\`${prefix}$\{string}\``;

const HEADER = '// Generated by scripts/gen-element-types.ts from the element metadata. Do not edit.';

/**
 * types/index.d.ts: what every host gets, with no import of any framework (Vue and Angular builds with
 * `skipLibCheck: false` compile it): the element interfaces, named like the classes the modules export and
 * custom-elements.json lists (`B2BCatalog`, with the older `B2bCatalogElement` kept as an alias), their event maps,
 * HTMLElementTagNameMap / GlobalEventHandlersEventMap, and the runtime exports of index.js.
 */
export function typeDeclarations(metas: ElementMeta[]): string {
  const out: string[] = [HEADER, ''];
  const allEvents = allEventsOf(metas);
  out.push(
    '/** Every `b2b-*` event a widget fires (they bubble and are composed: listen on the element, document or window). */',
  );
  out.push('export interface B2BEventMap {');
  for (const [ev, e] of allEvents) out.push(`${doc(e.description, '  ')}  '${ev}': CustomEvent<${e.detail}>;`);
  out.push('}', '');
  out.push(
    '/** The contract of an element, as each `b2b-*.js` module exports it (`meta`) and `defineElement` reads it. */',
    'export interface ElementMeta {',
    `  readonly tag: ${prefixed('b2b-')};`,
    '  readonly summary: string;',
    '  readonly description?: string;',
    "  readonly attributes: Readonly<Record<string, { readonly type: 'string' | 'number' | 'boolean' | 'enum'; readonly values?: readonly string[]; readonly default?: string | number | boolean; readonly description: string }>>;",
    `  readonly events: Readonly<Record<${prefixed('b2b-')}, { readonly description: string; readonly detail: string }>>;`,
    '  readonly parts: Readonly<Record<string, string>>;',
    `  readonly cssProperties: Readonly<Record<${prefixed('--b2b-')}, { readonly default: string; readonly description: string }>>;`,
    '}',
    '',
    '/** Version of this bundle (semver), stored on every class it defines. */',
    'export declare const ELEMENTS_VERSION: string;',
    '/**',
    ' * Defines `meta.tag` with a component written against the bundled renderer (Preact with the React API). Returns the',
    ' * class, the existing one when the tag is defined already, or undefined outside a browser.',
    ' */',
    'export declare function defineElement(',
    '  meta: ElementMeta,',
    '  component: (props: Record<string, unknown>) => unknown,',
    '  options?: { internal?: boolean },',
    '): CustomElementConstructor | undefined;',
    '',
  );
  for (const m of metas) {
    const name = pascal(m.tag);
    const cls = exportName(m.tag);
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
    out.push(doc(`The <${m.tag}> element (what \`document.createElement('${m.tag}')\` returns).`, '').trimEnd());
    out.push(`export interface ${cls} extends HTMLElement {`);
    for (const [attr, a] of entries<AttributeMeta>(m.attributes)) {
      // The getter parses (a number for `number`, the default when absent); the setter writes the attribute.
      out.push(`${doc(a.description, '  ')}  get ${camel(attr)}(): ${propertyType(a)};`);
      out.push(
        `  set ${camel(attr)}(value: ${attributeType(a)}${a.type === 'number' ? ' | string' : ''} | null | undefined);`,
      );
    }
    out.push(
      `  addEventListener<K extends keyof ${name}EventMap>(type: K, listener: (this: ${cls}, ev: ${name}EventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;`,
      '  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;',
      `  removeEventListener<K extends keyof ${name}EventMap>(type: K, listener: (this: ${cls}, ev: ${name}EventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;`,
      '  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;',
      '}',
      doc(`The class \`${m.tag}.js\` defines (undefined outside a browser).`, '').trimEnd(),
      `export declare const ${cls}: { new (): ${cls}; readonly prototype: ${cls} } | undefined;`,
      `/** @deprecated the element type is \`${cls}\` (the class name of custom-elements.json). */`,
      `export type ${name}Element = ${cls};`,
      '',
    );
  }
  out.push('declare global {', '  interface HTMLElementTagNameMap {');
  for (const m of metas) out.push(`    '${m.tag}': ${exportName(m.tag)};`);
  out.push('  }');
  out.push("  /** `document.addEventListener('b2b-cart-change', (e) => e.detail.count)` and the same on window. */");
  out.push('  interface GlobalEventHandlersEventMap {');
  for (const [ev] of allEvents) out.push(`    '${ev}': B2BEventMap['${ev}'];`);
  out.push('  }', '}', '');
  return out.join('\n');
}

/** types/b2b-<name>.d.ts: what `b2b-<name>.js` exports (its class and its meta). */
export function elementModuleDeclarations(meta: ElementMeta): string {
  const cls = exportName(meta.tag);
  return [
    HEADER,
    `import type { ElementMeta } from './index.js';`,
    `export { ${cls} } from './index.js';`,
    `/** The contract of <${meta.tag}> (attributes, events, parts, CSS properties). */`,
    `export declare const meta: ElementMeta & { readonly tag: '${meta.tag}' };`,
    '',
  ].join('\n');
}

/** types/loader.d.ts: loader.js exports nothing; importing it brings the element typings. */
export const loaderDeclarations = `${HEADER}\n/** Defines each <b2b-*> element on first use; exports nothing. */\nexport type { B2BEventMap } from './index.js';\n`;

/**
 * types/react.d.ts (`import type {} from '@b2b-storefront/elements/react'`): JSX typings for @types/react 18 and 19.
 * React 19 adds a listener for an `on<event-name>` prop of a custom element; React 18 sets it as an attribute and never
 * calls it, so those props are typed only with React 19's types (React 18: `ref` + addEventListener).
 */
export function reactDeclarations(metas: ElementMeta[]): string {
  const out: string[] = [
    HEADER,
    "import type * as React from 'react';",
    `import type { ${metas.map((m) => `${exportName(m.tag)}, ${pascal(m.tag)}Attributes, ${pascal(m.tag)}EventMap`).join(', ')} } from './index.js';`,
    '',
    '/** True with the types of React 19 (`use` is a React 19 export), which calls `on<event-name>` props of custom elements. */',
    'type EventPropsWork = typeof React extends { use: unknown } ? true : false;',
    'type EventProps<P> = EventPropsWork extends true ? P : unknown;',
    '',
  ];
  for (const m of metas) {
    const name = pascal(m.tag);
    const cls = exportName(m.tag);
    out.push(`/** Props of <${m.tag}>: attributes, plus \`on<event-name>\` handlers with React 19. */`);
    out.push(
      `export type ${name}JsxProps = React.DetailedHTMLProps<React.HTMLAttributes<${cls}>, ${cls}> & ${name}Attributes & EventProps<{`,
    );
    for (const [ev] of entries<EventMeta>(m.events))
      out.push(`  'on${ev}'?: (event: ${name}EventMap['${ev}']) => void;`);
    out.push('}>;', '');
  }
  out.push("declare module 'react' {", '  namespace JSX {', '    interface IntrinsicElements {');
  for (const m of metas) out.push(`      '${m.tag}': ${pascal(m.tag)}JsxProps;`);
  out.push('    }', '  }', '}', '');
  return out.join('\n');
}

/**
 * types/vue.d.ts (`import type {} from '@b2b-storefront/elements/vue'`): each element in Vue's GlobalComponents, so
 * vue-tsc checks its attributes and `@b2b-*` listeners in templates (Vue turns `@b2b-cart-change` into the
 * `onB2bCartChange` prop).
 */
export function vueDeclarations(metas: ElementMeta[]): string {
  const vueHandler = (ev: string) => `on${camel(ev).charAt(0).toUpperCase()}${camel(ev).slice(1)}`;
  const out: string[] = [
    HEADER,
    "import type { DefineComponent } from 'vue';",
    `import type { ${metas.map((m) => `${pascal(m.tag)}EventMap`).join(', ')} } from './index.js';`,
    '',
  ];
  for (const m of metas) {
    const name = pascal(m.tag);
    out.push(
      `/** Props of <${m.tag}> in a Vue template (attributes camelCase or kebab-case, \`@b2b-*\` listeners). */`,
    );
    out.push(`export interface ${name}VueProps {`);
    for (const [attr, a] of entries<AttributeMeta>(m.attributes)) {
      out.push(
        `${doc(a.description, '  ')}  ${camel(attr)}?: ${a.type === 'boolean' ? "boolean | ''" : attributeType(a)}${a.type === 'number' ? ' | string' : ''};`,
      );
    }
    for (const [ev] of entries<EventMeta>(m.events))
      out.push(`  ${vueHandler(ev)}?: (event: ${name}EventMap['${ev}']) => void;`);
    out.push('}', '');
  }
  out.push("declare module 'vue' {", '  interface GlobalComponents {');
  for (const m of metas) out.push(`    '${m.tag}': DefineComponent<${pascal(m.tag)}VueProps>;`);
  out.push('  }', '}', '');
  return out.join('\n');
}

/** Every typings file of the package, by path under `types/`. */
export function declarationFiles(metas: ElementMeta[]): Record<string, string> {
  const files: Record<string, string> = {
    'index.d.ts': typeDeclarations(metas),
    'loader.d.ts': loaderDeclarations,
    'react.d.ts': reactDeclarations(metas),
    'vue.d.ts': vueDeclarations(metas),
  };
  for (const m of metas) files[`${m.tag}.d.ts`] = elementModuleDeclarations(m);
  return files;
}

export async function generateElementDocs(outDir: string): Promise<{ tags: string[] }> {
  const { metas, tokens } = await loadElementDocs();
  mkdirSync(path.join(outDir, 'types'), { recursive: true });
  writeFileSync(
    path.join(outDir, 'custom-elements.json'),
    `${JSON.stringify(customElementsManifest(metas, tokens), null, 2)}\n`,
  );
  for (const [file, text] of Object.entries(declarationFiles(metas)))
    writeFileSync(path.join(outDir, 'types', file), text);
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
