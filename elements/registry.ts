/**
 * Every public element's meta, for the docs/typings generator (custom-elements.json,
 * HTMLElementTagNameMap, React 19 JSX) and tests. Each `elements/b2b-<name>.ts` exports `meta`;
 * adding a file is enough — no list to edit. Needs Vite (import.meta.glob): load it through Vite's
 * `ssrLoadModule` or vitest; in Node, `defineElement` is a no-op so nothing is defined.
 */
import { completeMeta, type ElementMeta } from './meta';

/** The theme tokens every element reads, with what each controls (custom-elements.json `cssProperties`). */
export { themeTokenDocs as themeTokens } from '../src/ui/token-docs';

const modules = import.meta.glob<{ meta?: ElementMeta }>('./b2b-*.ts', { eager: true });

/** The metas with the common attributes (`api-base`, `store-url`) and events merged in, sorted by tag. */
export const elementMetas: readonly ElementMeta[] = Object.entries(modules)
  .filter(([file]) => !/\.(test|stories)\.ts$/.test(file))
  .map(([file, mod]) => {
    if (!mod.meta) throw new Error(`${file} 未导出 meta`);
    return completeMeta(mod.meta);
  })
  .sort((a, b) => a.tag.localeCompare(b.tag));
