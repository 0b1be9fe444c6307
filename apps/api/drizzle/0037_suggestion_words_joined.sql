-- Written by hand from drizzle-kit's output (decision 0045, sixth amendment): one GIN over the kind ids
-- (btree_gin) and the name with its words joined by a tatweel ('ـ', which `normalize` strips from every name and
-- query), in place of the trigram index of the name. Trigrams then span the joins: `LIKE '%ـphrase%'` (a word
-- starts with the phrase) looks up the names where it does, not every name holding the phrase's words anywhere
-- (`2ahwa fr` read 10,975 pages at 1M products for none), and a named kind is intersected inside the index.
-- Where btree_gin is missing (the embedded PGlite, which does not load it: with it loaded, pg_trgm's `%` breaks
-- the session), the same index without the kind ids: the same answers, the kinds then from their own indexes.
-- Built before the old one is dropped, and analyzed, so the planner knows the expression's values at once.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'btree_gin') THEN
    CREATE EXTENSION IF NOT EXISTS btree_gin;
    CREATE INDEX "product_suggestions_words_idx" ON "product_suggestions" USING gin ("sub_category_id","category_id",(replace("search_name", ' ', 'ـ')) gin_trgm_ops);
  ELSE
    CREATE INDEX "product_suggestions_words_idx" ON "product_suggestions" USING gin ((replace("search_name", ' ', 'ـ')) gin_trgm_ops);
  END IF;
END $$;--> statement-breakpoint
ANALYZE "product_suggestions";--> statement-breakpoint
DROP INDEX "product_suggestions_trgm_idx";
