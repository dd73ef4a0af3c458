-- The archive's GIN indexes take every new entry at once (docs/ARCHIVE.md, "Writes"): with
-- PostgreSQL's default `fastupdate`, a GIN index queues new entries in a pending list that
-- every search then reads in full until VACUUM (or 4 MB of them) folds it in. The grid writes
-- a few entries at a time and the archive searches on every keystroke pause, so the queue
-- cost each several-word search ~1 ms more after a few hundred grid writes (measured at 5 M
-- appointments, bench/README.md "Archive search at scale"). Entries already queued are folded
-- in here.
ALTER INDEX "appointments_word_keys_idx" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('appointments_word_keys_idx'::regclass);--> statement-breakpoint
-- The dictionary's keys: those of every 3-character and every 5-character part of a word (a
-- search word of 5+ characters looks up its 5-character parts: a phone's digit triples are
-- each held by thousands of words, its 5-digit runs by a handful). Only built-in functions
-- inside (pg_restore runs index expressions with an empty search_path), hashed as
-- `archive_key` hashes.
CREATE FUNCTION archive_part_keys(ws integer, w text) RETURNS bigint[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT hashtextextended(substr(w, i, n), ws)), '{}')
    FROM (VALUES (3), (5)) g(n), generate_series(1, char_length(w) - n + 1) i
$$;--> statement-breakpoint
-- An expression index rather than a stored column: the keys cost no space in the table.
ALTER TABLE "archive_words" DROP COLUMN "trigram_keys";--> statement-breakpoint
DROP FUNCTION archive_trigram_keys(integer, text);--> statement-breakpoint
CREATE INDEX "archive_words_part_idx" ON "archive_words"
  USING gin (archive_part_keys("workshop_id", "word")) WITH (fastupdate = off);--> statement-breakpoint
-- archive_search as in 0015, but for two cases of several words: one narrow word beside
-- words too short or too common to look up ("de barbara", "honda 125") walks that word's
-- posting lists at once (the GIN read meant to intersect two words read every row of the one
-- word, up to `2 lim` matches, only to be thrown away); and a GIN read that found rows no
-- longer evaluates the second scan's condition. Each word is looked up by its 5-character
-- parts when it has 5 characters or more (its 3-character parts otherwise), their keys
-- computed in the function itself (a call of a SQL function is parsed and planned at every
-- call).
-- The newest `lim` appointments of workshop `ws` whose search text holds every word of
-- `tokens` (folded words, longest first, as `searchTokens` gives them, joined by spaces;
-- `patterns` their escaped LIKE '%…%' patterns, same order, joined by spaces), newest first
-- (day, row, column), closure markers left out:
-- - each word of 3+ characters is looked up in the dictionary; one found nowhere ends the
--   search; one held by more than 64 distinct words only filters;
-- - one word and nothing else: the newest `lim` postings of each of its dictionary words,
--   merged (reads about `lim` index entries whatever the word's frequency);
-- - two narrow words or more: the GIN index over the word keys, for the two narrowest words,
--   every word as a filter — or, when that finds many, the narrowest word's posting lists
--   walked newest first;
-- - one narrow word beside words that only filter: that word's posting lists walked newest
--   first (an intersection of a word with itself would read every row holding it);
-- - no word narrow enough: the trigram index over the search text.
CREATE OR REPLACE FUNCTION archive_search(ws integer, tokens text, patterns text, lim integer)
  RETURNS TABLE (id bigint, date date, "row" integer, "column" smallint, surname text,
                 phone text, plate text, model text, status smallint)
  LANGUAGE plpgsql STABLE ROWS 101
  -- The static statements' plans hold for any words (index probes in nested loops, or a GIN
  -- scan capped at `2 lim` rows), so each session plans them once; the trigram fallback is
  -- EXECUTEd, planned for its words each time.
  -- No parallel workers: a cached plan's estimates are generic, and starting workers costs
  -- more than any of these statements.
  SET plan_cache_mode = force_generic_plan
  SET max_parallel_workers_per_gather = 0 AS $$
#variable_conflict use_column
DECLARE
  words text[] := string_to_array(tokens, ' ');
  likes text[] := string_to_array(patterns, ' ');
  t text;
  part_keys bigint[];
  found_words text[];
  words1 text[];
  words2 text[];
  keys1 bigint[];
  keys2 bigint[];
  narrow integer := 0;
  got integer;
