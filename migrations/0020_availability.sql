-- Availability (issue 24): what a facility says about taking new patients, each statement with the
-- UTC day it was last confirmed (docs/decisions/019-availability.md). Not a claim about services:
-- the facility changes it without review, and every change is in the audit log.
CREATE TABLE facility_availability (
  facility_id             INTEGER PRIMARY KEY REFERENCES facilities (id) ON DELETE CASCADE,
  -- Accepting new patients: yes, a waitlist, or no; NULL when not stated.
  accepting               TEXT CHECK (accepting IN ('yes', 'waitlist', 'no')),
  accepting_confirmed_on  TEXT,
  -- Open beds: a number (0 for none open); NULL when not stated.
  open_beds               INTEGER CHECK (open_beds BETWEEN 0 AND 10000),
  open_beds_confirmed_on  TEXT,
  -- The typical wait for a first appointment or admission, in days; NULL when not stated.
  wait_days               INTEGER CHECK (wait_days BETWEEN 0 AND 365),
  wait_days_confirmed_on  TEXT,
  -- When the weekly reminder last asked the facility to confirm (at most once in 7 days).
  reminded_at             TEXT,
  updated_at              TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  -- A statement and its day go together.
  CHECK ((accepting IS NULL) = (accepting_confirmed_on IS NULL)),
  CHECK ((open_beds IS NULL) = (open_beds_confirmed_on IS NULL)),
  CHECK ((wait_days IS NULL) = (wait_days_confirmed_on IS NULL))
);
-- Search's filter: listings accepting new patients, by the day that was confirmed.
CREATE INDEX facility_availability_accepting ON facility_availability (accepting_confirmed_on, facility_id) WHERE accepting = 'yes';

-- One row: moves on with every change to who is accepting, so an isolate's copy of search's
-- availability filter is read again only after a change (worker/availability/search-filter.ts).
CREATE TABLE availability_state (
  id       INTEGER PRIMARY KEY CHECK (id = 1),
  version  INTEGER NOT NULL DEFAULT 0
);
-- Bookkeeping row the triggers below update (not seed data: the schema does not work without it).
INSERT INTO availability_state (id) VALUES (1);

CREATE TRIGGER facility_availability_version_ai AFTER INSERT ON facility_availability BEGIN
  UPDATE availability_state SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER facility_availability_version_au
AFTER UPDATE OF accepting, accepting_confirmed_on ON facility_availability BEGIN
  UPDATE availability_state SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER facility_availability_version_ad AFTER DELETE ON facility_availability BEGIN
  UPDATE availability_state SET version = version + 1 WHERE id = 1;
END;
