CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "products_related_sub_idx" ON "products" USING btree ("sub_category_id","rating_avg","id") WHERE "products"."is_active";
--> statement-breakpoint
CREATE INDEX "products_related_category_idx" ON "products" USING btree ("category_id","rating_avg","id") WHERE "products"."is_active";
--> statement-breakpoint
-- Written by hand from here: the words of every product's normalized search text (4+ letters, not bare numbers
-- such as a serial), learnt whenever products are inserted or their search text changes, whoever writes them.
-- Sorted before inserting so concurrent writers take the same words' index entries in the same order.
CREATE FUNCTION "search_words_add"(texts text) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "search_words" ("word")
  SELECT DISTINCT token FROM regexp_split_to_table(texts, ' ') AS token
  WHERE length(token) >= 4 AND token !~ '^[[:digit:][:punct:]]+$'
  ORDER BY 1
  ON CONFLICT DO NOTHING;
$$;
--> statement-breakpoint
CREATE FUNCTION "search_words_learn_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "search_words_add"(string_agg("search_text", ' ')) FROM "learnt";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "search_words_learn_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "search_words_add"(NEW."search_text");
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Once per statement for inserts (seeds insert a thousand rows in one); per row for updates, and only when the
-- text changed: an order moving stock must not pay for it.
CREATE TRIGGER "products_search_words_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS "learnt" FOR EACH STATEMENT EXECUTE FUNCTION "search_words_learn_inserted"();
--> statement-breakpoint
CREATE TRIGGER "products_search_words_update" AFTER UPDATE OF "search_text" ON "products"
  FOR EACH ROW WHEN (OLD."search_text" IS DISTINCT FROM NEW."search_text")
  EXECUTE FUNCTION "search_words_learn_updated"();
--> statement-breakpoint
SELECT "search_words_add"(string_agg("search_text", ' ')) FROM "products";
