-- The sales CRM: prospects (facilities the sales team works to list), each one's timeline, and tasks.

-- A prospect, with the spec's fields. Money is whole US dollars; dates are calendar days
-- ('YYYY-MM-DD'). `facility_id` links a prospect to a listing once there is one. A facility name is
-- one prospect per state: that pair is what a CSV import matches to update rather than add.
CREATE TABLE crm_prospects (
  id                        INTEGER PRIMARY KEY,
  facility_name             TEXT NOT NULL CHECK (length(trim(facility_name)) > 0),
  state                     TEXT NOT NULL REFERENCES states (code),
  facility_type             TEXT NOT NULL DEFAULT '',
  status                    TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'contacted', 'interested', 'qualified',
                              'proposal_sent', 'negotiating', 'closed_won', 'closed_lost', 'on_hold')),
  priority                  TEXT NOT NULL DEFAULT 'medium' CHECK (priority IN ('urgent', 'high', 'medium', 'low')),
  estimated_annual_revenue  INTEGER NOT NULL DEFAULT 0 CHECK (estimated_annual_revenue >= 0),
  contact_count             INTEGER NOT NULL DEFAULT 0 CHECK (contact_count >= 0),
  last_contact_date         TEXT,
  next_followup_date        TEXT,
  estimated_lifetime_value  INTEGER NOT NULL DEFAULT 0 CHECK (estimated_lifetime_value >= 0),
  tags                      TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(tags) AND json_type(tags) = 'array'),
  contact_name              TEXT NOT NULL DEFAULT '',
  contact_email             TEXT NOT NULL DEFAULT '',
  contact_phone             TEXT NOT NULL DEFAULT '',
  website                   TEXT NOT NULL DEFAULT '',
  notes                     TEXT NOT NULL DEFAULT '',
  facility_id               INTEGER REFERENCES facilities (id) ON DELETE SET NULL,
  -- When it reached closed_won / closed_lost: "closed this month" and the conversion rate read it.
  closed_at                 TEXT,
  created_at                TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at                TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE UNIQUE INDEX crm_prospects_name_state ON crm_prospects (facility_name COLLATE NOCASE, state);
CREATE INDEX crm_prospects_status ON crm_prospects (status, updated_at DESC);
CREATE INDEX crm_prospects_state ON crm_prospects (state, status);
CREATE INDEX crm_prospects_followup ON crm_prospects (next_followup_date);
CREATE INDEX crm_prospects_facility ON crm_prospects (facility_id);

-- A prospect's timeline: what happened, newest first. Status changes and task events are written by
-- the Worker with the change itself; notes, calls and emails are logged by hand.
CREATE TABLE crm_activities (
  id           INTEGER PRIMARY KEY,
  prospect_id  INTEGER NOT NULL REFERENCES crm_prospects (id) ON DELETE CASCADE,
  kind         TEXT NOT NULL CHECK (kind IN ('created', 'imported', 'updated', 'status_change', 'note', 'call', 'email',
                 'task_created', 'task_completed')),
  body         TEXT NOT NULL DEFAULT '',
  -- JSON: what changed (from/to statuses, a task's id), never free text.
  detail       TEXT CHECK (detail IS NULL OR json_valid(detail)),
  actor_id     INTEGER REFERENCES users (id),
  at           TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX crm_activities_prospect ON crm_activities (prospect_id, at DESC);

-- Tasks: for a prospect or on their own, assigned to an admin.
CREATE TABLE crm_tasks (
  id            INTEGER PRIMARY KEY,
  prospect_id   INTEGER REFERENCES crm_prospects (id) ON DELETE CASCADE,
  title         TEXT NOT NULL CHECK (length(trim(title)) > 0),
  due_date      TEXT,
  priority      TEXT NOT NULL DEFAULT 'medium' CHECK (priority IN ('urgent', 'high', 'medium', 'low')),
  assignee_id   INTEGER REFERENCES users (id),
  created_by    INTEGER REFERENCES users (id),
  completed_at  TEXT,
  created_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX crm_tasks_open ON crm_tasks (completed_at, due_date);
CREATE INDEX crm_tasks_prospect ON crm_tasks (prospect_id, completed_at);
CREATE INDEX crm_tasks_assignee ON crm_tasks (assignee_id, completed_at, due_date);
