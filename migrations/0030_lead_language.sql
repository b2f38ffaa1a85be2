-- Issue 29: the language the visitor asked in (the page's: English, or Spanish under /es/), so the
-- facility and our coordinators know which language to answer in. Requests before it were English.
ALTER TABLE leads ADD COLUMN locale TEXT NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'es'));
