CREATE TABLE "category_facet_counts" (
	"category_id" integer NOT NULL,
	"facet" text NOT NULL,
	"key" integer NOT NULL,
	"products" integer NOT NULL,
	"in_stock" integer NOT NULL,
	"on_sale" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_suggestions" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"search_name" text NOT NULL,
	"second_name" text NOT NULL,
	"rating_count" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_suggestions" ADD CONSTRAINT "product_suggestions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "category_facet_counts_category_idx" ON "category_facet_counts" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "product_suggestions_trgm_idx" ON "product_suggestions" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_suggestions_name_prefix_idx" ON "product_suggestions" USING btree ("search_name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "product_suggestions_second_prefix_idx" ON "product_suggestions" USING btree ("second_name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "product_suggestions_second_trgm_idx" ON "product_suggestions" USING gin ("second_name" gin_trgm_ops) WHERE "product_suggestions"."second_name" LIKE '% | %';--> statement-breakpoint
CREATE INDEX "product_suggestions_rank_idx" ON "product_suggestions" USING btree ("rating_count","product_id");--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category_id","price") WHERE "products"."is_active";--> statement-breakpoint
-- Written by hand from here (as in 0009): the triggers that keep `product_suggestions` and
-- `category_facet_counts` exactly in step with `products`, whoever writes them, and their first filling.
-- Inserts and deletes run once per statement (seeds insert a thousand rows in one); updates once per row, and
-- only when a column they copy or count changed: an order that moves stock without selling out pays nothing.
-- What follows the first ' | ' of a search name (NAME_SEPARATOR in lib/normalize.ts): the Arabic name.
CREATE FUNCTION "second_name_of"(search_name text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN strpos(search_name, ' | ') > 0 THEN substr(search_name, strpos(search_name, ' | ') + 3) ELSE '' END;
$$;
--> statement-breakpoint
CREATE FUNCTION "product_suggestions_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "product_suggestions" ("product_id", "search_name", "second_name", "rating_count")
  SELECT "id", "search_name", "second_name_of"("search_name"), "rating_count" FROM "inserted" WHERE "is_active";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "product_suggestions_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."is_active" THEN
    INSERT INTO "product_suggestions" ("product_id", "search_name", "second_name", "rating_count")
    VALUES (NEW."id", NEW."search_name", "second_name_of"(NEW."search_name"), NEW."rating_count")
    ON CONFLICT ("product_id") DO UPDATE SET "search_name" = excluded."search_name",
      "second_name" = excluded."second_name", "rating_count" = excluded."rating_count";
  ELSE
    DELETE FROM "product_suggestions" WHERE "product_id" = NEW."id";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_suggestions_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS "inserted" FOR EACH STATEMENT EXECUTE FUNCTION "product_suggestions_inserted"();
--> statement-breakpoint
CREATE TRIGGER "products_suggestions_update" AFTER UPDATE OF "search_name", "rating_count", "is_active" ON "products"
  FOR EACH ROW WHEN ((OLD."is_active" OR NEW."is_active")
    AND (OLD."is_active", OLD."search_name", OLD."rating_count") IS DISTINCT FROM (NEW."is_active", NEW."search_name", NEW."rating_count"))
  EXECUTE FUNCTION "product_suggestions_updated"();
--> statement-breakpoint
-- A deleted product's row goes with it (ON DELETE CASCADE).
INSERT INTO "product_suggestions" ("product_id", "search_name", "second_name", "rating_count")
SELECT "id", "search_name", "second_name_of"("search_name"), "rating_count" FROM "products" WHERE "is_active";
--> statement-breakpoint
-- What one active product adds to its category's counts (sign 1) or takes away (sign −1). The triggers sum
-- these per key and insert only the sums that do not cancel out, in key order.
CREATE FUNCTION "category_facet_rows"(p "products", sign integer)
RETURNS TABLE ("category_id" integer, "facet" text, "key" integer, "products" integer, "in_stock" integer, "on_sale" integer)
LANGUAGE sql IMMUTABLE AS $$
  SELECT p."category_id", f."facet", f."key", sign,
    CASE WHEN f."facet" = 'total' AND p."stock" > 0 THEN sign ELSE 0 END,
    CASE WHEN f."facet" = 'total' AND p."before_discount" IS NOT NULL THEN sign ELSE 0 END
  FROM (VALUES ('total', 0), ('subCategory', p."sub_category_id"), ('brand', p."brand_id"),
    ('seller', p."seller_id"), ('stars', floor(p."rating_avg")::integer)) AS f ("facet", "key")
  WHERE p."is_active";
$$;
--> statement-breakpoint
CREATE FUNCTION "category_facet_counts_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "category_facet_counts" ("category_id", "facet", "key", "products", "in_stock", "on_sale")
  SELECT f."category_id", f."facet", f."key", sum(f."products"), sum(f."in_stock"), sum(f."on_sale")
  FROM "inserted" AS p, "category_facet_rows"(p, 1) AS f
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "category_facet_counts_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "category_facet_counts" ("category_id", "facet", "key", "products", "in_stock", "on_sale")
  SELECT f."category_id", f."facet", f."key", sum(f."products"), sum(f."in_stock"), sum(f."on_sale")
  FROM "deleted" AS p, "category_facet_rows"(p, -1) AS f
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "category_facet_counts_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "category_facet_counts" ("category_id", "facet", "key", "products", "in_stock", "on_sale")
  SELECT f."category_id", f."facet", f."key", sum(f."products"), sum(f."in_stock"), sum(f."on_sale")
  FROM (SELECT * FROM "category_facet_rows"(NEW, 1) UNION ALL SELECT * FROM "category_facet_rows"(OLD, -1)) AS f
  GROUP BY 1, 2, 3
  HAVING sum(f."products") <> 0 OR sum(f."in_stock") <> 0 OR sum(f."on_sale") <> 0
  ORDER BY 1, 2, 3;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_facet_counts_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS "inserted" FOR EACH STATEMENT EXECUTE FUNCTION "category_facet_counts_inserted"();
--> statement-breakpoint
CREATE TRIGGER "products_facet_counts_delete" AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS "deleted" FOR EACH STATEMENT EXECUTE FUNCTION "category_facet_counts_deleted"();
--> statement-breakpoint
CREATE TRIGGER "products_facet_counts_update" AFTER UPDATE OF "is_active", "category_id", "sub_category_id",
  "brand_id", "seller_id", "rating_avg", "stock", "before_discount" ON "products"
  FOR EACH ROW WHEN ((OLD."is_active" OR NEW."is_active")
    AND (OLD."is_active", OLD."category_id", OLD."sub_category_id", OLD."brand_id", OLD."seller_id",
      floor(OLD."rating_avg"), OLD."stock" > 0, OLD."before_discount" IS NULL)
    IS DISTINCT FROM (NEW."is_active", NEW."category_id", NEW."sub_category_id", NEW."brand_id", NEW."seller_id",
      floor(NEW."rating_avg"), NEW."stock" > 0, NEW."before_discount" IS NULL))
  EXECUTE FUNCTION "category_facet_counts_updated"();
--> statement-breakpoint
-- TRUNCATE fires no delete trigger; it empties the counts too (product_suggestions goes by its foreign key:
-- TRUNCATE products must say CASCADE).
CREATE FUNCTION "category_facet_counts_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "category_facet_counts";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_facet_counts_truncate" AFTER TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "category_facet_counts_truncated"();
--> statement-breakpoint
-- Folds a category's rows (every category's when NULL) into one row per key. Safe beside writers and other
-- compactions: it deletes only the rows its snapshot sees and writes back their sums in the same statement,
-- so a delta inserted meanwhile is neither lost nor counted twice.
CREATE FUNCTION "category_facet_counts_compact"(only_category integer) RETURNS void LANGUAGE sql AS $$
  WITH "folded" AS (
    DELETE FROM "category_facet_counts"
    WHERE only_category IS NULL OR "category_id" = only_category
    RETURNING *
  )
  INSERT INTO "category_facet_counts" ("category_id", "facet", "key", "products", "in_stock", "on_sale")
  SELECT "category_id", "facet", "key", sum("products"), sum("in_stock"), sum("on_sale")
  FROM "folded" GROUP BY 1, 2, 3
  HAVING sum("products") <> 0 OR sum("in_stock") <> 0 OR sum("on_sale") <> 0
  ORDER BY 1, 2, 3;
$$;
--> statement-breakpoint
INSERT INTO "category_facet_counts" ("category_id", "facet", "key", "products", "in_stock", "on_sale")
SELECT f."category_id", f."facet", f."key", sum(f."products"), sum(f."in_stock"), sum(f."on_sale")
FROM "products" AS p, "category_facet_rows"(p, 1) AS f
GROUP BY 1, 2, 3 ORDER BY 1, 2, 3;
