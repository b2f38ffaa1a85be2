import { ApiError } from '../lib/errors';
import { d1MediaStore } from './store';
import { newRouter } from '../lib/router';

/**
 * Uploaded images, public. A name is the content's hash, so what it names never changes: cached
 * for a year everywhere. The stored type (read from the bytes at upload) is the only type said, no
 * sniffing, and a policy that lets the file run or load nothing should one be opened on its own.
 */
export const mediaRoutes = newRouter().get('/media/:name', async (c) => {
  const image = await d1MediaStore(c.get('db')).get(c.req.param('name'));
  if (!image) throw new ApiError('not_found', 'There is no image with this name.');
  return c.body(image.bytes, 200, {
    'Content-Type': image.contentType,
    'Content-Length': String(image.size),
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'",
    'Cache-Control': 'public, max-age=31536000, immutable',
  });
});
