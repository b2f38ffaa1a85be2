import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import wranglerToml from '../../../wrangler.toml?raw';
import { avifOf, createPost, JPEG_1X1, jpegOf, listImages, PNG_1X1, pngOf, upload, WEBP_1X1, webpVp8Of } from '../../test/blog-admin';
import { errorOf, ORIGIN } from '../../test/client';
import { api } from '../../test/fixtures';
import { signedInAdmin } from '../../test/staff';

describe('blog-images', () => {
  let admin: Awaited<ReturnType<typeof signedInAdmin>>;

  beforeAll(async () => {
    admin = await signedInAdmin();
  });

  async function uploaded(bytes: Uint8Array, declared = 'application/octet-stream') {
    const res = await upload(admin.cookie, bytes, declared);
    expect(res.status, await res.clone().text()).toBe(201);
    return res.json();
  }

  describe('POST /api/admin/blog/images', () => {
    it.each([
      ['a real 1×1 PNG', PNG_1X1, 'png', 1, 1],
      ['a real 1×1 WebP (lossless)', WEBP_1X1, 'webp', 1, 1],
      ['a real 1×1 JPEG', JPEG_1X1, 'jpg', 1, 1],
      ['a PNG of 640×480', pngOf(640, 480), 'png', 640, 480],
      ['a JPEG of 1200×630', jpegOf(1200, 630), 'jpg', 1200, 630],
      ['a lossy WebP of 800×450', webpVp8Of(800, 450), 'webp', 800, 450],
      ['an AVIF of 1920×1080', avifOf(1920, 1080), 'avif', 1920, 1080],
    ])('%s: its type from its bytes, its size from its header', async (_, bytes, extension, width, height) => {
      const body = await uploaded(bytes);
      expect(body).toEqual({ url: expect.stringMatching(new RegExp(`^/media/[0-9a-f]{64}\\.${extension}$`)), width, height });
    });

    it('names the file by its SHA-256; the same upload twice is one row, each upload audited', async () => {
      const bytes = pngOf(31, 17);
      const first = await uploaded(bytes);
      const second = await uploaded(bytes, 'image/png');
      expect(second).toEqual(first);
      const digest = [...new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))].map((b) => b.toString(16).padStart(2, '0')).join('');
      expect(first.url).toBe(`/media/${digest}.png`);
      const rows = await env.DB.prepare('SELECT sha256, size, uploaded_by, content_type FROM media WHERE sha256 = ?1').bind(digest).all();
      expect(rows.results).toEqual([{ sha256: digest, size: bytes.length, uploaded_by: admin.id, content_type: 'image/png' }]);
      const audit = await env.DB.prepare('SELECT actor_id, detail FROM audit_log WHERE action = ?1 AND target = ?2')
        .bind('blog.image_uploaded', `media:${digest}.png`)
        .all<{ actor_id: number; detail: string }>();
      expect(audit.results).toHaveLength(2);
      expect(JSON.parse(audit.results[0]!.detail)).toEqual({ content_type: 'image/png', size: bytes.length, width: 31, height: 17 });
    });

    it('keeps an image of just under 1 MB', async () => {
      const bytes = pngOf(1000, 1000, 1024 * 1024 - 100);
      expect(bytes.length).toBeLessThanOrEqual(1024 * 1024);
      const { url } = await uploaded(bytes);
      const res = await api(url);
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
    });
  });

  describe('GET /media/:name', () => {
    it('serves the bytes as uploaded with the stored type, nosniff, a no-op CSP and a year of caching', async () => {
      for (const [bytes, type] of [
        [PNG_1X1, 'image/png'],
        [WEBP_1X1, 'image/webp'],
        [JPEG_1X1, 'image/jpeg'],
      ] as const) {
        // The declared type is ignored: the bytes decide.
        const { url } = await uploaded(bytes, 'text/html');
        const res = await api(url);
        expect(res.status).toBe(200);
        expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
        expect(res.headers.get('Content-Type')).toBe(type);
        expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
        expect(res.headers.get('Content-Security-Policy')).toBe("default-src 'none'");
        expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
      }
    });

    it("is the Worker's to answer: no static-assets rule of wrangler.toml run_worker_first takes /media/*", () => {
      // Cloudflare's rules: `*` matches anything (across `/` too), and a `!` rule (to the assets) wins.
      const rules = JSON.parse(/^run_worker_first = (\[.*\])$/m.exec(wranglerToml)![1]!) as string[];
      const matches = (rule: string, path: string) => new RegExp(`^${rule.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`).test(path);
      const servedBy = (path: string) =>
        rules.some((rule) => rule.startsWith('!') && matches(rule.slice(1), path)) ? 'assets' : rules.some((rule) => !rule.startsWith('!') && matches(rule, path)) ? 'worker' : 'assets';
      for (const extension of ['png', 'jpg', 'webp', 'avif']) expect(servedBy(`/media/${'a'.repeat(64)}.${extension}`), extension).toBe('worker');
      for (const path of ['/assets/index-abc123.js', '/images/blog/fentanyl-and-overdose-risk.webp', '/logo.svg']) expect(servedBy(path), path).toBe('assets');
      for (const path of ['/', '/facility/12', '/api/health', '/sitemap.xml']) expect(servedBy(path), path).toBe('worker');
    });

    it('404 in our shape for an unknown or malformed name', async () => {
      for (const path of [`/media/${'0'.repeat(64)}.png`, '/media/nothing.png', '/media/..%2Fetc.png']) {
        const res = await api(path);
        expect(res.status, path).toBe(404);
        expect((await errorOf(res)).error.code).toBe('not_found');
      }
    });
  });

  describe('GET /api/admin/blog/images', () => {
    it('lists uploads and the featured images posts use, each once, with their alt text', async () => {
      const { url } = await uploaded(pngOf(300, 200));
      await createPost(admin.cookie, { featured_image: url, featured_image_alt: 'Our upload' });
      await createPost(admin.cookie, { featured_image: '/images/blog/shipped-one.webp', featured_image_alt: 'A shipped image' });
      await createPost(admin.cookie, { featured_image: '/images/blog/shipped-one.webp', featured_image_alt: 'A shipped image' });
      const res = await listImages(admin.cookie);
      expect(res.status).toBe(200);
      const { images } = await res.json();
      expect(images.filter((i) => i.url === url)).toEqual([{ url, width: 300, height: 200, alt: 'Our upload' }]);
      expect(images.filter((i) => i.url === '/images/blog/shipped-one.webp')).toEqual([
        { url: '/images/blog/shipped-one.webp', width: 1200, height: 630, alt: 'A shipped image' },
      ]);
    });
  });
});

