import { describe, expect, it, vi } from 'vitest';

describe('shared core across two copies of the bundle', () => {
  it('a second copy of the modules reuses the first copy’s stores and http client', async () => {
    const first = await import('../../../src/core/session');
    const firstCart = await import('../../../src/core/cart');
    const firstShared = await import('../../../src/core/shared');
    vi.resetModules();
    const second = await import('../../../src/core/session');
    const secondCart = await import('../../../src/core/cart');
    const secondShared = await import('../../../src/core/shared');

    expect(secondShared).not.toBe(firstShared); // really a second module copy
    expect(second.$session).toBe(first.$session);
    expect(secondCart.$cartCount).toBe(firstCart.$cartCount);
    expect(secondShared.coreRegistry().get('http')).toBe(firstShared.coreRegistry().get('http'));

    second.$session.set({ token: 'from-copy-2', user: null, company: null });
    expect(first.$isLoggedIn.get()).toBe(true);
    first.$session.set(first.EMPTY_SESSION);
  });

  it('shared() creates once per key', async () => {
    const { shared } = await import('../../../src/core/shared');
    const create = vi.fn(() => ({}));
    expect(shared('test.key', create)).toBe(shared('test.key', create));
    expect(create).toHaveBeenCalledTimes(1);
    expect(
      (globalThis as unknown as Record<symbol, Map<string, unknown>>)[Symbol.for('b2b.core')]!.has('test.key'),
    ).toBe(true);
  });
});
