-- Issue 41: whom the help is for, as the visitor chose on the lead form ('self': myself; 'loved_one':
-- someone I care about). Optional on the form, so NULL where they did not say and for older requests.
ALTER TABLE leads ADD COLUMN help_for TEXT CHECK (help_for IN ('self', 'loved_one'));
