-- HSDS ids (issue 26; docs/decisions/018-hsds-open-data.md).
-- HSDS 3.0 ids are UUIDs; ours are name-based (version 5, worker/open-data/hsds/uuid.ts), which
-- SQL cannot compute. This table maps each listing's published UUIDs back to the listing, so
-- /api/hsds/services/{id} and ?organization_id= find it by key. The Worker fills it (the scheduled
-- export, and any lookup that misses a listing newer than the newest row here); rows of a deleted
-- listing stay and simply find nothing.
CREATE TABLE hsds_ids (
  uuid         TEXT PRIMARY KEY,
  kind         TEXT NOT NULL CHECK (kind IN ('organization', 'location', 'service', 'service_at_location')),
  facility_id  INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX hsds_ids_facility ON hsds_ids (facility_id);
