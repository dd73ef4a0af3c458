-- The archive's search in the archive's own order (docs/ARCHIVE.md): a per-workshop word
-- dictionary answers "which words contain this part", posting lists kept in (day, row,
-- column) order answer "the newest appointments holding one of those words", and a GIN index
-- over each appointment's word keys answers several words at once. PostgreSQL keeps all of
-- it (a generated column, and a trigger on appointments), so every writer keeps it right.

-- The words of a search text: split on spaces only (a search word never holds one), distinct.
CREATE FUNCTION archive_words_of(t text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT w), '{}') FROM unnest(string_to_array(t, ' ')) w WHERE w <> ''
$$;--> statement-breakpoint
-- A word's key in one workshop: its 64-bit hash seeded with the workshop id.
CREATE FUNCTION archive_key(ws integer, w text) RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT hashtextextended(w, ws)
$$;--> statement-breakpoint
-- The keys of every word of a search text (appointments.word_keys): one query, no nested
-- function and no sort, since PostgreSQL computes it on every write (a GIN index drops
-- repeated keys itself).
CREATE FUNCTION archive_word_keys(ws integer, t text) RETURNS bigint[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(hashtextextended(w, ws)), '{}') FROM unnest(string_to_array(t, ' ')) w WHERE w <> ''
$$;--> statement-breakpoint
-- The keys of every 3-character part of a word, in one workshop (archive_words.trigram_keys):
-- a part of at least 3 characters is in a word only if all its own 3-character parts are.
-- Only built-in functions inside (a generated column's function must work under pg_restore's
-- empty search_path), hashed as `archive_key` hashes.
CREATE FUNCTION archive_trigram_keys(ws integer, w text) RETURNS bigint[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT hashtextextended(substr(w, i, 3), ws)), '{}')
    FROM generate_series(1, char_length(w) - 2) i
$$;--> statement-breakpoint
CREATE TABLE "archive_words" (
	"workshop_id" integer NOT NULL,
	"word" text NOT NULL,
	"trigram_keys" bigint[] GENERATED ALWAYS AS (archive_trigram_keys("workshop_id", "word")) STORED NOT NULL,
	CONSTRAINT "archive_words_pk" PRIMARY KEY("workshop_id","word")
);--> statement-breakpoint
-- No foreign key on archive_postings: the trigger ties every posting to an appointment (which
-- has one, and whose deletion takes its postings), and a key check per posting would cost
-- every grid write one more lookup per word.
CREATE TABLE "archive_postings" (
	"workshop_id" integer NOT NULL,
	"word" text NOT NULL,
	"date" date NOT NULL,
	"row" integer NOT NULL,
	"column" smallint NOT NULL,
	CONSTRAINT "archive_postings_pk" PRIMARY KEY("workshop_id","word","date","row","column")
);--> statement-breakpoint
ALTER TABLE "archive_words" ADD CONSTRAINT "archive_words_workshop_id_workshops_id_fk" FOREIGN KEY ("workshop_id") REFERENCES "public"."workshops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "word_keys" bigint[] GENERATED ALWAYS AS (archive_word_keys("workshop_id", lower(translate(("surname" || ' ' || "phone" || ' ' || "plate" || ' ' || "model"), 'àáâäãåèéêëìíîïòóôöõùúûüçñÀÁÂÄÃÅÈÉÊËÌÍÎÏÒÓÔÖÕÙÚÛÜÇÑ', 'aaaaaaeeeeiiiiooooouuuucnAAAAAAEEEEIIIIOOOOOUUUUCN')))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "appointments_word_keys_idx" ON "appointments" USING gin ("word_keys");--> statement-breakpoint
CREATE INDEX "archive_words_trigram_idx" ON "archive_words" USING gin ("trigram_keys");--> statement-breakpoint
-- Keeps the postings and the dictionary of one appointment: its old words leave its old slot,
-- its new words join its new slot; the day-closed marker (row -1) is never searched. A move
-- with the same words moves its postings; an edit in place touches only the words that
-- changed. Words stay in the dictionary when their last appointment goes (a word found there
-- with no posting costs one index probe, never a wrong result).
CREATE FUNCTION archive_postings_sync() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_words text[] := '{}';
  new_words text[] := '{}';
  same_slot boolean := false;
