-- Decision 0056: the category page's index holds in_stock (stock > 0, kept by PostgreSQL) instead of stock, so
-- a stock move (every order line) can be a HOT update instead of a new entry in each of products' indexes.
DROP INDEX "products_category_price_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "in_stock" boolean GENERATED ALWAYS AS (stock > 0) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category_id","price","id","sub_category_id","brand_id","seller_id","rating_avg","in_stock","before_discount") WHERE "products"."is_active";