-- Full-text search over published listings, kept in sync by the database itself, and the bookkeeping
-- that tells the Worker when its in-memory search index (worker/search/index-store.ts) is stale.

-- The text a published facility is found by: its own columns plus the names of its taxonomy links.
CREATE VIEW facility_search_documents AS
SELECT
  f.id,
  f.name,
  f.city,
  s.name AS state_name,
  trim(
    coalesce((SELECT group_concat(t.name, ' ') FROM facility_treatment_types x
              JOIN treatment_types t ON t.id = x.treatment_type_id WHERE x.facility_id = f.id), '') || ' ' ||
    coalesce((SELECT group_concat(t.name, ' ') FROM facility_specializations x
              JOIN specializations t ON t.id = x.specialization_id WHERE x.facility_id = f.id), '') || ' ' ||
    coalesce((SELECT group_concat(t.name, ' ') FROM facility_insurance x
              JOIN insurance_providers t ON t.id = x.insurance_id WHERE x.facility_id = f.id), '')
  ) AS services,
  f.description
FROM facilities f
JOIN states s ON s.code = f.state
WHERE f.status = 'approved';

-- Unstemmed tokens with prefix queries ("detox*" finds "detoxification") keep the vocabulary made of
-- real words, which is what spelling suggestions are drawn from.
CREATE VIRTUAL TABLE facilities_fts USING fts5 (
  name, city, state_name, services, description,
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3 4'
);
CREATE VIRTUAL TABLE facilities_fts_terms USING fts5vocab (facilities_fts, 'row');

-- One row: data_version moves on every change to what search can see; index_version is the
-- data_version the stored search index was built from.
CREATE TABLE search_index_state (
  id             INTEGER PRIMARY KEY CHECK (id = 1),
  data_version   INTEGER NOT NULL DEFAULT 0,
  index_version  INTEGER NOT NULL DEFAULT -1,
  built_at       TEXT,
  -- Set while one isolate rebuilds, so the others keep serving the previous index meanwhile.
  build_started_at TEXT
);
-- Bookkeeping row the triggers below update (not seed data: the schema does not work without it).
INSERT INTO search_index_state (id) VALUES (1);

-- The serialized search index, split into chunks well under D1's 2 MB row limit.
CREATE TABLE search_index_chunks (
  seq   INTEGER PRIMARY KEY,
  data  BLOB NOT NULL
);

CREATE TRIGGER facilities_search_ai AFTER INSERT ON facilities BEGIN
  INSERT INTO facilities_fts (rowid, name, city, state_name, services, description)
    SELECT id, name, city, state_name, services, description FROM facility_search_documents WHERE id = NEW.id;
  UPDATE search_index_state SET data_version = data_version + 1 WHERE NEW.status = 'approved';
END;

-- Only the columns search reads: other updates (view counters, timestamps) leave the index alone.
CREATE TRIGGER facilities_search_au
AFTER UPDATE OF name, city, state, zip, latitude, longitude, rating, description, status ON facilities BEGIN
  DELETE FROM facilities_fts WHERE rowid = OLD.id;
  INSERT INTO facilities_fts (rowid, name, city, state_name, services, description)
    SELECT id, name, city, state_name, services, description FROM facility_search_documents WHERE id = NEW.id;
  UPDATE search_index_state SET data_version = data_version + 1
    WHERE OLD.status = 'approved' OR NEW.status = 'approved';
END;

CREATE TRIGGER facilities_search_ad AFTER DELETE ON facilities BEGIN
  DELETE FROM facilities_fts WHERE rowid = OLD.id;
  UPDATE search_index_state SET data_version = data_version + 1 WHERE OLD.status = 'approved';
END;

-- A link added to or removed from a published facility changes the text it is found by.
CREATE TRIGGER facility_treatment_types_search_ai AFTER INSERT ON facility_treatment_types
WHEN (SELECT status FROM facilities WHERE id = NEW.facility_id) = 'approved' BEGIN
  DELETE FROM facilities_fts WHERE rowid = NEW.facility_id;
  INSERT INTO facilities_fts (rowid, name, city, state_name, services, description)
    SELECT id, name, city, state_name, services, description FROM facility_search_documents WHERE id = NEW.facility_id;
  UPDATE search_index_state SET data_version = data_version + 1;
END;

CREATE TRIGGER facility_treatment_types_search_ad AFTER DELETE ON facility_treatment_types
WHEN (SELECT status FROM facilities WHERE id = OLD.facility_id) = 'approved' BEGIN
  DELETE FROM facilities_fts WHERE rowid = OLD.facility_id;
  INSERT INTO facilities_fts (rowid, name, city, state_name, services, description)
    SELECT id, name, city, state_name, services, description FROM facility_search_documents WHERE id = OLD.facility_id;
  UPDATE search_index_state SET data_version = data_version + 1;
END;

CREATE TRIGGER facility_specializations_search_ai AFTER INSERT ON facility_specializations
WHEN (SELECT status FROM facilities WHERE id = NEW.facility_id) = 'approved' BEGIN
  DELETE FROM facilities_fts WHERE rowid = NEW.facility_id;
  INSERT INTO facilities_fts (rowid, name, city, state_name, services, description)
    SELECT id, name, city, state_name, services, description FROM facility_search_documents WHERE id = NEW.facility_id;
  UPDATE search_index_state SET data_version = data_version + 1;
END;

CREATE TRIGGER facility_specializations_search_ad AFTER DELETE ON facility_specializations
WHEN (SELECT status FROM facilities WHERE id = OLD.facility_id) = 'approved' BEGIN
  DELETE FROM facilities_fts WHERE rowid = OLD.facility_id;
  INSERT INTO facilities_fts (rowid, name, city, state_name, services, description)
    SELECT id, name, city, state_name, services, description FROM facility_search_documents WHERE id = OLD.facility_id;
  UPDATE search_index_state SET data_version = data_version + 1;
END;

CREATE TRIGGER facility_insurance_search_ai AFTER INSERT ON facility_insurance
WHEN (SELECT status FROM facilities WHERE id = NEW.facility_id) = 'approved' BEGIN
  DELETE FROM facilities_fts WHERE rowid = NEW.facility_id;
  INSERT INTO facilities_fts (rowid, name, city, state_name, services, description)
    SELECT id, name, city, state_name, services, description FROM facility_search_documents WHERE id = NEW.facility_id;
  UPDATE search_index_state SET data_version = data_version + 1;
END;

CREATE TRIGGER facility_insurance_search_ad AFTER DELETE ON facility_insurance
WHEN (SELECT status FROM facilities WHERE id = OLD.facility_id) = 'approved' BEGIN
  DELETE FROM facilities_fts WHERE rowid = OLD.facility_id;
  INSERT INTO facilities_fts (rowid, name, city, state_name, services, description)
    SELECT id, name, city, state_name, services, description FROM facility_search_documents WHERE id = OLD.facility_id;
  UPDATE search_index_state SET data_version = data_version + 1;
END;
