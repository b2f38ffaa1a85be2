-- Issue 29: the language a contact message and a listing report were sent in (the page's), as
-- leads have it (0030): our staff answer a message, and tell a reporter what changed, in it.
-- Earlier ones were sent from English pages.
ALTER TABLE contact_messages ADD COLUMN locale TEXT NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'es'));
ALTER TABLE listing_reports ADD COLUMN locale TEXT NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'es'));
