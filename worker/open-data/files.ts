import type { Context } from 'hono';
import type { AppEnv } from '../lib/app-env';
import { Database } from '../lib/db';
import { ApiError } from '../lib/errors';
import { siteUrl } from '../lib/site-config';
import { csvWriter, exportStream, jsonWriter } from './export-stream';
import { hsdsServicesStream } from './hsds/export';
import { assignHsdsIds } from './hsds/queries';
import { openDataSummary, readVocabulary } from './queries';

// The whole-directory files (issue 26) are built by the scheduled run after the data changes and kept
// in R2 (OPEN_DATA); a request only streams the stored object, with ETag, Last-Modified, 304s and
// ranges. "The data changed" is the search index's own signal (search_index_state.data_version,
// moved by the triggers of 0002_search.sql) together with the newest listing's updated_at, which
// also moves for the columns search does not read (phone, website, email, address), and the newest
// availability statement.

const MANIFEST = 'manifest.json';

export interface OpenDataFile {
  name: string;
  /** What it holds, for the /open-data page. */
  title: string;
  contentType: string;
  extension: string;
}

export const OPEN_DATA_FILES: OpenDataFile[] = [
  { name: 'facilities.json', title: 'Every listing (JSON)', contentType: 'application/json; charset=utf-8', extension: 'json' },
  { name: 'facilities.csv', title: 'Every listing (CSV, one row each)', contentType: 'text/csv; charset=utf-8', extension: 'csv' },
  {
    name: 'hsds-services.ndjson',
    title: 'Every HSDS 3.0 service, fully nested (newline-delimited JSON)',
    contentType: 'application/x-ndjson; charset=utf-8',
    extension: 'ndjson',
  },
];

/** What was built, from which state of the data: kept beside the files as manifest.json. */
export interface OpenDataManifest {
  signal: string;
  /** The data's last change as the files state it (Last-Modified). */
  lastModified: string;
  builtAt: string;
  files: Array<{ name: string; size: number; etag: string; uploaded: string }>;
}

/** The state of the data the files are built from: a change to any published listing moves it. */
async function dataSignal(db: Database): Promise<{ signal: string; lastModified: string | null }> {
  const [state, summary, availability] = await Promise.all([
    db.first<{ data_version: number }>('SELECT data_version FROM search_index_state WHERE id = 1'),
    openDataSummary(db),
    // Availability is in the files too, and changes without review (facility_availability_updated).
    db.first<{ changed: string | null }>('SELECT max(updated_at) AS changed FROM facility_availability'),
  ]);
  return {
    signal: `${state?.data_version ?? 0}/${summary.total}/${summary.lastModified ?? ''}/${availability?.changed ?? ''}`,
    lastModified: summary.lastModified,
  };
}

export async function readManifest(bucket: R2Bucket): Promise<OpenDataManifest | null> {
  const object = await bucket.get(MANIFEST);
  return object ? ((await object.json()) as OpenDataManifest) : null;
}

// R2 multipart: every part but the last the same size, at least 5 MiB.
const PART_BYTES = 5 * 1024 * 1024;

/** Writes a stream to `key`: one put when it fits one part, else a multipart upload, one part in memory at a time. */
export async function streamToR2(bucket: R2Bucket, key: string, body: ReadableStream<Uint8Array>, httpMetadata: R2HTTPMetadata): Promise<R2Object> {
  const reader = body.getReader();
  let buffer = new Uint8Array(PART_BYTES);
  let filled = 0;
  let upload: R2MultipartUpload | null = null;
  const parts: R2UploadedPart[] = [];
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      let offset = 0;
      while (offset < value.byteLength) {
        const take = Math.min(PART_BYTES - filled, value.byteLength - offset);
        buffer.set(value.subarray(offset, offset + take), filled);
        filled += take;
        offset += take;
        if (filled === PART_BYTES) {
          upload ??= await bucket.createMultipartUpload(key, { httpMetadata });
          parts.push(await upload.uploadPart(parts.length + 1, buffer));
          buffer = new Uint8Array(PART_BYTES);
          filled = 0;
        }
      }
    }
    if (!upload) return await bucket.put(key, buffer.subarray(0, filled), { httpMetadata });
    if (filled > 0) parts.push(await upload.uploadPart(parts.length + 1, buffer.subarray(0, filled)));
    return await upload.complete(parts);
  } catch (error) {
    await upload?.abort().catch(() => undefined);
    throw error;
  }
}

/**
 * For the scheduled run: when the data has changed since the files were built (or they were never
 * built), gives new listings their HSDS ids and writes every file again, then the manifest. Logs what
 * it did and how long each file took.
 */
