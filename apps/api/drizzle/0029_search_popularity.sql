DROP INDEX "product_suggestions_rank_idx";--> statement-breakpoint
ALTER TABLE "product_suggestions" ADD COLUMN "recent_orders" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_suggestions" ADD COLUMN "in_stock" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "recent_orders" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "product_suggestions_rank_idx" ON "product_suggestions" USING btree ("in_stock","recent_orders","rating_count","product_id");--> statement-breakpoint
-- Written by hand from here (as in 0012): the suggestion triggers copy `recent_orders` and `stock > 0` too, and
-- fire when either changes (stock only when the product sells out or comes back, as the facet counts' trigger:
-- an order that moves stock without selling out pays nothing). `recent_orders` is computed by
-- search/popularity.ts (its first run fills it).
CREATE OR REPLACE FUNCTION "product_suggestions_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "product_suggestions" ("product_id", "search_name", "second_name", "rating_count", "recent_orders", "in_stock")
  SELECT "id", "search_name", "second_name_of"("search_name"), "rating_count", "recent_orders", "stock" > 0
  FROM "inserted" WHERE "is_active";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "product_suggestions_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."is_active" THEN
    INSERT INTO "product_suggestions" ("product_id", "search_name", "second_name", "rating_count", "recent_orders", "in_stock")
    VALUES (NEW."id", NEW."search_name", "second_name_of"(NEW."search_name"), NEW."rating_count", NEW."recent_orders",
      NEW."stock" > 0)
    ON CONFLICT ("product_id") DO UPDATE SET "search_name" = excluded."search_name",
      "second_name" = excluded."second_name", "rating_count" = excluded."rating_count",
      "recent_orders" = excluded."recent_orders", "in_stock" = excluded."in_stock";
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
  AFTER UPDATE OF "search_name", "rating_count", "recent_orders", "stock", "is_active" ON "products"
  FOR EACH ROW WHEN ((OLD."is_active" OR NEW."is_active")
    AND (OLD."is_active", OLD."search_name", OLD."rating_count", OLD."recent_orders", OLD."stock" > 0)
      IS DISTINCT FROM (NEW."is_active", NEW."search_name", NEW."rating_count", NEW."recent_orders", NEW."stock" > 0))
  EXECUTE FUNCTION "product_suggestions_updated"();
--> statement-breakpoint
UPDATE "product_suggestions" AS s SET "in_stock" = false FROM "products" AS p
WHERE p."id" = s."product_id" AND p."stock" <= 0;
