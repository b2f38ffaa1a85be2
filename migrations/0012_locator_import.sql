-- The national locator's import (npm run import:locator): where a listing came from, the locator's
-- own facility id to upsert by, a log of import runs with their per-row errors, and the locator's
-- values that differ from what a facility account set itself, kept for review instead of applied.

-- 'directory': registered here or seeded; 'locator': created by the import.
ALTER TABLE facilities ADD COLUMN source TEXT NOT NULL DEFAULT 'directory' CHECK (source IN ('directory', 'locator'));
-- The locator's frid (a 64-character hex hash); the import's key.
ALTER TABLE facilities ADD COLUMN locator_id TEXT;
CREATE UNIQUE INDEX facilities_locator_id ON facilities (locator_id) WHERE locator_id IS NOT NULL;

CREATE TABLE locator_import_runs (
  id           INTEGER PRIMARY KEY,
  file_name    TEXT NOT NULL,
  started_at   TEXT NOT NULL,
  finished_at  TEXT,
  dry_run      INTEGER NOT NULL DEFAULT 0 CHECK (dry_run IN (0, 1)),
  -- Who ran it: the command line, or a staff member (an import started from the back office).
  run_by       TEXT NOT NULL DEFAULT 'cli' CHECK (run_by IN ('cli', 'staff')),
  user_id      INTEGER REFERENCES users (id) ON DELETE SET NULL,
  total        INTEGER NOT NULL DEFAULT 0 CHECK (total >= 0),
  added        INTEGER NOT NULL DEFAULT 0 CHECK (added >= 0),
  updated      INTEGER NOT NULL DEFAULT 0 CHECK (updated >= 0),
  unchanged    INTEGER NOT NULL DEFAULT 0 CHECK (unchanged >= 0),
  failed       INTEGER NOT NULL DEFAULT 0 CHECK (failed >= 0),
  -- Locator values the catalogue did not have yet, added by this run ("PAY|Some new fund").
  new_services TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(new_services))
);
CREATE INDEX locator_import_runs_started ON locator_import_runs (started_at DESC, id DESC);

-- Why a row was not imported: its position in the file (row from 1, and its line when known).
CREATE TABLE locator_import_errors (
  id          INTEGER PRIMARY KEY,
  run_id      INTEGER NOT NULL REFERENCES locator_import_runs (id) ON DELETE CASCADE,
  row_index   INTEGER NOT NULL CHECK (row_index >= 1),
  line        INTEGER,
  locator_id  TEXT,
  field       TEXT NOT NULL,
  reason      TEXT NOT NULL
);
CREATE INDEX locator_import_errors_run ON locator_import_errors (run_id, row_index);

-- A locator value for a field the facility's account changed itself: the listing keeps the
-- account's value; an admin decides later. The same value is kept once, by the run that first saw it.
CREATE TABLE locator_review_values (
  id             INTEGER PRIMARY KEY,
  run_id         INTEGER NOT NULL REFERENCES locator_import_runs (id) ON DELETE CASCADE,
  facility_id    INTEGER NOT NULL REFERENCES facilities (id) ON DELETE CASCADE,
  field          TEXT NOT NULL,
  locator_value  TEXT NOT NULL,   -- JSON: a string, number, null or a list of ids
  listing_value  TEXT NOT NULL,   -- JSON: the facility's own value when the run saw it
  status         TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'dismissed')),
  created_at     TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (facility_id, field, locator_value)
);
CREATE INDEX locator_review_values_run ON locator_review_values (run_id);
