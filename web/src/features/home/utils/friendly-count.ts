/**
 * A count rounded down to a round figure with a plus, for numbers the site states about itself
 * ("5,237" → "5,200+"): never more than the data says.
 */
export function friendlyCount(n: number): string {
  if (n < 10) return n.toLocaleString('en-US');
  const step = n >= 10_000 ? 1000 : n >= 1000 ? 100 : 10;
  return `${(Math.floor(n / step) * step).toLocaleString('en-US')}+`;
}
