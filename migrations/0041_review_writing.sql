-- Reviews written by visitors (issue 43, decision 027): the reviewer's one key, the form's retries,
-- and reports anyone may make about a published review.
--
-- The key is the secret of the reviewer's emails: the confirmation link, and the link to edit or
-- delete the review at any time (X-Review-Key). Kept only as its SHA-256; a new one replaces it when
-- the same address writes again for the listing (the new email carries it, earlier links stop).
ALTER TABLE reviews ADD COLUMN key_hash TEXT;
CREATE UNIQUE INDEX reviews_key ON reviews (key_hash) WHERE key_hash IS NOT NULL;
-- A submission sent again with the same Idempotency-Key (a double click, a retry) is stored once.
ALTER TABLE reviews ADD COLUMN idempotency_key TEXT;
ALTER TABLE reviews ADD COLUMN request_hash TEXT;
CREATE UNIQUE INDEX reviews_idempotency ON reviews (idempotency_key) WHERE idempotency_key IS NOT NULL;

-- "Report this review": land on the review desk with the review, until the desk keeps or removes it.
CREATE TABLE review_reports (
  id              INTEGER PRIMARY KEY,
  review_id       INTEGER NOT NULL REFERENCES reviews (id) ON DELETE CASCADE,
  -- One of the published guidelines, or that it is not a real stay, or something else.
  reason          TEXT NOT NULL CHECK (reason IN (
                    'health_details', 'other_clients', 'threats_or_hate', 'advertising',
                    'conflict_of_interest', 'not_about_a_stay', 'fake', 'other')),
  details         TEXT CHECK (details IS NULL OR length(details) <= 1000),
  -- Which network sent it, as the reviews' keyed hash: the desk sees many reports from one place.
  network_hash    TEXT,
  idempotency_key TEXT NOT NULL UNIQUE,
  request_hash    TEXT NOT NULL,
  created_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  -- When the desk decided the review it is about (kept, or removed).
  resolved_at     TEXT
);
CREATE INDEX review_reports_review ON review_reports (review_id, created_at);
CREATE INDEX review_reports_open ON review_reports (created_at) WHERE resolved_at IS NULL;
