-- The review desk decides only what it showed (issue 22). A facility's pending update is rewritten
-- in place under the same submission id, and a listing changes while an admin reads a report about
-- it: each decision names the version the admin was shown, and the database refuses it when that
-- version is no longer the current one (in the decision's own batch, so nothing slips in between).

-- The listing's version: moves with every change to its public fields or whether it is published
-- (the report desk shows those). Its taxonomy lists change only alongside a change to this row, in
-- the same batch (an approved update, a resubmission), so they move it too.
ALTER TABLE facilities ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
-- The version of what the review desk shows for the facility's submission: moves with `version`
-- and with every change to the submission itself (an update saved again, withdrawn, filed anew).
-- Kept on the facility, not the submission: a withdrawn update's row is deleted and SQLite may give
-- the next one the same id, which a counter on the row would restart.
ALTER TABLE facilities ADD COLUMN review_version INTEGER NOT NULL DEFAULT 1;

-- The version each decision and resolution was made on.
ALTER TABLE facility_submissions ADD COLUMN decided_version INTEGER;
ALTER TABLE listing_reports ADD COLUMN resolved_version INTEGER;

CREATE TRIGGER facilities_version
AFTER UPDATE OF name, address, city, state, zip, phone, website, email, description, established, accreditation, status
ON facilities BEGIN
  UPDATE facilities SET version = version + 1, review_version = review_version + 1 WHERE id = NEW.id;
END;

CREATE TRIGGER facility_submissions_version_ai AFTER INSERT ON facility_submissions BEGIN
  UPDATE facilities SET review_version = review_version + 1 WHERE id = NEW.facility_id;
END;

CREATE TRIGGER facility_submissions_version_au
AFTER UPDATE OF changes, listing, contact_person, contact_title, capacity ON facility_submissions BEGIN
  UPDATE facilities SET review_version = review_version + 1 WHERE id = NEW.facility_id;
END;

CREATE TRIGGER facility_submissions_version_ad AFTER DELETE ON facility_submissions BEGIN
  UPDATE facilities SET review_version = review_version + 1 WHERE id = OLD.facility_id;
END;

-- A decision on any other version than the current one aborts its whole batch (the route answers
-- 409 with the current version). Runs before the decision's own changes to the listing.
CREATE TRIGGER facility_submissions_decided_as_shown
BEFORE UPDATE OF status ON facility_submissions
WHEN NEW.decided_version IS NOT (SELECT review_version FROM facilities WHERE id = NEW.facility_id) BEGIN
  SELECT RAISE(ABORT, 'submission_changed');
END;

CREATE TRIGGER listing_reports_resolved_as_shown
BEFORE UPDATE OF status ON listing_reports
WHEN NEW.resolved_version IS NOT (SELECT version FROM facilities WHERE id = NEW.facility_id) BEGIN
  SELECT RAISE(ABORT, 'listing_changed');
END;
