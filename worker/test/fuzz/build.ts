import { FROM_MAIL_APPS } from '../../lib/same-origin';
import { avifOf, JPEG_1X1, jpegOf, PNG_1X1, pngOf, WEBP_1X1, webpVp8Of } from '../blog-admin';
import { ORIGIN } from '../client';
import { newClient } from '../fixtures';
import { isSafe, type FileContent, type FuzzCase, type Op, type QueryCase, type Text } from './cases';
import { exampleFor, type BodyKind, type FuzzWorld } from './examples';
import { expand, setOwn } from './values';

// The request for a generated case (cases.ts), built once the fuzz file's records and sessions exist.

const textOf = (text: Text): string => (Array.isArray(text) ? text.map(String).join('') : String(text));

/** Percent-encodes a path segment; a lone surrogate goes as the UTF-8 of U+FFFD instead of throwing. */
function encodeSegment(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...new TextEncoder().encode(text)].map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('');
  }
}

function pickKnown(world: FuzzWorld, index: number, name: string): string {
  if (name === 'slug') return world.slugs[index % world.slugs.length]!;
  if (name === 'name') return world.mediaNames[index % world.mediaNames.length] ?? 'missing.png';
  if (name === 'stateCode') return ['CA', 'ca', 'ID', 'pr', 'dc', 'ZZ', 'california', 'new-york'][index % 8]!;
  return String(world.ids[index % world.ids.length]);
}

function pathOf(fuzz: FuzzCase, world: FuzzWorld): string {
  const values = fuzz.params.map((param, i) => {
    if ('known' in param) return pickKnown(world, param.known, fuzz.route.params[i] ?? 'id');
    return param.raw ? String(param.text) : encodeSegment(String(param.text));
  });
  if (fuzz.route.path.includes('*')) return fuzz.route.path.replace('*', values.join('/'));
  let i = 0;
  return fuzz.route.path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? values[i++]! : segment))
    .join('/');
}

function queryOf(query: QueryCase): string {
  if ('raw' in query) return `?${query.raw}`;
  if (query.pairs.length === 0) return '';
  return `?${new URLSearchParams(query.pairs.map(([name, value]) => [name, String(value)])).toString()}`;
}

/** Applies one mutation at the path of indices into the (cloned) example. */
function applyOp(root: unknown, mutation: Op): unknown {
  if (root === null || typeof root !== 'object') return root;
  let container = root as Record<string, unknown>;
  const at = [...mutation.at];
  while (at.length > 1) {
    const keys = Object.keys(container);
    if (keys.length === 0) break;
    const child = container[keys[at[0]! % keys.length]!];
    if (child === null || typeof child !== 'object') break;
    container = child as Record<string, unknown>;
    at.shift();
  }
  const keys = Object.keys(container);
  const key = keys.length > 0 ? keys[at[0]! % keys.length]! : null;
  if (mutation.op === 'add') setOwn(container, mutation.key, expand(mutation.value));
  else if (key === null) return root;
  else if (mutation.op === 'drop') {
    if (Array.isArray(container)) container.splice(Number(key), 1);
    else delete container[key];
  } else if (mutation.op === 'affix') {
    const own = typeof container[key] === 'string' ? (container[key] as string) : '';
    setOwn(container, key, mutation.before ? `${mutation.text}${own}` : `${own}${mutation.text}`);
  } else setOwn(container, key, expand(mutation.value));
  return root;
}

function fileBytes(content: FileContent): Uint8Array {
  if (content === 'png') return PNG_1X1;
  if (content === 'webp') return WEBP_1X1;
  if (content === 'jpeg') return JPEG_1X1;
  if (content === 'text') return new TextEncoder().encode('<svg onload=alert(1)>');
  if (content === 'empty') return new Uint8Array();
  if ('png' in content) return pngOf(...content.png);
  if ('jpeg' in content) return jpegOf(...content.jpeg);
  if ('webp' in content) return webpVp8Of(...content.webp);
  if ('avif' in content) return avifOf(...content.avif);
  return content.bytes;
}

const CONTENT_TYPE_OF: Record<BodyKind, string | null> = { json: 'application/json', csv: 'text/csv', multipart: null, none: null };

function paddedTo(bytes: number, kind: BodyKind): string {
  const head = kind === 'csv' ? 'facility_name,state,notes\r\nBig,CA,' : '{"name":"';
  return head + 'x'.repeat(Math.max(0, bytes - head.length - 2)) + (kind === 'csv' ? '\r\n' : '"}');
}

interface BuiltBody {
  body?: BodyInit;
  contentType?: string | null;
  /** What the request said, for telling an echo from a leak. */
  text: string;
  /** The strings of a JSON body: none of them may reach a log. */
  strings: string[];
}

function exampleMultipart(): FormData {
  const form = new FormData();
  form.append('file', new File([PNG_1X1], 'upload.png', { type: 'image/png' }));
  return form;
}

