-- Issue 27: the sitemap dates each state page by its listings' latest change. With this index that is
-- one row per state (the end of its range) instead of a read of every listing (50,082 rows at 50,000).
CREATE INDEX facilities_status_state_updated ON facilities (status, state, updated_at);
