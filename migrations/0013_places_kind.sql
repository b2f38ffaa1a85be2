-- The directory's places are the 50 states, the District of Columbia and the five inhabited
-- territories; `kind` tells them apart so the states index can show the states first (with the map)
-- and then "DC and territories". Rows already there are states.
ALTER TABLE states ADD COLUMN kind TEXT NOT NULL DEFAULT 'state' CHECK (kind IN ('state', 'district', 'territory'));
