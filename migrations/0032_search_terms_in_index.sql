-- The search index holds its own postings and vocabulary now (worker/search/text-postings.ts):
-- nothing reads FTS5's vocabulary table any more. facilities_fts itself stays: the open-data API's
-- `search` filter and the text-match test read it.
DROP TABLE IF EXISTS facilities_fts_terms;
