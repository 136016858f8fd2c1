/**
 * Polls `read` every 10 ms until it returns something truthy, and resolves with it; rejects after `ms`, with what
 * `what()` says about the page then when given. For what settles a few tasks or frames later in a unit test (a
 * custom element rendering, a lazily imported module arriving).
 */
export async function until<T>(read: () => T, ms = 3000, what?: () => string): Promise<NonNullable<T>> {
  const end = Date.now() + ms;
  for (;;) {
    const value = read();
    if (value) return value as NonNullable<T>;
    if (Date.now() > end) throw new Error(what ? `timed out; ${what()}` : 'timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}
