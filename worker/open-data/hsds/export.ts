import type { Database } from '../../lib/db';
import { toService } from './map';
import { readListingsAfter, readListLinks } from './queries';
import { readHsdsVocabulary } from './vocabulary';

// Every published listing as one fully nested HSDS service per line (newline-delimited JSON, what
// HSDS's `format=ndjson` describes), read from D1 by key a page at a time as the body is pulled.

const PAGE = 200;

export function hsdsServicesStream(db: Database, siteUrl: string): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let afterId = 0;
  let vocabulary: Awaited<ReturnType<typeof readHsdsVocabulary>> | undefined;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      vocabulary ??= await readHsdsVocabulary(db);
      const rows = await readListingsAfter(db, afterId, PAGE);
      if (rows.length > 0) {
        const links = await readListLinks(db, rows.map((r) => r.id));
        const services = await Promise.all(rows.map((row) => toService(row, links.get(row.id), vocabulary!, siteUrl)));
        controller.enqueue(encoder.encode(services.map((s) => `${JSON.stringify(s)}\n`).join('')));
        afterId = rows.at(-1)!.id;
      }
      if (rows.length < PAGE) controller.close();
    },
  });
}
