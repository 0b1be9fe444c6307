DROP INDEX "product_suggestions_rank_idx";--> statement-breakpoint
-- Edited by hand: drizzle-kit added both columns NOT NULL at once, which fails on a table with rows; they are
-- added empty, filled from `products`, then made NOT NULL, and indexed once filled.
ALTER TABLE "product_suggestions" ADD COLUMN "category_id" integer;--> statement-breakpoint
ALTER TABLE "product_suggestions" ADD COLUMN "sub_category_id" integer;--> statement-breakpoint
UPDATE "product_suggestions" AS s SET "category_id" = p."category_id", "sub_category_id" = p."sub_category_id"
FROM "products" AS p WHERE p."id" = s."product_id";--> statement-breakpoint
ALTER TABLE "product_suggestions" ALTER COLUMN "category_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "product_suggestions" ALTER COLUMN "sub_category_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "product_suggestions_category_idx" ON "product_suggestions" USING btree ("category_id","in_stock","recent_orders","rating_count","product_id");--> statement-breakpoint
CREATE INDEX "product_suggestions_sub_category_idx" ON "product_suggestions" USING btree ("sub_category_id","in_stock","recent_orders","rating_count","product_id");--> statement-breakpoint
CREATE INDEX "product_suggestions_rank_idx" ON "product_suggestions" USING btree ("in_stock","recent_orders","rating_count","product_id","category_id","sub_category_id","search_name","second_name");--> statement-breakpoint
-- Written by hand from here (as in 0012 and 0029): the suggestion triggers copy the product's category and
-- sub-category too, and fire when either changes (a seller may move a product to another kind; the kind
-- tiers of autocomplete read them here, search/repository.ts).
CREATE OR REPLACE FUNCTION "product_suggestions_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "product_suggestions" ("product_id", "search_name", "second_name", "rating_count", "recent_orders", "in_stock",
    "category_id", "sub_category_id")
  SELECT "id", "search_name", "second_name_of"("search_name"), "rating_count", "recent_orders", "stock" > 0,
    "category_id", "sub_category_id"
  FROM "inserted" WHERE "is_active";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "product_suggestions_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."is_active" THEN
    INSERT INTO "product_suggestions" ("product_id", "search_name", "second_name", "rating_count", "recent_orders", "in_stock",
      "category_id", "sub_category_id")
    VALUES (NEW."id", NEW."search_name", "second_name_of"(NEW."search_name"), NEW."rating_count", NEW."recent_orders",
      NEW."stock" > 0, NEW."category_id", NEW."sub_category_id")
    ON CONFLICT ("product_id") DO UPDATE SET "search_name" = excluded."search_name",
      "second_name" = excluded."second_name", "rating_count" = excluded."rating_count",
      "recent_orders" = excluded."recent_orders", "in_stock" = excluded."in_stock",
      "category_id" = excluded."category_id", "sub_category_id" = excluded."sub_category_id";
  ELSE
    DELETE FROM "product_suggestions" WHERE "product_id" = NEW."id";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER "products_suggestions_update" ON "products";
--> statement-breakpoint
CREATE TRIGGER "products_suggestions_update"
  AFTER UPDATE OF "search_name", "rating_count", "recent_orders", "stock", "is_active", "category_id", "sub_category_id"
  ON "products"
  FOR EACH ROW WHEN ((OLD."is_active" OR NEW."is_active")
    AND (OLD."is_active", OLD."search_name", OLD."rating_count", OLD."recent_orders", OLD."stock" > 0,
      OLD."category_id", OLD."sub_category_id")
      IS DISTINCT FROM (NEW."is_active", NEW."search_name", NEW."rating_count", NEW."recent_orders", NEW."stock" > 0,
      NEW."category_id", NEW."sub_category_id"))
  EXECUTE FUNCTION "product_suggestions_updated"();
