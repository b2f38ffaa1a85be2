import { findMedia, insertMedia, listMedia } from './queries/media';
import type { Database } from '../lib/db';
import { sha256Hex } from '../lib/hash';
import type { ImageInfo } from './image-info';

// Uploaded images, behind one interface so where the bytes live can change without touching the
// routes. The implementation here keeps them in D1 (a local run needs nothing extra). An R2
// implementation could be added behind the same interface later (bytes in a bucket under the same
// name, metadata and audit still in D1); it is not built.

export interface StoredImage {
  /** The content's SHA-256 (hex) and the format's extension: "<64 hex>.webp". */
  name: string;
  url: string;
  contentType: string;
  width: number;
  height: number;
  size: number;
  createdAt: string;
}

export interface ImageObject extends StoredImage {
  bytes: Uint8Array<ArrayBuffer>;
}

export interface MediaStore {
  /** Stores the image (once per content) and audits the upload as `actor`. */
  put(bytes: Uint8Array<ArrayBuffer>, info: ImageInfo, actor: { id: number; email: string }): Promise<StoredImage>;
  get(name: string): Promise<ImageObject | null>;
  /** Every stored image, newest first, without its bytes. */
  list(): Promise<StoredImage[]>;
}

export const mediaUrl = (name: string) => `/media/${name}`;

/** What a stored image's name looks like; anything else is no image of ours. */
export const MEDIA_NAME = /^[0-9a-f]{64}\.(?:webp|png|jpg|avif)$/;

const toStored = (m: { name: string; content_type: string; width: number; height: number; size: number; created_at: string }): StoredImage => ({
  name: m.name,
  url: mediaUrl(m.name),
  contentType: m.content_type,
  width: m.width,
  height: m.height,
  size: m.size,
  createdAt: m.created_at,
});

/** The D1 store: the bytes in the media table's row, the upload and its audit line in one batch. */
export function d1MediaStore(db: Database): MediaStore {
  return {
    async put(bytes, info, actor) {
      const sha256 = await sha256Hex(bytes);
      const { meta } = await insertMedia(
        db,
        { name: `${sha256}.${info.extension}`, sha256, contentType: info.type, width: info.width, height: info.height, bytes, uploadedBy: actor.id },
        { actorId: actor.id, actorEmail: actor.email, action: 'blog.image_uploaded' },
      );
      return toStored(meta);
    },
    async get(name) {
      if (!MEDIA_NAME.test(name)) return null;
      const found = await findMedia(db, name);
      return found ? { ...toStored(found), bytes: found.bytes } : null;
    },
    async list() {
      return (await listMedia(db)).map(toStored);
    },
  };
}
