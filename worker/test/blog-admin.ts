import { env } from 'cloudflare:workers';
import { expect } from 'vitest';
import { client } from './client';
import { withCookie } from './fixtures';

// The blog's authoring API as its screens call it, and real image bytes built from their formats.

export type PostBody = Parameters<typeof client.admin.blog.posts.$post>[0]['json'];
type PatchBody = Parameters<(typeof client.admin.blog.posts)[':id']['$patch']>[0]['json'];

let next = 1;

/** A slug no other post in this file has. */
export const newSlug = (stem = 'post') => `${stem}-${next++}-${crypto.randomUUID().slice(0, 6)}`;

/** A valid published post: every field filled, `overrides` on top. */
export function postBody(overrides: Partial<PostBody> = {}): PostBody {
  const slug = overrides.slug ?? newSlug();
  return {
    title: `Title of ${slug}`,
    slug,
    excerpt: 'What this post is about.',
    meta_description: 'A description for search results.',
    content: '## Heading\n\nSome **bold** words and a [link](https://example.org).',
    category: 'family-support',
    tags: ['family', 'support'],
    featured_image: '/images/blog/example.webp',
    featured_image_alt: 'A family at a kitchen table',
    status: 'published',
    ...overrides,
  };
}

const param = (id: number) => ({ param: { id: String(id) } });

export const postPost = (cookie: string | undefined, json: PostBody) => client.admin.blog.posts.$post({ json }, withCookie(cookie));

/** Creates a post through the API (201 expected); the post as answered. */
export async function createPost(cookie: string, overrides: Partial<PostBody> = {}) {
  const res = await postPost(cookie, postBody(overrides));
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as Awaited<ReturnType<Extract<typeof res, { status: 201 }>['json']>>;
}

export const getPost = (cookie: string | undefined, id: number) => client.admin.blog.posts[':id'].$get(param(id), withCookie(cookie));
export const patchPost = (cookie: string | undefined, id: number, json: PatchBody) =>
  client.admin.blog.posts[':id'].$patch({ ...param(id), json }, withCookie(cookie));
export const deletePost = (cookie: string | undefined, id: number) => client.admin.blog.posts[':id'].$delete(param(id), withCookie(cookie));
export const listPosts = (cookie: string | undefined, query: Record<string, string> = {}) =>
  client.admin.blog.posts.$get({ query }, withCookie(cookie));
export const preview = (cookie: string | undefined, content: string) => client.admin.blog.preview.$post({ json: { content } }, withCookie(cookie));
export const listAuthors = (cookie: string | undefined) => client.admin.blog.authors.$get({}, withCookie(cookie));
export const listImages = (cookie: string | undefined) => client.admin.blog.images.$get({}, withCookie(cookie));
export const upload = (cookie: string | undefined, bytes: Uint8Array, type = 'image/png', name = 'upload.png') =>
  client.admin.blog.images.$post({ form: { file: new File([bytes as Uint8Array<ArrayBuffer>], name, { type }) } }, withCookie(cookie));

/** The audit lines with `action` about post `id`, oldest first. */
export async function auditOf(action: string, target: string) {
  const { results } = await env.DB.prepare('SELECT actor_id, action, target, detail FROM audit_log WHERE action = ?1 AND target = ?2 ORDER BY id')
    .bind(action, target)
    .all<{ actor_id: number; action: string; target: string; detail: string | null }>();
  return results.map((r) => ({ ...r, detail: r.detail === null ? null : (JSON.parse(r.detail) as Record<string, unknown>) }));
}

export async function expectFieldError(res: { status: number; json(): Promise<unknown> }, status: number, field: string) {
  expect(res.status).toBe(status);
  const body = (await res.json()) as { error: { code: string; fields?: Record<string, string> } };
  expect(body.error.fields?.[field], JSON.stringify(body)).toBeTruthy();
  return body.error;
}

// ----- image bytes -----

const fromBase64 = (b64: string) => Uint8Array.from(atob(b64), (ch) => ch.charCodeAt(0));

/** A real 1×1 PNG (red pixel). */
export const PNG_1X1 = fromBase64('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==');
/** A real 1×1 lossless WebP. */
export const WEBP_1X1 = fromBase64('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==');
/** A real 1×1 JPEG (baseline-free, progressive SOF2). */
export const JPEG_1X1 = fromBase64(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
);

const u32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];

/** A PNG with a real IHDR of `width`×`height` (CRC included), then `padding` bytes of an ancillary chunk. */
export function pngOf(width: number, height: number, padding = 0): Uint8Array {
  const ihdr = [...u32(width), ...u32(height), 8, 2, 0, 0, 0];
  const type = [0x49, 0x48, 0x44, 0x52];
  const out = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...u32(13), ...type, ...ihdr, ...u32(crc32([...type, ...ihdr]))];
  const bytes = new Uint8Array(out.length + (padding > 0 ? padding + 12 : 0) + 12);
  bytes.set(out);
  let at = out.length;
  if (padding > 0) {
    bytes.set([...u32(padding), 0x7a, 0x7a, 0x7a, 0x7a], at); // "zzzz": private, ancillary
    at += 8 + padding + 4;
  }
  bytes.set([...u32(0), 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82], at); // IEND
  // A different last pixel byte gives a different hash for each padded file.
  if (padding > 0) bytes[out.length + 8] = next++ & 255;
  return bytes;
}

function crc32(bytes: number[]): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/** The 1×1 JPEG with its frame header saying `width`×`height`. */
export function jpegOf(width: number, height: number): Uint8Array {
  const bytes = JPEG_1X1.slice();
  const sof = bytes.findIndex((b, i) => b === 0xff && bytes[i + 1] === 0xc2);
  bytes.set([height >> 8, height & 255, width >> 8, width & 255], sof + 5);
  return bytes;
}

/** A lossy-header WebP (VP8) of `width`×`height`. */
export function webpVp8Of(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(40);
  const ascii = (at: number, s: string) => bytes.set([...s].map((ch) => ch.charCodeAt(0)), at);
  ascii(0, 'RIFF');
  bytes.set([32, 0, 0, 0], 4);
  ascii(8, 'WEBP');
  ascii(12, 'VP8 ');
  bytes.set([20, 0, 0, 0], 16);
  bytes.set([0x10, 0x02, 0x00, 0x9d, 0x01, 0x2a, width & 255, width >> 8, height & 255, height >> 8], 20);
  return bytes;
}

/** The boxes of an AVIF file's header: ftyp, then meta > iprp > ipco > ispe of `width`×`height`. */
export function avifOf(width: number, height: number): Uint8Array {
  const box = (type: string, body: number[]) => [...u32(8 + body.length), ...[...type].map((ch) => ch.charCodeAt(0)), ...body];
  const text = (s: string) => [...s].map((ch) => ch.charCodeAt(0));
  const ispe = box('ispe', [0, 0, 0, 0, ...u32(width), ...u32(height)]);
  const meta = box('meta', [0, 0, 0, 0, ...box('hdlr', [0, 0, 0, 0, 0, 0, 0, 0, ...text('pict'), ...new Array(13).fill(0)]), ...box('iprp', box('ipco', ispe))]);
  return new Uint8Array([...box('ftyp', [...text('avif'), 0, 0, 0, 0, ...text('mif1'), ...text('miaf')]), ...meta]);
}