function buildBody(fuzz: FuzzCase, world: FuzzWorld): BuiltBody {
  const { kind } = fuzz.route;
  const example = exampleFor(fuzz.route.method, fuzz.route.path);
  const exampleValue = () => example.body?.(world) ?? {};
  const asJson = (value: unknown): BuiltBody => {
    const text = JSON.stringify(value) ?? 'null';
    return { body: text, contentType: 'application/json', text, strings: stringsIn(value) };
  };
  const body = fuzz.body;
  switch (body.kind) {
    case 'none':
      return { text: '', strings: [] };
    case 'example': {
      if (kind === 'multipart') return { body: exampleMultipart(), contentType: null, text: '', strings: [] };
      if (kind === 'csv') {
        const text = String(exampleValue());
        return { body: text, contentType: 'text/csv', text, strings: [] };
      }
      return kind === 'none' ? { text: '', strings: [] } : asJson(exampleValue());
    }
    case 'mutated':
      return asJson(body.ops.reduce(applyOp, structuredClone(exampleValue())));
    case 'replaced':
      return asJson(expand(body.value));
    case 'raw': {
      const text = textOf(body.text);
      return { body: text, contentType: body.contentType, text, strings: [] };
    }
    case 'truncated': {
      const full = kind === 'csv' ? String(exampleValue()) : JSON.stringify(exampleValue());
      const text = full.slice(0, body.at % Math.max(1, full.length));
      return { body: text, contentType: CONTENT_TYPE_OF[kind] ?? 'application/json', text, strings: [] };
    }
    case 'retyped': {
      const text = kind === 'csv' ? String(exampleValue()) : JSON.stringify(exampleValue());
      return { body: text, contentType: body.contentType, text, strings: [] };
    }
    case 'oversized': {
      const text = paddedTo(body.bytes, kind);
      const bytes = new TextEncoder().encode(text);
      // A stream has no Content-Length: the limit must count what it reads.
      const sent = body.stream
        ? new ReadableStream<Uint8Array>({
            start(controller) {
              controller.enqueue(bytes);
              controller.close();
            },
          })
        : bytes;
      return { body: sent, contentType: CONTENT_TYPE_OF[kind] ?? 'application/json', text: '', strings: [] };
    }
    case 'bytes':
      return { body: body.bytes, contentType: body.contentType, text: '', strings: [] };
    case 'multipart': {
      const form = new FormData();
      const bytes = fileBytes(body.content);
      if (body.asText) form.append(body.field, new TextDecoder().decode(bytes));
      else form.append(body.field, new File([bytes], body.name, { type: body.type }));
      for (const [name, value] of body.extra) form.append(name, value);
      return { body: form, contentType: null, text: body.name, strings: [] };
    }
  }
}

function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  // Object.values for arrays too: a mutation may have given an array its own `constructor`.
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

export interface BuiltRequest {
  method: string;
  /** Path and query, for the Worker's fetch (fixtures' api()). */
  path: string;
  /** The path as the Worker routes it. */
  pathname: string;
  init: RequestInit;
  /** The address sent as CF-Connecting-IP, if any. */
  address: string | null;
  /** The URL and body as sent, to tell a response that echoes them from one that leaks. */
  sentText: string;
  bodyStrings: string[];
  /**
   * A state-changing /api request without our Origin (or same-origin fetch metadata): must be a 403
   * (but for the one-click unsubscribe, which mail providers send).
   */
  crossSite: boolean;
}

export interface Sessions {
  admin: string;
  facility: string;
}

/** The request for a generated case, given the fuzz file's records and its sessions' cookies. */
export function buildRequest(fuzz: FuzzCase, world: FuzzWorld, sessions: Sessions): BuiltRequest {
  const path = `${pathOf(fuzz, world)}${queryOf(fuzz.query)}`;
  const headers = new Headers();
  const address = fuzz.client === 'fresh' ? newClient()['CF-Connecting-IP'] : fuzz.client === 'none' ? null : fuzz.client;
  if (address !== null) headers.set('CF-Connecting-IP', address);
  if (fuzz.as === 'admin') headers.set('Cookie', sessions.admin);
  if (fuzz.as === 'facility') headers.set('Cookie', sessions.facility);
  if (fuzz.as === 'forged') headers.set('Cookie', `rd_admin=${fuzz.forgedCookie}; rd_facility=${fuzz.forgedCookie}`);
  if (fuzz.origin === 'ours') headers.set('Origin', ORIGIN);
  if (fuzz.origin === 'other') headers.set('Origin', 'https://evil.example');
  if (fuzz.origin === 'null') headers.set('Origin', 'null');
  if (fuzz.origin === 'fetch-same-origin') headers.set('Sec-Fetch-Site', 'same-origin');
  if (fuzz.origin === 'fetch-cross-site') headers.set('Sec-Fetch-Site', 'cross-site');
  if (fuzz.idempotencyKey !== null) headers.set('Idempotency-Key', fuzz.idempotencyKey);
  if (fuzz.userAgent !== null) headers.set('User-Agent', fuzz.userAgent);

  const withBody = !isSafe(fuzz.method);
  const built: BuiltBody = withBody ? buildBody(fuzz, world) : { text: '', strings: [] };
  if (built.contentType) headers.set('Content-Type', built.contentType);
  // A string body would be labelled text/plain by the Request itself: bytes go unlabelled.
  const body = typeof built.body === 'string' && !built.contentType ? new TextEncoder().encode(built.body) : built.body;

  // Not new URL(path, ORIGIN): a path starting // would name a host.
  const { pathname } = new URL(`${ORIGIN}${path}`);
  const ours = fuzz.origin === 'ours' || fuzz.origin === 'fetch-same-origin';
  return {
    method: fuzz.method,
    path,
    pathname,
    init: { method: fuzz.method, headers, body },
    address,
    sentText: `${safeDecode(path)}\n${path}\n${built.text}`,
    bodyStrings: built.strings,
    crossSite: pathname.startsWith('/api/') && withBody && !ours && !FROM_MAIL_APPS.test(pathname),
  };
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
