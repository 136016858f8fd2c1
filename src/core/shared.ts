/**
 * One instance per page of everything stateful in the core (stores, the http client, the query cache).
 *
 * Each copy of the bundle on a page evaluates these modules again; registering the instances on
 * `globalThis` under a well-known symbol lets a second copy reuse the first one's stores, so two
 * widgets from two bundles still share one session and one cart count (src/core/README.md).
 */

const REGISTRY = Symbol.for('b2b.core');

type Registry = Map<string, unknown>;

/** The page-wide registry (created on first use). Exported for tests and diagnostics only. */
export function coreRegistry(): Registry {
  const holder = globalThis as unknown as Record<symbol, Registry | undefined>;
  let registry = holder[REGISTRY];
  if (!(registry instanceof Map)) {
    registry = new Map();
    holder[REGISTRY] = registry;
  }
  return registry;
}

/**
 * Returns the page's instance registered under `key`, creating it with `create` the first time.
 * Every store and the http client is created through this.
 */
export function shared<T>(key: string, create: () => T): T {
  const registry = coreRegistry();
  if (registry.has(key)) return registry.get(key) as T;
  const value = create();
  registry.set(key, value);
  return value;
}
