-- What visitors send: lead (get-help) requests, contact messages and listing problem reports.
-- Health information (addiction, urgency, insurance, message) lives only here: never in URLs or logs.

CREATE TABLE leads (
  id                INTEGER PRIMARY KEY,
  created_at        TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  facility_id       INTEGER REFERENCES facilities (id),
  name              TEXT NOT NULL,
  phone             TEXT NOT NULL,
  email             TEXT NOT NULL DEFAULT '',
  state             TEXT REFERENCES states (code),
  addiction_type_id TEXT REFERENCES addiction_types (id),
  urgency           TEXT CHECK (urgency IN ('immediate', 'week', 'month', 'exploring')),
  insurance_status  TEXT CHECK (insurance_status IN ('private', 'medicare', 'medicaid', 'none', 'unsure')),
  message           TEXT NOT NULL DEFAULT '',
  consent_at        TEXT NOT NULL,
  -- The client's Idempotency-Key and a hash of the body it came with: a retry is stored once.
  idempotency_key   TEXT NOT NULL UNIQUE,
  request_hash      TEXT NOT NULL
);
CREATE INDEX leads_created ON leads (created_at DESC);
CREATE INDEX leads_facility ON leads (facility_id, created_at DESC);

CREATE TABLE contact_messages (
  id               INTEGER PRIMARY KEY,
  created_at       TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  name             TEXT NOT NULL,
  phone            TEXT NOT NULL DEFAULT '',
  email            TEXT NOT NULL,
  subject          TEXT NOT NULL,
  urgency          TEXT NOT NULL CHECK (urgency IN ('low', 'normal', 'high', 'urgent')),
  message          TEXT NOT NULL,
  idempotency_key  TEXT NOT NULL UNIQUE,
  request_hash     TEXT NOT NULL
);
CREATE INDEX contact_messages_created ON contact_messages (created_at DESC);

CREATE TABLE listing_reports (
  id               INTEGER PRIMARY KEY,
  created_at       TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  facility_id      INTEGER NOT NULL REFERENCES facilities (id),
  reason           TEXT NOT NULL CHECK (reason IN ('closed', 'wrong_contact', 'wrong_details', 'other')),
  details          TEXT NOT NULL DEFAULT '',
  reporter_email   TEXT NOT NULL DEFAULT '',
  status           TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'resolved')),
  idempotency_key  TEXT NOT NULL UNIQUE,
  request_hash     TEXT NOT NULL
);
CREATE INDEX listing_reports_open ON listing_reports (status, created_at DESC);

-- Fixed-window counters for per-client rate limits on public forms. `key` holds a hash of the
-- client address, never the address itself.
CREATE TABLE rate_limit_counters (
  key           TEXT PRIMARY KEY,
  window_start  TEXT NOT NULL,
  count         INTEGER NOT NULL
) WITHOUT ROWID;
