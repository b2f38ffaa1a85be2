-- The public directory: states, ZIP codes, the taxonomy, facilities and their many-to-many links.
-- Schema only; reference rows come from worker/reference/ (npm run reference:sql), sample rows from seed/.

CREATE TABLE states (
  code        TEXT PRIMARY KEY CHECK (length(code) = 2),
  name        TEXT NOT NULL UNIQUE,
  slug        TEXT NOT NULL UNIQUE,
  population  INTEGER NOT NULL CHECK (population >= 0)
);

-- Census ZCTA centroids joined with their USPS city names (see worker/reference/zip-row.ts).
CREATE TABLE zip_codes (
  zip        TEXT PRIMARY KEY CHECK (length(zip) = 5),
  city       TEXT NOT NULL,
  state      TEXT NOT NULL,
  latitude   REAL NOT NULL,
  longitude  REAL NOT NULL
) WITHOUT ROWID;
CREATE INDEX zip_codes_state_city ON zip_codes (state, city);

-- Taxonomy lists. `bit` is the list position (0-based) and the bit used for the list in the search index.
CREATE TABLE treatment_types (
  id    TEXT PRIMARY KEY,
  name  TEXT NOT NULL UNIQUE,
  bit   INTEGER NOT NULL UNIQUE CHECK (bit BETWEEN 0 AND 30)
);
CREATE TABLE specializations (
  id    TEXT PRIMARY KEY,
  name  TEXT NOT NULL UNIQUE,
  bit   INTEGER NOT NULL UNIQUE CHECK (bit BETWEEN 0 AND 30)
);
CREATE TABLE insurance_providers (
  id    TEXT PRIMARY KEY,
  name  TEXT NOT NULL UNIQUE,
  bit   INTEGER NOT NULL UNIQUE CHECK (bit BETWEEN 0 AND 30)
);
-- Behind the lead form (first 8) and the signup specializations (first 10).
CREATE TABLE addiction_types (
  id        TEXT PRIMARY KEY,
  name      TEXT NOT NULL UNIQUE,
  position  INTEGER NOT NULL UNIQUE
);

CREATE TABLE facilities (
  id                INTEGER PRIMARY KEY,
  name              TEXT NOT NULL,
  address           TEXT NOT NULL DEFAULT '',
  city              TEXT NOT NULL,
  state             TEXT NOT NULL REFERENCES states (code),
  zip               TEXT,
  latitude          REAL,
  longitude         REAL,
  phone             TEXT NOT NULL DEFAULT '',
  website           TEXT NOT NULL DEFAULT '',
  email             TEXT NOT NULL DEFAULT '',
  description       TEXT NOT NULL DEFAULT '',
  rating            REAL CHECK (rating IS NULL OR rating BETWEEN 0 AND 5),
  reviews           INTEGER NOT NULL DEFAULT 0 CHECK (reviews >= 0),
  established       TEXT,
  accreditation     TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(accreditation)),
  features          TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(features)),
  status            TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  last_verified_at  TEXT,
  created_at        TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at        TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
-- Public listings by state (state pages, "others in this state"), best rated first.
CREATE INDEX facilities_status_state_rating ON facilities (status, state, rating DESC, id);
CREATE INDEX facilities_status_rating ON facilities (status, rating DESC, id);
CREATE INDEX facilities_status_name ON facilities (status, name COLLATE NOCASE, id);
CREATE INDEX facilities_updated ON facilities (updated_at);

CREATE TABLE facility_treatment_types (
  facility_id        INTEGER NOT NULL REFERENCES facilities (id) ON DELETE CASCADE,
  treatment_type_id  TEXT NOT NULL REFERENCES treatment_types (id),
  PRIMARY KEY (facility_id, treatment_type_id)
) WITHOUT ROWID;
CREATE INDEX facility_treatment_types_type ON facility_treatment_types (treatment_type_id, facility_id);

CREATE TABLE facility_specializations (
  facility_id        INTEGER NOT NULL REFERENCES facilities (id) ON DELETE CASCADE,
  specialization_id  TEXT NOT NULL REFERENCES specializations (id),
  PRIMARY KEY (facility_id, specialization_id)
) WITHOUT ROWID;
CREATE INDEX facility_specializations_spec ON facility_specializations (specialization_id, facility_id);

CREATE TABLE facility_insurance (
  facility_id   INTEGER NOT NULL REFERENCES facilities (id) ON DELETE CASCADE,
  insurance_id  TEXT NOT NULL REFERENCES insurance_providers (id),
  PRIMARY KEY (facility_id, insurance_id)
) WITHOUT ROWID;
CREATE INDEX facility_insurance_provider ON facility_insurance (insurance_id, facility_id);
