// How many generated facilities each place (state, DC, territory) gets.
import type { StateRow } from '../worker/reference/places.ts';

/**
 * Every place first gets a small floor (so no state or territory page is empty), then the rest is shared
 * in proportion to population by the largest-remainder method, which makes the total exact. Only places
 * the ZIP table covers can be passed in: a listing is always placed at a real ZIP code.
 */
export function facilitiesPerState(states: readonly StateRow[], total: number, floor = 3): Map<string, number> {
  const minimum = Math.min(floor, Math.floor(total / states.length));
  const rest = total - minimum * states.length;
  const population = states.reduce((sum, s) => sum + s.population, 0);
  const shares = states.map((s, index) => {
    const quota = (rest * s.population) / population;
    return { code: s.code, index, count: minimum + Math.floor(quota), remainder: quota - Math.floor(quota) };
  });
  let left = total - shares.reduce((sum, s) => sum + s.count, 0);
  // Ties broken by list order so the result never depends on sort stability.
  const byRemainder = [...shares].sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const share of byRemainder) {
    if (left === 0) break;
    share.count += 1;
    left -= 1;
  }
  return new Map(shares.map((s) => [s.code, s.count]));
}
