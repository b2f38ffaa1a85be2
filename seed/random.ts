// A small seeded PRNG (mulberry32): the seed files must be the same bytes on every run and machine,
// which Math.random cannot give.

export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both included. */
  int(min: number, max: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Index drawn in proportion to `weights`, given as running totals (see cumulative()). */
  weightedIndex(cumulativeWeights: readonly number[]): number;
  /** `k` distinct items, in the order of `items`. */
  sample<T>(items: readonly T[], k: number): T[];
}

export function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(0, items.length - 1)] as (typeof items)[number];
    },
    weightedIndex: (cumulativeWeights) => {
      const total = cumulativeWeights[cumulativeWeights.length - 1] ?? 0;
      const target = next() * total;
      let lo = 0;
      let hi = cumulativeWeights.length - 1;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if ((cumulativeWeights[mid] as number) > target) hi = mid;
        else lo = mid + 1;
      }
      return lo;
    },
    sample: (items, k) => {
      const indexes = items.map((_, i) => i);
      for (let i = 0; i < Math.min(k, indexes.length); i++) {
        const j = int(i, indexes.length - 1);
        [indexes[i], indexes[j]] = [indexes[j] as number, indexes[i] as number];
      }
      return indexes
        .slice(0, k)
        .sort((a, b) => a - b)
        .map((i) => items[i] as (typeof items)[number]);
    },
  };
}

export function cumulative(weights: readonly number[]): number[] {
  let sum = 0;
  return weights.map((w) => (sum += w));
}
