import type { Database } from '../../lib/db';
import { toService } from './map';
import { readListingsAfter, readListLinks } from './queries/listings';
import type { HsdsVocabulary } from './vocabulary';

// The bulk HSDS files: every published listing as one fully nested HSDS service per line
// (newline-delimited JSON, what HSDS's `format=ndjson` describes), read from D1 by key a page at a
// time, and the taxonomy terms their attributes name, once each. In the services file an attribute
// carries its `taxonomy_term_id` only: nesting the whole term in every attribute made the file
// several times bigger (1.8 GB at 50,000 listings) for a few hundred distinct terms.

/** One page of services after `afterId`: their lines, how many, and the last listing's id. */
export async function hsdsServicesPage(
  db: Database,
  vocabulary: HsdsVocabulary,
  siteUrl: string,
  afterId: number,
  limit: number,
): Promise<{ text: string; count: number; lastId: number }> {
  const rows = await readListingsAfter(db, afterId, limit);
  if (rows.length === 0) return { text: '', count: 0, lastId: afterId };
  const links = await readListLinks(db, rows.map((r) => r.id));
  const services = await Promise.all(rows.map((row) => toService(row, links.get(row.id), vocabulary, siteUrl, { nestTerms: false })));
  return { text: services.map((s) => `${JSON.stringify(s)}\n`).join(''), count: rows.length, lastId: rows.at(-1)!.id };
}

/** Every taxonomy term of both taxonomies, one per line. */
export function hsdsTaxonomyTermsText(vocabulary: HsdsVocabulary): string {
  return vocabulary.terms.map((t) => `${JSON.stringify(t.hsds)}\n`).join('');
}
