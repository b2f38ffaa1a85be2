-- Whether a listing reads requests (issue 41) looks up the accounts holding the listing or its
-- organization: users_facility serves the first, this the second, so the public listing answer
-- reads a few rows however many facility accounts there are.
CREATE INDEX users_organization ON users (organization_id) WHERE organization_id IS NOT NULL;
