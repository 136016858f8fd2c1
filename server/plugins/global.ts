import type { FastifyPluginAsync } from 'fastify';

/**
 * Marks a plugin as not encapsulated (what `fastify-plugin` does), so its decorators and hooks apply to
 * the whole app. Kept local to avoid a dependency for one symbol.
 */
export function global<T extends FastifyPluginAsync<never>>(plugin: T, name: string): T {
  const p = plugin as unknown as Record<symbol, unknown>;
  p[Symbol.for('skip-override')] = true;
  p[Symbol.for('fastify.display-name')] = name;
  return plugin;
}
