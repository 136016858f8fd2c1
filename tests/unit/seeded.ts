/** A repeatable pseudo-random integer source for property-style tests: `next(n)` is in 0 … n − 1 (an LCG). */
export function seeded(seed: number): (n: number) => number {
  let state = seed;
  return (n) => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state % n;
  };
}
