/**
 * Setup of the "unit" project (every engineer's unit tests): each test starts with an empty
 * localStorage, no cookies, and an empty core registry (`Symbol.for('b2b.core')`), so modules imported
 * after `vi.resetModules()` create fresh stores. Stores already imported by a test file keep their
 * instances: reset their values in the file's own `beforeEach` (e.g. `$session.set(EMPTY_SESSION)`).
 */
import { afterEach, beforeEach } from 'vitest';

function resetPage(): void {
  if (typeof localStorage !== 'undefined') localStorage.clear();
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
  if (typeof document !== 'undefined') {
    for (const part of document.cookie.split(';')) {
      const name = part.split('=')[0]?.trim();
      if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    }
  }
  const registry = (globalThis as unknown as Record<symbol, unknown>)[Symbol.for('b2b.core')];
  if (registry instanceof Map) registry.clear();
}

beforeEach(resetPage);
afterEach(resetPage);
