import type { Database } from '../../lib/db';
import type { MediaRow } from '../../lib/schema-types';
import { auditStatement } from '../../lib/queries/audit';

// The media table's SQL (migrations/0009_media.sql): uploaded images, bytes and all, named by their
// content hash.

export type MediaMeta = Pick<MediaRow, 'content_type' | 'width' | 'height' | 'size' | 'sha256' | 'created_at'> & {
  /** The key every read uses (a TEXT PRIMARY KEY the table lets be NULL; never written so). */
  name: string;
};

export interface NewMediaRow {
  name: string;
  sha256: string;
  contentType: string;
  width: number;
  height: number;
  bytes: Uint8Array;
  uploadedBy: number;
}

const META = 'name, content_type, width, height, size, sha256, created_at';

/**
 * Stores an image unless one of that name (the same bytes) is already there, with its audit line,
 * in one batch; answers the stored row and whether this call added it.
 */
export async function insertMedia(
  db: Database,
  row: NewMediaRow,
  audit: { actorId: number; actorEmail: string; action: string },
): Promise<{ meta: MediaMeta; added: boolean }> {
  const [inserted, , stored] = await db.batch<MediaMeta>([
    db.statement(
      `INSERT INTO media (name, sha256, content_type, width, height, size, bytes, uploaded_by)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8) ON CONFLICT (name) DO NOTHING RETURNING name`,
      row.name,
      row.sha256,
      row.contentType,
      row.width,
      row.height,
      row.bytes.byteLength,
      row.bytes,
      row.uploadedBy,
    ),
    auditStatement(db, {
      ...audit,
      target: `media:${row.name}`,
      detail: { content_type: row.contentType, size: row.bytes.byteLength, width: row.width, height: row.height },
    }),
    db.statement(`SELECT ${META} FROM media WHERE name = ?1`, row.name),
  ]);
  return { meta: stored![0]!, added: (inserted?.length ?? 0) > 0 };
}

/** One image with its bytes, or null. */
export async function findMedia(db: Database, name: string): Promise<(MediaMeta & { bytes: Uint8Array<ArrayBuffer> }) | null> {
  // D1 hands a BLOB back as an array of byte values.
  const row = await db.first<MediaMeta & { bytes: number[] | ArrayBuffer }>(`SELECT ${META}, bytes FROM media WHERE name = ?1`, name);
  if (!row) return null;
  return { ...row, bytes: new Uint8Array(row.bytes) };
}

/** Every uploaded image's metadata, newest first. */
export function listMedia(db: Database): Promise<MediaMeta[]> {
  return db.all<MediaMeta>(`SELECT ${META} FROM media ORDER BY created_at DESC, name`);
}
