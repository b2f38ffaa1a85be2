// Display formats shared by every screen: dates in US long format (product spec §9), phone links.

const longDate = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  // Stored timestamps are UTC; formatting in the visitor's zone could show the day before.
  timeZone: 'UTC',
});

/** "March 4, 2026" from an ISO timestamp; null when the value is missing or not a date. */
export function formatLongDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : longDate.format(date);
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
