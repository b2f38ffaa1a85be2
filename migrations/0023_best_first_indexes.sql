-- Issue 27: the best-rated lists (home's featured centers, a state's top centers, a listing's "other
-- centers in the state") sort by rating, then reviews, then id. The indexes of 0001 stop at rating, so
-- SQLite sorted every published listing (of the state) in a temporary tree before taking the first
-- few: 111,502 rows read for the home page at 50,000 listings. In the order the queries ask, it reads
-- only the rows it returns.
DROP INDEX facilities_status_rating;
DROP INDEX facilities_status_state_rating;
CREATE INDEX facilities_status_best ON facilities (status, rating DESC, reviews DESC, id);
CREATE INDEX facilities_status_state_best ON facilities (status, state, rating DESC, reviews DESC, id);
