-- The admin back office: review decisions, the inboxes' status and notes, report resolutions, staff
-- invitations, and the indexes the admin lists filter and sort on.

-- A submission is a new listing ('registration') or a change to a published one ('update').
-- `listing` is the listing as the facility sent it (JSON), so earlier submissions stay readable after
-- a resubmission; `changes` is, for an update, each field it would change (JSON: field -> new value).
ALTER TABLE facility_submissions ADD COLUMN kind TEXT NOT NULL DEFAULT 'registration'
  CHECK (kind IN ('registration', 'update'));
ALTER TABLE facility_submissions ADD COLUMN listing TEXT;
ALTER TABLE facility_submissions ADD COLUMN changes TEXT;
CREATE INDEX facility_submissions_facility ON facility_submissions (facility_id, id DESC);
CREATE INDEX facility_submissions_submitted ON facility_submissions (submitted_at DESC);

-- A decision is final: a second one aborts the whole batch it is part of (the route answers 409), so
-- two admins deciding the same submission at once cannot both succeed.
CREATE TRIGGER facility_submissions_decided_once
BEFORE UPDATE OF status ON facility_submissions
WHEN OLD.status != 'pending' BEGIN
  SELECT RAISE(ABORT, 'submission_already_decided');
END;

-- Leads: what the admins did with them.
ALTER TABLE leads ADD COLUMN status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'contacted', 'closed'));
ALTER TABLE leads ADD COLUMN admin_notes TEXT NOT NULL DEFAULT '';
ALTER TABLE leads ADD COLUMN updated_at TEXT;
CREATE INDEX leads_status ON leads (status, created_at DESC);

ALTER TABLE contact_messages ADD COLUMN status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'answered', 'closed'));
ALTER TABLE contact_messages ADD COLUMN admin_notes TEXT NOT NULL DEFAULT '';
ALTER TABLE contact_messages ADD COLUMN updated_at TEXT;
CREATE INDEX contact_messages_status ON contact_messages (status, created_at DESC);

-- How a report was resolved: nothing to change, the listing unpublished, or the listing corrected.
ALTER TABLE listing_reports ADD COLUMN resolution TEXT CHECK (resolution IN ('no_change', 'unpublished', 'edited'));
ALTER TABLE listing_reports ADD COLUMN admin_notes TEXT NOT NULL DEFAULT '';
ALTER TABLE listing_reports ADD COLUMN resolved_by INTEGER REFERENCES users (id);
ALTER TABLE listing_reports ADD COLUMN resolved_at TEXT;
CREATE INDEX listing_reports_facility ON listing_reports (facility_id, created_at DESC);

-- A single-use link either resets a password or, for an invited staff member, sets the first one.
ALTER TABLE password_resets ADD COLUMN purpose TEXT NOT NULL DEFAULT 'reset' CHECK (purpose IN ('reset', 'invite'));

CREATE INDEX users_role ON users (role, status);
CREATE INDEX audit_log_action ON audit_log (action, at DESC);
CREATE INDEX audit_log_target ON audit_log (target, at DESC);
CREATE INDEX email_outbox_template ON email_outbox (template, created_at DESC);

-- Staff invitations: an invited admin has no password of their own until they
-- accept. Kept apart from `status`, so disabling and re-enabling an invitation that was never
-- accepted brings it back as pending, not as an active account.
ALTER TABLE users ADD COLUMN awaiting_password INTEGER NOT NULL DEFAULT 0 CHECK (awaiting_password IN (0, 1));

-- Listing reports: a report is resolved once. Of two admins resolving it at the
-- same time, the second one's batch (status, listing change, audit line) aborts as a whole.
CREATE TRIGGER listing_reports_resolved_once
BEFORE UPDATE OF status ON listing_reports
WHEN OLD.status = 'resolved' BEGIN
  SELECT RAISE(ABORT, 'report_already_resolved');
END;
