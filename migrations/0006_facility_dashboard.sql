-- The facility dashboard: views and inquiries per listing per day, the facility's own follow-up of the
-- inquiries sent to it, and the contact details it keeps with us (not shown on the public listing).

-- One row per listing per day (UTC, 'YYYY-MM-DD'): what the stat cards and the analytics chart read.
-- Views arrive in batches from the Worker; inquiries are counted by the trigger below, so the totals
-- outlive the leads themselves (which retention deletes).
CREATE TABLE facility_daily_stats (
  facility_id  INTEGER NOT NULL REFERENCES facilities (id) ON DELETE CASCADE,
  day          TEXT NOT NULL,
  views        INTEGER NOT NULL DEFAULT 0 CHECK (views >= 0),
  inquiries    INTEGER NOT NULL DEFAULT 0 CHECK (inquiries >= 0),
  PRIMARY KEY (facility_id, day)
) WITHOUT ROWID;

CREATE TRIGGER leads_count_inquiry AFTER INSERT ON leads
WHEN NEW.facility_id IS NOT NULL BEGIN
  INSERT INTO facility_daily_stats (facility_id, day, inquiries)
  VALUES (NEW.facility_id, substr(NEW.created_at, 1, 10), 1)
  ON CONFLICT (facility_id, day) DO UPDATE SET inquiries = inquiries + 1;
END;

-- A visitor counts once per listing per day. `view_salts` holds one random salt per day; a visitor is
-- a hash of (that salt, the listing, the client's address and user agent). Both tables keep today's
-- rows only: once the salt is deleted, no hash can be linked to anyone again.
CREATE TABLE view_salts (
  day   TEXT PRIMARY KEY,
  salt  TEXT NOT NULL
) WITHOUT ROWID;

CREATE TABLE view_visitors (
  day      TEXT NOT NULL,
  visitor  TEXT NOT NULL,
  PRIMARY KEY (day, visitor)
) WITHOUT ROWID;

-- What the facility did with an inquiry, apart from the admins' triage of the same lead.
ALTER TABLE leads ADD COLUMN facility_status TEXT NOT NULL DEFAULT 'new'
  CHECK (facility_status IN ('new', 'contacted', 'closed'));
ALTER TABLE leads ADD COLUMN facility_updated_at TEXT;

-- Who we talk to at the facility: asked at registration, changed in Settings, never published.
ALTER TABLE facilities ADD COLUMN contact_name TEXT NOT NULL DEFAULT '';
ALTER TABLE facilities ADD COLUMN contact_title TEXT NOT NULL DEFAULT '';
ALTER TABLE facilities ADD COLUMN contact_phone TEXT NOT NULL DEFAULT '';
ALTER TABLE facilities ADD COLUMN contact_email TEXT NOT NULL DEFAULT '';

UPDATE facilities SET
  contact_name = coalesce((SELECT s.contact_person FROM facility_submissions s
                           WHERE s.facility_id = facilities.id ORDER BY s.id DESC LIMIT 1), ''),
  contact_title = coalesce((SELECT s.contact_title FROM facility_submissions s
                            WHERE s.facility_id = facilities.id ORDER BY s.id DESC LIMIT 1), ''),
  contact_phone = phone,
  contact_email = coalesce((SELECT u.email FROM users u
                            WHERE u.facility_id = facilities.id AND u.role = 'facility' ORDER BY u.id LIMIT 1), email)
WHERE id IN (SELECT facility_id FROM facility_submissions);
