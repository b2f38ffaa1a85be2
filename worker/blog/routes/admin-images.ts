import { adminRouter } from '../../accounts/guards';
import { listPostImages } from '../queries/admin';
import { bodyLimitOf, IMAGE_UPLOAD_TOO_LARGE, MAX_IMAGE_UPLOAD_BYTES } from '../../lib/body-limit';
import { ApiError } from '../../lib/errors';
import { imageInfo, oversizeImage } from '../../media/image-info';
import { d1MediaStore } from '../../media/store';
import { validate } from '../../lib/validate';
import { uploadSchema } from '../schemas/admin';
import { route } from '../../lib/openapi';

/** The largest image we keep: D1 rows top out near 2 MB. */
export const MAX_IMAGE_BYTES = 1024 * 1024;

// The images the blog ships with are 1200×630 WebP files under /images/blog/ (worker/blog/content)..
const SHIPPED = /^\/images\/blog\/[^/]+\.webp$/;
const SHIPPED_SIZE = { width: 1200, height: 630 };

export interface SiteImage {
  url: string;
  width: number | null;
  height: number | null;
  alt: string;
}

const MULTIPART = /^multipart\/form-data\s*;/i;

/** The images a post can feature: those posts already use, and every upload. */
export const adminBlogImageRoutes = adminRouter()
  .get('/images', route({ summary: 'Images a post can feature', 200: 'The images posts use and every upload, with their sizes.' }), async (c) => {
    const db = c.get('db');
    const [used, uploaded] = await Promise.all([listPostImages(db), d1MediaStore(db).list()]);
    const alts = new Map(used.map((image) => [image.url, image.alt]));
    const images: SiteImage[] = uploaded.map((m) => ({ url: m.url, width: m.width, height: m.height, alt: alts.get(m.url) ?? '' }));
    const listed = new Set(images.map((image) => image.url));
    for (const image of used) {
      if (listed.has(image.url)) continue;
      // A path that is neither shipped nor uploaded (a file added to the site by hand) has no size we know.
      const size = SHIPPED.test(image.url) ? SHIPPED_SIZE : { width: null, height: null };
      images.push({ url: image.url, ...size, alt: image.alt });
    }
    return c.json({ images }, 200);
  })
  .post(
    '/images',
    route({ summary: 'Upload an image', 201: 'The stored image: its address and size.', errors: ['unsupported_media_type'] }),
    bodyLimitOf(MAX_IMAGE_UPLOAD_BYTES, IMAGE_UPLOAD_TOO_LARGE),
    async (c, next) => {
      // Before the form is read: only a multipart upload is an upload.
      if (!MULTIPART.test(c.req.header('content-type') ?? '')) {
        throw new ApiError('unsupported_media_type', 'Please upload the image as multipart/form-data with the field "file".');
      }
      await next();
    },
    validate('form', uploadSchema),
    async (c) => {
      const { file } = c.req.valid('form');
      if (file.size > MAX_IMAGE_BYTES) throw new ApiError('payload_too_large', 'This image is larger than 1 MB. Please resize or compress it and try again.');
      const bytes = new Uint8Array(await file.arrayBuffer());
      // What the bytes are, not what the browser said they are.
      const info = imageInfo(bytes);
      if (!info) throw new ApiError('unsupported_media_type', 'Please upload a WebP, PNG, JPEG or AVIF image.');
      const oversize = oversizeImage(info);
      if (oversize) throw ApiError.invalidField('file', oversize);
      const stored = await d1MediaStore(c.get('db')).put(bytes, info, c.get('user'));
      return c.json({ url: stored.url, width: stored.width, height: stored.height }, 201);
    },
  );