BEGIN
  FOREACH t IN ARRAY words LOOP
    CONTINUE WHEN char_length(t) < 3;
    -- The keys of the word's 5-character parts (3-character ones when it is shorter), as
    -- `archive_part_keys` computes them but in a statement of this function, planned once a
    -- session (a call of that SQL function is parsed and planned at every call: 12 % of a
    -- one-word search). A word holding `t` holds each of those parts, so their keys.
    part_keys := ARRAY(SELECT hashtextextended(substr(t, i, n), ws)
                         FROM (SELECT CASE WHEN char_length(t) >= 5 THEN 5 ELSE 3 END) g(n),
                              generate_series(1, char_length(t) - n + 1) i);
    -- The keys are the workshop's own; `+ 0` keeps a cached plan off the primary key (every
    -- word of the workshop) so the GIN index alone answers.
    SELECT array_agg(d.word) INTO found_words
      FROM (SELECT aw.word FROM archive_words aw
             WHERE archive_part_keys(aw.workshop_id, aw.word) @> part_keys
               AND aw.workshop_id + 0 = ws
               AND strpos(aw.word, t) > 0
             LIMIT 65) d;
    IF found_words IS NULL THEN
      RETURN;
    END IF;
    CONTINUE WHEN cardinality(found_words) > 64;
    narrow := narrow + 1;
    IF words1 IS NULL OR cardinality(found_words) < cardinality(words1) THEN
      words2 := words1;
      words1 := found_words;
    ELSIF words2 IS NULL OR cardinality(found_words) < cardinality(words2) THEN
      words2 := found_words;
    END IF;
  END LOOP;
  IF narrow = 0 THEN
    -- Planned for these very words each time (EXECUTE): how common they are decides the plan.
    RETURN QUERY EXECUTE
      'SELECT a.id, a.date, a."row", a."column", a.surname, a.phone, a.plate, a.model, a.status
         FROM appointments a
        WHERE a.workshop_id = $1 AND a."row" >= 0 AND a.search_text LIKE $2[1]
          AND a.search_text LIKE ALL ($2)
        ORDER BY 2 DESC, 3 DESC, 4 DESC LIMIT $3'
      USING ws, likes, lim;
  ELSIF cardinality(words) = 1 THEN
    -- LATERAL on both sides: index probes in nested loops whatever plan is cached.
    RETURN QUERY
      SELECT a.id, a.date, a."row", a."column", a.surname, a.phone, a.plate, a.model, a.status
        FROM (SELECT DISTINCT p.date, p."row", p."column"
                FROM unnest(words1) w(word)
                CROSS JOIN LATERAL (
                  SELECT ap.date, ap."row", ap."column" FROM archive_postings ap
                   WHERE ap.workshop_id = ws AND ap.word = w.word
                   ORDER BY ap.date DESC, ap."row" DESC, ap."column" DESC LIMIT lim) p
               ORDER BY 1 DESC, 2 DESC, 3 DESC LIMIT lim) s
        CROSS JOIN LATERAL (
          SELECT * FROM appointments x
           WHERE x.workshop_id = ws AND x.date = s.date AND x."row" = s."row"
             AND x."column" = s."column") a
       ORDER BY 2 DESC, 3 DESC, 4 DESC;
  ELSE
    IF words2 IS NOT NULL THEN
      keys1 := ARRAY(SELECT archive_key(ws, x) FROM unnest(words1) x);
      keys2 := ARRAY(SELECT archive_key(ws, x) FROM unnest(words2) x);
      -- Fewer than `2 lim` appointments hold both narrowest words: read them all through the
      -- GIN index and keep the newest (reads about as many rows as match).
      RETURN QUERY
        SELECT y.id, y.date, y."row", y."column", y.surname, y.phone, y.plate, y.model, y.status
          FROM (SELECT x.*, count(*) OVER () AS n
                  FROM (SELECT a.id, a.date, a."row", a."column", a.surname, a.phone, a.plate,
                               a.model, a.status
                          FROM appointments a
                         WHERE a.workshop_id = ws AND a."row" >= 0 AND a.word_keys && keys1
                           AND a.word_keys && keys2 AND a.search_text LIKE ALL (likes)
                         LIMIT 2 * lim) x
                 ORDER BY 2 DESC, 3 DESC, 4 DESC LIMIT lim) y
         WHERE y.n < 2 * lim;
      GET DIAGNOSTICS got = ROW_COUNT;
      IF got > 0 THEN
        RETURN;
      END IF;
      IF NOT EXISTS (
           SELECT 1 FROM appointments a
            WHERE a.workshop_id = ws AND a."row" >= 0 AND a.word_keys && keys1
              AND a.word_keys && keys2 AND a.search_text LIKE ALL (likes)) THEN
        RETURN;
      END IF;
    END IF;
    -- Many hold both, or one word alone narrows: walk the narrowest word's posting lists
    -- newest first, each up to its `lim`-th match, and keep the newest `lim` of all.
    RETURN QUERY
      SELECT DISTINCT m.id, m.date, m."row", m."column", m.surname, m.phone, m.plate, m.model,
             m.status
        FROM unnest(words1) w(word)
        CROSS JOIN LATERAL (
          SELECT a.* FROM archive_postings ap
           CROSS JOIN LATERAL (
             SELECT x.id, x.date, x."row", x."column", x.surname, x.phone, x.plate, x.model,
                    x.status
               FROM appointments x
              WHERE x.workshop_id = ws AND x.date = ap.date AND x."row" = ap."row"
                AND x."column" = ap."column" AND x.search_text LIKE ALL (likes)) a
           WHERE ap.workshop_id = ws AND ap.word = w.word
           ORDER BY ap.date DESC, ap."row" DESC, ap."column" DESC LIMIT lim) m
       ORDER BY 2 DESC, 3 DESC, 4 DESC LIMIT lim;
  END IF;
END
$$;
