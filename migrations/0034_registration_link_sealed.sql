-- A registration's confirmation link, sealed (AES-256-GCM under a key derived from MAIL_KEY, bound to
-- the account's address): registering an address that awaits confirmation again re-sends this same
-- link instead of replacing the registration (security issue 40). NULL once confirmed.
ALTER TABLE users ADD COLUMN email_confirmation_sealed TEXT;
