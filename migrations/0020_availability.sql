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