BEGIN
  IF TG_OP <> 'INSERT' AND OLD."row" >= 0 THEN
    old_words := archive_words_of(OLD.search_text);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW."row" >= 0 THEN
    new_words := archive_words_of(NEW.search_text);
  END IF;
  IF TG_OP = 'UPDATE' AND OLD."row" >= 0 AND NEW."row" >= 0 THEN
    same_slot := OLD.date = NEW.date AND OLD."row" = NEW."row" AND OLD."column" = NEW."column";
    IF NOT same_slot AND old_words = new_words THEN
      UPDATE archive_postings p SET date = NEW.date, "row" = NEW."row", "column" = NEW."column"
       WHERE p.workshop_id = OLD.workshop_id AND p.word = ANY (old_words)
         AND p.date = OLD.date AND p."row" = OLD."row" AND p."column" = OLD."column";
      RETURN NULL;
    END IF;
    IF same_slot THEN
      -- archive_words_of gives each list sorted and distinct: keep what both hold.
      SELECT ARRAY(SELECT unnest(old_words) EXCEPT SELECT unnest(new_words)),
             ARRAY(SELECT unnest(new_words) EXCEPT SELECT unnest(old_words))
        INTO old_words, new_words;
    END IF;
  END IF;
  IF cardinality(old_words) > 0 THEN
    DELETE FROM archive_postings p
     WHERE p.workshop_id = OLD.workshop_id AND p.word = ANY (old_words)
       AND p.date = OLD.date AND p."row" = OLD."row" AND p."column" = OLD."column";
  END IF;
  IF cardinality(new_words) > 0 THEN
    INSERT INTO archive_postings (workshop_id, word, date, "row", "column")
      SELECT NEW.workshop_id, w, NEW.date, NEW."row", NEW."column" FROM unnest(new_words) w;
    INSERT INTO archive_words (workshop_id, word)
      SELECT NEW.workshop_id, w FROM unnest(new_words) w
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "appointments_archive_insert" AFTER INSERT ON "appointments"
  FOR EACH ROW EXECUTE FUNCTION archive_postings_sync();--> statement-breakpoint
CREATE TRIGGER "appointments_archive_delete" AFTER DELETE ON "appointments"
  FOR EACH ROW EXECUTE FUNCTION archive_postings_sync();--> statement-breakpoint
CREATE TRIGGER "appointments_archive_update" AFTER UPDATE OF "surname", "phone", "plate", "model", "date", "row", "column" ON "appointments"
  FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text OR OLD.date IS DISTINCT FROM NEW.date
                     OR OLD."row" IS DISTINCT FROM NEW."row" OR OLD."column" IS DISTINCT FROM NEW."column")
  EXECUTE FUNCTION archive_postings_sync();--> statement-breakpoint
-- The newest `lim` appointments of workshop `ws` whose search text holds every word of
-- `tokens` (folded words, longest first, as `searchTokens` gives them, joined by spaces;
-- `patterns` their escaped LIKE '%…%' patterns, same order, joined by spaces), newest first
-- (day, row, column), closure markers left out:
-- - each word of 3+ characters is looked up in the dictionary; one found nowhere ends the
--   search; one held by more than 64 distinct words only filters;
-- - one word and nothing else: the newest `lim` postings of each of its dictionary words,
--   merged (reads about `lim` index entries whatever the word's frequency);
-- - otherwise: the GIN index over the word keys, for the two narrowest words, every word
--   as a filter — or, when that finds many, the narrowest word's posting lists walked
--   newest first; when no word is narrow enough, the trigram index over the search text.
CREATE FUNCTION archive_search(ws integer, tokens text, patterns text, lim integer)
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
    -- The keys are the workshop's own; `+ 0` keeps a cached plan off the primary key (every
    -- word of the workshop) so the GIN index alone answers.
    SELECT array_agg(d.word) INTO found_words
      FROM (SELECT aw.word FROM archive_words aw
             WHERE aw.trigram_keys @> archive_trigram_keys(ws, t) AND aw.workshop_id + 0 = ws
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
    keys1 := ARRAY(SELECT archive_key(ws, x) FROM unnest(words1) x);
    keys2 := ARRAY(SELECT archive_key(ws, x) FROM unnest(coalesce(words2, words1)) x);
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
    IF got > 0 OR NOT EXISTS (
         SELECT 1 FROM appointments a
          WHERE a.workshop_id = ws AND a."row" >= 0 AND a.word_keys && keys1
            AND a.word_keys && keys2 AND a.search_text LIKE ALL (likes)) THEN
      RETURN;
    END IF;
    -- Many hold them: walk the narrowest word's posting lists newest first, each up to its
    -- `lim`-th match (matches are dense there), and keep the newest `lim` of all.
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
$$;--> statement-breakpoint
-- Fills both tables from the appointments already there (this migration; a bulk load, such as
-- bench/archive-search.ts's, with the trigger disabled, calls it after).
CREATE FUNCTION archive_backfill() RETURNS void LANGUAGE sql AS $$
  INSERT INTO archive_postings (workshop_id, word, date, "row", "column")
    SELECT a.workshop_id, w, a.date, a."row", a."column"
      FROM appointments a, unnest(archive_words_of(a.search_text)) w
     WHERE a."row" >= 0;
  INSERT INTO archive_words (workshop_id, word)
    SELECT DISTINCT workshop_id, word FROM archive_postings
    ON CONFLICT DO NOTHING;
$$;--> statement-breakpoint
SELECT archive_backfill();
