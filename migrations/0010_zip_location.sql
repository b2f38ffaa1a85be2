-- The ZIP code nearest a point (a visitor's "use my location"): a band of latitude is read through
-- this index instead of the whole table.
CREATE INDEX zip_codes_location ON zip_codes (latitude, longitude);
