-- Verification (issue 44, docs/decisions/029-verification.md): every check our staff make of a
-- listing, one row each, never changed afterwards. How it was checked, what came of it, which of
-- the listing's details it confirmed (none unless it confirmed or corrected them), who and when.
-- The listing's page, its Verified badge and the desk's queue are all read from these rows.
CREATE TABLE verifications (
  id               INTEGER PRIMARY KEY,
  facility_id      INTEGER NOT NULL REFERENCES facilities (id) ON DELETE CASCADE,
  method           TEXT NOT NULL CHECK (method IN ('phone_call', 'facility_confirmed', 'licence_register', 'accreditation_body', 'site_visit')),
  outcome          TEXT NOT NULL CHECK (outcome IN ('confirmed', 'corrected', 'unreachable', 'closed', 'wrong_number')),
  -- A JSON array, a subset of phone, address, services, insurance, availability.
  confirmed        TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(confirmed) AND json_type(confirmed) = 'array'),
  -- For the desk only: never on the public page.
  notes            TEXT NOT NULL DEFAULT '',
  checked_by       INTEGER REFERENCES users (id),
  -- Kept as written then: the account's address may change, the record of who checked may not.
  checked_by_email TEXT NOT NULL,
  checked_at       TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  -- The desk's form sends one per submission and reuses it on a retry: a check is recorded once.
  idempotency_key  TEXT NOT NULL UNIQUE,
  request_hash     TEXT NOT NULL,
  -- A check that confirmed or corrected something names what; one that did not names nothing.
  CHECK ((outcome IN ('confirmed', 'corrected')) = (json_array_length(confirmed) > 0))
);
-- A listing's latest checks: its page, and the desk's queue (one look-up per listing).
CREATE INDEX verifications_facility ON verifications (facility_id, checked_at DESC, id DESC);

-- When a listing's phone or address last changed, however it changed (an approved edit, a report's
-- correction, the locator import): the desk's queue asks for a check after such a change. A table
-- of its own, kept by a trigger, so the listing's row and its version are left alone.
CREATE TABLE facility_contact_changes (
  facility_id  INTEGER PRIMARY KEY REFERENCES facilities (id) ON DELETE CASCADE,
  changed_at   TEXT NOT NULL
);
CREATE TRIGGER facilities_contact_changed AFTER UPDATE OF phone, address, city, state, zip ON facilities
WHEN OLD.phone IS NOT NEW.phone OR OLD.address IS NOT NEW.address OR OLD.city IS NOT NEW.city
  OR OLD.state IS NOT NEW.state OR OLD.zip IS NOT NEW.zip
BEGIN
  INSERT OR REPLACE INTO facility_contact_changes (facility_id, changed_at)
    VALUES (NEW.id, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
END;

