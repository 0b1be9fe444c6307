CREATE TABLE "review_requests" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_reviews" ADD COLUMN "status" text DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD COLUMN "moderation_reason" text;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD COLUMN "moderated_by" integer;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD COLUMN "moderated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_reviews_user_product_idx" ON "product_reviews" USING btree ("user_id","product_id") WHERE "product_reviews"."user_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "product_reviews_queue_idx" ON "product_reviews" USING btree ("status","updated_at");