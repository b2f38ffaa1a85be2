-- Issue 41: the lead form's substance list offers "Not sure" (after "Other"). The reference load
-- (worker/reference/taxonomy.ts, npm run reference:sql) brings it to a new database; this adds it to
-- one whose list was loaded before, and to no other (an empty list is loaded whole later).
INSERT INTO addiction_types (id, name, position, specialization_id)
SELECT 'not-sure', 'Not sure', (SELECT max(position) + 1 FROM addiction_types), NULL
WHERE EXISTS (SELECT 1 FROM addiction_types) AND NOT EXISTS (SELECT 1 FROM addiction_types WHERE id = 'not-sure');
