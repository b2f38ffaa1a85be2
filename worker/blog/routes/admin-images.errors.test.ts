import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorOf, ORIGIN } from '../../test/client';
import { PNG_1X1, pngOf, upload } from '../../test/blog-admin';
import { api } from '../../test/fixtures';
import { signedInAdmin } from '../../test/staff';

let admin: Awaited<ReturnType<typeof signedInAdmin>>;

beforeAll(async () => {
  admin = await signedInAdmin();
});

const mediaRows = async () => (await env.DB.prepare('SELECT count(*) AS n FROM media').first<{ n: number }>())!.n;
const text = (s: string) => new TextEncoder().encode(s);

describe('POST /api/admin/blog/images refuses what is not an image we keep', () => {
  it.each([
    ['HTML declared as a PNG', text('<html><script>alert(1)</script></html>'), 'image/png'],
    ['an SVG', text('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'image/svg+xml'],
    ['a GIF', text('GIF89a\x01\x00\x01\x00\x00\x00\x00;'), 'image/gif'],
    ['a PNG signature with no header', PNG_1X1.slice(0, 12), 'image/png'],
    ['an empty file', new Uint8Array(), 'image/png'],
    ['a PDF', text('%PDF-1.7\n'), 'application/pdf'],
  ])('%s: 415', async (_, bytes, type) => {
    const before = await mediaRows();
    const res = await upload(admin.cookie, bytes, type);
    expect(res.status).toBe(415);
    expect((await errorOf(res)).error.code).toBe('unsupported_media_type');
    expect(await mediaRows()).toBe(before);
  });

  it('over 1 MB: 413, whether the body limit or the file check sees it first', async () => {
    for (const bytes of [pngOf(10, 10, 1024 * 1024), pngOf(10, 10, 3 * 1024 * 1024)]) {
      const res = await upload(admin.cookie, bytes);
      expect(res.status).toBe(413);
      expect((await errorOf(res)).error.code).toBe('payload_too_large');
    }
  });

  it('not multipart: 415; multipart without a file: 400 on file', async () => {
    const json = await api('/api/admin/blog/images', {
      method: 'POST',
      headers: { Origin: ORIGIN, Cookie: admin.cookie, 'Content-Type': 'image/png' },
      body: PNG_1X1 as Uint8Array<ArrayBuffer>,
    });
    expect(json.status).toBe(415);
    const form = new FormData();
    form.append('file', 'not a file');
    const noFile = await api('/api/admin/blog/images', { method: 'POST', headers: { Origin: ORIGIN, Cookie: admin.cookie }, body: form });
    expect(noFile.status).toBe(400);
    expect((await errorOf(noFile)).error.fields?.file).toBeTruthy();
  });
});
