-- Reviews (issue 43, decision 027): what a former client, a family member or a referring professional
-- wrote about a stay at one facility, and the facility's one public answer. A listing's rating, count
-- and rank are its published reviews' own: facilities.rating, .reviews and .bayesian_rating are a
-- cache the triggers below keep, one listing's row per change, and nothing else writes them.
CREATE TABLE reviews (
  id                  INTEGER PRIMARY KEY,
  facility_id         INTEGER NOT NULL REFERENCES facilities (id) ON DELETE CASCADE,
  rating              INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
  title               TEXT CHECK (title IS NULL OR length(title) BETWEEN 1 AND 120),
  body                TEXT NOT NULL CHECK (length(body) BETWEEN 1 AND 5000),
  relationship        TEXT NOT NULL CHECK (relationship IN ('client', 'family', 'professional')),
  -- The month of the stay, 'YYYY-MM', when the reviewer gives it.
  stayed_in           TEXT CHECK (stayed_in IS NULL OR stayed_in GLOB '[12][0-9][0-9][0-9]-[01][0-9]'),
  -- What the page shows for the reviewer: their choice, by default first name and initial.
  display_name        TEXT NOT NULL CHECK (length(display_name) BETWEEN 1 AND 60),
  -- The language it was written in: shown in it whatever the page's language.
  lang                TEXT NOT NULL DEFAULT 'en' CHECK (lang IN ('en', 'es')),
  status              TEXT NOT NULL DEFAULT 'awaiting_confirmation'
                      CHECK (status IN ('awaiting_confirmation', 'pending', 'published', 'rejected')),
  -- The published guideline a rejection names (never shown publicly; told to the reviewer).
  rejected_guideline  TEXT CHECK (rejected_guideline IN (
                        'health_details', 'other_clients', 'threats_or_hate', 'advertising',
                        'conflict_of_interest', 'not_about_a_stay')),
  moderation_notes    TEXT,
  -- Verified: it came through an invitation, ours (after a lead to this facility) or the facility's.
  -- invitation_id names the invitation's row once that table exists; no foreign key until then.
  invited_by          TEXT CHECK (invited_by IS NULL OR invited_by IN ('directory', 'facility')),
  invitation_id       INTEGER,
  -- The reviewer's address never sits here in the clear: a keyed hash for "one review per address per
  -- listing", and the address sealed (AES-GCM, worker/lib/sealing.ts) to tell them the outcome, erased
  -- once nothing more is owed to them. Neither is read by any public query.
  email_hash          TEXT NOT NULL,
  email_sealed        TEXT,
  created_at          TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at          TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  confirmed_at        TEXT,
  published_at        TEXT,
  rejected_at         TEXT,
  -- The facility's one public answer, moderated like the review.
  response_body       TEXT CHECK (response_body IS NULL OR length(response_body) BETWEEN 1 AND 3000),
  response_status     TEXT CHECK (response_status IS NULL OR response_status IN ('pending', 'published', 'rejected')),
  response_rejected_guideline TEXT CHECK (response_rejected_guideline IN (
                        'health_details', 'other_clients', 'threats_or_hate', 'advertising',
                        'conflict_of_interest', 'not_about_a_stay')),
  response_created_at TEXT,
  response_published_at TEXT,
  CHECK ((status = 'published') = (published_at IS NOT NULL)),
  CHECK ((status = 'rejected') = (rejected_guideline IS NOT NULL)),
  CHECK ((response_body IS NULL) = (response_status IS NULL)),
  CHECK (response_published_at IS NULL OR response_status = 'published')
);

-- One review per confirmed address per listing.
CREATE UNIQUE INDEX reviews_facility_email ON reviews (facility_id, email_hash);
-- A listing's published reviews: the figures (covering: facility, status, rating) and the pages.
CREATE INDEX reviews_facility_status_rating ON reviews (facility_id, status, rating);
CREATE INDEX reviews_published_newest ON reviews (facility_id, created_at DESC, id DESC) WHERE status = 'published';
-- The desk's queues.
CREATE INDEX reviews_status_created ON reviews (status, created_at);

