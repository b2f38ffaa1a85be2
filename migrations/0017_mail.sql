-- Mail: single-use links that end when they should, and an outbox that delivers through a queue
-- without keeping a live link readable (docs/decisions/011-mail.md).

-- A reset or invitation link ends when a newer one is issued for the same account, and when the
-- account's session epoch moves on: a password set by a reset, in Settings or by an administrator,
-- "sign out everywhere", an accepted invitation, a disabled account. Ending a link marks it used,
-- so it can never be used again, even when the account is enabled again.
CREATE INDEX password_resets_user ON password_resets (user_id) WHERE used_at IS NULL;

CREATE TRIGGER password_resets_newer_ends_older AFTER INSERT ON password_resets
BEGIN
  UPDATE password_resets SET used_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
  WHERE user_id = NEW.user_id AND token_hash != NEW.token_hash AND used_at IS NULL;
END;

CREATE TRIGGER users_epoch_ends_links AFTER UPDATE OF session_epoch ON users
WHEN NEW.session_epoch != OLD.session_epoch
BEGIN
  UPDATE password_resets SET used_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
  WHERE user_id = NEW.id AND used_at IS NULL;
END;

-- The outbox stays the record of every email; a queue carries each one's key to the consumer that
-- sends it. body_text / body_html are what the desk shows: a link that works is replaced by a marker
-- (redacted = 1). What is actually sent of such an email is `sealed` (AES-256-GCM under MAIL_KEY),
-- deleted once delivered.
ALTER TABLE email_outbox ADD COLUMN message_key TEXT;
ALTER TABLE email_outbox ADD COLUMN body_html TEXT;
ALTER TABLE email_outbox ADD COLUMN headers TEXT;
ALTER TABLE email_outbox ADD COLUMN sealed TEXT;
ALTER TABLE email_outbox ADD COLUMN redacted INTEGER NOT NULL DEFAULT 0;
-- Delivery: tries so far, the last error, the provider's message id, when it was last tried or handed
-- to the queue again (by the sweep or the desk; NULL: never since it was written), and until when a
-- consumer holds it while sending.
ALTER TABLE email_outbox ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;
ALTER TABLE email_outbox ADD COLUMN last_error TEXT;
ALTER TABLE email_outbox ADD COLUMN provider_message_id TEXT;
ALTER TABLE email_outbox ADD COLUMN queued_at TEXT;
ALTER TABLE email_outbox ADD COLUMN lease_until TEXT;

CREATE UNIQUE INDEX email_outbox_key ON email_outbox (message_key);
-- What the sweep and the purge look for.
CREATE INDEX email_outbox_status ON email_outbox (status, queued_at);
CREATE INDEX email_outbox_sent ON email_outbox (sent_at) WHERE status = 'sent';

-- Who asked (one click in their mail app: List-Unsubscribe) to stop a kind of notification; a
-- notification of that kind to that address is then not written. Transactional emails (a reset, an
-- invitation, a decision about one's own listing) have no unsubscribe and are always sent.
CREATE TABLE email_unsubscribes (
  email       TEXT NOT NULL,
  template    TEXT NOT NULL,
  created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (email, template)
) WITHOUT ROWID;
