-- The indexes of a category page (decision 0050). products.search_name lost its trigram and prefix indexes:
-- autocomplete reads product_suggestions, which has both on the same text (migration 0012), and nothing else filters on it.
DROP INDEX "products_search_name_trgm_idx";--> statement-breakpoint
DROP INDEX "products_search_name_prefix_idx";--> statement-breakpoint
DROP INDEX "products_category_price_idx";--> statement-breakpoint
CREATE INDEX "products_category_rated_idx" ON "products" USING btree ("category_id","rating_avg","rating_count","id") WHERE "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category_id","price","id","sub_category_id","brand_id","seller_id","rating_avg","stock","before_discount") WHERE "products"."is_active";--> statement-breakpoint
-- Written by hand (migration 0002 made it by hand: drizzle's schema cannot say INCLUDE): products_category_price_idx
-- now holds the same columns, in an order that also serves the price range and the price sorts.
DROP INDEX IF EXISTS "products_facets_idx";
