-- Images uploaded by staff for the blog, served publicly at /media/<name>. The bytes live in the
-- row (D1 keeps rows up to about 2 MB; uploads are capped at 1 MB). The name is the content's
-- SHA-256 with the format's extension, so uploading the same file twice stores it once.
-- An R2 store could hold the bytes later behind worker/lib/media-store.ts; this table would then
-- keep the metadata only.

CREATE TABLE media (
  name          TEXT PRIMARY KEY,
  sha256        TEXT NOT NULL UNIQUE CHECK (length(sha256) = 64),
  content_type  TEXT NOT NULL CHECK (content_type IN ('image/webp', 'image/png', 'image/jpeg', 'image/avif')),
  width         INTEGER NOT NULL CHECK (width > 0),
  height        INTEGER NOT NULL CHECK (height > 0),
  size          INTEGER NOT NULL CHECK (size > 0),
  bytes         BLOB NOT NULL,
  uploaded_by   INTEGER REFERENCES users (id) ON DELETE SET NULL,
  created_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- The image picker lists uploads newest first.
CREATE INDEX media_by_created ON media (created_at DESC);
