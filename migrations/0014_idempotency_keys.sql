-- Exactly once (issue 15): a request sent again with its Idempotency-Key (a retry after a 5xx or a
-- lost reply) gets the first answer and changes nothing more. As for leads (0004), the key and a
-- hash of the body are stored with what the request made, in the same batch.

-- A registration: the submission it created (a pending listing, account and email came with it).
-- The hash leaves the password out.
ALTER TABLE facility_submissions ADD COLUMN idempotency_key TEXT;
ALTER TABLE facility_submissions ADD COLUMN request_hash TEXT;
CREATE UNIQUE INDEX facility_submissions_idempotency_key ON facility_submissions (idempotency_key);

-- A decision: the request that approved or rejected the submission, checked against the same row
-- (the trigger of 0005 still refuses any other second decision).
ALTER TABLE facility_submissions ADD COLUMN decision_key TEXT;
ALTER TABLE facility_submissions ADD COLUMN decision_hash TEXT;

-- A listing report's resolution, likewise.
ALTER TABLE listing_reports ADD COLUMN resolution_key TEXT;
ALTER TABLE listing_reports ADD COLUMN resolution_hash TEXT;

-- A CRM import writes many rows and makes none of its own: this is its record, with the answer it
-- gave (counts and the skipped lines' messages, JSON), which a retry is given again.
CREATE TABLE crm_imports (
  id               INTEGER PRIMARY KEY,
  created_at       TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  actor_id         INTEGER REFERENCES users (id),
  idempotency_key  TEXT NOT NULL UNIQUE,
  request_hash     TEXT NOT NULL,
  result           TEXT NOT NULL
);
