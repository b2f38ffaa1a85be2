/** One shade of the map and the range of facility counts it stands for. */
export interface ShadeClass {
  /** 0 = no facilities; 1..n = lightest to darkest. */
  level: number;
  min: number;
  max: number;
}

const LEVELS = 5;

/**
 * Splits the states' facility counts into up to five classes of about ten states each (quantiles),
 * so the map shows differences wherever the data has them rather than five shades of "small".
 * States with no facilities get a class of their own.
 */
export function shadeClasses(counts: readonly number[]): ShadeClass[] {
  const positive = counts.filter((n) => n > 0).sort((a, b) => a - b);
  const classes: ShadeClass[] = counts.some((n) => n <= 0) ? [{ level: 0, min: 0, max: 0 }] : [];
  if (positive.length === 0) return classes;

  const lowerBounds: number[] = [positive[0]!];
  for (let k = 1; k < LEVELS; k++) {
    const bound = positive[Math.floor((k * positive.length) / LEVELS)]!;
    if (bound > lowerBounds[lowerBounds.length - 1]!) lowerBounds.push(bound);
  }
  const max = positive[positive.length - 1]!;
  lowerBounds.forEach((min, i) => {
    const next = lowerBounds[i + 1];
    // Spread the levels used over the whole palette: with three classes use 1, 3 and 5.
    const level = lowerBounds.length === 1 ? LEVELS : 1 + Math.round((i * (LEVELS - 1)) / (lowerBounds.length - 1));
    classes.push({ level, min, max: next === undefined ? max : next - 1 });
  });
  return classes;
}

export function shadeOf(classes: readonly ShadeClass[], count: number): number {
  for (let i = classes.length - 1; i >= 0; i--) {
    const c = classes[i]!;
    if (count >= c.min) return c.level;
  }
  return 0;
}