describe('blog-images.errors', () => {
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
});

describe('blog-images.security', () => {
  let admin: Awaited<ReturnType<typeof signedInAdmin>>;

  beforeAll(async () => {
    admin = await signedInAdmin();
  });

  const mediaRows = async () => (await env.DB.prepare('SELECT count(*) AS n FROM media').first<{ n: number }>())!.n;

  // Issue 40: the size a header states is what pages write into <img width height> and what a
  // decoder would allocate for; a PNG claiming 4294967295×4294967295 was once kept as it said.
  it.each([
    ['a PNG claiming 4294967295×4294967295', pngOf(4294967295, 4294967295), '4,294,967,295 × 4,294,967,295'],
    ['a PNG one pixel wider than 10,000', pngOf(10_001, 1), '10,001 × 1'],
    ['a JPEG of 65535×65535', jpegOf(65535, 65535), '65,535 × 65,535'],
    ['an AVIF of 4294967295×1', avifOf(4294967295, 1), '4,294,967,295 × 1'],
    ['a PNG of 6000×5000 (each side allowed, 30 megapixels)', pngOf(6000, 5000), '6,000 × 5,000'],
  ])('%s: 400 on file, nothing stored', async (_, bytes, size) => {
    const before = await mediaRows();
    const res = await upload(admin.cookie, bytes);
    expect(res.status).toBe(400);
    const { error } = await errorOf(res);
    expect(error.code).toBe('invalid_request');
    const message = `This image is ${size} pixels; an image can be at most 10,000 pixels on a side and 25 megapixels. Please resize it and try again.`;
    expect(error).toMatchObject({ message, fields: { file: message } });
    expect(await mediaRows()).toBe(before);
  });

  it('keeps an image at the bounds: 10,000 pixels on a side, 25 megapixels', async () => {
    for (const [width, height] of [
      [10_000, 2_500],
      [5_000, 5_000],
    ] as const) {
      const res = await upload(admin.cookie, pngOf(width, height));
      expect(res.status, `${width}×${height}`).toBe(201);
      expect(await res.json()).toMatchObject({ width, height });
    }
  });
});
