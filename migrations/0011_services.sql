-- The national treatment locator's services (SAMHSA FindTreatment.gov): its categories and their
-- values as data (the catalogue comes from worker/reference/services.ts; the locator importer adds any value it
-- meets that is not there yet), and what each facility offers.

CREATE TABLE service_categories (
  code          TEXT PRIMARY KEY,   -- the locator's code: OM, PAY, OL...
  name          TEXT NOT NULL,      -- how a facility page names the group
  -- The search sidebar group that filters by it; NULL for what is shown but not filtered.
  filter_group  TEXT CHECK (filter_group IN ('medications', 'payment', 'populations', 'ages', 'languages')),
  position      INTEGER NOT NULL UNIQUE
);

CREATE TABLE services (
  id        INTEGER PRIMARY KEY,
  slug      TEXT NOT NULL UNIQUE,                              -- in search URLs
  category  TEXT NOT NULL REFERENCES service_categories (code),
  value     TEXT NOT NULL,                                     -- as the locator spells it: the import's key
  label     TEXT NOT NULL,                                     -- plain words, on pages
  -- The spec's own list entry it means the same as ('insurance:medicaid'), or NULL.
  maps_to   TEXT CHECK (maps_to IS NULL OR maps_to GLOB '[a-z_]*:[a-z0-9-]*'),
  UNIQUE (category, value)
);

-- The ids of the services a facility offers, as a JSON array of integers: read whole by the search
-- index build and the facility page, never queried one service at a time (search filters in memory).
ALTER TABLE facilities ADD COLUMN services TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(services) AND json_type(services) = 'array');

-- What search reads changed: the index is rebuilt (as for the other columns it reads, 0002_search.sql).
CREATE TRIGGER facilities_services_search_au AFTER UPDATE OF services ON facilities
WHEN OLD.status = 'approved' OR NEW.status = 'approved' BEGIN
  UPDATE search_index_state SET data_version = data_version + 1;
END;
