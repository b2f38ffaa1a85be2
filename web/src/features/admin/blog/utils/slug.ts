/**
 * The address a title proposes: lower-case words joined by hyphens, accents dropped ("Café & You:
 * A Guide" → "cafe-you-a-guide"), at most 80 characters and never ending in a hyphen.
 */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}
