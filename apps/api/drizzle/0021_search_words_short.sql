-- Custom SQL migration file, put your code below! --
-- search_words also keeps words of 2 and 3 letters (بن، مج، سكر، kit, mug): what Franco-Arabic spellings are
-- checked against, and what tells a short Latin word of the catalog from Franco (search/spelling.ts). Spelling
-- corrections still consider only words of 4+ letters. Bare numbers stay out.
CREATE OR REPLACE FUNCTION "search_words_add"(texts text) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "search_words" ("word")
  SELECT DISTINCT token FROM regexp_split_to_table(texts, ' ') AS token
  WHERE length(token) >= 2 AND token !~ '^[[:digit:][:punct:]]+$'
  ORDER BY 1
  ON CONFLICT DO NOTHING;
$$;
--> statement-breakpoint
SELECT "search_words_add"(string_agg("search_text", ' ')) FROM "products";
