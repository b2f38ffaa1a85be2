-- What a facility offers, said once and kept as said (issue 24, decision 016).

-- One vocabulary: a listing ticks specializations directly. The registration list's substances that
-- the spec's 15 folded into "Drug Addiction" become specializations of their own, so each of its ten
-- entries is one specialization and nothing is guessed back. Reference rows come from
-- worker/reference/taxonomy.ts; these statements only bring a database loaded before this change up
-- to it (on an empty one, before the reference data is loaded, they do nothing). Stored links keep
-- their ids: what was published stays published, and a listing registered as "Drug Addiction"
-- keeps exactly that until its facility says more.
INSERT INTO specializations (id, name, bit)
SELECT n.column1, n.column2, n.column3 FROM (VALUES
  ('opioid-addiction', 'Opioid Addiction', 15),
  ('heroin-addiction', 'Heroin Addiction', 16),
  ('fentanyl-addiction', 'Fentanyl Addiction', 17),
  ('cocaine-addiction', 'Cocaine Addiction', 18),
  ('methamphetamine-addiction', 'Methamphetamine Addiction', 19),
  ('marijuana-addiction', 'Marijuana Addiction', 20),
  ('benzodiazepine-addiction', 'Benzodiazepine Addiction', 21)
) n
WHERE EXISTS (SELECT 1 FROM specializations) AND NOT EXISTS (SELECT 1 FROM specializations s WHERE s.id = n.column1);

-- The lead form's addiction types name the one specialization that is the same thing.
UPDATE addiction_types SET specialization_id = CASE id
    WHEN 'opioids' THEN 'opioid-addiction'
    WHEN 'heroin' THEN 'heroin-addiction'
    WHEN 'fentanyl' THEN 'fentanyl-addiction'
    WHEN 'cocaine' THEN 'cocaine-addiction'
    WHEN 'methamphetamine' THEN 'methamphetamine-addiction'
    WHEN 'marijuana' THEN 'marijuana-addiction'
    WHEN 'benzodiazepines' THEN 'benzodiazepine-addiction'
  END
WHERE id IN ('opioids', 'heroin', 'fentanyl', 'cocaine', 'methamphetamine', 'marijuana', 'benzodiazepines');

-- When a facility takes new patients in ("Mon-Fri 8am-6pm, walk-ins until 3pm"): shown on its page.
ALTER TABLE facilities ADD COLUMN intake_hours TEXT NOT NULL DEFAULT '';

-- The listing's services and intake hours are public fields too: the review desk's version moves
-- with them (migration 0016's trigger names the columns it had).
CREATE TRIGGER facilities_version_offer AFTER UPDATE OF services, intake_hours ON facilities BEGIN
  UPDATE facilities SET version = version + 1, review_version = review_version + 1 WHERE id = NEW.id;
END;
