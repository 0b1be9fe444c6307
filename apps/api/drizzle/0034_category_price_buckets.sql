CREATE TABLE "category_price_facet_counts" (
	"category_id" integer NOT NULL,
	"bucket" integer NOT NULL,
	"facet" text NOT NULL,
	"key" integer NOT NULL,
	"products" integer NOT NULL,
	"in_stock" integer NOT NULL,
	"on_sale" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "category_price_facet_counts_bucket_idx" ON "category_price_facet_counts" USING btree ("category_id","bucket");--> statement-breakpoint
-- Written by hand from here (decision 0053): the triggers that keep `category_price_facet_counts` exactly in
-- step with `products` (the counts of category_facet_counts, per price bucket too), in the transaction of the
-- product write, whoever writes. As in 0012: inserts and deletes once per statement, updates once per row and
-- only when a counted column or the price's bucket changed; writers only insert deltas, so none waits on another.
--
-- The bucket of a price: its lowest price on a fixed geometric scale, each decade cut in steps of 1/50 of it
-- below 2×, 1/20 below 5× and 1/10 above (a bucket spans 1–2.5% of its prices; prices under 100 piastres one
-- each). Mirrored by priceBucket in modules/catalog/price-buckets.ts, which plans the reads.
CREATE FUNCTION "price_bucket"(price integer) RETURNS integer LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  decade integer;
BEGIN
  IF price < 100 THEN
    RETURN price;
  END IF;
  decade := (10 ^ (length(price::text) - 1))::integer;
  RETURN price - price % (decade / CASE WHEN price / decade < 2 THEN 50 WHEN price / decade < 5 THEN 20 ELSE 10 END);
END
$$;
--> statement-breakpoint
CREATE FUNCTION "category_price_facet_counts_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "category_price_facet_counts" ("category_id", "bucket", "facet", "key", "products", "in_stock", "on_sale")
  SELECT f."category_id", "price_bucket"(p."price"), f."facet", f."key", sum(f."products"), sum(f."in_stock"),
    sum(f."on_sale")
  FROM "inserted" AS p, "category_facet_rows"(p, 1) AS f
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "category_price_facet_counts_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "category_price_facet_counts" ("category_id", "bucket", "facet", "key", "products", "in_stock", "on_sale")
  SELECT f."category_id", "price_bucket"(p."price"), f."facet", f."key", sum(f."products"), sum(f."in_stock"),
    sum(f."on_sale")
  FROM "deleted" AS p, "category_facet_rows"(p, -1) AS f
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "category_price_facet_counts_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "category_price_facet_counts" ("category_id", "bucket", "facet", "key", "products", "in_stock", "on_sale")
  SELECT f."category_id", f."bucket", f."facet", f."key", sum(f."products"), sum(f."in_stock"), sum(f."on_sale")
  FROM (SELECT "price_bucket"(NEW."price") AS "bucket", * FROM "category_facet_rows"(NEW, 1)
    UNION ALL SELECT "price_bucket"(OLD."price"), * FROM "category_facet_rows"(OLD, -1)) AS f
  GROUP BY 1, 2, 3, 4
  HAVING sum(f."products") <> 0 OR sum(f."in_stock") <> 0 OR sum(f."on_sale") <> 0
  ORDER BY 1, 2, 3, 4;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_price_facet_counts_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS "inserted" FOR EACH STATEMENT EXECUTE FUNCTION "category_price_facet_counts_inserted"();
--> statement-breakpoint
CREATE TRIGGER "products_price_facet_counts_delete" AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS "deleted" FOR EACH STATEMENT EXECUTE FUNCTION "category_price_facet_counts_deleted"();
--> statement-breakpoint
CREATE TRIGGER "products_price_facet_counts_update" AFTER UPDATE OF "is_active", "category_id", "sub_category_id",
  "brand_id", "seller_id", "rating_avg", "stock", "before_discount", "price" ON "products"
  FOR EACH ROW WHEN ((OLD."is_active" OR NEW."is_active")
    AND (OLD."is_active", OLD."category_id", OLD."sub_category_id", OLD."brand_id", OLD."seller_id",
      floor(OLD."rating_avg"), OLD."stock" > 0, OLD."before_discount" IS NULL, "price_bucket"(OLD."price"))
    IS DISTINCT FROM (NEW."is_active", NEW."category_id", NEW."sub_category_id", NEW."brand_id", NEW."seller_id",
      floor(NEW."rating_avg"), NEW."stock" > 0, NEW."before_discount" IS NULL, "price_bucket"(NEW."price")))
  EXECUTE FUNCTION "category_price_facet_counts_updated"();
--> statement-breakpoint
-- TRUNCATE fires no delete trigger: the one that empties category_facet_counts empties these counts too.
CREATE OR REPLACE FUNCTION "category_facet_counts_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "category_facet_counts";
  DELETE FROM "category_price_facet_counts";
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Folds a category's rows (every category's when NULL) into one per bucket and key; safe beside writers and
-- other compactions for the reason category_facet_counts_compact is (0012).
CREATE FUNCTION "category_price_facet_counts_compact"(only_category integer) RETURNS void LANGUAGE sql AS $$
  WITH "folded" AS (
    DELETE FROM "category_price_facet_counts"
    WHERE only_category IS NULL OR "category_id" = only_category
    RETURNING *
  )
  INSERT INTO "category_price_facet_counts" ("category_id", "bucket", "facet", "key", "products", "in_stock", "on_sale")
  SELECT "category_id", "bucket", "facet", "key", sum("products"), sum("in_stock"), sum("on_sale")
  FROM "folded" GROUP BY 1, 2, 3, 4
  HAVING sum("products") <> 0 OR sum("in_stock") <> 0 OR sum("on_sale") <> 0
  ORDER BY 1, 2, 3, 4;
$$;
--> statement-breakpoint
INSERT INTO "category_price_facet_counts" ("category_id", "bucket", "facet", "key", "products", "in_stock", "on_sale")
SELECT f."category_id", "price_bucket"(p."price"), f."facet", f."key", sum(f."products"), sum(f."in_stock"),
  sum(f."on_sale")
FROM "products" AS p, "category_facet_rows"(p, 1) AS f
GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4;
