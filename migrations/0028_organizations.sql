-- Several locations under one account (issue 24; docs/decisions/020-several-locations.md).
-- HSDS's organization → location model: an organization (the treatment provider) has a name and a
-- website that its locations share; each location is a facilities row with its own address, phones,
-- services and availability. A facility account belongs to one organization and manages every
-- listing of it; `users.facility_id` stays the account's first listing (what the dashboard opens).
--
-- An organization's id is the id of its first listing. So an organization's HSDS id, computed from
-- that number (worker/open-data/hsds/uuid.ts: "organization:<id>"), is the one already published for
-- that listing: a provider that adds a second location keeps its organization id.
CREATE TABLE organizations (
  id          INTEGER PRIMARY KEY,
  name        TEXT NOT NULL,
  website     TEXT NOT NULL DEFAULT '',
  created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- NULL for listings no account holds (the seed's, the locator's): each is its own organization.
ALTER TABLE facilities ADD COLUMN organization_id INTEGER REFERENCES organizations (id);
CREATE INDEX facilities_organization ON facilities (organization_id) WHERE organization_id IS NOT NULL;
ALTER TABLE users ADD COLUMN organization_id INTEGER REFERENCES organizations (id);

-- Every listing a facility account holds today becomes its own organization, named as the listing.
-- (Written to change nothing when run again: worker/facility-account/routes/locations.test.ts runs
-- these statements over accounts made as before this migration.)
INSERT OR IGNORE INTO organizations (id, name, website, created_at)
SELECT f.id, f.name, f.website, f.created_at FROM facilities f
WHERE f.id IN (SELECT facility_id FROM users WHERE role = 'facility' AND facility_id IS NOT NULL);

UPDATE facilities SET organization_id = id WHERE organization_id IS NULL AND id IN (SELECT id FROM organizations);
UPDATE users SET organization_id = facility_id
WHERE role = 'facility' AND facility_id IS NOT NULL AND organization_id IS NULL AND facility_id IN (SELECT id FROM organizations);
