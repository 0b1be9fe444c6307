-- The side panel's counts read seven narrow columns of every active product in a category; this index holds
-- them, so counting is an index-only scan instead of a pass over the wide product rows (bench/api/FINDINGS.md).
-- Written by hand: drizzle's schema cannot declare INCLUDE columns.
CREATE INDEX IF NOT EXISTS "products_facets_idx" ON "products" USING btree ("category_id") INCLUDE ("sub_category_id", "brand_id", "seller_id", "rating_avg", "price", "stock", "before_discount") WHERE "products"."is_active";