export async function refreshOpenDataFiles(env: Env, options: { force?: boolean } = {}): Promise<OpenDataManifest | null> {
  const db = new Database(env.DB);
  const [{ signal, lastModified: dataLastModified }, previous] = await Promise.all([dataSignal(db), readManifest(env.OPEN_DATA)]);
  if (previous?.signal === signal && !options.force) return null;
  const started = performance.now();
  const now = new Date();
  // A change that moved no updated_at (a listing withdrawn or deleted) still moves Last-Modified.
  const lastModified =
    previous && dataLastModified !== null && dataLastModified <= previous.lastModified
      ? new Date(Math.max(now.getTime(), Date.parse(previous.lastModified) + 1000)).toISOString()
      : (dataLastModified ?? now.toISOString());
  await assignHsdsIds(db, { newOnly: false });
  const site = siteUrl(env);
  const day = now.toISOString().slice(0, 10);
  const vocabulary = await readVocabulary(db);
  const bodies: Record<string, () => ReadableStream<Uint8Array>> = {
    'facilities.json': () => exportStream(db, vocabulary, jsonWriter(site, dataLastModified), 'json'),
    'facilities.csv': () => exportStream(db, vocabulary, csvWriter(site), 'csv'),
    'hsds-services.ndjson': () => hsdsServicesStream(db, site),
  };
  const files: OpenDataManifest['files'] = [];
  const timings: Record<string, number> = {};
  for (const file of OPEN_DATA_FILES) {
    const fileStarted = performance.now();
    const object = await streamToR2(env.OPEN_DATA, file.name, bodies[file.name]!(), {
      contentType: file.contentType,
      contentDisposition: `attachment; filename="recovery-directory-${file.name.replace(/\.[a-z]+$/, '')}-${day}.${file.extension}"`,
    });
    files.push({ name: file.name, size: object.size, etag: object.httpEtag, uploaded: object.uploaded.toISOString() });
    timings[file.name] = Math.round(performance.now() - fileStarted);
  }
  const manifest: OpenDataManifest = { signal, lastModified, builtAt: now.toISOString(), files };
  await env.OPEN_DATA.put(MANIFEST, JSON.stringify(manifest), { httpMetadata: { contentType: 'application/json' } });
  console.log(
    JSON.stringify({
      level: 'info',
      event: 'open_data.files',
      files: files.map((f) => ({ name: f.name, bytes: f.size, ms: timings[f.name] })),
      queries: db.meter.queries,
      rowsRead: db.meter.rowsRead,
      totalMs: Math.round(performance.now() - started),
    }),
  );
  return manifest;
}

/** If-None-Match (any of its tags, or *) or else If-Modified-Since says the caller's copy is current. */
function notModified(request: Request, etag: string, lastModified: Date): boolean {
  const ifNoneMatch = request.headers.get('if-none-match');
  if (ifNoneMatch !== null) {
    const weak = (tag: string) => tag.trim().replace(/^W\//, '');
    return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => weak(tag) === weak(etag));
  }
  const since = Date.parse(request.headers.get('if-modified-since') ?? '');
  return !Number.isNaN(since) && Math.floor(lastModified.getTime() / 1000) * 1000 <= since;
}

/**
 * One range of `Range: bytes=…` (first-last, first-, or -suffix) within `size`; null to answer the
 * whole file (no header, several ranges or one we do not read: RFC 9110 lets a server ignore it).
 */
function byteRange(header: string | undefined, size: number): { offset: number; length: number } | 'unsatisfiable' | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec((header ?? '').trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    const offset = Math.max(0, size - suffix);
    return { offset, length: size - offset };
  }
  const offset = Number(match[1]);
  if (offset >= size) return 'unsatisfiable';
  const last = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (last < offset) return null;
  return { offset, length: last - offset + 1 };
}

/**
 * A file as stored in R2: 200, 206 for a satisfiable Range, 304 when the caller's copy is current,
 * 416 for a range past the end. Never builds anything: before the first build, a 503 saying when to
 * come back.
 */
export async function fileResponse(c: Context<AppEnv>, name: string, cacheSeconds: number): Promise<Response> {
  const bucket = c.env.OPEN_DATA;
  const manifest = await readManifest(bucket);
  const head = manifest ? await bucket.head(name) : null;
  if (!manifest || !head) {
    throw new ApiError('storage_unavailable', 'The open-data files are being prepared. Please try again in a few minutes.', {
      headers: { 'Retry-After': '300' },
    });
  }
  const lastModified = new Date(manifest.lastModified);
  const headers = new Headers({
    'Access-Control-Allow-Origin': '*',
    'Cache-Control': `public, max-age=${cacheSeconds}`,
    'Accept-Ranges': 'bytes',
    ETag: head.httpEtag,
    'Last-Modified': lastModified.toUTCString(),
  });
  if (notModified(c.req.raw, head.httpEtag, lastModified)) return new Response(null, { status: 304, headers });
  head.writeHttpMetadata(headers);
  const range = byteRange(c.req.header('range'), head.size);
  if (range === 'unsatisfiable') {
    headers.set('Content-Range', `bytes */${head.size}`);
    return new Response(null, { status: 416, headers });
  }
  // The same version as the head: a rebuild in between finds no object here, and the answer starts again.
  const object = await bucket.get(name, { ...(range ? { range } : {}), onlyIf: { etagMatches: head.etag } });
  if (!object || !('body' in object)) return fileResponse(c, name, cacheSeconds);
  if (range) {
    headers.set('Content-Range', `bytes ${range.offset}-${range.offset + range.length - 1}/${head.size}`);
    headers.set('Content-Length', String(range.length));
    return new Response(object.body, { status: 206, headers });
  }
  headers.set('Content-Length', String(object.size));
  return new Response(object.body, { status: 200, headers });
}
