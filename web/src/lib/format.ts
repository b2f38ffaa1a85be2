// Display formats shared by every screen: dates in US long format (product spec §9), phone links.

const longDate = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  // Stored timestamps are UTC; formatting in the visitor's zone could show the day before.
  timeZone: 'UTC',
});

// With a time of day, in the reader's own zone: the hour something came is only useful in the zone
// they read it in (and the day shown is then that zone's day too).
const longDateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' });

function formatWith(format: Intl.DateTimeFormat, iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : format.format(date);
}

/** "March 4, 2026" from an ISO timestamp; null when the value is missing or not a date. */
export function formatLongDate(iso: string | null | undefined): string | null {
  return formatWith(longDate, iso);
}

/** "March 4, 2026 at 2:05 PM" (the reader's time zone); null when the value is missing or not a date. */
export function formatLongDateTime(iso: string | null | undefined): string | null {
  return formatWith(longDateTime, iso);
}

/** A tel: href from a displayed US number ("(555) 010-1234" → "tel:+15550101234"). */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 10) return `tel:+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `tel:+${digits}`;
  return `tel:${digits}`;
}

export function pluralize(count: number, one: string, many: string): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}

/**
 * A count rounded down to a round figure with a plus, for numbers the site states about itself
 * ("5,237" → "5,200+"): never more than the data says.
 */
export function friendlyCount(n: number): string {
  if (n < 10) return n.toLocaleString('en-US');
  const step = n >= 10_000 ? 1000 : n >= 1000 ? 100 : 10;
  return `${(Math.floor(n / step) * step).toLocaleString('en-US')}+`;
}
