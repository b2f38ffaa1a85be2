-- Registration confirms its address first, reveals nothing about existing accounts, and never
-- publishes the sign-in email (issues 22 and 23; docs/decisions/012-registration-confirms-first.md).

-- A registration's account waits for its address to be confirmed: this is the SHA-256 of the
-- single-use link's token, and NULL once confirmed (and for every account made any other way). Until
-- then the account, its listing and its submission are in no desk, count, sign-in or email; after
-- 7 days unconfirmed, the scheduled housekeeping deletes all three.
ALTER TABLE users ADD COLUMN email_confirmation_hash TEXT;
CREATE UNIQUE INDEX users_email_confirmation ON users (email_confirmation_hash) WHERE email_confirmation_hash IS NOT NULL;

-- A registration for an address that already has an account stores no submission (where the others
-- keep their Idempotency-Key): its key is kept here, so a retry with it sends the owner no second
-- email. Kept a day.
CREATE TABLE registration_requests (
  idempotency_key TEXT PRIMARY KEY,
  request_hash    TEXT NOT NULL,
  created_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) WITHOUT ROWID;

-- Registration used to copy the sign-in email into the listing's public email. A listing whose
-- public email is still its own account's, unless an update the facility sent set it so, shows none.
-- (The seed's listings have addresses of their own, never an account's.)
UPDATE facilities SET email = ''
WHERE email != ''
  AND EXISTS (SELECT 1 FROM users u WHERE u.facility_id = facilities.id AND lower(u.email) = lower(facilities.email))
  AND NOT EXISTS (SELECT 1 FROM facility_submissions s
                  WHERE s.facility_id = facilities.id AND s.kind = 'update'
                    AND lower(json_extract(s.changes, '$.email')) = lower(facilities.email));
