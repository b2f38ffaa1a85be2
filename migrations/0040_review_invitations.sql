-- Review invitations (issue 43): a review written from one is marked verified (reviews.invited_by and
-- .invitation_id) and goes to moderation without the email confirmation. Ours is sent a stated number
-- of days after a visitor asked a facility for help through the site (one per lead); the facility's
-- to the clients it names, the same fixed text, a limited number a day. The token is kept only as
-- its SHA-256, the address only as the same keyed hash reviews.email_hash is (so the invitation works
-- for the address it was sent to), and never in the clear: the email itself is the outbox's.
CREATE TABLE review_invitations (
  id            INTEGER PRIMARY KEY,
  facility_id   INTEGER NOT NULL REFERENCES facilities (id) ON DELETE CASCADE,
  token_hash    TEXT NOT NULL UNIQUE,
  email_hash    TEXT NOT NULL,
  invited_by    TEXT NOT NULL CHECK (invited_by IN ('directory', 'facility')),
  -- Ours: the lead it follows, once per lead (NULL once retention deleted the lead, and for the facility's).
  lead_id       INTEGER UNIQUE REFERENCES leads (id) ON DELETE SET NULL,
  sent_at       TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  expires_at    TEXT NOT NULL,
  used_at       TEXT,
  CHECK (invited_by = 'directory' OR lead_id IS NULL)
);
-- The facility's daily limit counts its own invitations of the last day.
CREATE INDEX review_invitations_facility_sent ON review_invitations (facility_id, invited_by, sent_at);

-- The network a review was sent from (an IPv4 /24, an IPv6 /64) as a keyed hash, never the address:
-- the desk's "other reviews from the same network" signal (worker/reviews/signals.ts).
ALTER TABLE reviews ADD COLUMN network_hash TEXT;
CREATE INDEX reviews_network ON reviews (network_hash) WHERE network_hash IS NOT NULL;
