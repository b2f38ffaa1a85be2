-- Issue 26: the scheduled run rebuilds the open-data files when the data changes, availability
-- statements included; their newest change is the end of this index, not a read of every row.
CREATE INDEX facility_availability_updated ON facility_availability (updated_at);
