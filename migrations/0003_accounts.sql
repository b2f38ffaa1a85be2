-- Accounts (admins and facility staff), facility submissions, sign-in throttling, password resets,
-- the audit log and the email outbox.

CREATE TABLE users (
  id              INTEGER PRIMARY KEY,
  email           TEXT NOT NULL UNIQUE COLLATE NOCASE,
  name            TEXT NOT NULL DEFAULT '',
  role            TEXT NOT NULL CHECK (role IN ('admin', 'facility')),
  -- pending: registered, waiting for review; active: may sign in; disabled: may not.
  status          TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('pending', 'active', 'disabled')),
  -- "pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>": parameters travel with the hash.
  password_hash   TEXT NOT NULL,
  facility_id     INTEGER REFERENCES facilities (id),
  -- Raised to end every session of the account at once (password reset, disabling).
  session_epoch   INTEGER NOT NULL DEFAULT 0,
  last_login_at   TEXT,
  created_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX users_facility ON users (facility_id);

-- A registration as submitted, for review. The listing itself is a facilities row with status pending.
CREATE TABLE facility_submissions (
  id              INTEGER PRIMARY KEY,
  facility_id     INTEGER NOT NULL REFERENCES facilities (id),
  user_id         INTEGER NOT NULL REFERENCES users (id),
  contact_person  TEXT NOT NULL,
  contact_title   TEXT NOT NULL DEFAULT '',
  capacity        TEXT NOT NULL DEFAULT '',
  status          TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  review_notes    TEXT,
  reviewed_by     INTEGER REFERENCES users (id),
  reviewed_at     TEXT,
  submitted_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX facility_submissions_status ON facility_submissions (status, submitted_at DESC);

-- Failed sign-ins per account and per client, for the lockout (5 in 15 minutes).
CREATE TABLE sign_in_failures (
  key          TEXT PRIMARY KEY,
  failures     INTEGER NOT NULL,
  window_start TEXT NOT NULL
) WITHOUT ROWID;

-- Admin sessions signed out or revoked before their KV record expires everywhere (KV deletes take
-- up to a minute to reach other locations; this table is read on every admin request).
CREATE TABLE revoked_sessions (
  session_hash TEXT PRIMARY KEY,
  expires_at   TEXT NOT NULL
) WITHOUT ROWID;

CREATE TABLE password_resets (
  token_hash  TEXT PRIMARY KEY,
  user_id     INTEGER NOT NULL REFERENCES users (id),
  expires_at  TEXT NOT NULL,
  used_at     TEXT
) WITHOUT ROWID;

CREATE TABLE audit_log (
  id          INTEGER PRIMARY KEY,
  at          TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  actor_id    INTEGER REFERENCES users (id),
  actor_email TEXT,
  action      TEXT NOT NULL,
  target      TEXT,
  detail      TEXT
);
CREATE INDEX audit_log_at ON audit_log (at DESC);

-- Every email the product would send. A mail provider drains it later; until then admins read it.
CREATE TABLE email_outbox (
  id          INTEGER PRIMARY KEY,
  created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  to_email    TEXT NOT NULL,
  template    TEXT NOT NULL,
  subject     TEXT NOT NULL,
  body_text   TEXT NOT NULL,
  status      TEXT NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'failed')),
  sent_at     TEXT
);
CREATE INDEX email_outbox_created ON email_outbox (created_at DESC);

-- What a registration's addiction types (its "specializations" step) mean in the public taxonomy.
ALTER TABLE addiction_types ADD COLUMN specialization_id TEXT REFERENCES specializations (id);