-- The Bayesian average that ranks "Best rated" and "Featured" (decision 027):
--   (C × m + sum of ratings) / (C + count), with the prior m = 3.5 stars and C = 10 reviews;
-- NULL, ranked last, while a listing has no published review.
ALTER TABLE facilities ADD COLUMN bayesian_rating REAL;

CREATE TRIGGER reviews_figures_ai AFTER INSERT ON reviews WHEN NEW.status = 'published' BEGIN
  UPDATE facilities SET
    reviews = (SELECT count(*) FROM reviews r WHERE r.facility_id = NEW.facility_id AND r.status = 'published'),
    rating = (SELECT avg(r.rating) FROM reviews r WHERE r.facility_id = NEW.facility_id AND r.status = 'published'),
    bayesian_rating = (SELECT (10 * 3.5 + sum(r.rating)) / (10.0 + count(*)) FROM reviews r
                       WHERE r.facility_id = NEW.facility_id AND r.status = 'published')
  WHERE id = NEW.facility_id;
END;

CREATE TRIGGER reviews_figures_ad AFTER DELETE ON reviews WHEN OLD.status = 'published' BEGIN
  UPDATE facilities SET
    reviews = (SELECT count(*) FROM reviews r WHERE r.facility_id = OLD.facility_id AND r.status = 'published'),
    rating = (SELECT avg(r.rating) FROM reviews r WHERE r.facility_id = OLD.facility_id AND r.status = 'published'),
    bayesian_rating = (SELECT (10 * 3.5 + sum(r.rating)) / (10.0 + count(*)) FROM reviews r
                       WHERE r.facility_id = OLD.facility_id AND r.status = 'published')
  WHERE id = OLD.facility_id;
END;

CREATE TRIGGER reviews_figures_au AFTER UPDATE OF status, rating, facility_id ON reviews
WHEN OLD.status = 'published' OR NEW.status = 'published' BEGIN
  UPDATE facilities SET
    reviews = (SELECT count(*) FROM reviews r WHERE r.facility_id = facilities.id AND r.status = 'published'),
    rating = (SELECT avg(r.rating) FROM reviews r WHERE r.facility_id = facilities.id AND r.status = 'published'),
    bayesian_rating = (SELECT (10 * 3.5 + sum(r.rating)) / (10.0 + count(*)) FROM reviews r
                       WHERE r.facility_id = facilities.id AND r.status = 'published')
  WHERE id IN (OLD.facility_id, NEW.facility_id);
END;

-- The figures are not in the full-text index: a change to them only tells the in-memory index its data
-- moved (0002's trigger re-indexed a listing's text for a rating change; with one update per review
-- that would be one re-index per review).
DROP TRIGGER facilities_search_au;
CREATE TRIGGER facilities_search_au
AFTER UPDATE OF name, city, state, zip, latitude, longitude, description, status ON facilities BEGIN
  DELETE FROM facilities_fts WHERE rowid = OLD.id;
  INSERT INTO facilities_fts (rowid, name, city, state_name, services, description)
    SELECT id, name, city, state_name, services, description FROM facility_search_documents WHERE id = NEW.id;
  UPDATE search_index_state SET data_version = data_version + 1
    WHERE OLD.status = 'approved' OR NEW.status = 'approved';
END;

CREATE TRIGGER facilities_figures_search_au AFTER UPDATE OF rating, reviews, bayesian_rating ON facilities
WHEN OLD.status = 'approved' OR NEW.status = 'approved' BEGIN
  UPDATE search_index_state SET data_version = data_version + 1;
END;

-- "The best first" (state pages, related listings, featured) ranks by the Bayesian average now.
DROP INDEX facilities_status_best;
DROP INDEX facilities_status_state_best;
CREATE INDEX facilities_status_best ON facilities (status, bayesian_rating DESC, reviews DESC, id);
CREATE INDEX facilities_status_state_best ON facilities (status, state, bayesian_rating DESC, reviews DESC, id);

-- Until now the figures were made up (by the seed, or carried over): no review backs them.
UPDATE facilities SET rating = NULL, reviews = 0 WHERE rating IS NOT NULL OR reviews != 0;
