-- A cart may hold several variants of one product, each a line of its own: lines get an id of their own, and
-- (cart, product, variant) is unique with NULLS NOT DISTINCT so a plain product's line (variant null) stays one
-- per cart as before (PostgreSQL 15+, PGlite). Lines already stored are plain (variant null); ADD COLUMN
-- numbers them, and the unique key's leading cart_id still serves reads of one cart.
ALTER TABLE "cart_lines" DROP CONSTRAINT "cart_lines_cart_id_product_id_pk";--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "id" integer PRIMARY KEY NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "cart_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_line_key" UNIQUE NULLS NOT DISTINCT("cart_id","product_id","variant_id");