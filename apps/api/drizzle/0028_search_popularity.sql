DROP INDEX "product_suggestions_rank_idx";--> statement-breakpoint
ALTER TABLE "product_suggestions" ADD COLUMN "recent_orders" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "recent_orders" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "product_suggestions_rank_idx" ON "product_suggestions" USING btree ("recent_orders","rating_count","product_id");--> statement-breakpoint
-- Written by hand from here (as in 0012): the suggestion triggers copy `recent_orders` too, and fire when it
-- changes. The figure itself is computed by search/popularity.ts (its first run after start fills it).
CREATE OR REPLACE FUNCTION "product_suggestions_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "product_suggestions" ("product_id", "search_name", "second_name", "rating_count", "recent_orders")
  SELECT "id", "search_name", "second_name_of"("search_name"), "rating_count", "recent_orders" FROM "inserted" WHERE "is_active";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "product_suggestions_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."is_active" THEN
    INSERT INTO "product_suggestions" ("product_id", "search_name", "second_name", "rating_count", "recent_orders")
    VALUES (NEW."id", NEW."search_name", "second_name_of"(NEW."search_name"), NEW."rating_count", NEW."recent_orders")
    ON CONFLICT ("product_id") DO UPDATE SET "search_name" = excluded."search_name",
      "second_name" = excluded."second_name", "rating_count" = excluded."rating_count",
      "recent_orders" = excluded."recent_orders";
  ELSE
    DELETE FROM "product_suggestions" WHERE "product_id" = NEW."id";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER "products_suggestions_update" ON "products";
--> statement-breakpoint
CREATE TRIGGER "products_suggestions_update" AFTER UPDATE OF "search_name", "rating_count", "recent_orders", "is_active" ON "products"
  FOR EACH ROW WHEN ((OLD."is_active" OR NEW."is_active")
    AND (OLD."is_active", OLD."search_name", OLD."rating_count", OLD."recent_orders")
      IS DISTINCT FROM (NEW."is_active", NEW."search_name", NEW."rating_count", NEW."recent_orders"))
  EXECUTE FUNCTION "product_suggestions_updated"();
