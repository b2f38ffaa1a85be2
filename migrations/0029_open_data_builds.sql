-- The open-data files' builds (issue 26; docs/decisions/021-open-data-job.md). The scheduled run
-- starts a build when the data changed and none is under way; the OPEN_DATA_QUEUE consumer writes
-- each file a slice at a time (a bounded number of pages per invocation) and keeps its place here
-- between invocations: the listing it stopped after, the R2 multipart upload and its parts, and the
-- R2 key of the unfinished last part. The manifest in R2 names the files of the last finished build.
CREATE TABLE open_data_builds (
  id                  TEXT PRIMARY KEY,
  signal              TEXT NOT NULL,
  -- The files' Last-Modified, and the newest listing's updated_at that facilities.json states.
  last_modified       TEXT NOT NULL,
  data_last_modified  TEXT,
  started_at          TEXT NOT NULL,
  finished_at         TEXT
);
CREATE INDEX open_data_builds_unfinished ON open_data_builds (started_at) WHERE finished_at IS NULL;

CREATE TABLE open_data_build_files (
  build_id      TEXT NOT NULL REFERENCES open_data_builds (id) ON DELETE CASCADE,
  file          TEXT NOT NULL,
  -- Slices written so far: the queue message for the next one names this number, so a message
  -- delivered twice finds it moved on.
  slice         INTEGER NOT NULL DEFAULT 0,
  after_id      INTEGER NOT NULL DEFAULT 0,
  rows_written  INTEGER NOT NULL DEFAULT 0,
  pages         INTEGER NOT NULL DEFAULT 0,
  bytes         INTEGER NOT NULL DEFAULT 0,
  upload_id     TEXT,
  parts         TEXT NOT NULL DEFAULT '[]',
  tail_key      TEXT,
  lease_until   TEXT,
  updated_at    TEXT NOT NULL,
  done_at       TEXT,
  size          INTEGER,
  etag          TEXT,
  uploaded      TEXT,
  PRIMARY KEY (build_id, file)
) WITHOUT ROWID;
