-- A facility's new contact email is confirmed before anything is sent to it (issue 40). Settings
-- keeps the address asked for here, with the SHA-256 of the single-use link's token emailed to it,
-- until the link is followed (the address then becomes facilities.contact_email, and the row goes)
-- or expires; until then inquiry notices go on to the confirmed contact_email. One per listing:
-- asking for another address replaces it, so only the newest link works.
CREATE TABLE contact_email_changes (
  facility_id INTEGER PRIMARY KEY REFERENCES facilities (id) ON DELETE CASCADE,
  email       TEXT NOT NULL,
  token_hash  TEXT NOT NULL UNIQUE,
  expires_at  TEXT NOT NULL,
  created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
