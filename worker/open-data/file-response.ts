import type { Context } from 'hono';
import type { AppEnv } from '../lib/app-env';
import { ApiError } from '../lib/errors';
import { readManifest } from './manifest';

// A request for an open-data file streams the object the manifest names from R2, with ETag,
// Last-Modified (the data's last change), 304s and one Range; it never builds anything (the
// scheduled build does, files.ts).

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
  const entry = manifest?.files.find((f) => f.name === name);
  const key = entry ? (entry.key ?? entry.name) : null;
  const head = key ? await bucket.head(key) : null;
  if (!manifest || !key || !head) {
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
  const object = await bucket.get(key, { ...(range ? { range } : {}), onlyIf: { etagMatches: head.etag } });
  if (!object || !('body' in object)) return fileResponse(c, name, cacheSeconds);
  if (range) {
    headers.set('Content-Range', `bytes ${range.offset}-${range.offset + range.length - 1}/${head.size}`);
    headers.set('Content-Length', String(range.length));
    return new Response(object.body, { status: 206, headers });
  }
  headers.set('Content-Length', String(object.size));
  return new Response(object.body, { status: 200, headers });
}
