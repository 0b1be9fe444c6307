-- Written by hand (decision 0045, fourth amendment): the two prefix indexes of product_suggestions carry the
-- other name and the popularity columns after the name, so the tiers of names starting with the phrase are read
-- from a range of the index alone (search/repository.ts, namesStarting), not through the trigram index and the
-- table (~2,900 pages for `hario` at 100k products, to keep none). The extra key columns change no range scan.
DROP INDEX "product_suggestions_name_prefix_idx";--> statement-breakpoint
DROP INDEX "product_suggestions_second_prefix_idx";--> statement-breakpoint
CREATE INDEX "product_suggestions_name_prefix_idx" ON "product_suggestions" USING btree ("search_name" text_pattern_ops,"second_name","in_stock","recent_orders","rating_count","product_id");--> statement-breakpoint
CREATE INDEX "product_suggestions_second_prefix_idx" ON "product_suggestions" USING btree ("second_name" text_pattern_ops,"search_name","in_stock","recent_orders","rating_count","product_id");
