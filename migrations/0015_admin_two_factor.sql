-- Two-factor sign-in for admins (time-based one-time codes, RFC 6238) and a per-account lockout
-- that slows down rather than blocks (docs/decisions/003-sessions.md).

-- One row per admin who has begun or finished enrolment. `secret` is sealed (AES-GCM under the Worker
-- secret TWO_FACTOR_KEY, "v1.<iv>.<ciphertext>"): the database alone does not give codes.
-- `enabled_at` is NULL until a first code confirms the secret. `last_used_step` is the 30-second step
-- of the last code accepted: a code of that step or an earlier one is refused (no replay).
CREATE TABLE admin_two_factor (
  user_id        INTEGER PRIMARY KEY REFERENCES users (id),
  secret         TEXT NOT NULL,
  enabled_at     TEXT,
  last_used_step INTEGER NOT NULL DEFAULT 0,
  created_at     TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- Single-use recovery codes, as keyed hashes (HMAC-SHA-256 under TWO_FACTOR_KEY); shown once.
CREATE TABLE admin_recovery_codes (
  user_id   INTEGER NOT NULL REFERENCES users (id),
  code_hash TEXT NOT NULL,
  used_at   TEXT,
  PRIMARY KEY (user_id, code_hash)
) WITHOUT ROWID;

-- The per-account delay counts from the last attempt (milliseconds since 1970); a count whose last
-- attempt is 15 minutes old starts again. Per-client rows keep their fixed 15-minute window.
ALTER TABLE sign_in_failures ADD COLUMN last_attempt_ms INTEGER;

-- Every admin signs in again, through the second factor: sessions begun with a password alone end.
UPDATE users SET session_epoch = session_epoch + 1 WHERE role = 'admin';
